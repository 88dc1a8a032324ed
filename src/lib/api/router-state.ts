// How to read router status enums (router-api §9.3/§9.4). Kept apart from the client so a history
// list can classify stored states without loading it.

export type HopBucket = 'pending' | 'completed' | 'failed';

const KNOWN_STATES = new Set([
	'STATE_SUBMITTED',
	'STATE_PENDING',
	'STATE_PENDING_ERROR',
	'STATE_COMPLETED_SUCCESS',
	'STATE_COMPLETED_ERROR',
	'STATE_ABANDONED',
	'STATE_UNKNOWN',
	'STATE_RECEIVED',
	'STATE_COMPLETED'
]);
// STATE_PENDING_ERROR will fail but is still settling (funds not released yet): a failure, not terminal.
const FAILURE_STATES = new Set(['STATE_COMPLETED_ERROR', 'STATE_ABANDONED', 'STATE_PENDING_ERROR', 'STATE_UNKNOWN']);
const TERMINAL_STATES = new Set(['STATE_COMPLETED_SUCCESS', 'STATE_COMPLETED_ERROR', 'STATE_ABANDONED']);

// Unrecognised values mentioning FAIL (e.g. "STATE_FAILED" from the router docs' prose) count as failures.
const unknownFailure = (state: string) => !KNOWN_STATES.has(state) && state.toUpperCase().includes('FAIL');

/** Stop polling. Decide on the overall `state`; `STATE_FAILED` is never relied on, only tolerated. */
export function isTerminal(state: string): boolean {
	return TERMINAL_STATES.has(state) || unknownFailure(state);
}

/** The transfer failed or will fail (or tracking gave up): show the error ending. */
export function isFailure(state: string): boolean {
	return FAILURE_STATES.has(state) || unknownFailure(state);
}

const PENDING_HOPS = new Set([
	'TRANSFER_PENDING',
	// Can still revert under PFM.
	'TRANSFER_RECEIVED',
	'AXELAR_TRANSFER_PENDING_CONFIRMATION',
	'AXELAR_TRANSFER_PENDING_RECEIPT',
	'CCTP_TRANSFER_SENT',
	'CCTP_TRANSFER_PENDING_CONFIRMATION',
	'CCTP_TRANSFER_CONFIRMED',
	'HYPERLANE_TRANSFER_SENT',
	'OPINIT_TRANSFER_SENT',
	'GO_FAST_TRANSFER_SENT',
	'STARGATE_TRANSFER_SENT',
	'STARGATE_TRANSFER_PENDING_CONFIRMATION',
	'STARGATE_TRANSFER_CONFIRMED',
	'LAYER_ZERO_TRANSFER_SENT',
	'LAYER_ZERO_TRANSFER_WAITING_FOR_COMPOSE'
]);
const COMPLETED_HOPS = new Set([
	'TRANSFER_SUCCESS',
	'AXELAR_TRANSFER_SUCCESS',
	'CCTP_TRANSFER_RECEIVED',
	'HYPERLANE_TRANSFER_RECEIVED',
	'OPINIT_TRANSFER_RECEIVED',
	'STARGATE_TRANSFER_RECEIVED',
	'GO_FAST_TRANSFER_FILLED',
	'LAYER_ZERO_TRANSFER_RECEIVED'
]);

/** One hop's bucket (Skip client rules): anything not known pending or completed is failed, every `*_UNKNOWN` too. */
export function hopBucket(eventState: string): HopBucket {
	if (COMPLETED_HOPS.has(eventState)) return 'completed';
	return PENDING_HOPS.has(eventState) ? 'pending' : 'failed';
}
