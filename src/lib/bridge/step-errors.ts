// Errors a transfer step can stop with, and how each is told to the user. Wallet rejections and
// timeouts are ordinary outcomes with their own calm wording; "we refused" is different from "it
// broke"; a chain's CheckTx refusal means nothing was sent. Matched by class (instanceof), never by name.
import { ApiError } from '$lib/api/http';
import {
	InvalidAddressError,
	InvalidMessageError,
	SignerMismatchError,
	TransactionFailedError,
	UnsupportedMessageError,
	WalletChainError,
	WalletRejectedError,
	WalletResponseError,
	WalletTimeoutError
} from '$lib/signing/errors';
import { cleanText } from '$lib/safe';
import type { Coin } from './fees';
import { routerMessage } from './route-errors';

/** The chain's CheckTx said no (BROADCAST_MODE_SYNC code != 0): the tx never entered a block. */
export class BroadcastRejectedError extends Error {
	override name = 'BroadcastRejectedError';
	readonly code: number;
	readonly codespace: string;
	readonly rawLog: string;
	constructor(code: number, codespace: string, rawLog: string) {
		super(`The chain rejected the transaction (code ${code})`);
		this.code = code;
		this.codespace = codespace;
		this.rawLog = rawLog;
	}
}

/** The account has no on-chain record yet: it never received funds there. */
export class AccountMissingError extends Error {
	override name = 'AccountMissingError';
}

/** The guard found reasons not to sign; each is a sentence for the user. */
export class RefusedError extends Error {
	override name = 'RefusedError';
	readonly problems: string[];
	constructor(problems: string[]) {
		super('Loom refused to ask your wallet to sign this transaction.');
		this.problems = problems;
	}
}

export class InsufficientFeeError extends Error {
	override name = 'InsufficientFeeError';
	/** The fee token, e.g. "INIT", for "Insufficient INIT for fees". */
	readonly symbol: string;
	constructor(message: string, symbol: string) {
		super(message);
		this.symbol = symbol;
	}
}

/** The wallet account or the route changed while the flow was running. */
export class FlowInvalidatedError extends Error {
	override name = 'FlowInvalidatedError';
}

export interface StepProblem {
	kind: 'rejected' | 'timeout' | 'refused' | 'chain' | 'wallet' | 'service' | 'funds' | 'changed' | 'other';
	title: string;
	message: string;
	/** Extra lines: the guard's problems, the chain's raw log. */
	details: string[];
	/** Try again makes sense (not for a refusal). */
	retry: boolean;
}

const CHECK_TX: Record<number, string> = {
	2: 'The chain could not decode the transaction.',
	4: 'The chain did not accept the signature (the account number or chain id it was signed for is not the current one).',
	5: 'The account does not hold enough funds for the amount and fees.',
	11: 'The transaction ran out of gas before it could be checked.',
	13: 'The fee was below what the chain requires.',
	19: 'This transaction was already sent.',
	32: 'Another transaction from this account got in first (sequence mismatch), so this signature is no longer valid.'
};

export function checkTxWords(code: number): string {
	return CHECK_TX[code] ?? 'The chain rejected the transaction.';
}

/** How to build the next attempt after a refusal: more gas after "out of gas", at least the fee the chain asked for. */
export interface FeeAdjustment {
	/** Gas limit multiplier in percent (100 = as simulated × 1.4). */
	gasPercent: number;
	/** The fee the chain named as its minimum. */
	minFee: Coin | null;
}

export const NO_ADJUSTMENT: FeeAdjustment = { gasPercent: 100, minFee: null };

/** "insufficient fees; got: 3000uinit required: 5250uinit: insufficient fee" → 5250 uinit. */
function requiredFee(rawLog: string): Coin | null {
	const m = /required:\s*(\d+)([a-zA-Z][a-zA-Z0-9/._-]*)/.exec(rawLog);
	return m ? { amount: BigInt(m[1]!), denom: m[2]! } : null;
}

/** The adjustment for signing again after `e` (on top of the previous one). */
export function adjustAfter(e: BroadcastRejectedError, previous: FeeAdjustment = NO_ADJUSTMENT): FeeAdjustment {
	if (e.code === 11) return { ...previous, gasPercent: previous.gasPercent * 2 };
	if (e.code === 13) return { ...previous, minFee: requiredFee(e.rawLog) ?? previous.minFee };
	return previous;
}

const p = (kind: StepProblem['kind'], title: string, message: string, details: string[] = [], retry = true): StepProblem => ({
	kind,
	title,
	message,
	details,
	retry
});

export function describeStepError(e: unknown): StepProblem {
	const text = e instanceof Error ? cleanText(e.message, 400) : cleanText(String(e), 400);
	if (e instanceof WalletRejectedError) return p('rejected', 'Request rejected', 'You rejected the request in your wallet. Nothing was signed or sent.');
	if (e instanceof WalletTimeoutError) {
		return /not confirmed/i.test(text)
			? p('timeout', 'Not confirmed in time', `${text}. It may still confirm; check the explorer before trying again.`)
			: p('timeout', 'The wallet did not answer in time', `${text}. Check your wallet, then try again.`);
	}
	if (e instanceof RefusedError) return p('refused', 'Not safe to sign', text, e.problems, false);
	if (e instanceof SignerMismatchError) return p('wallet', 'Different account', text, [], false);
	if (e instanceof WalletChainError) return p('wallet', 'Wrong network in the wallet', text);
	if (e instanceof WalletResponseError) return p('wallet', 'Unexpected wallet answer', text);
	if (e instanceof UnsupportedMessageError || e instanceof InvalidMessageError) {
		return p('refused', 'Not safe to sign', `The router sent a transaction Loom cannot check: ${text}`, [], false);
	}
	if (e instanceof InvalidAddressError) return p('wallet', 'Address problem', text, [], false);
	if (e instanceof TransactionFailedError) return p('chain', 'Transaction failed', text);
	if (e instanceof BroadcastRejectedError) {
		return p('chain', 'Rejected by the chain', checkTxWords(e.code), [cleanText(e.rawLog, 600)].filter(Boolean));
	}
	if (e instanceof AccountMissingError) return p('funds', 'Account not found', text, [], false);
	if (e instanceof InsufficientFeeError) return p('funds', `Insufficient ${e.symbol} for fees`, text, [], false);
	if (e instanceof FlowInvalidatedError) return p('changed', 'Start again', text, [], false);
	if (e instanceof ApiError) {
		const said = cleanText(routerMessage(e), 300);
		if (e.status === 429) return p('service', 'Too many requests', `The ${e.service === 'router' ? 'router' : 'chain API'} is rate limiting. Wait a moment and try again.`);
		if (e.kind === 'network' || e.kind === 'timeout' || e.kind === 'blocked') return p('service', 'Connection problem', text);
		return p('service', e.service === 'router' ? 'The router refused' : 'The chain API refused', said, e.info ? [cleanText(e.info, 300)] : []);
	}
	return p('other', 'Something went wrong', text || 'Unknown error');
}
