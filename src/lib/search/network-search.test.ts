import { describe, expect, it } from 'vitest';
import { ApiError } from '$lib/api/http';
import type { IndexerClient } from '$lib/api/indexer';
import type { ChainInfo } from '$lib/config/chain';
import { classifyQuery } from './classify';
import type { LocateDeps } from './locate-tx';
import { chainsFor, searchChain, searchVerdict, type ChainResult, type SearchDeps } from './network-search';

const chain = (id: string, vm: ChainInfo['vm'], more: Partial<ChainInfo> = {}): ChainInfo => ({
	id, name: id, chainName: id, networkType: 'devnet', bech32Prefix: 'init', isL1: id === 'l1', vm, indexer: `http://idx/${id}`, rest: `http://rest/${id}`, explorers: [], feeTokens: [], opDenoms: [], ...more
});
const L1 = chain('l1', 'move');
const EVM = chain('evm', 'evm', { jsonRpc: 'http://rpc/evm' });
const WASM = chain('wasm', 'wasm');
const ACC = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const HASH = 'AB'.repeat(32);

const apiError = (status: number) => new ApiError({ service: 'indexer', endpoint: 'GET x', status, kind: 'http', reason: 'x' });
const page = <T>(items: T[], total: bigint | null = BigInt(items.length)) => ({ items, total, nextKey: null, previousKey: null });

interface Spec {
	collection?: string;
	collections?: string[];
	nfts?: number;
	internal?: number;
	down?: boolean;
	countTimeout?: boolean;
}

function deps(spec: Record<string, Spec>, txs: Record<string, string> = {}): SearchDeps {
	const fail = (id: string) => {
		if (spec[id]?.down) throw new ApiError({ service: 'indexer', endpoint: 'GET x', status: 500, kind: 'http', reason: 'Internal Server Error' });
	};
	const locate: LocateDeps = {
		rest: (c) => ({ tx: async (h) => (txs[c.id] === h ? ({ txhash: h } as never) : null) }),
		rpc: () => undefined,
		indexer: () => undefined
	};
	return {
		locate,
		indexer: (c) =>
			({
				collection: async () => {
					fail(c.id);
					if (spec[c.id]?.collection) return { name: spec[c.id]!.collection };
					throw apiError(404);
				},
				collectionsByAccount: async () => {
					fail(c.id);
					const names = spec[c.id]?.collections ?? [];
					return page(names.slice(0, 3).map((name) => ({ name })), spec[c.id]?.countTimeout ? null : BigInt(names.length));
				},
				tokensByAccount: async () => {
					fail(c.id);
					return page(spec[c.id]?.nfts ? [{}] : [], BigInt(spec[c.id]?.nfts ?? 0));
				},
				internalTxsByAccount: async () => {
					fail(c.id);
					return page(spec[c.id]?.internal ? [{}] : [], BigInt(spec[c.id]?.internal ?? 0));
				}
			}) as unknown as IndexerClient
	};
}

const all = (q: string, d: SearchDeps, chains = [L1, EVM, WASM]) =>
	Promise.all(chainsFor(classifyQuery(q), chains).map((c) => searchChain(classifyQuery(q), c, d, {}, 'mainnet')));

describe('searchChain', () => {
	it('an account: what it holds on each chain, with counts and internal txs on EVM', async () => {
		const [l1, evm, wasm] = await all(ACC, deps({ l1: { collections: ['A', 'B'], nfts: 7 }, evm: { internal: 4 } }));
		expect(l1!.hits).toEqual([{ kind: 'account', href: expect.stringMatching(/\/l1\/accounts\/init1/), collections: 2n, nfts: 7n, sample: ['A', 'B'] }]);
		// Only internal txs: the account link opens that tab.
		expect(evm!.hits).toEqual([{ kind: 'account', href: expect.stringMatching(/\/evm\/accounts\/init1.*\/internal-txs$/), collections: 0n, nfts: 0n, internalTxs: 4n, sample: [] }]);
		expect(wasm!.hits).toEqual([]);
	});

	it('a count that timed out is unknown, not zero', async () => {
		const [l1] = await all(ACC, deps({ l1: { collections: ['A'], nfts: 1, countTimeout: true } }));
		expect(l1!.hits[0]).toMatchObject({ collections: null });
	});

	it('a 20-byte address can be an ERC-721 collection on an EVM chain; its own calls are part of that one hit', async () => {
		const [, evm] = await all(ACC, deps({ evm: { collection: 'Loom Weavers' } }));
		expect(evm!.hits).toEqual([{ kind: 'collection', href: expect.stringMatching(/\/evm\/nft-collections\/0xf39f/), name: 'Loom Weavers' }]);
		const [, busy] = await all(ACC, deps({ evm: { collection: 'Loom Weavers', internal: 713 } }));
		expect(busy!.hits).toEqual([{ kind: 'collection', href: expect.any(String), name: 'Loom Weavers', account: expect.objectContaining({ internalTxs: 713n }) }]);
	});

	it('a failing indexer is reported, not taken for "nothing"', async () => {
		const [, evm] = await all(ACC, deps({ evm: { down: true } }));
		expect(evm!.hits).toEqual([]);
		expect(evm!.errors[0]!.message).toMatch(/500/);
	});

	it('a Cosmos hash: found by the chain that has it, with open and track links (on its network)', async () => {
		const results = await all(HASH, deps({}, { wasm: HASH }));
		expect(results.map((r) => r.hits.length)).toEqual([0, 0, 1]);
		expect(results[2]!.hits[0]).toEqual({ kind: 'tx', href: `/wasm/txs/${HASH}`, cosmosHash: HASH, evmHash: null, evmHref: null, trackHref: `/bridge/track?chain_id=wasm&tx_hash=${HASH}&network=mainnet` });
	});

	it('0x + 64 hex is also tried as a Move/Wasm collection', async () => {
		const q = `0x${'cd'.repeat(32)}`;
		const results = await all(q, deps({ wasm: { collection: 'Warp' } }));
		expect(results.find((r) => r.chain.id === 'wasm')!.hits).toEqual([{ kind: 'collection', href: expect.stringContaining('/wasm/nft-collections/'), name: 'Warp' }]);
	});

	it('asks only chains that can answer: 32-byte addresses skip EVM chains', () => {
		expect(chainsFor(classifyQuery(`init1${'q'.repeat(52)}`), [L1, EVM, WASM]).length).toBeLessThanOrEqual(3);
		expect(chainsFor({ kind: 'address32', bech32: 'x', hex: '0x', bytes: 32 }, [L1, EVM, WASM]).map((c) => c.id)).toEqual(['l1', 'wasm']);
		expect(chainsFor(classifyQuery(ACC), [L1, chain('bridge-only', 'move', { indexer: undefined })]).map((c) => c.id)).toEqual(['l1']);
	});
});

describe('searchVerdict', () => {
	const res = (id: string, hits: ChainResult['hits'], errors: Error[] = []): ChainResult => ({ chain: chain(id, 'move'), hits, errors });
	const acc = { kind: 'account' as const, href: '/a', collections: 1n, nfts: 1n, sample: [] };
	it('waits for every chain before deciding an address', () => {
		expect(searchVerdict([res('a', [acc]), undefined])).toEqual({ kind: 'waiting' });
	});
	it('opens the only hit; lists several; never concludes while a chain failed', () => {
		expect(searchVerdict([res('a', [acc]), res('b', [])])).toEqual({ kind: 'open', href: '/a', label: 'Account' });
		expect(searchVerdict([res('a', [acc]), res('b', [{ ...acc, href: '/b' }])])).toEqual({ kind: 'results' });
		expect(searchVerdict([res('a', [acc]), res('b', [], [new Error('down')])])).toEqual({ kind: 'results' });
		expect(searchVerdict([res('a', []), res('b', [], [new Error('down')])])).toEqual({ kind: 'inconclusive' });
		expect(searchVerdict([res('a', []), res('b', [])])).toEqual({ kind: 'nothing' });
	});
	it('a tx opens even when another chain failed; a tx and a collection with the same bytes are listed', () => {
		const tx = { kind: 'tx' as const, href: '/t', cosmosHash: HASH, evmHash: null, evmHref: null, trackHref: null };
		expect(searchVerdict([res('a', [tx]), undefined])).toEqual({ kind: 'waiting' });
		expect(searchVerdict([res('a', [tx]), res('b', [], [new Error('down')])])).toEqual({ kind: 'open', href: '/t', label: 'Transaction' });
		expect(searchVerdict([res('a', [tx]), res('b', [{ kind: 'collection', href: '/c', name: 'x' }])])).toEqual({ kind: 'results' });
	});
});
