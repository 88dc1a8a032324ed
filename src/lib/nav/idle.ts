// Runs work once the browser is idle, i.e. after the page's content has painted: code a page does
// not need for its first content (secondary panels, extras below the fold) loads then, so it does
// not compete with the content's own code and data.

/** Calls `run` when idle (at the latest after `timeoutMs`); returns a cancel function. */
export function whenIdle(run: () => void, timeoutMs = 1500): () => void {
	// Safari has no requestIdleCallback: a short timer lets the content's frame paint first.
	if (typeof requestIdleCallback === 'function') {
		const id = requestIdleCallback(run, { timeout: timeoutMs });
		return () => cancelIdleCallback(id);
	}
	const id = setTimeout(run, 300);
	return () => clearTimeout(id);
}
