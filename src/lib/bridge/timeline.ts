// The live timeline of one transfer as data: a headline from the overall state (which always wins over
// hop states), one row per transfer event (plus the route's hops not started yet), their transactions
// and durations, and where the funds were released on a failed ending.
import { isFailure } from '$lib/api/router-state';
import { parseTime } from '$lib/format/time';
import { cleanText } from '$lib/safe';
import type { HistoryItem } from './history';
import { eventBucket, type StoredEvent, type StoredTransfer } from './stored-status';
import { hopErrorWords, hopStateWords, transferErrorWords } from './words';

/** stopped: the hop tracking gave up on (abandoned), which may still complete. */
export type HopState = 'pending' | 'completed' | 'failed' | 'waiting' | 'stopped';

export interface TxLink {
	role: string;
	label: string;
	chainId: string;
	hash: string;
	href: string | null;
	at: Date | undefined;
}

export interface HopView {
	key: string;
	label: string;
	state: HopState;
	/** The bridge's state in words, e.g. "Received on the destination chain, waiting for confirmation". */
	detail: string | null;
	/** The bridge's own state name, e.g. TRANSFER_RECEIVED (shown on demand). */
	raw: string | null;
	from: string | null;
	to: string | null;
	txs: TxLink[];
	durationSec: number | null;
	/** What went wrong, in words. */
	error: string | null;
	/** The router's error text as sent (shown on demand). */
	errorRaw: string | null;
}

export type Tone = 'ok' | 'danger' | 'warn' | 'accent';

export interface Headline {
	tone: Tone;
	title: string;
	detail: string;
}

export interface Timeline {
	headline: Headline;
	hops: HopView[];
	release: NonNullable<StoredTransfer['release']>[];
	/** Transfer errors in words, with the router's text. */
	errors: { words: string; raw: string }[];
	/** Nothing more will happen. */
	over: boolean;
}

const EVENT_LABELS: Record<string, string> = {
	ibc_transfer: 'IBC',
	op_init_transfer: 'OP bridge',
	layer_zero_transfer: 'LayerZero',
	axelar_transfer: 'Axelar',
	cctp_transfer: 'CCTP',
	cctp_transfer_v2: 'CCTP',
	hyperlane_transfer: 'Hyperlane',
	go_fast_transfer: 'Go Fast',
	stargate_transfer: 'Stargate',
	eureka_transfer: 'Eureka'
};

const OP_LABELS: Record<string, string> = {
	transfer: 'IBC',
	op_init_transfer: 'OP bridge',
	layer_zero_transfer: 'LayerZero',
	axelar_transfer: 'Axelar',
	cctp_transfer: 'CCTP',
	hyperlane_transfer: 'Hyperlane',
	go_fast_transfer: 'Go Fast',
	stargate_transfer: 'Stargate',
	eureka_transfer: 'Eureka'
};

const ROLE_LABELS: Record<string, string> = {
	send: 'Sent',
	receive: 'Received',
	acknowledge: 'Acknowledged',
	timeout: 'Timed out',
	error: 'Error',
	compose: 'Composed',
	order_submitted: 'Order submitted',
	order_filled: 'Filled',
	order_refunded: 'Refunded',
	order_timeout: 'Order timed out',
	execute: 'Executed',
	confirm: 'Confirmed',
	approve: 'Approved',
	gas_paid: 'Gas paid'
};

export const eventLabel = (kind: string) => EVENT_LABELS[kind] ?? (kind ? cleanText(kind.replace(/_/g, ' '), 40) : 'Transfer');

/** A transfer kind this client knows the states of; any other is shown by its type name, as pending. */
const knownKind = (e: StoredEvent) => e.kind in EVENT_LABELS;

export type LinkFor = (chainId: string, hash: string, explorerLink: string | null) => string | null;

function seconds(a: Date | undefined, b: Date | undefined): number | null {
	if (!a || !b) return null;
	const s = (b.getTime() - a.getTime()) / 1000;
	return s >= 0 ? s : null;
}

function headlineOf(item: HistoryItem): Headline {
	if (item.broadcast === 'rejected') return { tone: 'warn', title: 'Not sent', detail: 'The chain refused the transaction before it entered a block, so nothing left the account.' };
	// Reverted in a block, or replaced in the wallet (a cancel): either way the transfer never ran.
	if (item.broadcast === 'failed') return { tone: 'danger', title: 'The transfer did not run', detail: 'Its transaction failed on the source chain or was replaced in your wallet, so your funds did not leave. What the chain said is below.' };
	const s = item.status?.state;
	if (!s) {
		if (item.trackError) return { tone: 'warn', title: 'Tracking problem', detail: item.trackError };
		if (item.broadcast === 'pending') return { tone: 'accent', title: 'Sending…', detail: 'Waiting for the chain to accept the transaction.' };
		return { tone: 'accent', title: 'Submitted', detail: 'Waiting for the router to see the transaction.' };
	}
	switch (s) {
		case 'STATE_SUBMITTED':
			return { tone: 'accent', title: 'Submitted', detail: 'The router is waiting for the transaction to be included.' };
		case 'STATE_PENDING':
			return item.route?.opWithdraw
				? { tone: 'accent', title: 'Withdrawal in its finalization period', detail: 'OP bridge withdrawals become claimable on the L1 after a waiting period.' }
				: { tone: 'accent', title: 'In progress', detail: 'Your funds are moving between chains.' };
		case 'STATE_PENDING_ERROR':
			return { tone: 'warn', title: 'Failing', detail: 'A step failed; the funds are being returned. Details follow shortly.' };
		case 'STATE_COMPLETED_SUCCESS':
			return item.route?.opWithdraw
				? { tone: 'accent', title: 'Claim on the L1 to finish', detail: 'The router’s part is over; an OP withdrawal reaches the L1 only when it is claimed there.' }
				: { tone: 'ok', title: 'Transfer complete', detail: 'The funds arrived at the destination.' };
		case 'STATE_ABANDONED':
			return { tone: 'warn', title: 'Tracking stopped — funds may still arrive', detail: 'The router stopped following this transfer. It may still complete; check the explorer or re-track it.' };
		case 'STATE_COMPLETED_ERROR':
			return { tone: 'danger', title: 'Transfer failed', detail: 'The transfer ended with an error. See where the funds were released below.' };
	}
	return isFailure(s)
		? { tone: 'danger', title: 'Transfer failed', detail: `The router reports ${cleanText(s, 64)}.` }
		: { tone: 'accent', title: 'In progress', detail: `The router reports ${cleanText(s, 64)}.` };
}

export function timelineOf(item: HistoryItem, linkFor: LinkFor): Timeline {
	const status = item.status;
	const state = status?.state ?? null;
	const success = state === 'STATE_COMPLETED_SUCCESS';
	const hardEnd = state === 'STATE_COMPLETED_ERROR' || state === 'STATE_ABANDONED';
	const hops: HopView[] = [];
	for (const [ti, t] of (status?.transfers ?? []).entries()) {
		t.events.forEach((e, i) => {
			const txs = e.txs.map((tx) => ({
				role: tx.role,
				label: ROLE_LABELS[tx.role] ?? cleanText(tx.role.replace(/_/g, ' '), 30),
				chainId: tx.chainId,
				hash: tx.txHash,
				href: linkFor(tx.chainId, tx.txHash, tx.explorerLink),
				at: parseTime(tx.onChainAt)
			}));
			let hop: HopState = knownKind(e) ? eventBucket(e) : 'pending';
			if (success) hop = 'completed';
			else if (state === 'STATE_ABANDONED' && hop !== 'completed' && !e.error) hop = 'stopped';
			else if (hardEnd && t.next === i && hop === 'pending') hop = 'failed';
			else if (e.error) hop = 'failed';
			const times = txs.map((x) => x.at).filter((d): d is Date => !!d);
			const ended = hop === 'completed' || hop === 'failed';
			hops.push({
				key: `${ti}:${i}`,
				label: eventLabel(e.kind),
				state: hop,
				detail: knownKind(e) ? hopStateWords(e.state, { opWithdrawal: !!item.route?.opWithdraw }) : hop === 'completed' ? 'Completed' : 'In progress',
				raw: e.state,
				from: e.from,
				to: e.to,
				txs,
				durationSec: ended && times.length > 1 ? seconds(times[0], times.at(-1)) : null,
				error: e.error ? hopErrorWords(e.errorType ?? null, e.error) : null,
				errorRaw: e.error
			});
		});
	}
	// Hops of the route that have not started yet (swaps run inside a transfer and have no event).
	const planned = (item.route?.hops ?? []).filter((h) => h.kind !== 'swap' && h.kind !== 'evm_swap');
	if (!hardEnd && !success && !(state && isFailure(state))) {
		planned.slice(hops.length).forEach((h, i) =>
			hops.push({
				key: `plan:${i}`,
				label: OP_LABELS[h.kind] ?? cleanText(h.label, 60),
				state: 'waiting',
				detail: null,
				raw: null,
				from: h.fromChainId,
				to: h.toChainId,
				txs: [],
				durationSec: null,
				error: null,
				errorRaw: null
			})
		);
	}
	const transfers = status?.transfers ?? [];
	return {
		headline: headlineOf(item),
		hops,
		release: transfers.flatMap((t) => (t.release ? [t.release] : [])),
		errors: transfers.flatMap((t) => (t.error?.message ? [{ words: transferErrorWords(t.error.type, t.error.message), raw: t.error.message }] : [])),
		over: item.broadcast === 'rejected' || item.broadcast === 'failed' || (state !== null && (success || hardEnd))
	};
}
