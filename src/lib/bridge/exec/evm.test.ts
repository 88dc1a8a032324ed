import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonResponse } from '$lib/api/fixtures/fake-fetch';
import { waitEvmInclusion } from './evm';

const USER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const BRIDGE = '0x1111111111111111111111111111111111111111';
const SENT = `0x${'aa'.repeat(32)}` as const;
const OTHER = `0x${'bb'.repeat(32)}`;
const receipt = (hash: string, status: '0x1' | '0x0') => ({ transactionHash: hash, blockHash: `0x${'cd'.repeat(32)}`, blockNumber: '0x2a', status, from: USER, to: BRIDGE, contractAddress: null, gasUsed: '0x1', logs: [] });
const tx = (hash: string, to: string, input: string) => ({ hash, from: USER, to, value: '0x0', input, nonce: '0x7', blockNumber: null });

/** The chain's JSON-RPC as the page's fetch sees it, answering by method. */
function chain(answers: Record<string, (params: unknown[]) => unknown>) {
	vi.stubGlobal(
		'fetch',
		fakeFetch((req) => {
			const { method, params, id } = JSON.parse(req.body!) as { method: string; params: unknown[]; id: number };
			return jsonResponse({ jsonrpc: '2.0', id, result: answers[method]?.(params) ?? null });
		})
	);
}

afterEach(() => {
	vi.unstubAllGlobals();
});

describe('waitEvmInclusion', () => {
	it('reports the block of an included tx, and a reverted one as failed', async () => {
		chain({ eth_getTransactionReceipt: () => receipt(SENT, '0x1') });
		await expect(waitEvmInclusion(SENT, 'https://rpc.test/evm')).resolves.toEqual({ kind: 'included', height: 42n });
		chain({ eth_getTransactionReceipt: () => receipt(SENT, '0x0') });
		await expect(waitEvmInclusion(SENT, 'https://rpc.test/evm')).resolves.toMatchObject({ kind: 'failed', rawLog: 'The transaction reverted.' });
	});

	it('says the transfer never ran when the wallet cancelled it, and follows a sped-up one', async () => {
		for (const [replacement, expected] of [
			[tx(OTHER, USER, '0x'), { kind: 'failed', rawLog: `The wallet cancelled this transaction with ${OTHER}, so it never ran.` }],
			[tx(OTHER, BRIDGE, '0xdeadbeef'), { kind: 'included', height: 42n, spedUpAs: OTHER }]
		] as const) {
			chain({
				eth_getTransactionReceipt: ([h]) => (h === OTHER ? receipt(OTHER, '0x1') : null),
				eth_getTransactionByHash: ([h]) => (h === SENT ? tx(SENT, BRIDGE, '0xdeadbeef') : null),
				eth_getTransactionCount: () => '0x8',
				eth_blockNumber: () => '0x2a',
				eth_getBlockByNumber: ([n]) => ({ transactions: n === '0x2a' ? [replacement] : [] })
			});
			await expect(waitEvmInclusion(SENT, 'https://rpc.test/evm')).resolves.toMatchObject(expected);
		}
	});
});
