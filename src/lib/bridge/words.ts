// Router enums and error texts in words (router-api §9). The raw values stay available to show on
// demand; what the user reads first is what happened, never `OPINIT_TRANSFER_SENT` or `ABCI code: 5: …`.
import { cleanText } from '$lib/safe';

const STATES: Record<string, string> = {
	STATE_SUBMITTED: 'Submitted, waiting for the router to see it on chain',
	STATE_PENDING: 'In progress',
	STATE_RECEIVED: 'Received by the router',
	STATE_PENDING_ERROR: 'A step failed; the funds are being returned',
	STATE_COMPLETED: 'Finished',
	STATE_COMPLETED_SUCCESS: 'Completed',
	STATE_COMPLETED_ERROR: 'Failed; the funds were released',
	STATE_ABANDONED: 'Tracking stopped; the funds may still arrive',
	STATE_UNKNOWN: 'Unknown to the router'
};

/** "FOO_BAR_BAZ" → "Foo bar baz": the last resort for a value nobody has told us about. */
export function humanize(raw: string): string {
	const words = cleanText(raw, 96).replace(/[_\s]+/g, ' ').trim().toLowerCase();
	return words ? words[0]!.toUpperCase() + words.slice(1) : 'Unknown';
}

export function stateWords(state: string): string {
	return STATES[state] ?? humanize(state.replace(/^STATE_/, ''));
}

// The tail of a hop state after its bridge prefix (TRANSFER_, OPINIT_TRANSFER_, LAYER_ZERO_TRANSFER_, …).
const HOP_TAILS: Record<string, string> = {
	PENDING: 'Sent, waiting for the destination chain',
	SENT: 'Sent, waiting for the destination chain',
	RECEIVED: 'Arrived',
	SUCCESS: 'Completed',
	FAILURE: 'Failed',
	FAILED: 'Failed',
	PENDING_ERROR: 'Failing; the funds are being returned',
	PENDING_CONFIRMATION: 'Waiting for confirmations on the source chain',
	PENDING_RECEIPT: 'Waiting for the destination chain',
	CONFIRMED: 'Confirmed on the source chain, waiting for the destination',
	WAITING_FOR_COMPOSE: 'Arrived, waiting for the follow-up call on the destination',
	FILLED: 'Filled by a solver',
	REFUNDED: 'Refunded to the sender',
	TIMEOUT: 'Timed out',
	POST_ACTION_FAILED: 'Arrived, but the follow-up action failed',
	UNKNOWN: 'State unknown to the router'
};

const HOP_PREFIX = /^(IBC_)?(OPINIT_TRANSFER|LAYER_ZERO_TRANSFER|AXELAR_TRANSFER|CCTP_TRANSFER|HYPERLANE_TRANSFER|GO_FAST_TRANSFER|GO_FAST|STARGATE_TRANSFER|EUREKA_TRANSFER|TRANSFER)_/;

/**
 * A hop's state in words. An IBC hop that is RECEIVED is still settling (it can revert under packet
 * forwarding); an OP withdrawal that is SENT waits out the bridge's finalization period.
 */
export function hopStateWords(state: string, opts: { opWithdrawal?: boolean } = {}): string {
	if (state === 'TRANSFER_RECEIVED') return 'Received on the destination chain, waiting for confirmation';
	if (state === 'OPINIT_TRANSFER_SENT') return opts.opWithdrawal ? 'In the OP bridge’s finalization period' : 'Sent, waiting for the rollup to mint it';
	const tail = state.replace(HOP_PREFIX, '');
	return HOP_TAILS[tail] ?? humanize(tail);
}

const PACKET_ERRORS: Record<string, string> = {
	PACKET_ERROR_ACKNOWLEDGEMENT: 'The destination chain could not accept the transfer and answered with an error, so the funds go back to where this hop started.',
	PACKET_ERROR_TIMEOUT: 'The destination chain did not receive the transfer before its deadline, so the funds go back to where this hop started.'
};

// CheckTx/DeliverTx reasons that turn up inside router error texts (cosmos-sdk `types/errors`).
const REASONS: [RegExp, string][] = [
	[/out of gas/i, 'it ran out of gas'],
	[/insufficient funds/i, 'the account did not hold enough funds'],
	[/insufficient fee/i, 'the fee was too low'],
	[/incorrect account sequence|sequence mismatch/i, 'another transaction from the account got in first'],
	[/signature verification failed|unauthorized/i, 'the signature was not accepted'],
	[/timed? ?out/i, 'it timed out'],
	[/minimum amount out|slippage|price/i, 'the price moved beyond the slippage limit'],
	[/error handling packet/i, 'the destination chain could not process it']
];

/** "ABCI code: 5: spendable balance … : insufficient funds" → "the account did not hold enough funds". */
export function reasonOf(message: string): string | null {
	return REASONS.find(([re]) => re.test(message))?.[1] ?? null;
}

/** Strips the ABCI / code prefixes routers put in front of a chain's log. */
export function withoutCodes(message: string): string {
	return cleanText(message, 600)
		.replace(/^(ABCI code:\s*\d+:\s*)+/i, '')
		.replace(/^(code\s*\d+:\s*)/i, '')
		.trim();
}

/** Lowers the first letter of a sentence fragment, unless it starts an acronym ("IBC"). */
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);
const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const period = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);

/** A failed hop in words; the raw text is kept for "show details". */
export function hopErrorWords(type: string | null, message: string): string {
	if (type && PACKET_ERRORS[type]) return PACKET_ERRORS[type];
	const reason = reasonOf(message);
	if (reason) return `This hop failed: ${reason}.`;
	const plain = withoutCodes(message);
	return plain ? period(`This hop failed: ${lowerFirst(plain)}`) : 'This hop failed.';
}

/** The overall transfer error (StatusError) in words. */
export function transferErrorWords(type: string | null, message: string): string {
	const reason = reasonOf(message);
	if (type === 'STATUS_ERROR_TRANSACTION_EXECUTION') return `The source transaction failed when it ran${reason ? `: ${reason}` : ''}.`;
	if (type === 'STATUS_ERROR_INDEXING') return 'The router could not read the transaction on chain.';
	if (reason) return `The transfer failed: ${reason}.`;
	const plain = withoutCodes(message);
	if (!plain) return 'The transfer failed.';
	return period(/fail/i.test(plain) ? capital(plain) : `The transfer failed: ${lowerFirst(plain)}`);
}
