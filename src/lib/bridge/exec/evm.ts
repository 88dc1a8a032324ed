// A router evm_tx: the native-coin check (value + gas) before any prompt, then chain switch, exact
// ERC-20 approvals and the transaction through the signing core, and the receipt wait afterwards.
import { createEvmRpc } from '$lib/api/evm-rpc';
import { quantitySchema } from '$lib/api/schemas/evm';
import type { EvmPlan } from '$lib/signing/decode';
import { WalletTimeoutError } from '$lib/signing/errors';
import { neverRanText } from '$lib/signing/receipt';
import { executeEvmTx, waitForReceipt, type EvmChain, type EvmStep } from '$lib/signing/evm';
import type { Eip1193Provider } from '$lib/wallet/types';
import { EVM_GAS_ESTIMATE, type Coin } from '../fees';
import { InsufficientFeeError } from '../step-errors';
import type { EvmSend } from '../history';
import type { Inclusion } from './cosmos';
import { PROMPT_TIMEOUT_MS, withTimeout } from './evm-wallet';

export type { EvmChain, EvmStep };

/** Gas for each approval on top of the transaction itself. */
const APPROVAL_GAS = 80_000n;

/** Throws InsufficientFeeError when the native coin cannot cover msg.value plus gas. */
export async function checkEvmFunds(plan: EvmPlan, rpcUrl: string, format: (c: Coin) => string, native: { denom: string; symbol: string }): Promise<bigint> {
	const nativeDenom = native.denom;
	const rpc = createEvmRpc(rpcUrl);
	const [balance, gasPrice] = await Promise.all([rpc.getBalance(plan.from), rpc.call('eth_gasPrice', [], quantitySchema)]);
	const gas = EVM_GAS_ESTIMATE + APPROVAL_GAS * BigInt(plan.approvals.length);
	const need = BigInt(plan.value) + gas * gasPrice;
	if (balance < need) {
		throw new InsufficientFeeError(
			`The transaction needs about ${format({ denom: nativeDenom, amount: need })} (value and gas), but the account holds ${format({ denom: nativeDenom, amount: balance })}.`,
			native.symbol
		);
	}
	return gas * gasPrice;
}

/** Wallet prompts of an EVM transaction, for the deadline's message. */
const PROMPTS: Record<string, string> = {
	eth_requestAccounts: 'The account request',
	wallet_switchEthereumChain: 'The network switch request',
	wallet_addEthereumChain: 'The add-network request',
	eth_sendTransaction: 'The transaction request'
};

/** The provider with a deadline on each prompt: a wallet that never answers becomes a timeout, not a spinner. */
function withDeadlines(provider: Eip1193Provider, ms: number): Eip1193Provider {
	return {
		request(args) {
			const what = PROMPTS[args.method];
			const call = provider.request(args);
			return what ? withTimeout(call, ms, what) : call;
		}
	};
}

export function runEvm(i: { plan: EvmPlan; provider: Eip1193Provider; chain: EvmChain; rpcUrl: string; onStep(step: EvmStep): void; promptTimeoutMs?: number }) {
	const provider = withDeadlines(i.provider, i.promptTimeoutMs ?? PROMPT_TIMEOUT_MS);
	return executeEvmTx({ provider, tx: i.plan, chain: i.chain, publicRpc: i.rpcUrl, onStep: i.onStep });
}

/**
 * The receipt wait of the bridge transaction. `onPending` receives, once, what identifies it on its chain
 * while it waits in the pool (stored in the history, so a later page can find a replacement).
 */
export async function waitEvmInclusion(hash: `0x${string}`, rpcUrl: string, onPending?: (sent: EvmSend) => void): Promise<Inclusion> {
	try {
		const r = await waitForReceipt(hash, {
			publicRpc: rpcUrl,
			pollingIntervalMs: 1000,
			...(onPending
				? { onPending: (tx, block) => onPending({ from: tx.from, nonce: tx.nonce.toString(), to: tx.to, value: tx.value.toString(), block: (block < 0n ? 0n : block).toString() }) }
				: {})
		});
		// A cancel (or another transaction on the same nonce) replaced this one in the wallet: it will never run.
		if (r.replacedBy && r.replacedBy.reason !== 'repriced') return { kind: 'failed', code: 1, rawLog: neverRanText(r.replacedBy) };
		// Sped up: the same transfer, which the chain (and the router) know by the replacement's hash.
		const spedUp = r.replacedBy ? { spedUpAs: r.replacedBy.hash } : {};
		return r.status === 'success' ? { kind: 'included', height: r.blockNumber, ...spedUp } : { kind: 'failed', code: 1, rawLog: 'The transaction reverted.', ...spedUp };
	} catch (e) {
		if (e instanceof WalletTimeoutError) return { kind: 'timeout' };
		throw e;
	}
}
