// Indexer lag: the two heights compared, what is worth saying on a list, failures said in words,
// and the real devnet indexer trailing its chain by the indexerLag knob (over HTTP).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../devnet/fixtures';
import { startDevnet, type Devnet } from '../../../devnet/server';
import { ApiError } from '$lib/api/http';
import type { IndexerStatus } from '$lib/api/indexer';
import type { ChainInfo } from '$lib/config/chain';
import { blocksBehind, indexerLag, LAG_WORTH_SAYING, lagHeadline, measureLag, worthSaying, type LagDeps } from './indexer-lag';

const status = (height: number, internalTxHeight: number | null = null): IndexerStatus => ({ version: '', commitHash: '', chainId: 'c', height, internalTxHeight });
const deps = (over: Partial<LagDeps>): LagDeps => ({ status: async () => status(100), head: async () => 100n, now: () => 7, ...over });
const indexerError = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
	new ApiError({ service: 'indexer', endpoint: 'GET http://idx.test/status', status: 0, kind: 'network', ...init });

describe('measureLag', () => {
	it('compares the indexed height with the chain head, per kind of data', async () => {
		const lag = await measureLag(deps({ status: async () => status(1000, 900), head: async () => 1340n }));
		expect(lag).toEqual({ status: 'measured', head: 1340, indexed: 1000, internalTxs: 900, at: 7 });
		if (lag.status !== 'measured') throw new Error('unreachable');
		expect(blocksBehind(lag)).toBe(340);
		expect(blocksBehind(lag, 'internal-txs')).toBe(440);
		// An indexer without internal_tx_height: internal txs are as fresh as blocks.
		const plain = { ...lag, internalTxs: null };
		expect(blocksBehind(plain, 'internal-txs')).toBe(340);
		// The indexer read after a new block: never "−1 behind".
		expect(blocksBehind({ ...lag, indexed: 1341 })).toBe(0);
	});

	it('is worth saying on a list only past the normal indexing delay', async () => {
		const at = (behind: number) => measureLag(deps({ status: async () => status(1000), head: async () => BigInt(1000 + behind) }));
		expect(worthSaying(await at(1))).toBe(false);
		expect(worthSaying(await at(LAG_WORTH_SAYING - 1))).toBe(false);
		expect(worthSaying(await at(LAG_WORTH_SAYING))).toBe(true);
		const internal = await measureLag(deps({ status: async () => status(1000, 1000 - LAG_WORTH_SAYING), head: async () => 1000n }));
		expect(worthSaying(internal, 'blocks')).toBe(false);
		expect(worthSaying(internal, 'internal-txs')).toBe(true);
	});

	it('says an indexer with nothing indexed (500 on /status) is empty, not broken', async () => {
		const lag = await measureLag(deps({ status: async () => Promise.reject(indexerError({ kind: 'http', status: 500, reason: 'Internal Server Error' })), head: async () => 12n }));
		expect(lag).toEqual({ status: 'empty', head: 12, at: 7 });
		expect(worthSaying(lag)).toBe(true);
	});

	it('explains failures instead of throwing', async () => {
		const down = await measureLag(deps({ status: async () => Promise.reject(indexerError({ kind: 'timeout', reason: '3 s' })) }));
		expect(down).toMatchObject({ status: 'failed', message: expect.stringMatching(/^Could not read how far the indexer got\. .*did not answer/) });
		const noHead = await measureLag(deps({ head: async () => Promise.reject(new ApiError({ service: 'rest', endpoint: 'GET http://rest.test/x', status: 0, kind: 'network' })) }));
		expect(noHead).toMatchObject({ status: 'failed', message: expect.stringMatching(/^Could not read the chain’s latest block\. .*rest\.test/) });
		expect(await measureLag(deps({ head: undefined }))).toMatchObject({ status: 'failed', message: expect.stringContaining('no REST endpoint') });
		expect(worthSaying(down)).toBe(false);
	});
});

describe('indexerLag against the devnet', () => {
	let devnet: Devnet;
	beforeAll(async () => {
		devnet = await startDevnet({ port: 0, knobs: { indexerLag: 340 } });
	});
	afterAll(() => devnet?.close());

	it('reads the lag the knob sets, for blocks and EVM internal txs', async () => {
		const id = FIXTURES.evm.chainId;
		const chain = { id, name: id, vm: 'evm', isL1: false, indexer: `${devnet.url}/indexer/${id}`, rest: `${devnet.url}/rest/${id}` } as ChainInfo;
		const lag = await indexerLag(chain);
		expect(lag.status).toBe('measured');
		if (lag.status !== 'measured') return;
		// The chain may produce a block between the two reads; never fewer than the knob.
		expect(blocksBehind(lag)).toBeGreaterThanOrEqual(340);
		expect(blocksBehind(lag)).toBeLessThan(345);
		expect(blocksBehind(lag, 'internal-txs')).toBeGreaterThanOrEqual(340);
		// Shared by the lists of a page until asked again.
		expect(await indexerLag(chain)).toBe(lag);
		expect(await indexerLag(chain, true)).not.toBe(lag);
	});
});

describe('lagHeadline', () => {
	const measured = (head: number, indexed: number, internalTxs: number | null = null) => ({ status: 'measured' as const, head, indexed, internalTxs, at: 0 });
	it('says how far behind, in blocks, for what a list shows', () => {
		expect(lagHeadline(measured(1340, 1000))).toBe('The indexer is 340 blocks behind the chain.');
		expect(lagHeadline(measured(1001, 1000))).toBe('The indexer is 1 block behind the chain (the normal indexing delay).');
		expect(lagHeadline(measured(1000, 1000))).toBe('The indexer is up to date with the chain.');
		expect(lagHeadline(measured(2000, 2000, 1000), 'internal-txs')).toBe('The indexer’s internal transactions are 1,000 blocks behind the chain.');
		expect(lagHeadline({ status: 'empty', head: 5, at: 0 })).toMatch(/no indexed block yet/);
		expect(lagHeadline({ status: 'failed', message: 'Could not read it.', at: 0 })).toBe('Could not read it.');
	});
});
