// Loads a URL's rows while the browser is idle, so following the link shows them at once.
// Each URL is prefetched once in a while (its rows are then kept, ./kept-pages): a list
// re-rendering, or two lists pointing at the same page, never ask the indexer twice.

/** Shorter than the 30 s the list requests stay cached. */
const FRESH_MS = 25_000;
const started = new Map<string, number>();

export function prefetchWhenIdle(href: string, load: (href: string) => Promise<unknown>): () => void {
	const at = started.get(href);
	if (at !== undefined && Date.now() - at < FRESH_MS) return () => {};
	const run = () => {
		started.set(href, Date.now());
		// A failed prefetch may be tried again (the navigation itself will also retry).
		load(href).catch(() => started.delete(href));
	};
	// Safari has no requestIdleCallback.
	if (typeof requestIdleCallback === 'function') {
		const id = requestIdleCallback(run, { timeout: 1500 });
		return () => cancelIdleCallback(id);
	}
	const id = setTimeout(run, 300);
	return () => clearTimeout(id);
}

/** Forget what was prefetched (Refresh: the cached answers are dropped too). */
export function forgetPrefetches() {
	started.clear();
}
