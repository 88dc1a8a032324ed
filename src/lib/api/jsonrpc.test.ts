import { beforeEach, describe, expect, it } from 'vitest';
import { clearCache } from './http';
import { createTxRpc, rpcCall } from './jsonrpc';
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
