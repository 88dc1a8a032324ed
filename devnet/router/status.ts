// GET /v2/tx/status bodies (router-api.md §9, §14 steps 1–7), derived purely from the simulated
// seconds since tracking, the route's hops and the scripted outcome. The timeline:
//   [0, SUBMITTED)  STATE_SUBMITTED, no hops
//   [SUBMITTED, D)  STATE_PENDING; transfer hops share this window in proportion to their nominal
//                   durations, each appearing in its bridge's in-flight state when it starts
//   D               STATE_COMPLETED_SUCCESS (D = estimated_route_duration_seconds)
// Failures bend it: the failing hop's error is noticed at its midpoint (STATE_PENDING_ERROR),
// resolved at its end (STATE_COMPLETED_ERROR) and the funds released RELEASE_DELAY later.
import { createHash } from 'node:crypto';
import { chainById, urls } from '../chains';
import type { Hop, Quote } from './quote';

export const OUTCOMES = ['success', 'ack_error', 'timeout', 'swap_failure', 'abandoned', 'source_failed'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** A tracked source tx and what the router follows for it. */
export interface Transfer {
	chainId: string;
	/** Canonical hash (Cosmos uppercase, EVM 0x lowercase). */
	hash: string;
	/** Block time of the source tx, ms. */
	txTime: number;
	registeredAt: number;
	/** The route and its address_list; absent when the tx moves nothing the router can follow. */
	route?: { quote: Quote; addresses: string[] };
	outcome: Outcome;
}

/** Where funds end up; `released` once they are spendable there. */
export interface Release {
	chainId: string;
	denom: string;
	amount: bigint;
	address: string;
	released: boolean;
}

/** Simulated seconds before the router has seen the tx. */
export const SUBMITTED_SEC = 2;
/** Simulated seconds from an error ending to the funds' release (skip-go PR #1285). */
export const RELEASE_DELAY_SEC = 5;
/** Simulated seconds without progress before tracking gives up (Skip: 10 minutes). */
export const ABANDON_SEC = 600;
/** Share of a hop after which an IBC packet is received, or a failure is known. */
const MID_SHARE = 0.6;

interface Leg {
	hop: Hop;
	index: number;
	start: number;
	mid: number;
	end: number;
	/** When the destination side acts: the IBC receive, or the end for other bridges. */
	recv: number;
}

/** Transfer hops (swaps run inside the IBC receive and are no events) with their time windows. */
function legs(q: Quote): Leg[] {
	const span = q.durationSec - SUBMITTED_SEC;
	let acc = 0;
	return q.hops
		.filter((h) => !h.edge.pool)
		.map((hop, index) => {
			const start = SUBMITTED_SEC + (span * acc) / q.durationSec;
			acc += hop.edge.durationSec;
			const end = SUBMITTED_SEC + (span * acc) / q.durationSec;
			const mid = start + (end - start) * MID_SHARE;
			return { hop, index, start, mid, end, recv: hop.edge.kind === 'ibc' ? mid : end };
		});
}

interface View {
	base: string;
	t: Transfer;
	scale: number;
	legs: Leg[];
}

const rfc3339 = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

function chainTx(v: View, chainId: string, hash: string, atMs: number) {
	return { chain_id: chainId, tx_hash: hash, explorer_link: `${urls(v.base).explorer(chainId)}/txs/${hash}`, on_chain_at: rfc3339(atMs) };
}

/** A tx of hop `index` on `chainId`, its hash derived from the source hash so it never changes. */
function hopTx(v: View, index: number, role: string, chainId: string, atSec: number) {
	const hex = createHash('sha256').update(`${v.t.hash}/${index}/${role}`).digest('hex');
	const hash = chainById(chainId)?.kind === 'evm' ? `0x${hex}` : hex.toUpperCase();
	return chainTx(v, chainId, hash, v.t.registeredAt + (atSec * 1000) / v.scale);
}

const receiveTx = (v: View, l: Leg) => hopTx(v, l.index, 'receive', l.hop.edge.to.chainId, l.recv);
/** Hop 0 is sent by the tracked tx; later hops by the previous hop's receive (PFM, hooks, composes). */
const sendTx = (v: View, l: Leg) =>
	l.index === 0 ? chainTx(v, v.t.chainId, v.t.hash, v.t.txTime) : receiveTx(v, v.legs[l.index - 1]!);

type Failure = 'ack_error' | 'timeout';

const PACKET_ERRORS: Record<Failure, object> = {
	ack_error: {
		type: 'PACKET_ERROR_ACKNOWLEDGEMENT',
		message: 'ABCI code: 1: error handling packet: see events for details',
		details: { code: 1, message: 'error handling packet: see events for details' }
	},
	timeout: { type: 'PACKET_ERROR_TIMEOUT', message: 'packet timed out', details: null }
};

function hopEvent(v: View, l: Leg, e: number, failure: Failure | undefined) {
	const { from, to, kind } = l.hop.edge;
	const ends = { from_chain_id: from.chainId, to_chain_id: to.chainId, src_chain_id: from.chainId, dst_chain_id: to.chainId };
	const send_tx = sendTx(v, l);
	const received = e >= l.recv;
	const failed = failure !== undefined && e >= l.mid;
	const done = e >= l.end;
	switch (kind) {
		case 'ibc': {
			const arrived = received && failure !== 'timeout';
			const state = failed ? 'TRANSFER_FAILURE' : done ? 'TRANSFER_SUCCESS' : arrived ? 'TRANSFER_RECEIVED' : 'TRANSFER_PENDING';
			const closing = failure === 'timeout' ? 'timeout' : 'acknowledge';
			const closeTx = done ? hopTx(v, l.index, closing, from.chainId, l.end) : null;
			return {
				ibc_transfer: {
					...ends,
					state,
					packet_txs: {
						send_tx,
						receive_tx: arrived ? receiveTx(v, l) : null,
						acknowledge_tx: closing === 'acknowledge' ? closeTx : null,
						timeout_tx: closing === 'timeout' ? closeTx : null,
						error: failed ? PACKET_ERRORS[failure] : null
					}
				}
			};
		}
		case 'layer_zero': {
			const state = failed ? 'LAYER_ZERO_TRANSFER_FAILED' : done ? 'LAYER_ZERO_TRANSFER_RECEIVED' : 'LAYER_ZERO_TRANSFER_SENT';
			return {
				layer_zero_transfer: {
					...ends,
					state,
					txs: {
						send_tx,
						receive_tx: done && !failure ? receiveTx(v, l) : null,
						compose_tx: null,
						error_tx: done && failure ? hopTx(v, l.index, 'error', to.chainId, l.end) : null
					}
				}
			};
		}
		default: {
			// OPinit has no failure state: a failing deposit simply never arrives.
			const arrived = done && !failure;
			return {
				op_init_transfer: {
					...ends,
					state: arrived ? 'OPINIT_TRANSFER_RECEIVED' : 'OPINIT_TRANSFER_SENT',
					txs: { send_tx, receive_tx: arrived ? receiveTx(v, l) : null }
				}
			};
		}
	}
}

const COARSE: Record<string, string> = {
	STATE_SUBMITTED: 'STATE_SUBMITTED',
	STATE_PENDING: 'STATE_PENDING',
	STATE_PENDING_ERROR: 'STATE_PENDING',
	STATE_COMPLETED_SUCCESS: 'STATE_COMPLETED',
	STATE_COMPLETED_ERROR: 'STATE_COMPLETED',
	STATE_ABANDONED: 'STATE_ABANDONED'
};

interface StatusError {
	type: string;
	message: string;
	details: { code: number; message: string } | null;
}

function body(state: string, seq: object[], blocking: number | null, release: Release | null, error: StatusError | null) {
	const next = blocking === null ? null : { transfer_sequence_index: blocking };
	const rel = release && { chain_id: release.chainId, denom: release.denom, amount: release.amount.toString(), released: release.released };
	const transfer = { state, transfer_sequence: seq, next_blocking_transfer: next, transfer_asset_release: rel, error };
	return {
		json: { status: COARSE[state]!, state, transfers: [transfer], transfer_sequence: seq, next_blocking_transfer: next, transfer_asset_release: rel, error },
		release: release ?? undefined
	};
}

const transferError = (message: string): StatusError => ({ type: 'STATUS_ERROR_TRANSFER', message, details: null });
const FAILURE_MESSAGE: Record<string, Record<Failure, string>> = {
	ibc: { ack_error: 'IBC transfer failed: the destination acknowledged an error', timeout: 'IBC transfer failed: packet timed out' },
	layer_zero: { ack_error: 'LayerZero message failed on the destination chain', timeout: 'LayerZero message was not delivered in time' },
	op_deposit: { ack_error: 'OPinit deposit failed on the rollup', timeout: 'OPinit deposit was not finalized in time' },
	op_withdraw: { ack_error: 'OPinit withdrawal failed', timeout: 'OPinit withdrawal was not finalized in time' }
};

/**
 * The status body after `e` simulated seconds, and where the funds are (`release`) so the caller
 * can credit them once they are released.
 */
export function statusAt(base: string, t: Transfer, e: number, scale: number): { json: object; release?: Release } {
	const route = t.route;
	if (!route) return body('STATE_COMPLETED_SUCCESS', [], null, null, null);
	if (e < SUBMITTED_SEC) return body('STATE_SUBMITTED', [], null, null, null);
	const q = route.quote;
	const v: View = { base, t, scale, legs: legs(q) };
	const release = (chainId: string, denom: string, amount: bigint, released: boolean): Release => ({
		chainId,
		denom,
		amount,
		address: route.addresses[q.chainIds.indexOf(chainId)]!,
		released
	});

	if (t.outcome === 'source_failed') {
		const refund = release(q.src.chainId, q.src.denom, q.amountIn, e >= SUBMITTED_SEC + RELEASE_DELAY_SEC);
		return body('STATE_COMPLETED_ERROR', [], null, refund, {
			type: 'STATUS_ERROR_TRANSACTION_EXECUTION',
			message: 'out of gas in location: ReadFlat; gasWanted: 200000, gasUsed: 201032: out of gas',
			details: { code: 11, message: 'out of gas' }
		});
	}
	if (t.outcome === 'abandoned') {
		const first = v.legs[0]!;
		const seq = [hopEvent(v, first, first.start, undefined)];
		return e < SUBMITTED_SEC + ABANDON_SEC ? body('STATE_PENDING', seq, 0, null, null) : body('STATE_ABANDONED', seq, null, null, null);
	}

	const failure = t.outcome === 'ack_error' || t.outcome === 'timeout' ? t.outcome : undefined;
	const failing = failure ? Math.max(0, v.legs.findIndex((l) => l.hop.edge.kind === 'ibc' || l.hop.edge.kind === 'layer_zero')) : -1;
	const shown = v.legs.filter((l) => e >= l.start && (failing < 0 || l.index <= failing));
	const seq = shown.map((l) => hopEvent(v, l, e, l.index === failing ? failure : undefined));

	const f = v.legs[failing];
	if (failure && f && e >= f.mid) {
		const refund = release(f.hop.edge.from.chainId, f.hop.edge.from.denom, f.hop.amountIn, e >= f.end + RELEASE_DELAY_SEC);
		const over = e >= f.end;
		const error = transferError(FAILURE_MESSAGE[f.hop.edge.kind]![failure]);
		return body(over ? 'STATE_COMPLETED_ERROR' : 'STATE_PENDING_ERROR', seq, over ? null : failing, refund, error);
	}
	if (!failure && e >= q.durationSec) {
		if (t.outcome === 'swap_failure') {
			// The funds stop where the swap should have run, still in the denom it would have sold.
			const stop = q.hops.find((h) => h.edge.pool) ?? q.hops[q.hops.length - 1]!;
			const at = stop.edge.pool ? stop.edge.from : stop.edge.to;
			const stuck = release(at.chainId, at.denom, stop.edge.pool ? stop.amountIn : stop.amountOut, e >= q.durationSec + RELEASE_DELAY_SEC);
			return body('STATE_COMPLETED_ERROR', seq, null, stuck, transferError('swap on initia-dex failed: minimum amount out not met'));
		}
		return body('STATE_COMPLETED_SUCCESS', seq, null, release(q.dst.chainId, q.dst.denom, q.amountOut, true), null);
	}
	return body('STATE_PENDING', seq, seq.length - 1, null, null);
}
