// Requests a page's load starts are tied to that page's URL. When the user navigates somewhere
// else, the requests of every other URL (the page left, stale preloads) are aborted. A preload of
// the destination keeps running, so hover preload and navigation share one request.

const live = new Map<string, Set<AbortController>>();

const keyOf = (url: URL) => url.pathname + url.search;

export function pageSignal(url: URL): AbortSignal {
	const key = keyOf(url);
	const c = new AbortController();
	let set = live.get(key);
	if (!set) live.set(key, (set = new Set()));
	set.add(c);
	return c.signal;
}

export function abortAllExcept(url: URL | null | undefined) {
	const keep = url ? keyOf(url) : undefined;
	for (const [key, set] of live) {
		if (key === keep) continue;
		for (const c of set) c.abort();
		live.delete(key);
	}
}
