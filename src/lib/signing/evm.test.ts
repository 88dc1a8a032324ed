import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { EvmPlan } from './decode';
import { SignerMismatchError, TransactionFailedError, WalletChainError, WalletRejectedError, WalletTimeoutError } from './errors';
import { executeEvmTx, waitForReceipt, type EvmChain, type EvmStep, type Eip1193Provider } from './evm';
import type { RpcReader } from './receipt';

const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TOKEN = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const BRIDGE = '0x1111111111111111111111111111111111111111';
const base: EvmChain = { id: 8453, name: 'Base', rpcUrl: 'http://127.0.0.1:1/rpc', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } };

/** The chain side of a fake: its JSON-RPC answers, validated as the app's client validates them. */
const readerOf = (provider: Eip1193Provider): RpcReader => ({
	call: async (method, params, schema) => v.parse(schema, await provider.request({ method, params }))
});

const rpcError = (code: unknown, message = `error ${code}`) => Object.assign(new Error(message), { code });
const word = (hex: string) => hex.toLowerCase().replace(/^0x/, '').padStart(64, '0');

interface SentTx {
	from: string;
	to: string;
	data: string;
	value: string;
	chainId: string;
}

/** One object playing both the wallet and the chain's JSON-RPC, with knobs for the failure paths. */
function fakeChain(
	opts: { chainId?: number; knownChains?: number[]; allowance?: bigint; reject?: string; approvalReverts?: boolean; mine?: boolean; replaceApproval?: 'speed-up' | 'cancel' } = {}
) {
	let chainId = opts.chainId ?? 1;
	const known = new Set(opts.knownChains ?? [1]);
	let allowance = opts.allowance ?? 0n;
	const sent: SentTx[] = [];
	const calls: string[] = [];
	const receipts = new Map<string, object>();
	const txs = new Map<string, object>();
	const blocks = new Map<number, object[]>();
	let block = 100;
	let nonce = 0;
	let minedNonce = 0;
	const receipt = (hash: string, tx: { from: string; to: string }, failed = false) => ({
		transactionHash: hash,
		transactionIndex: '0x0',
		blockHash: `0x${word('b1')}`,
		blockNumber: `0x${block.toString(16)}`,
		from: tx.from,
		to: tx.to,
		status: failed ? '0x0' : '0x1',
		logs: [],
		logsBloom: `0x${'00'.repeat(256)}`,
		gasUsed: '0x5208',
		cumulativeGasUsed: '0x5208',
		effectiveGasPrice: '0x1',
		contractAddress: null,
		type: '0x2'
	});

	const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
		calls.push(method);
		if (method === opts.reject) throw rpcError(4001, 'User rejected the request.');
		const [arg] = (params ?? []) as [Record<string, string>];
		switch (method) {
			case 'eth_requestAccounts':
				return [USER];
			case 'eth_chainId':
				return `0x${chainId.toString(16)}`;
			case 'wallet_switchEthereumChain': {
				const id = Number(arg.chainId);
				if (!known.has(id)) throw rpcError(4902, 'Unrecognized chain ID');
				chainId = id;
				return null;
			}
			case 'wallet_addEthereumChain':
				known.add(Number(arg.chainId));
				return null;
			case 'eth_call':
				return `0x${word(allowance.toString(16))}`;
			case 'eth_sendTransaction': {
				const tx = arg as unknown as SentTx;
				sent.push(tx);
				const hash = `0x${word((sent.length + 0xabc).toString(16))}`;
				const isApproval = tx.data.startsWith('0x095ea7b3');
				if (isApproval) allowance = BigInt(`0x${tx.data.slice(74)}`);
				const failed = isApproval && opts.approvalReverts;
				const own = { hash, from: tx.from.toLowerCase(), to: tx.to.toLowerCase(), value: tx.value, input: tx.data, nonce: `0x${(nonce++).toString(16)}` };
				txs.set(hash, own);
				if (isApproval && opts.replaceApproval) {
					// the user sped the approval up or cancelled it in the wallet: another tx on its nonce is mined instead
					const cancel = opts.replaceApproval === 'cancel';
					if (cancel) allowance = opts.allowance ?? 0n;
					const other = { ...own, hash: `0x${word('e' + hash.slice(-8))}`, ...(cancel ? { to: own.from, input: '0x' } : {}) };
					block++;
					minedNonce++;
					blocks.set(block, [other]);
					receipts.set(other.hash, receipt(other.hash, other));
				} else if (opts.mine !== false) {
					block++;
					minedNonce++;
					receipts.set(hash, receipt(hash, tx, failed));
				}
				return hash;
			}
			case 'eth_blockNumber':
				return `0x${block.toString(16)}`;
			case 'eth_getTransactionReceipt':
				return receipts.get(arg as unknown as string) ?? null;
			case 'eth_getTransactionByHash':
				return txs.get(arg as unknown as string) ?? null;
			case 'eth_getTransactionCount':
				return `0x${minedNonce.toString(16)}`;
			case 'eth_getBlockByNumber':
				return { transactions: blocks.get(Number(arg)) ?? [] };
			default:
				throw rpcError(-32601, `unexpected ${method}`);
		}
	};
	const provider = { request };
	return { provider, rpc: readerOf(provider), sent, calls, chainId: () => chainId };
}

const plan = (approvals: EvmPlan['approvals'] = [{ tokenContract: TOKEN, spender: BRIDGE, amount: '1000000' }]): EvmPlan => ({
	kind: 'evm',
	chainId: '8453',
	from: USER.toLowerCase(),
	to: BRIDGE,
	value: '25',
	data: '0xdeadbeef',
	approvals
});

async function run(chain: ReturnType<typeof fakeChain>, tx = plan()) {
	const steps: EvmStep['kind'][] = [];
	const hash = await executeEvmTx({
		provider: chain.provider,
		tx,
		chain: base,
		publicRpc: chain.rpc,
		pollingIntervalMs: 10,
		onStep: (s) => steps.push(s.kind)
	});
	return { hash, steps };
}

describe('executeEvmTx', () => {
	it('switches chain (adding it on 4902), approves exactly the amount, then sends', async () => {
		const chain = fakeChain();
		const { hash, steps } = await run(chain);
		expect(steps).toEqual(['switch-chain', 'add-chain', 'approve', 'approval-sent', 'send']);
		expect(chain.chainId()).toBe(8453);
		const [approve, send] = chain.sent;
		expect(approve).toEqual({
			from: USER,
			to: TOKEN,
			data: `0x095ea7b3${word(BRIDGE)}${word((1000000).toString(16))}`,
			value: '0x0',
			chainId: '0x2105'
		});
		expect(send).toEqual({ from: USER, to: BRIDGE, data: '0xdeadbeef', value: '0x19', chainId: '0x2105' });
		expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
		expect(chain.calls.filter((c) => c === 'wallet_switchEthereumChain')).toHaveLength(2);
	});

	it('skips approvals already covered by the allowance and chains already selected', async () => {
		const chain = fakeChain({ chainId: 8453, knownChains: [8453], allowance: 1000000n });
		const { steps } = await run(chain);
		expect(steps).toEqual(['send']);
		expect(chain.sent).toHaveLength(1);
	});

	it('maps wallet rejections at every prompt', async () => {
		for (const reject of ['eth_requestAccounts', 'wallet_switchEthereumChain', 'eth_sendTransaction']) {
			await expect(run(fakeChain({ reject }))).rejects.toThrow(WalletRejectedError);
		}
	});

	it('refuses a wallet on another account', async () => {
		await expect(run(fakeChain(), { ...plan(), from: BRIDGE })).rejects.toThrow(SignerMismatchError);
	});

	it('reports a failed switch and a reverted approval', async () => {
		const chain = fakeChain();
		const provider = {
			request: (args: { method: string; params?: unknown }) =>
				args.method === 'wallet_addEthereumChain' ? Promise.reject(rpcError(-32603, 'boom')) : chain.provider.request(args)
		};
		await expect(executeEvmTx({ provider, tx: plan(), chain: base, publicRpc: chain.rpc })).rejects.toThrow(WalletChainError);
		await expect(run(fakeChain({ approvalReverts: true }))).rejects.toThrow(TransactionFailedError);
	});

	it('goes on after a sped-up approval, and stops before the send after a cancelled one', async () => {
		const spedUp = fakeChain({ replaceApproval: 'speed-up' });
		const { steps } = await run(spedUp);
		expect(steps).toEqual(['switch-chain', 'add-chain', 'approve', 'approval-sent', 'send']);

		const cancelled = fakeChain({ replaceApproval: 'cancel' });
		await expect(run(cancelled)).rejects.toThrow(/approval was cancelled in the wallet/);
		expect(cancelled.sent).toHaveLength(1);
	});

	it('finds 4902 where MetaMask mobile nests it', async () => {
		const chain = fakeChain();
		const provider = {
			request: async (args: { method: string; params?: unknown }) => {
				try {
					return await chain.provider.request(args);
				} catch (e) {
					throw (e as { code?: number }).code === 4902 ? Object.assign(new Error('wrapped'), { data: { originalError: { code: 4902 } } }) : e;
				}
			}
		};
		await expect(executeEvmTx({ provider, tx: plan([]), chain: base, publicRpc: chain.rpc })).resolves.toMatch(/^0x/);
	});
});

describe('waitForReceipt', () => {
	it('returns the receipt, or times out with WalletTimeoutError', async () => {
		const mined = fakeChain();
		const hash = (await mined.provider.request({ method: 'eth_sendTransaction', params: [{ from: USER, to: BRIDGE, data: '0x', value: '0x0' }] })) as `0x${string}`;
		await expect(waitForReceipt(hash, { publicRpc: mined.rpc, pollingIntervalMs: 10 })).resolves.toMatchObject({ status: 'success' });

		const stuck = fakeChain({ mine: false });
		const pending = (await stuck.provider.request({ method: 'eth_sendTransaction', params: [{ from: USER, to: BRIDGE, data: '0x', value: '0x0' }] })) as `0x${string}`;
		await expect(waitForReceipt(pending, { publicRpc: stuck.rpc, pollingIntervalMs: 10, timeoutMs: 150 })).rejects.toThrow(WalletTimeoutError);
	});
});
