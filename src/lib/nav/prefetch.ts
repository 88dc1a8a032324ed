// Loads a URL's rows once the page's content is in (./after-content: the page's own answers have
// arrived and the browser is idle), so following the link shows them at once without competing
// with the page's first paint: on a phone's slow link a prefetched page (90 KB of a token's
// history) used to share the line with the token's image. Each URL is prefetched once in a while
// (its rows are then kept, ./kept-pages): a list re-rendering, or two lists pointing at the same
// page, never ask the indexer twice.
import { afterContent } from '$lib/after-content';

/** Shorter than the 30 s the list requests stay cached. */
const FRESH_MS = 25_000;
const started = new Map<string, number>();

const fresh = (href: string) => {
	const at = started.get(href);
	return at !== undefined && Date.now() - at < FRESH_MS;
};

/** Prefetches `href` after the content; the returned function cancels it (the list went away). */
export function prefetchAfterContent(href: string, load: (href: string) => Promise<unknown>, after: (run: () => void) => () => void = afterContent): () => void {
	if (fresh(href)) return () => {};
	// Cancelled with the list: a pending after-content call would keep its `load` (the list's state) alive.
	return after(() => {
		if (fresh(href)) return;
		started.set(href, Date.now());
		// A failed prefetch may be tried again (the navigation itself will also retry).
		load(href).catch(() => started.delete(href));
	});
}

/** Forget what was prefetched (Refresh: the cached answers are dropped too). */
export function forgetPrefetches() {
	started.clear();
}
