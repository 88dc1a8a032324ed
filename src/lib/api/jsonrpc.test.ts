import { beforeEach, describe, expect, it } from 'vitest';
import { clearCache } from './http';
import { createTxRpc, rpcBatch, rpcCall } from './jsonrpc';
import { fakeFetch, jsonResponse, type FakeRequest } from './fixtures/fake-fetch';
import * as v from 'valibot';

const RPC = 'https://jsonrpc-evm-1.anvil.asia-southeast.initia.xyz';
const rpc = (req: FakeRequest) => JSON.parse(req.body ?? 'null') as { method: string; params: unknown[] };
const result = (value: unknown) => jsonResponse({ jsonrpc: '2.0', id: 1, result: value });
const H = `0x${'ab'.repeat(32)}`;

beforeEach(() => clearCache());

describe('tx lookups', () => {
	it('reads a transaction (value, input, creation with to null) and null for an unknown hash', async () => {
		const tx = {
			hash: H.toUpperCase().replace('0X', '0x'),
			blockHash: '0x01',
			blockNumber: '0x7b',
			transactionIndex: '0x0',
			from: '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
			to: null,
			value: '0xde0b6b3a7640000',
			input: '0x6080',
			nonce: '0x2',
			gas: '0x5208',
			gasPrice: '0x3b9aca00',
			type: '0x2',
			chainId: '0x1092'
		};
		const f = fakeFetch((req) => result(rpc(req).params[0] === H ? tx : null));
		const client = createTxRpc(RPC, { fetch: f });
		expect(await client.transaction(H.slice(2))).toEqual({
			hash: H,
			blockNumber: 123n,
			from: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
			to: null,
			value: 10n ** 18n,
			input: '0x6080',
			nonce: 2n,
			gas: 21000n,
			gasPrice: 1_000_000_000n,
			type: 2
		});
		expect(rpc(f.calls[0]!)).toMatchObject({ method: 'eth_getTransactionByHash', params: [H] });
		expect(await client.transaction(`0x${'00'.repeat(32)}`)).toBeNull();
	});

	it('reads a block time in seconds', async () => {
		const f = fakeFetch(() => result({ number: '0x7b', hash: '0x02', timestamp: '0x6748a1c0', transactions: [] }));
		expect(await createTxRpc(RPC, { fetch: f }).blockByNumber(123n)).toEqual({ number: 123n, hash: '0x02', timestamp: 0x6748a1c0n });
		expect(rpc(f.calls[0]!)).toMatchObject({ method: 'eth_getBlockByNumber', params: ['0x7b', false] });
	});

	it('maps hashes both ways; zeros mean "no twin"', async () => {
		const answers: Record<string, unknown> = { cosmos_txHashByCosmosTxHash: H, cosmos_cosmosTxHashByTxHash: 'cd'.repeat(32) };
		const f = fakeFetch((req) => result(answers[rpc(req).method]));
		const client = createTxRpc(RPC, { fetch: f });
		expect(await client.evmHashOf('0x' + 'CD'.repeat(32))).toBe(H);
		expect(rpc(f.calls[0]!).params).toEqual(['CD'.repeat(32)]);
		expect(await client.cosmosHashOf(H)).toBe('CD'.repeat(32));
		const zeros = fakeFetch((req) => result(rpc(req).method === 'cosmos_txHashByCosmosTxHash' ? `0x${'0'.repeat(64)}` : '0'.repeat(64)));
		const none = createTxRpc(RPC, { fetch: zeros });
		expect(await none.evmHashOf('EF'.repeat(32))).toBeNull();
		expect(await none.cosmosHashOf(`0x${'ef'.repeat(32)}`)).toBeNull();
	});

	it('turns an error member into an rpc ApiError', async () => {
		const f = fakeFetch(() => jsonResponse({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'the method cosmos_x does not exist/is not available' } }));
		await expect(rpcCall(RPC, 'cosmos_x', [], v.unknown(), { fetch: f })).rejects.toMatchObject({ kind: 'rpc', code: -32601, service: 'jsonrpc' });
	});
});

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
		const found = await createTxRpc(RPC, { fetch: f }).txWithReceipt(H.slice(2));
		expect(f.calls).toHaveLength(1);
		expect(batch(f.calls[0]!).map((c) => c.method)).toEqual(['eth_getTransactionByHash', 'eth_getTransactionReceipt', 'cosmos_cosmosTxHashByTxHash']);
		expect(batch(f.calls[0]!).every((c) => c.params[0] === H)).toBe(true);
		expect(found).toMatchObject({ tx: { hash: H, blockNumber: 123n, to: null }, receipt: null, cosmosHash: null });
		const down = fakeFetch((req) => jsonResponse(batch(req).map((c) => ({ jsonrpc: '2.0', id: c.id, error: { code: -32000, message: 'down' } }))));
		await expect(createTxRpc(RPC, { fetch: down }).txWithReceipt(`0x${'cd'.repeat(32)}`)).rejects.toMatchObject({ kind: 'rpc', code: -32000 });
	});
});
