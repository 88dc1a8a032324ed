// How long to wait before the next status or track request (router-api §11). Status follows the
// route's ETA: 60 s while more than 5 minutes remain (10 min while hours remain), 5 s within 5 minutes, 1 s just after the ETA,
// slowing down again the longer a transfer is overdue. Never faster than that: a slow bridge must
// not cost a request per second for its whole flight. (End-to-end tests run these waits faster: $lib/pace.)
import { paced } from '$lib/pace';

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;

export interface StatusPace {
	now: number;
	/** Expected end (ms), or null when the route is unknown (a transfer followed from a link). */
	eta: number | null;
	/** When tracking was accepted (ms): the clock for transfers without an ETA. */
	since: number;
	/** Overall state of the last answer. */
	state: string | null;
	/** Failed requests in a row. */
	errors: number;
	/** The last failure was a 429. */
	rateLimited?: boolean;
}

/** Exponential backoff for failed requests: 2 s, 4 s, 8 s … 60 s; at least 10 s after a 429. */
export function errorBackoff(errors: number, rateLimited = false): number {
	const wait = Math.min(MINUTE, 2 * SECOND * 2 ** Math.max(0, errors - 1));
	return rateLimited ? Math.max(10 * SECOND, wait) : wait;
}

function byEta(now: number, eta: number): number {
	const remaining = eta - now;
	// Day-long OP withdrawals: nothing to see for hours, so look every 10 minutes until the last hour.
	if (remaining > HOUR) return Math.max(MINUTE, Math.min(10 * MINUTE, remaining - HOUR));
	if (remaining > 5 * MINUTE) return Math.max(SECOND, Math.min(MINUTE, remaining - 5 * MINUTE));
	if (remaining > 0) return Math.max(SECOND, Math.min(5 * SECOND, remaining));
	const overdue = -remaining;
	if (overdue < MINUTE) return SECOND;
	if (overdue < 5 * MINUTE) return 5 * SECOND;
	if (overdue < 30 * MINUTE) return 15 * SECOND;
	return MINUTE;
}

function withoutEta(now: number, since: number): number {
	const elapsed = now - since;
	if (elapsed < 5 * MINUTE) return 5 * SECOND;
	if (elapsed < 30 * MINUTE) return 15 * SECOND;
	return MINUTE;
}

export function statusDelay(p: StatusPace): number {
	if (p.errors > 0) return paced(errorBackoff(p.errors, p.rateLimited));
	const base = p.eta === null ? withoutEta(p.now, p.since) : byEta(p.now, p.eta);
	// A failure is on its way: the release info follows within seconds.
	return paced(p.state === 'STATE_PENDING_ERROR' ? Math.min(base, 3 * SECOND) : base);
}

/** After a failed ending, how often and how many times to look again for `transfer_asset_release`. */
export const RELEASE_POLL_MS = 3 * SECOND;
export const RELEASE_POLLS = 10;

/** /v2/tx/track retries: 1 s × 30, then 5 s × 24, then every 30 s. */
export function trackDelay(attempt: number): number {
	return paced(attempt < 30 ? SECOND : attempt < 54 ? 5 * SECOND : 30 * SECOND);
}

/** Stop trying to register a tx the router never sees after this long (it was probably never sent). */
export const TRACK_GIVE_UP_MS = 60 * MINUTE;
