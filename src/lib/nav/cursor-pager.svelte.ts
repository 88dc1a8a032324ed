// Paging over an indexer cursor endpoint. These endpoints give no previous_key, so the cursor
// that led to each page is remembered in this tab's trail (Prev works after a reload), and the
// next page is preloaded when the browser is idle so Next shows rows at once.
import { preloadData } from '$app/navigation';
import { previousOf, rememberPrevious, type ListPosition } from './list-position';
import type { Streamed } from './streamed.svelte';

export interface CursorPagerOptions {
	/** Identifies the list (chain, subject, order, limit): trails of different lists never mix. */
	key: () => string;
	pos: () => ListPosition;
	list: () => Streamed<{ items: unknown[]; nextKey: string | null }> | null | undefined;
	/** The URL of a position in this list; `page` 1 means the first page. */
	href: (cursor: string | undefined, page: number) => string;
}

export function cursorPager(o: CursorPagerOptions) {
	/** The next cursor, or null on the last page (a short page is the last, whatever next_key says). */
	const nextOf = (count: number, nextKey: string | null) => (nextKey && count >= o.pos().limit ? nextKey : null);

	const prevHref = $derived.by(() => {
		const pos = o.pos();
		if (pos.page <= 1 || !pos.cursor) return undefined;
		const p = previousOf(o.key(), pos.cursor);
		return p ? o.href(p.prev ?? undefined, p.page) : undefined;
	});

	$effect(() => {
		const s = o.list()?.settled;
		if (!s?.ok) return;
		const pos = o.pos();
		const next = nextOf(s.value.items.length, s.value.nextKey);
		if (!next) return;
		rememberPrevious(o.key(), next, pos.cursor, pos.page);
		const href = o.href(next, pos.page + 1);
		const idle = requestIdleCallback(() => preloadData(href).catch(() => {}), { timeout: 1500 });
		return () => cancelIdleCallback(idle);
	});

	return {
		nextOf,
		/** Prev's URL when this tab knows the previous page, else undefined (First still works). */
		get prevHref() {
			return prevHref;
		},
		/** Next's URL for a loaded page, or undefined on the last page. */
		nextHref(count: number, nextKey: string | null) {
			const next = nextOf(count, nextKey);
			return next ? o.href(next, o.pos().page + 1) : undefined;
		}
	};
}
