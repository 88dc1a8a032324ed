// Router `evm_tx` execution with an EIP-1193 wallet (wallets.md §4.8): account check, chain switch, exact
// ERC-20 approvals, send. Wallet calls go straight to the provider; reads (allowances, receipts) go to the
// chain's public JSON-RPC through the app's client, and receipts wait in receipt.ts (replacements included).
import { createEvmRpc } from '../api/evm-rpc';
import { quantitySchema } from '../api/schemas/evm';
import { sameAccount } from './address';
import type { EvmPlan } from './decode';
import {
	errorCode,
	fromWallet,
	SignerMismatchError,
	TransactionFailedError,
	WalletChainError,
	WalletRejectedError,
	WalletResponseError
} from './errors';
import { pollReceipt, type ReceiptPollOptions, type ReceiptResult, type RpcReader } from './receipt';

export type Hex = `0x${string}`;

export interface Eip1193Provider {
	request(args: { method: string; params?: unknown }): Promise<unknown>;
}

export interface EvmChain {
	id: number;
	name: string;
	rpcUrl: string;
	nativeCurrency: { name: string; symbol: string; decimals: number };
	blockExplorerUrl?: string;
}

export type EvmStep =
	| { kind: 'switch-chain'; chainId: number }
	| { kind: 'add-chain'; chainId: number }
	| { kind: 'approve'; token: string; spender: string; amount: string }
	| { kind: 'approval-sent'; hash: Hex }
	| { kind: 'send' };

/** A JSON-RPC URL, or any JSON-RPC reader (e.g. `createEvmRpc` with its own fetch, a test double). */
export type PublicRpc = string | RpcReader;

export interface ReceiptOptions {
	publicRpc: PublicRpc;
	timeoutMs?: number;
	pollingIntervalMs?: number;
	signal?: AbortSignal;
	onPending?: ReceiptPollOptions['onPending'];
}

export const RECEIPT_TIMEOUT_MS = 30_000;
const RECEIPT_POLL_MS = 4_000;

const readerOf = (rpc: PublicRpc): RpcReader => (typeof rpc === 'string' ? createEvmRpc(rpc) : rpc);

const ask = <T>(provider: Eip1193Provider, method: string, params?: unknown[]) =>
	fromWallet(provider.request(params ? { method, params } : { method })) as Promise<T>;

const toQuantity = (n: number | bigint) => `0x${n.toString(16)}`;
const word = (hex: string) => hex.toLowerCase().replace(/^0x/, '').padStart(64, '0');
const chainIdOf = async (provider: Eip1193Provider) => Number(await ask<string>(provider, 'eth_chainId'));

async function ensureChain(provider: Eip1193Provider, chain: EvmChain, onStep: (step: EvmStep) => void): Promise<void> {
	if ((await chainIdOf(provider)) === chain.id) return;
	const chainId = toQuantity(chain.id);
	onStep({ kind: 'switch-chain', chainId: chain.id });
	try {
		try {
			await ask(provider, 'wallet_switchEthereumChain', [{ chainId }]);
		} catch (e) {
			if (errorCode(e) !== 4902) throw e;
			// the wallet does not know the chain yet
			onStep({ kind: 'add-chain', chainId: chain.id });
			await ask(provider, 'wallet_addEthereumChain', [
				{
					chainId,
					chainName: chain.name,
					nativeCurrency: chain.nativeCurrency,
					rpcUrls: [chain.rpcUrl],
					...(chain.blockExplorerUrl ? { blockExplorerUrls: [chain.blockExplorerUrl] } : {})
				}
			]);
			await ask(provider, 'wallet_switchEthereumChain', [{ chainId }]);
		}
	} catch (e) {
		throw e instanceof WalletRejectedError ? e : new WalletChainError(`The wallet could not switch to ${chain.name}`, { cause: e });
	}
	await assertChain(provider, chain);
}

async function assertChain(provider: Eip1193Provider, chain: EvmChain): Promise<void> {
	if ((await chainIdOf(provider)) !== chain.id) throw new WalletChainError(`Switch your wallet to ${chain.name} and try again`);
}

async function sendTransaction(provider: Eip1193Provider, tx: { from: string; to: string; data: string; value: bigint; chainId: number }) {
	const hash = await ask<string>(provider, 'eth_sendTransaction', [
		{ from: tx.from, to: tx.to, data: tx.data, value: toQuantity(tx.value), chainId: toQuantity(tx.chainId) }
	]);
	if (!/^0x[0-9a-fA-F]{64}$/.test(hash)) throw new WalletResponseError('The wallet returned an invalid transaction hash');
	return hash as Hex;
}

/**
 * Waits for inclusion of `hash`, or of the transaction the wallet replaced it with (`replacedBy`); a timeout
 * raises WalletTimeoutError (keep following the hash elsewhere).
 */
export function waitForReceipt(hash: Hex, options: ReceiptOptions): Promise<ReceiptResult> {
	return pollReceipt(readerOf(options.publicRpc), hash, {
		timeoutMs: options.timeoutMs ?? RECEIPT_TIMEOUT_MS,
		pollingIntervalMs: options.pollingIntervalMs ?? RECEIPT_POLL_MS,
		signal: options.signal,
		...(options.onPending ? { onPending: options.onPending } : {})
	});
}

export interface ExecuteEvmTxOptions {
	provider: Eip1193Provider;
	tx: EvmPlan;
	chain: EvmChain;
	/** Where allowances are read and receipts awaited. */
	publicRpc: PublicRpc;
	onStep?: (step: EvmStep) => void;
	/** Test hook: receipt polling interval (default 4 s). */
	pollingIntervalMs?: number;
}

/** Runs the approvals and the transaction; resolves with the hash as soon as the wallet returns it. */
export async function executeEvmTx(options: ExecuteEvmTxOptions): Promise<Hex> {
	const { provider, tx, chain, publicRpc, pollingIntervalMs, onStep = () => {} } = options;
	if (tx.chainId !== String(chain.id)) throw new WalletChainError(`The transaction is for chain ${tx.chainId}, not ${chain.name}`);

	const [from] = await ask<string[]>(provider, 'eth_requestAccounts');
	if (!from || !sameAccount(from, tx.from)) {
		throw new SignerMismatchError(`The wallet account ${from ?? '(none)'} is not ${tx.from}, the account this transaction is for`);
	}
	await ensureChain(provider, chain, onStep);

	const rpc = readerOf(publicRpc);
	for (const { tokenContract, spender, amount } of tx.approvals) {
		// allowance(owner, spender); "0x" (no code at the address) reads as 0, so we approve and the chain says why not
		const allowance = await rpc.call('eth_call', [{ to: tokenContract, data: `0xdd62ed3e${word(from)}${word(spender)}` }, 'latest'], quantitySchema);
		if (allowance >= BigInt(amount)) continue;
		onStep({ kind: 'approve', token: tokenContract, spender, amount });
		// approve(spender, amount): exactly the amount, never unlimited
		const data = `0x095ea7b3${word(spender)}${word(BigInt(amount).toString(16))}`;
		const hash = await sendTransaction(provider, { from, to: tokenContract, data, value: 0n, chainId: chain.id });
		onStep({ kind: 'approval-sent', hash });
		const receipt = await waitForReceipt(hash, { publicRpc: rpc, pollingIntervalMs });
		// a sped-up approval is the same approval; a cancelled or replaced one approved nothing
		if (receipt.replacedBy && receipt.replacedBy.reason !== 'repriced') {
			throw new TransactionFailedError(hash, `The token approval was ${receipt.replacedBy.reason} in the wallet, so nothing was approved`);
		}
		if (receipt.status !== 'success') throw new TransactionFailedError(hash, 'The token approval failed on chain');
	}

	// the user may have switched chains while approving
	await assertChain(provider, chain);
	onStep({ kind: 'send' });
	return sendTransaction(provider, { from, to: tx.to, data: tx.data, value: BigInt(tx.value), chainId: chain.id });
}
