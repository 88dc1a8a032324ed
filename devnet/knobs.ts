// Knobs: latency, error rate, rate limiting, time scale and count timeouts, set by environment
// (process-wide defaults), by the control API (POST /__devnet/knobs), or per request with
// `x-devnet-*` headers. Fault rules (POST /__devnet/faults) target paths for a number of requests.

export interface Knobs {
	/** Added latency per request, ms. */
	latencyMs: number;
	/** Probability (0..1) that a service request fails with the service's 500 body. */
	errorRate: number;
	/** Requests per second allowed per service before 429 with Retry-After (0 = unlimited). */
	rateLimit: number;
	/** Multiplier for simulated time (bridge transfers): 10 = ten times faster. */
	timeScale: number;
	/** Indexer: answer every count with total "-1" (COUNT timeout). */
	countTimeout: boolean;
	/** Router: quotes drift with time so re-quotes change (exercise reconfirmation). */
	quoteDrift: boolean;
	/** Indexer: forced stale reads: answers come from its response cache, however old (X-Cache: hit). */
	staleReads: boolean;
	/** Seed of the fault dice (`errorRate`): the same requests fail on every run with the same seed. */
	seed: number;
	/** Indexer: blocks it trails its chain by (`/status` height = chain head − this). */
	indexerLag: number;
	/**
	 * EVM chains busy: blocks include only txs tipping at least this many wei per gas (the rest stay
	 * pending until the wallet speeds them up); eth_maxPriorityFeePerGas suggests it. 0 = every tx.
	 */
	evmMinTip: number;
}

export const DEFAULT_KNOBS: Knobs = {
	latencyMs: 0,
	errorRate: 0,
	rateLimit: 0,
	timeScale: 1,
	countTimeout: false,
	quoteDrift: false,
	staleReads: false,
	seed: 1,
	indexerLag: 1,
	evmMinTip: 0
};

const num = (v: string | undefined, fallback: number) => {
	if (v === undefined || v === '') return fallback;
	const n = Number(v);
	return Number.isFinite(n) && n >= 0 ? n : fallback;
};
const bool = (v: string | undefined, fallback: boolean) =>
	v === undefined || v === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());

export function knobsFromEnv(env: NodeJS.ProcessEnv = process.env): Knobs {
	return {
		latencyMs: num(env.DEVNET_LATENCY_MS, DEFAULT_KNOBS.latencyMs),
		errorRate: Math.min(1, num(env.DEVNET_ERROR_RATE, DEFAULT_KNOBS.errorRate)),
		rateLimit: num(env.DEVNET_RATE_LIMIT, DEFAULT_KNOBS.rateLimit),
		timeScale: Math.max(0.001, num(env.DEVNET_TIME_SCALE, DEFAULT_KNOBS.timeScale)),
		countTimeout: bool(env.DEVNET_COUNT_TIMEOUT, DEFAULT_KNOBS.countTimeout),
		quoteDrift: bool(env.DEVNET_QUOTE_DRIFT, DEFAULT_KNOBS.quoteDrift),
		staleReads: bool(env.DEVNET_STALE_READS, DEFAULT_KNOBS.staleReads),
		seed: num(env.DEVNET_SEED, DEFAULT_KNOBS.seed),
		indexerLag: Math.floor(num(env.DEVNET_INDEXER_LAG, DEFAULT_KNOBS.indexerLag)),
		evmMinTip: Math.floor(num(env.DEVNET_EVM_MIN_TIP, DEFAULT_KNOBS.evmMinTip))
	};
}

/** Merge a partial set (control API JSON) into knobs, ignoring unknown or ill-typed fields. */
export function mergeKnobs(base: Knobs, patch: Record<string, unknown>): Knobs {
	const out = { ...base };
	for (const key of Object.keys(DEFAULT_KNOBS) as (keyof Knobs)[]) {
		const v = patch[key];
		if (v === undefined) continue;
		if (typeof DEFAULT_KNOBS[key] === 'number' && typeof v === 'number' && Number.isFinite(v) && v >= 0)
			(out as Record<string, unknown>)[key] = v;
		if (typeof DEFAULT_KNOBS[key] === 'boolean' && typeof v === 'boolean') (out as Record<string, unknown>)[key] = v;
	}
	out.errorRate = Math.min(1, out.errorRate);
	out.indexerLag = Math.floor(out.indexerLag);
	out.evmMinTip = Math.floor(out.evmMinTip);
	out.timeScale = Math.max(0.001, out.timeScale);
	return out;
}

/** Per-request overrides: x-devnet-latency-ms, x-devnet-error-rate, x-devnet-time-scale, x-devnet-count-timeout, x-devnet-stale-reads, x-devnet-indexer-lag. */
export function knobsForRequest(base: Knobs, headers: Record<string, string | string[] | undefined>): Knobs {
	const h = (k: string) => {
		const v = headers[k];
		return Array.isArray(v) ? v[0] : v;
	};
	return {
		...base,
		latencyMs: num(h('x-devnet-latency-ms'), base.latencyMs),
		errorRate: Math.min(1, num(h('x-devnet-error-rate'), base.errorRate)),
		timeScale: Math.max(0.001, num(h('x-devnet-time-scale'), base.timeScale)),
		countTimeout: bool(h('x-devnet-count-timeout'), base.countTimeout),
		staleReads: bool(h('x-devnet-stale-reads'), base.staleReads),
		indexerLag: Math.floor(num(h('x-devnet-indexer-lag'), base.indexerLag))
	};
}

/** A targeted fault: the next `times` requests whose path contains `match` get this answer. */
export interface FaultRule {
	/** Substring of the request path (after the devnet origin), e.g. "/indexer/evm-local-1/indexer/nft/v1/tokens". */
	match: string;
	method?: string;
	/** Status to answer with. 500/429 use the service's own error body unless `body` is given. */
	status?: number;
	body?: string;
	contentType?: string;
	/** Seconds for Retry-After (429). */
	retryAfter?: number;
	/** Extra delay before answering (or before passing through when no status is set). */
	latencyMs?: number;
	/** Hang without answering (client timeouts). */
	hang?: boolean;
	/** Hold the request until POST /__devnet/release (a loading state stays on screen as long as a test needs). */
	hold?: boolean;
	/** Answer without CORS headers, as a self-hosted rollytics does by default (the browser hides the answer). */
	noCors?: boolean;
	/** How many requests this applies to; omitted = until cleared. */
	times?: number;
}

export class FaultBook {
	#rules: (FaultRule & { left: number })[] = [];
	#held = new Set<() => void>();
	/** Checks run whenever a request is held (releaseWhenHeld waiting for its count). */
	#onHold = new Set<() => void>();

	/** Waits until `release()` (held requests). */
	hold(): Promise<void> {
		return new Promise((resolve) => {
			this.#held.add(resolve);
			for (const check of [...this.#onHold]) check();
		});
	}

	/**
	 * Waits until at least `n` requests are held (at most `timeoutMs`), then lets every held one go on;
	 * returns how many there were. A test that saw a loading state may release before the request it
	 * meant to hold has even arrived (the app asks later, e.g. after an image); this waits for it.
	 */
	async releaseWhenHeld(n: number, timeoutMs: number): Promise<number> {
		if (this.#held.size < n)
			await new Promise<void>((done) => {
				const stop = () => {
					clearTimeout(timer);
					this.#onHold.delete(check);
					done();
				};
				const check = () => this.#held.size >= n && stop();
				const timer = setTimeout(stop, timeoutMs);
				this.#onHold.add(check);
			});
		return this.release();
	}

	/** Lets every held request go on; returns how many there were. */
	release(): number {
		const n = this.#held.size;
		for (const go of this.#held) go();
		this.#held.clear();
		return n;
	}

	add(rules: FaultRule[]) {
		for (const r of rules) {
			if (typeof r?.match !== 'string') continue;
			this.#rules.push({ ...r, left: r.times ?? Number.POSITIVE_INFINITY });
		}
	}

	clear() {
		this.#rules = [];
		this.release();
	}

	list() {
		return this.#rules.map(({ left, ...r }) => ({ ...r, left: Number.isFinite(left) ? left : null }));
	}

	/** Take the first matching rule for this request (consuming one use). */
	take(method: string, path: string): FaultRule | undefined {
		const i = this.#rules.findIndex(
			(r) => r.left > 0 && path.includes(r.match) && (!r.method || r.method.toUpperCase() === method.toUpperCase())
		);
		if (i < 0) return undefined;
		const rule = this.#rules[i]!;
		rule.left -= 1;
		if (rule.left <= 0) this.#rules.splice(i, 1);
		return rule;
	}
}

/** Fixed-window rate limiter per service key. */
export class RateLimiter {
	#windows = new Map<string, { start: number; count: number }>();

	/** Returns seconds to wait when over the limit, else 0. */
	hit(key: string, perSecond: number, now = Date.now()): number {
		if (!perSecond) return 0;
		const w = this.#windows.get(key);
		if (!w || now - w.start >= 1000) {
			this.#windows.set(key, { start: now, count: 1 });
			return 0;
		}
		w.count += 1;
		return w.count > perSecond ? Math.max(1, Math.ceil((w.start + 1000 - now) / 1000)) : 0;
	}
}
