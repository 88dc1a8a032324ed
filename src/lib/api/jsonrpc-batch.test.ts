import { beforeEach, describe, expect, it } from 'vitest';
import { clearCache } from './http';
import { rpcBatch, txWithReceipt } from './jsonrpc-batch';
import { fakeFetch, jsonResponse, type FakeRequest } from './fixtures/fake-fetch';

const RPC = 'https://jsonrpc-evm-1.anvil.asia-southeast.initia.xyz';
const H = `0x${'ab'.repeat(32)}`;

beforeEach(() => clearCache());

describe('batches', () => {
	type Req = { id: number; method: string; params: unknown[] };
	const batch = (req: FakeRequest) => JSON.parse(req.body ?? '[]') as Req[];

	it('sends the calls in one request and matches answers by id, in any order; an error fails only its call', async () => {
		const f = fakeFetch((req) =>
			jsonResponse(
				batch(req)
					.map((c) => (c.method === 'bad' ? { jsonrpc: '2.0', id: c.id, error: { code: -32601, message: 'no such method' } } : { jsonrpc: '2.0', id: c.id, result: c.method }))
					.reverse()
			)
		);
		const answers = await rpcBatch(RPC, [{ method: 'a', params: [] }, { method: 'bad', params: [] }, { method: 'c', params: [1] }], { fetch: f });
		expect(f.calls).toHaveLength(1);
		expect(batch(f.calls[0]!).map((c) => [c.id, c.method])).toEqual([[1, 'a'], [2, 'bad'], [3, 'c']]);
		expect(answers[0]).toEqual({ ok: true, result: 'a' });
		expect(answers[1]).toMatchObject({ ok: false, error: { kind: 'rpc', code: -32601 } });
		expect(answers[2]).toEqual({ ok: true, result: 'c' });
	});

	it('a call left out of the answer fails alone; a node that answers the batch with one error fails it all', async () => {
		const partial = fakeFetch((req) => jsonResponse([{ jsonrpc: '2.0', id: batch(req)[0]!.id, result: 1 }]));
		const answers = await rpcBatch(RPC, [{ method: 'a', params: [] }, { method: 'b', params: [] }], { fetch: partial });
		expect(answers[0]).toEqual({ ok: true, result: 1 });
		expect(answers[1]).toMatchObject({ ok: false, error: { kind: 'rpc' } });
		const refused = fakeFetch(() => jsonResponse({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'batch too large' } }));
		await expect(rpcBatch(RPC, [{ method: 'a', params: [] }], { fetch: refused })).rejects.toMatchObject({ kind: 'rpc', code: -32600, message: expect.stringContaining('batch too large') });
	});

	it('reads a tx, its receipt and its Cosmos hash in one request; a failed receipt or mapping is null, a failed tx throws', async () => {
		const tx = { hash: H, blockNumber: '0x7b', from: `0x${'11'.repeat(20)}`, to: null, value: '0x0', input: '0x', nonce: '0x0', gas: '0x5208', gasPrice: '0x1', type: '0x0' };
		const f = fakeFetch((req) =>
			jsonResponse(
				batch(req).map((c) =>
					c.method === 'eth_getTransactionByHash' ? { jsonrpc: '2.0', id: c.id, result: tx } : { jsonrpc: '2.0', id: c.id, error: { code: -32000, message: 'down' } }
				)
			)
		);
		const found = await txWithReceipt(RPC, H.slice(2), { fetch: f });
		expect(f.calls).toHaveLength(1);
		expect(batch(f.calls[0]!).map((c) => c.method)).toEqual(['eth_getTransactionByHash', 'eth_getTransactionReceipt', 'cosmos_cosmosTxHashByTxHash']);
		expect(batch(f.calls[0]!).every((c) => c.params[0] === H)).toBe(true);
		expect(found).toMatchObject({ tx: { hash: H, blockNumber: 123n, to: null }, receipt: null, cosmosHash: null });
		const down = fakeFetch((req) => jsonResponse(batch(req).map((c) => ({ jsonrpc: '2.0', id: c.id, error: { code: -32000, message: 'down' } }))));
		await expect(txWithReceipt(RPC, `0x${'cd'.repeat(32)}`, { fetch: down })).rejects.toMatchObject({ kind: 'rpc', code: -32000 });
	});
});
