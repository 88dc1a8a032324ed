// Errors a signing step can stop with, and how each is told to the user. Wallet rejections and
// timeouts are ordinary outcomes with their own calm wording; "we refused" is different from "it broke".
import { ApiError } from '$lib/api/http';
import { cleanText } from '$lib/safe';
import { routerMessage } from './route-errors';

/** The chain's CheckTx said no (BROADCAST_MODE_SYNC code != 0). */
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
	4: 'The chain did not accept the signature (wrong account, account number or chain id).',
	5: 'The account does not hold enough funds for the amount and fees.',
	11: 'The transaction ran out of gas.',
	13: 'The fee was below what the chain requires.',
	19: 'This transaction was already sent.',
	32: 'Another transaction from this account got in first (sequence mismatch). Try again.'
};

export function checkTxWords(code: number): string {
	return CHECK_TX[code] ?? 'The chain rejected the transaction.';
}

export function describeStepError(e: unknown): StepProblem {
	const name = e instanceof Error ? e.name : '';
	const text = e instanceof Error ? cleanText(e.message, 400) : cleanText(String(e), 400);
	const p = (kind: StepProblem['kind'], title: string, message: string, details: string[] = [], retry = true): StepProblem => ({
		kind,
		title,
		message,
		details,
		retry
	});
	switch (name) {
		case 'WalletRejectedError':
			return p('rejected', 'Request rejected', 'You rejected the request in your wallet. Nothing was signed or sent.');
		case 'WalletTimeoutError':
			return /not confirmed/i.test(text)
				? p('timeout', 'Not confirmed in time', `${text}. It may still confirm; check the explorer before trying again.`)
				: p('timeout', 'The wallet did not answer in time', `${text}. Check your wallet, then try again.`);
		case 'RefusedError':
			return p('refused', 'Not safe to sign', text, (e as RefusedError).problems, false);
		case 'SignerMismatchError':
			return p('wallet', 'Different account', text, [], false);
		case 'WalletChainError':
			return p('wallet', 'Wrong network in the wallet', text);
		case 'WalletResponseError':
			return p('wallet', 'Unexpected wallet answer', text);
		case 'UnsupportedMessageError':
		case 'InvalidMessageError':
			return p('refused', 'Not safe to sign', `The router sent a transaction Loom cannot check: ${text}`, [], false);
		case 'InvalidAddressError':
			return p('wallet', 'Address problem', text, [], false);
		case 'TransactionFailedError':
			return p('chain', 'Transaction failed', text);
		case 'BroadcastRejectedError': {
			const b = e as BroadcastRejectedError;
			return p('chain', 'Rejected by the chain', checkTxWords(b.code), [cleanText(b.rawLog, 600)].filter(Boolean));
		}
		case 'AccountMissingError':
			return p('funds', 'Account not found', text, [], false);
		case 'InsufficientFeeError':
			return p('funds', `Insufficient ${(e as InsufficientFeeError).symbol} for fees`, text, [], false);
		case 'FlowInvalidatedError':
			return p('changed', 'Start again', text, [], false);
	}
	if (e instanceof ApiError) {
		const said = cleanText(routerMessage(e), 300);
		if (e.status === 429) return p('service', 'Too many requests', `The ${e.service === 'router' ? 'router' : 'chain API'} is rate limiting. Wait a moment and try again.`);
		if (e.kind === 'network' || e.kind === 'timeout' || e.kind === 'blocked') return p('service', 'Connection problem', text);
		return p('service', e.service === 'router' ? 'The router refused' : 'The chain API refused', said, e.info ? [cleanText(e.info, 300)] : []);
	}
	return p('other', 'Something went wrong', text || 'Unknown error');
}
