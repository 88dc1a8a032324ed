// loadEvmHeader against the devnet over HTTP: the header answers after one round trip (tx, receipt
// and hash mapping at once); the block time and a synthetic twin's Cosmos signer follow in
// `details`, which never fails; the indexer's receipt stands in without JSON-RPC.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIXTURES } from '../../../../devnet/fixtures';
import { startDevnet, type Devnet } from '../../../../devnet/server';
import { clearCache } from '$lib/api/http';
import type { ChainInfo } from '$lib/config/chain';
import { loadEarlyEvmHeader, loadEvmHeader } from './evm-header';

const T = FIXTURES.txs.evm;
const EVM = T.chainId;
let devnet: Devnet;
let chain: ChainInfo;

beforeAll(async () => {
	devnet = await startDevnet({ port: 0 });
	chain = {
		id: EVM,
		name: 'EVM Weave',
		vm: 'evm',
		isL1: false,
		indexer: `${devnet.url}/indexer/${EVM}`,
		rest: `${devnet.url}/rest/${EVM}`,
		jsonRpc: `${devnet.url}/jsonrpc/${EVM}`,
		feeTokens: []
	} as unknown as ChainInfo;
});
afterAll(() => devnet?.close());

// Each test asks for a different tx: the clients cache answers for a few seconds.
describe('loadEvmHeader', () => {
	it('reads tx, receipt and Cosmos hash from JSON-RPC; the block time comes in details', async () => {
		const found = await loadEvmHeader(chain, T.valueTransfer.evmHash.toUpperCase().replace('0X', '0x'));
		if (found.kind !== 'found') throw new Error(`expected found, got ${found.kind}`);
		expect(found.header).toMatchObject({
			hash: T.valueTransfer.evmHash,
			source: 'jsonrpc',
			status: 'success',
			from: T.valueTransfer.from,
			to: T.valueTransfer.to,
			value: 1_250_000_000_000_000_000n, // 1.25 INIT in wei
			cosmosHash: T.valueTransfer.hash,
			synthetic: false
		});
		const details = await found.details;
		expect(details.cosmosSigner).toBeNull();
		expect(details.time).toBeInstanceOf(Date);
		expect(Math.abs(details.time!.getTime() - Date.now())).toBeLessThan(365 * 24 * 3600 * 1000);
	});

	it('names a synthetic twin by its Cosmos signer, in details', async () => {
		const found = await loadEvmHeader(chain, T.synthetic.evmHash);
		if (found.kind !== 'found') throw new Error(`expected found, got ${found.kind}`);
		expect(found.header).toMatchObject({ synthetic: true, to: null, cosmosHash: T.synthetic.hash });
		expect(await found.details).toMatchObject({ cosmosSigner: T.synthetic.signer, time: expect.any(Date) });
	});

	it('names a synthetic twin from the chain’s REST copy when the indexer lacks the Cosmos tx', async () => {
		// An indexer that knows nothing (its 404s): the REST fallback (loadTx, loaded on demand) answers.
		const found = await loadEvmHeader({ ...chain, indexer: `${devnet.url}/indexer/no-such-chain` }, T.synthetic.evmHash);
		if (found.kind !== 'found') throw new Error(`expected found, got ${found.kind}`);
		expect(await found.details).toMatchObject({ cosmosSigner: T.synthetic.signer });
	});

	it('asks for the block (and loads the JSON-RPC client) only once the page says its content is on screen', async () => {
		const blockReads: string[] = [];
		const real = globalThis.fetch;
		vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
			if (typeof init?.body === 'string' && init.body.includes('eth_getBlockByNumber')) blockReads.push(init.body);
			return real(input, init);
		});
		let shown: (() => void) | undefined;
		const after = (fn: () => void) => ((shown = fn), () => (shown = undefined));
		clearCache(); // no block read shared from an earlier test
		try {
			const found = await loadEvmHeader(chain, T.reverted.evmHash, { signal: new AbortController().signal }, after);
			if (found.kind !== 'found') throw new Error(`expected found, got ${found.kind}`);
			await new Promise((r) => setTimeout(r, 50));
			expect(blockReads).toEqual([]);
			expect(shown).toBeTypeOf('function');
			shown!();
			expect((await found.details).time).toBeInstanceOf(Date);
			expect(blockReads).toHaveLength(1);
		} finally {
			vi.unstubAllGlobals();
		}
	});

	it('leaves the time out when the page is left before its content showed', async () => {
		const leave = new AbortController();
		const found = await loadEvmHeader(chain, T.valueTransfer.evmHash, { signal: leave.signal }, () => () => {});
		if (found.kind !== 'found') throw new Error(`expected found, got ${found.kind}`);
		leave.abort();
		expect(await found.details).toEqual({ time: null, cosmosSigner: null });
	});

	it('still answers when the block cannot be read: no time, and details never reject', async () => {
		// The devnet's faults match paths, and every JSON-RPC method shares one: fail the block read here.
		const real = globalThis.fetch;
		vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
			typeof init?.body === 'string' && init.body.includes('eth_getBlockByNumber') ? Promise.resolve(new Response('down', { status: 500 })) : real(input, init)
		);
		const found = await loadEvmHeader(chain, T.creation.evmHash);
		if (found.kind !== 'found') throw new Error(`expected found, got ${found.kind}`);
		expect(found.header.contractAddress).toMatch(/^0x[0-9a-f]{40}$/);
		expect(await found.details).toEqual({ time: null, cosmosSigner: null });
	});

	it('falls back to the indexer’s receipt without JSON-RPC (no value, no time)', async () => {
		const found = await loadEvmHeader({ ...chain, jsonRpc: undefined }, T.reverted.evmHash);
		if (found.kind !== 'found') throw new Error(`expected found, got ${found.kind}`);
		expect(found.header).toMatchObject({ source: 'indexer', status: 'reverted', value: null });
		expect(await found.details).toEqual({ time: null, cosmosSigner: null });
	});

	it('says which services were asked when neither knows the hash', async () => {
		expect(await loadEvmHeader(chain, `0x${'cd'.repeat(32)}`)).toEqual({ kind: 'missing', checked: ['jsonrpc', 'indexer'] });
	});
});

describe('loadEarlyEvmHeader (the indexer’s receipt, shown before JSON-RPC answers)', () => {
	it('reads status, from, to, gas used and block; JSON-RPC’s fields are unknown yet', async () => {
		const h = await loadEarlyEvmHeader(chain, T.reverted.evmHash.toUpperCase().replace('0X', '0x'));
		expect(h).toMatchObject({ hash: T.reverted.evmHash.toLowerCase(), source: 'indexer', status: 'reverted', value: null, input: null, gasLimit: null, cosmosHash: null });
		expect(h!.gasUsed).toBeGreaterThan(0n);
		expect(h!.blockNumber).toBeGreaterThan(0n);
	});

	it('is null without JSON-RPC (the indexer is then the header itself), and for a hash the indexer lacks', async () => {
		expect(await loadEarlyEvmHeader({ ...chain, jsonRpc: undefined }, T.reverted.evmHash)).toBeNull();
		expect(await loadEarlyEvmHeader(chain, `0x${'ce'.repeat(32)}`)).toBeNull();
	});
});
