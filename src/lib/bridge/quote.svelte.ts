// The live quote: debounced requests while the user types, a refresh every few seconds while the
// page is visible (and on focus), the OP-withdrawal variant next to the default route when one exists
// (Fast vs Lossless), and router errors turned into problems that may retry by themselves.
import type { CallOptions } from '$lib/api/http';
import type { Route, RouteRequest } from '$lib/api/router';
import { describeRouteError, type RouteProblem } from './route-errors';

export interface QuoteRequest {
	srcChainId: string;
	srcDenom: string;
	dstChainId: string;
	dstDenom: string;
	amountIn: bigint;
	/** Also ask for the Optimistic withdrawal (L2 → L1 of the L2's OP denom). */
	withOpVariant: boolean;
	/** Re-quote period while visible: 10 s, 5 s for L1 same-chain swaps, 2 s for L2 ones. */
	refreshMs: number;
	/** Formats a capacity in the source asset's units, for the IBC limit message. */
	fmtCapacity?: (baseUnits: bigint) => string;
}

export type RouteChoice = 'fast' | 'lossless';

export const DEBOUNCE_MS = 300;
/** A quote older than this is fetched again before preview and before signing. */
export const FRESH_MS = 10_000;

export const requestKey = (r: QuoteRequest) => [r.srcChainId, r.srcDenom, r.dstChainId, r.dstDenom, r.amountIn.toString(), r.withOpVariant].join('|');

export interface QuoteDeps {
	route(req: RouteRequest, call?: CallOptions): Promise<Route>;
	now?(): number;
	visible?(): boolean;
}

export class QuoteState {
	fast = $state.raw<Route | null>(null);
	lossless = $state.raw<Route | null>(null);
	choice = $state<RouteChoice>('fast');
	problem = $state.raw<RouteProblem | null>(null);
	loading = $state(false);
	/** When the shown routes were fetched (ms). */
	fetchedAt = $state(0);
	#shownKey = $state<string | null>(null);
	#wantKey = $state<string | null>(null);

	#deps: QuoteDeps;
	#req: QuoteRequest | null = null;
	#debounce: ReturnType<typeof setTimeout> | undefined;
	#timer: ReturnType<typeof setTimeout> | undefined;
	#ctrl: AbortController | null = null;
	#inflight: Promise<void> | null = null;
	#paused = false;

	constructor(deps: QuoteDeps) {
		this.#deps = deps;
	}

	/** The route to show: the chosen variant, or whichever exists. */
	get route(): Route | null {
		return this.choice === 'lossless' ? (this.lossless ?? this.fast) : (this.fast ?? this.lossless);
	}

	/** Both variants exist and the OP withdrawal is the slower, lossless one. */
	get hasChoice(): boolean {
		const f = this.fast?.estimatedRouteDurationSeconds ?? 0;
		const l = this.lossless?.estimatedRouteDurationSeconds ?? 0;
		return this.fast !== null && this.lossless !== null && l > f;
	}

	/** The shown route is for other inputs than the current ones (a new quote is on its way). */
	get stale(): boolean {
		return this.#wantKey !== null && this.#wantKey !== this.#shownKey;
	}

	get current(): boolean {
		return this.#wantKey !== null && this.#wantKey === this.#shownKey && this.route !== null;
	}

	#now() {
		return this.#deps.now?.() ?? Date.now();
	}

	/** New inputs (null: nothing to quote). Fetched after the debounce; same inputs are a no-op. */
	set(req: QuoteRequest | null): void {
		const key = req ? requestKey(req) : null;
		if (key === this.#wantKey) {
			this.#req = req;
			return;
		}
		this.#req = req;
		this.#wantKey = key;
		clearTimeout(this.#debounce);
		clearTimeout(this.#timer);
		this.#ctrl?.abort();
		this.#ctrl = null;
		if (!req) {
			this.fast = null;
			this.lossless = null;
			this.problem = null;
			this.loading = false;
			this.#shownKey = null;
			return;
		}
		this.problem = null;
		this.loading = true;
		this.#debounce = setTimeout(() => void this.refresh(), DEBOUNCE_MS);
	}

	/** Fetch now (joins a fetch already running for the same inputs). */
	refresh(): Promise<void> {
		clearTimeout(this.#debounce);
		clearTimeout(this.#timer);
		const req = this.#req;
		if (!req) return Promise.resolve();
		if (this.#inflight && this.#ctrl && !this.#ctrl.signal.aborted) return this.#inflight;
		const ctrl = new AbortController();
		this.#ctrl = ctrl;
		this.loading = true;
		const run = this.#fetch(req, ctrl.signal).finally(() => {
			if (this.#inflight === run) this.#inflight = null;
		});
		this.#inflight = run;
		return run;
	}

	/** Make sure the shown quote is at most FRESH_MS old (before preview, before signing). */
	async ensureFresh(): Promise<void> {
		if (!this.current || this.#now() - this.fetchedAt >= FRESH_MS) await this.refresh();
	}

	/** Window focus or the tab becoming visible: re-quote if it is due. */
	wake(): void {
		if (this.#paused || !this.#req) return;
		if (this.#now() - this.fetchedAt >= (this.#req.refreshMs ?? FRESH_MS)) void this.refresh();
		else this.#schedule();
	}

	pause(): void {
		this.#paused = true;
		clearTimeout(this.#timer);
	}

	resume(): void {
		this.#paused = false;
		this.wake();
	}

	dispose(): void {
		clearTimeout(this.#debounce);
		clearTimeout(this.#timer);
		this.#ctrl?.abort();
	}

	#schedule(ms?: number) {
		clearTimeout(this.#timer);
		const req = this.#req;
		if (this.#paused || !req) return;
		if (this.#deps.visible && !this.#deps.visible()) return;
		this.#timer = setTimeout(() => void this.refresh(), ms ?? req.refreshMs);
	}

	async #fetch(req: QuoteRequest, signal: AbortSignal): Promise<void> {
		const key = requestKey(req);
		const base: RouteRequest = {
			amountIn: req.amountIn,
			sourceAssetChainId: req.srcChainId,
			sourceAssetDenom: req.srcDenom,
			destAssetChainId: req.dstChainId,
			destAssetDenom: req.dstDenom
		};
		const ask = (extra: Partial<RouteRequest>) =>
			this.#deps.route({ ...base, ...extra }, { signal }).then(
				(route) => ({ route, error: null }),
				(error: unknown) => ({ route: null, error })
			);
		const [fast, lossless] = await Promise.all([ask({}), req.withOpVariant ? ask({ isOpWithdraw: true }) : Promise.resolve(null)]);
		if (signal.aborted || this.#wantKey !== key) return;
		this.loading = false;
		if (!fast.route && !lossless?.route) {
			const problem = describeRouteError(fast.error, req.fmtCapacity);
			// A passing hiccup while refreshing the same inputs keeps the route on screen.
			if (problem.retryInMs !== null && this.#shownKey === key && this.route) {
				this.problem = problem;
				this.#schedule(problem.retryInMs);
				return;
			}
			// Otherwise nothing stale stays: a failed quote for these inputs replaces the old one.
			this.fast = null;
			this.lossless = null;
			this.#shownKey = key;
			this.problem = problem;
			if (problem.retryInMs !== null) this.#schedule(problem.retryInMs);
			return;
		}
		this.fast = fast.route;
		this.lossless = lossless?.route ?? null;
		this.problem = null;
		this.fetchedAt = this.#now();
		this.#shownKey = key;
		this.#schedule();
	}
}
