// Pages of lists this tab has shown or prefetched, kept so that Next, Prev, First and the
// browser's Back show them again at once, without asking the indexer and without depending on how
// long the request cache keeps answers. A kept page keeps the time the indexer sent it (the list
// says "as of …"), Refresh forgets them all, and only the most recent few are kept, for a while.

/** Pages kept at most (a page may hold up to 1,000 rows after "Load more"). */
export const MAX_KEPT = 30;
/** Older pages are asked for again: a list should not quietly show rows from long ago. */
export const KEEP_MS = 5 * 60_000;

interface Kept {
	value: unknown;
	at: number;
}

const kept = new Map<string, Kept>();

/** The page kept under `key`, if it is recent enough (`now` for tests). */
export function keptPage<T>(key: string, now = Date.now()): T | undefined {
	const k = kept.get(key);
	if (!k) return undefined;
	if (now - k.at > KEEP_MS) {
		kept.delete(key);
		return undefined;
	}
	// Most recently used last, so the oldest goes first.
	kept.delete(key);
	kept.set(key, k);
	return k.value as T;
}

/** Keeps a page a list has received (shown or prefetched). */
export function keepPage(key: string, value: unknown, now = Date.now()): void {
	kept.delete(key);
	kept.set(key, { value, at: now });
	while (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
}

/** Refresh: every list asks the indexer again. */
export function forgetPages(): void {
	kept.clear();
}
