import { describe, expect, it } from 'vitest';
import { ApiError } from '$lib/api/http';
import type { ChainInfo } from '$lib/config/chain';
import { locateTx, parseTxHash, probeChain, verdict, type LocateDeps } from './locate-tx';

const chain = (id: string, vm: ChainInfo['vm'], endpoints: { rest?: boolean; rpc?: boolean; indexer?: boolean } = { rest: true, rpc: vm === 'evm' }): ChainInfo => ({
	id,
	name: id,
	chainName: id,
	networkType: 'devnet',
	bech32Prefix: 'init',
	isL1: id === 'l1',
	vm,
	...(endpoints.rest ? { rest: `http://rest/${id}` } : {}),
	...(endpoints.rpc ? { jsonRpc: `http://rpc/${id}` } : {}),
	...(endpoints.indexer ? { indexer: `http://idx/${id}` } : {}),
	explorers: [],
	feeTokens: [],
	opDenoms: []
});
const L1 = chain('l1', 'move');
const EVM = chain('evm', 'evm');
const WASM = chain('wasm', 'wasm');

const COSMOS = 'AB'.repeat(32);
const EVM_HASH = `0x${'cd'.repeat(32)}`;
const restError = (status: number, code?: number) =>
	new ApiError({ service: 'rest', endpoint: 'GET x', status, kind: 'http', ...(code !== undefined ? { code } : {}), reason: 'x' });
const down = () => new ApiError({ service: 'rest', endpoint: 'GET x', status: 0, kind: 'network', reason: 'connection refused' });

/** Chains by id: which Cosmos and EVM hashes each has, which are down, and the EVM ↔ Cosmos mapping. */
function deps(spec: Record<string, { cosmos?: string[]; evm?: string[]; restDown?: boolean; rpcDown?: boolean; indexed?: string[] }>, mapping: Record<string, string> = {}) {
	const calls: string[] = [];
	const d: LocateDeps = {
		rest: (c) =>
			c.rest
				? {
						tx: async (hash) => {
							calls.push(`rest ${c.id} ${hash}`);
							if (spec[c.id]?.restDown) throw down();
							if (spec[c.id]?.cosmos?.includes(hash)) return { txhash: hash } as never;
							return null;
						}
					}
				: undefined,
		rpc: (c) =>
			c.jsonRpc && c.vm === 'evm'
				? {
						transaction: async (hash) => {
							calls.push(`rpc ${c.id} ${hash}`);
							if (spec[c.id]?.rpcDown) throw down();
							return spec[c.id]?.evm?.includes(hash) ? ({ hash } as never) : null;
						},
						evmHashOf: async (cosmos) => Object.entries(mapping).find(([, c]) => c === cosmos)?.[0] ?? null,
						cosmosHashOf: async (evm) => mapping[evm] ?? null
					}
				: undefined,
		indexer: (c) =>
			c.indexer
				? {
						tx: async (hash) => {
							calls.push(`indexer ${c.id} ${hash}`);
							if (spec[c.id]?.indexed?.includes(hash)) return { hash } as never;
							throw restError(404);
						}
					}
				: undefined
	};
	return Object.assign(d, { calls });
}

describe('parseTxHash', () => {
	it('accepts 64 hex digits with or without 0x, any case, and trims', () => {
		expect(parseTxHash(`  ${COSMOS} `)).toEqual({ hex: COSMOS.toLowerCase(), prefixed: false });
		expect(parseTxHash(EVM_HASH.toUpperCase().replace('0X', '0x'))).toEqual({ hex: 'cd'.repeat(32), prefixed: true });
	});
	it('rejects anything else', () => {
		for (const bad of ['', 'AB'.repeat(31), 'AB'.repeat(33), `0x${'zz'.repeat(32)}`, `0X0x${'ab'.repeat(31)}`, 'init1abc']) expect(parseTxHash(bad)).toBeNull();
	});
});

describe('probeChain', () => {
	it('finds a Cosmos hash over REST, with its EVM twin on an EVM chain', async () => {
		const d = deps({ evm: { cosmos: [COSMOS] } }, { [EVM_HASH]: COSMOS });
		await expect(probeChain(parseTxHash(COSMOS)!, EVM, { deps: d })).resolves.toMatchObject({ state: 'found', cosmosHash: COSMOS, evmHash: EVM_HASH, via: 'rest' });
		await expect(probeChain(parseTxHash(COSMOS)!, L1, { deps: d })).resolves.toMatchObject({ state: 'absent', checked: ['rest'] });
	});

	it('finds an EVM hash over JSON-RPC and maps it to the Cosmos hash; REST is asked without 0x', async () => {
		const d = deps({ evm: { evm: [EVM_HASH] } }, { [EVM_HASH]: COSMOS });
		await expect(probeChain(parseTxHash(EVM_HASH)!, EVM, { deps: d })).resolves.toMatchObject({ state: 'found', cosmosHash: COSMOS, evmHash: EVM_HASH, via: 'jsonrpc' });
		expect(d.calls).toContain(`rest evm ${'CD'.repeat(32)}`);
		expect(d.calls).toContain(`rpc evm ${EVM_HASH}`);
	});

	it('an EVM hit whose mapping is unknown still counts, without a Cosmos hash', async () => {
		const d = deps({ evm: { evm: [EVM_HASH] } });
		await expect(probeChain(parseTxHash(EVM_HASH)!, EVM, { deps: d })).resolves.toMatchObject({ state: 'found', cosmosHash: null, evmHash: EVM_HASH });
	});

	it('says "unknown" (not "absent") when a lookup failed and none found it', async () => {
		const d = deps({ evm: { rpcDown: true } });
		const r = await probeChain(parseTxHash(COSMOS)!, EVM, { deps: d });
		expect(r).toMatchObject({ state: 'unknown', checked: ['rest', 'jsonrpc'] });
		// A hit on one lookup wins over a failure of the other.
		const found = await probeChain(parseTxHash(COSMOS)!, EVM, { deps: deps({ evm: { rpcDown: true, cosmos: [COSMOS] } }) });
		expect(found.state).toBe('found');
	});

	it('falls back to the indexer when the chain has no REST endpoint; no endpoint at all is "unreachable"', async () => {
		const indexedOnly = chain('idx', 'wasm', { indexer: true });
		await expect(probeChain(parseTxHash(COSMOS)!, indexedOnly, { deps: deps({ idx: { indexed: [COSMOS] } }) })).resolves.toMatchObject({ state: 'found', via: 'indexer' });
		await expect(probeChain(parseTxHash(COSMOS)!, indexedOnly, { deps: deps({}) })).resolves.toMatchObject({ state: 'absent', checked: ['indexer'] });
		await expect(probeChain(parseTxHash(COSMOS)!, chain('none', 'move', {}), { deps: deps({}) })).resolves.toMatchObject({ state: 'unreachable' });
	});
});

describe('locateTx and verdict', () => {
	it('one hit, in chain order', async () => {
		const { locations, verdict: v } = await locateTx(parseTxHash(COSMOS)!, [L1, EVM, WASM], { deps: deps({ wasm: { cosmos: [COSMOS] } }) });
		expect(locations.map((l) => `${l.chain.id}:${l.state}`)).toEqual(['l1:absent', 'evm:absent', 'wasm:found']);
		expect(v).toMatchObject({ kind: 'one', hit: { chain: { id: 'wasm' } } });
	});
	it('several hits let the user pick', async () => {
		const { verdict: v } = await locateTx(parseTxHash(COSMOS)!, [L1, WASM], { deps: deps({ l1: { cosmos: [COSMOS] }, wasm: { cosmos: [COSMOS] } }) });
		expect(v).toMatchObject({ kind: 'several' });
		if (v.kind === 'several') expect(v.hits.map((h) => h.chain.id)).toEqual(['l1', 'wasm']);
	});
	it('never "nowhere" while a chain could not answer', async () => {
		const { verdict: v } = await locateTx(parseTxHash(COSMOS)!, [L1, WASM], { deps: deps({ wasm: { restDown: true } }) });
		expect(v).toMatchObject({ kind: 'inconclusive', unknown: [{ chain: { id: 'wasm' } }] });
		expect(verdict([])).toEqual({ kind: 'nowhere', unchecked: [] });
		const none = chain('none', 'move', {});
		const r = await locateTx(parseTxHash(COSMOS)!, [L1, none], { deps: deps({}) });
		expect(r.verdict).toEqual({ kind: 'nowhere', unchecked: [none] });
	});
});
