// Where the funds of a transfer are now, in one sentence, and the next thing to do: Continue (a form
// prefilled from what is left of the route), Re-track, Claim (OP withdrawals), or nothing. Pure: it
// reads the history entry (route summary, broadcast result, stored status) and the catalogue's names.
import { formatUnits } from '$lib/format/amount';
import { cleanText } from '$lib/safe';
import { isFailure } from '$lib/api/router-state';
import type { Catalogue } from './catalogue';
import { amountText } from './format';
import type { HistoryItem, RouteHop, RouteSummary } from './history';
import type { FormQuery } from './prefill';
import { eventBucket, type StoredStatus, type StoredTransfer } from './stored-status';

export type NextAction =
	/** A bridge form prefilled from the rest of the route (or the whole route, when nothing left). */
	| { kind: 'continue'; label: 'Continue' | 'Try again'; query: FormQuery }
	/** Ask the router to follow the transfer again. */
	| { kind: 'retrack' }
	/** An OP withdrawal: claim it on the L1 once its finalization period is over. */
	| { kind: 'claim' }
	/** Nothing to do but wait. */
	| { kind: 'wait' }
	/** The funds arrived. */
	| { kind: 'done' };

export interface Ending {
	tone: 'ok' | 'warn' | 'danger' | 'accent';
	/** One sentence: which chain, asset, amount and address the funds are at. */
	funds: string;
	action: NextAction;
}

interface Names {
	chain(id: string): string;
	coin(chainId: string, denom: string, amount: bigint | null): string;
	decimals(chainId: string, denom: string): number | null;
}

function names(cat: Catalogue | null, route: RouteSummary | null): Names {
	const decimals = (chainId: string, denom: string): number | null => {
		const a = cat?.asset(chainId, denom);
		if (a) return a.decimals;
		if (route && chainId === route.srcChainId && denom === route.srcDenom) return route.srcDecimals;
		if (route && chainId === route.dstChainId && denom === route.dstDenom) return route.dstDecimals;
		return null;
	};
	const symbol = (chainId: string, denom: string): string => {
		const a = cat?.asset(chainId, denom);
		if (a) return a.symbol;
		if (route && chainId === route.srcChainId && denom === route.srcDenom) return route.srcSymbol;
		if (route && chainId === route.dstChainId && denom === route.dstDenom) return route.dstSymbol;
		return cleanText(denom.split('/').at(-1) ?? denom, 24);
	};
	return {
		chain: (id) => cat?.chain(id)?.name ?? cleanText(id, 64),
		coin: (chainId, denom, amount) => (amount === null ? symbol(chainId, denom) : amountText(amount, decimals(chainId, denom), symbol(chainId, denom))),
		decimals
	};
}

const isSwap = (h: RouteHop) => h.kind === 'swap' || h.kind === 'evm_swap';

/**
 * The route's operations not done yet (router-api §13.1): transfer operations map to the status's
 * events in order (swaps have none); what follows the last completed transfer is left, including a
 * swap that was to run where the funds now are.
 */
export function remainingHops(route: RouteSummary, transfer: StoredTransfer | null): RouteHop[] {
	const events = transfer?.events ?? [];
	let done = 0;
	while (done < events.length && eventBucket(events[done]!) === 'completed') done++;
	if (done === 0) return route.hops;
	const transfers = route.hops.flatMap((h, i) => (isSwap(h) ? [] : [i]));
	const lastDone = transfers[Math.min(done, transfers.length) - 1];
	return lastDone === undefined ? route.hops : route.hops.slice(lastDone + 1);
}

/** A form query in display units (amounts with unknown decimals are left out, as Skip does). */
function query(n: Names, src: { chainId: string; denom: string }, amount: bigint | null, route: RouteSummary): FormQuery {
	const d = n.decimals(src.chainId, src.denom);
	return {
		src_chain: src.chainId,
		src_denom: src.denom,
		dst_chain: route.dstChainId,
		dst_denom: route.dstDenom,
		...(amount !== null && d !== null && amount > 0n ? { amount: formatUnits(amount, d) } : {})
	};
}

/** Continue from where the funds are: the release when the router says, else the first operation left. */
export function continueQuery(item: HistoryItem, cat: Catalogue | null): FormQuery | null {
	const route = item.route;
	if (!route) return null;
	const n = names(cat, route);
	if (item.broadcast === 'rejected' || item.broadcast === 'failed') {
		return query(n, { chainId: route.srcChainId, denom: route.srcDenom }, BigInt(route.amountIn), route);
	}
	const transfer = item.status?.transfers[0] ?? null;
	const release = transfer?.release;
	let src: { chainId: string; denom: string } | null = null;
	let amount: bigint | null = null;
	if (release?.released) {
		src = { chainId: release.chainId, denom: release.denom };
		amount = release.amount === null ? null : BigInt(release.amount);
	} else {
		const next = remainingHops(route, transfer)[0];
		const chainId = next?.fromChainId ?? null;
		if (next && chainId && next.denomIn) {
			src = { chainId, denom: next.denomIn };
			amount = next.amountIn === null ? null : BigInt(next.amountIn);
		}
	}
	if (!src) return null;
	// Already the asset the route was for, where it was for: nothing left to do.
	if (src.chainId === route.dstChainId && src.denom === route.dstDenom) return null;
	return query(n, src, amount, route);
}

const yours = (address: string | null) => (address ? address : 'your account');

function releaseOf(s: StoredStatus | null) {
	return s?.transfers.find((t) => t.release)?.release ?? null;
}

/** The chain where a stalled transfer was last seen: the blocking hop's start, else the last hop's end. */
function lastSeen(s: StoredStatus | null): string | null {
	const t = s?.transfers[0];
	if (!t || !t.events.length) return null;
	const blocking = t.next !== null ? t.events[t.next] : undefined;
	if (blocking) return blocking.from;
	const last = t.events.at(-1)!;
	return eventBucket(last) === 'completed' ? last.to : last.from;
}

export function endingOf(item: HistoryItem, cat: Catalogue | null): Ending {
	const route = item.route;
	const n = names(cat, route);
	const sent = route ? n.coin(route.srcChainId, route.srcDenom, BigInt(route.amountIn)) : 'funds';
	const expected = route ? n.coin(route.dstChainId, route.dstDenom, BigInt(route.amountOut)) : 'funds';
	const srcChain = n.chain(route?.srcChainId ?? item.chainId);
	const dstChain = route ? n.chain(route.dstChainId) : 'the destination chain';
	const from = yours(item.sender);
	const to = yours(item.recipient);
	const again = continueQuery(item, cat);
	const continueOr = (label: 'Continue' | 'Try again', fallback: NextAction): NextAction => (again ? { kind: 'continue', label, query: again } : fallback);

	if (item.broadcast === 'rejected') {
		return { tone: 'warn', funds: `Nothing was sent: your ${sent} are still in ${from} on ${srcChain}.`, action: continueOr('Try again', { kind: 'done' }) };
	}
	if (item.broadcast === 'failed') {
		return {
			tone: 'danger',
			funds: `The transaction failed on ${srcChain}, so your ${sent} stayed in ${from} (only the network fee was spent).`,
			action: continueOr('Try again', { kind: 'done' })
		};
	}
	const state = item.status?.state ?? null;
	const release = releaseOf(item.status);
	const releasedCoin = release ? n.coin(release.chainId, release.denom, release.amount === null ? null : BigInt(release.amount)) : null;

	// An OP withdrawal reaches the L1 only through the user's claim, also after the router calls it done.
	if (route?.opWithdraw && !item.trackError && state !== 'STATE_ABANDONED' && !(state && isFailure(state))) {
		return {
			tone: 'accent',
			funds: `Your ${expected} are in the OP bridge of ${srcChain}: once its finalization period is over, claim them to ${to} on ${dstChain}.`,
			action: { kind: 'claim' }
		};
	}
	if (state === 'STATE_COMPLETED_SUCCESS') {
		const coin = release && release.chainId === route?.dstChainId ? releasedCoin! : expected;
		return { tone: 'ok', funds: `Your ${coin} arrived in ${to} on ${dstChain}.`, action: { kind: 'done' } };
	}
	if (state === 'STATE_ABANDONED') {
		const seen = lastSeen(item.status);
		const where = seen ? ` They were last seen on ${n.chain(seen)}.` : '';
		return {
			tone: 'warn',
			funds: `The router stopped following this transfer; your ${sent} may still arrive in ${to} on ${dstChain}.${where}`,
			action: { kind: 'retrack' }
		};
	}
	if (state && isFailure(state)) {
		if (release && releasedCoin) {
			const at = n.chain(release.chainId);
			const home = release.chainId === route?.srcChainId;
			const who = home ? from : release.chainId === route?.dstChainId ? to : 'your account';
			if (!release.released) {
				return { tone: 'warn', funds: `A step failed: your ${releasedCoin} are being returned to ${who} on ${at}.`, action: { kind: 'wait' } };
			}
			const funds = home ? `The transfer failed and your ${releasedCoin} were returned to ${who} on ${at}.` : `The transfer stopped on ${at}: your ${releasedCoin} are in ${who} there.`;
			return { tone: 'danger', funds, action: continueOr('Continue', { kind: 'done' }) };
		}
		if (state === 'STATE_PENDING_ERROR') {
			return { tone: 'warn', funds: `A step failed: your ${sent} are being returned; the router will say where shortly.`, action: { kind: 'wait' } };
		}
		return {
			tone: 'danger',
			funds: `The transfer failed and the router did not say where your ${sent} are. Check the source transaction on ${srcChain}, or re-track it.`,
			action: { kind: 'retrack' }
		};
	}
	if (item.trackError) {
		return {
			tone: 'warn',
			funds: `The router has not confirmed this transfer. If the transaction never reached ${srcChain}, your ${sent} are still in ${from}; if it did, they are on their way to ${to} on ${dstChain}.`,
			action: { kind: 'retrack' }
		};
	}
	return { tone: 'accent', funds: `Your ${sent} are on their way to ${to} on ${dstChain}.`, action: { kind: 'wait' } };
}
