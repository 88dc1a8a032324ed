import { beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { clearCache } from './http';
import { createEvmRpc } from './evm-rpc';
import { receiptJson, RECEIPT_HASH } from './fixtures/evm';
import { fakeFetch, jsonResponse, type FakeRequest } from './fixtures/fake-fetch';

const RPC = 'https://jsonrpc-yominet-1.anvil.asia-southeast.initia.xyz';
const TOKEN = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const OWNER = '0x00b40F326Ab76189170cA2FfeCfa4B34b43949dA';
const SPENDER = '0x1111111111111111111111111111111111111111';
const word = (n: bigint) => `0x${n.toString(16).padStart(64, '0')}`;
const rpc = (req: FakeRequest) => JSON.parse(req.body ?? 'null') as { method: string; params: unknown[]; jsonrpc: string };
const result = (value: unknown) => jsonResponse({ jsonrpc: '2.0', id: 1, result: value });

beforeEach(() => clearCache());

describe('helpers', () => {
	it('reads chain id, block number and native balance', async () => {
		const answers: Record<string, unknown> = { eth_chainId: '0x2105', eth_blockNumber: '0x1b4', eth_getBalance: '0xde0b6b3a7640000' };
		const f = fakeFetch((req) => result(answers[rpc(req).method]));
		const evm = createEvmRpc(RPC, { fetch: f });
		expect(await evm.chainId()).toBe(8453);
		expect(await evm.blockNumber()).toBe(436n);
		expect(await evm.getBalance(OWNER)).toBe(10n ** 18n);
		expect(rpc(f.calls[2]!)).toEqual({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [OWNER.toLowerCase(), 'latest'] });
		expect(f.calls.every((c) => c.method === 'POST' && c.url === RPC)).toBe(true);
	});

	it('encodes ERC-20 balanceOf and allowance calls', async () => {
		const f = fakeFetch((req) => result(word(rpc(req).params.length ? 25_000_000n : 0n)));
		const evm = createEvmRpc(RPC, { fetch: f });
		expect(await evm.erc20Balance(TOKEN, OWNER)).toBe(25_000_000n);
		expect(await evm.erc20Allowance(TOKEN, OWNER, SPENDER)).toBe(25_000_000n);
		const [balanceCall, allowanceCall] = f.calls.map(rpc);
		expect(balanceCall).toMatchObject({
			method: 'eth_call',
			params: [{ to: TOKEN.toLowerCase(), data: `0x70a08231${OWNER.slice(2).toLowerCase().padStart(64, '0')}` }, 'latest']
		});
		expect((allowanceCall!.params[0] as { data: string }).data).toBe(
			`0xdd62ed3e${OWNER.slice(2).toLowerCase().padStart(64, '0')}${SPENDER.slice(2).padStart(64, '0')}`
		);
	});

	it('refuses to encode an owner or spender that is not an address, before any request', () => {
		const f = fakeFetch(() => result(word(0n)));
		const evm = createEvmRpc(RPC, { fetch: f });
		expect(() => evm.erc20Balance(TOKEN, 'init1notanevmaddress')).toThrow(/invalid/);
		expect(() => evm.erc20Allowance(TOKEN, OWNER, `${SPENDER}00`)).toThrow(/invalid/);
		expect(f.calls).toHaveLength(0);
	});

	it('reports a non-token address ("0x" result) as a schema error', async () => {
		const f = fakeFetch(() => result('0x'));
		await expect(createEvmRpc(RPC, { fetch: f }).erc20Balance(TOKEN, OWNER)).rejects.toMatchObject({
			kind: 'schema',
			service: 'jsonrpc',
			message: expect.stringContaining('is the address a token contract?')
		});
	});

	it('parses receipts, and null while pending', async () => {
		const log = { address: TOKEN, topics: ['0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'], data: '0x', logIndex: '0x3' };
		const receipt = receiptJson({ blockNumber: '0x1cfde1', from: OWNER.toLowerCase(), to: SPENDER, logs: [log] });
		const f = fakeFetch((_, n) => result(n === 1 ? null : n === 2 ? receipt : { ...receipt, status: '0x0' }));
		const evm = createEvmRpc(RPC, { fetch: f });
		expect(await evm.getTransactionReceipt(RECEIPT_HASH)).toBeNull();
		expect(await evm.getTransactionReceipt(RECEIPT_HASH)).toEqual({
			transactionHash: RECEIPT_HASH,
			blockHash: '0x0a',
			blockNumber: 1900001n,
			status: 'success',
			from: OWNER.toLowerCase(),
			to: SPENDER,
			contractAddress: null,
			gasUsed: 21000n,
			effectiveGasPrice: 1_000_000_000n,
			logs: [{ address: TOKEN, topics: log.topics, data: '0x', logIndex: 3 }]
		});
		expect((await evm.getTransactionReceipt(RECEIPT_HASH))!.status).toBe('reverted');
	});
});

describe('call', () => {
	it('turns JSON-RPC error objects into ApiError kind rpc', async () => {
		const f = fakeFetch(() =>
			jsonResponse({ jsonrpc: '2.0', id: 1, error: { code: 3, message: 'execution reverted', data: '0x08c379a0' } })
		);
		const e = await createEvmRpc(RPC, { fetch: f })
			.call('eth_call', [{}], v.string())
			.catch((x: unknown) => x);
		expect(e).toMatchObject({
			service: 'jsonrpc',
			kind: 'rpc',
			status: 200,
			code: 3,
			details: '0x08c379a0',
			endpoint: `POST ${RPC}/ eth_call`,
			message: 'JSON-RPC endpoint returned error 3: execution reverted'
		});
	});

	it('validates results with the given schema', async () => {
		const f = fakeFetch(() => result({ nope: true }));
		await expect(createEvmRpc(RPC, { fetch: f }).call('net_version', [], v.string())).rejects.toMatchObject({ kind: 'schema' });
	});

	it('does not retry eth_send* but retries reads', async () => {
		let n = 0;
		const f = fakeFetch(() => (++n === 1 ? Promise.reject(new TypeError('Failed to fetch')) : result('0x1')));
		const evm = createEvmRpc(RPC, { fetch: f });
		await expect(evm.call('eth_sendRawTransaction', ['0x02'], v.string())).rejects.toMatchObject({ kind: 'network' });
		n = 0;
		await expect(evm.blockNumber()).resolves.toBe(1n);
	});
});
