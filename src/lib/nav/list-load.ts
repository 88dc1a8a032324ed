// A list's part of a page load: its state from the URL and its rows, streamed. The same fetch
// serves "Load more", so a prefetched Next page and the next "Load more" share one request.
// Pages already received in this tab come from ./kept-pages (Prev, First, Back, a prefetched Next).
import type { Page, PageReq } from '$lib/api/indexer';
import { keepPage, keptPage } from './kept-pages';
import { pageRequest, type Filters, type List, type ListState } from './list';
import { pageSignal } from './page-signal';
import { streamed, type Streamed } from './streamed.svelte';

export type FetchPage<T> = (req: Pick<PageReq, 'key' | 'offset' | 'limit'>, signal: AbortSignal) => Promise<Page<T>>;

export interface ListData<T, F extends Filters = Filters> {
	state: ListState<F>;
	rows: Streamed<Page<T>>;
	fetch: FetchPage<T>;
}

/**
 * Names the rows of one page of a list: the page's path (chain, account, collection, token), its
 * network, the rows the filters select and the request. Display-only filters (grid or table) and
 * the other lists of the page do not change it.
 */
export function pageKey<F extends Filters>(list: List<F>, url: URL, state: ListState<F>): string {
	const req = pageRequest(state);
	return [url.pathname, url.searchParams.get('network') ?? '', list.prefix ?? '', list.identity(state), req.key ?? '', req.offset ?? '', req.limit].join('|');
}

/** The rows of `state`: a kept page, else from the indexer (then kept). */
function rowsOf<T, F extends Filters>(list: List<F>, url: URL, state: ListState<F>, fetch: FetchPage<T>, signal: AbortSignal): Promise<Page<T>> {
	const key = pageKey(list, url, state);
	const hit = keptPage<Page<T>>(key);
	if (hit) return Promise.resolve(hit);
	return fetch(pageRequest(state), signal).then((page) => {
		keepPage(key, page);
		return page;
	});
}

export function loadList<T, F extends Filters>(list: List<F>, url: URL, fetch: FetchPage<T>, signal: AbortSignal): ListData<T, F> {
	const state = list.read(url.searchParams);
	return { state, rows: streamed(rowsOf(list, url, state, fetch, signal)), fetch };
}

/**
 * Loads the rows of the list page at `href` (Next; relative to `base`) so following the link shows
 * them at once. Only the rows: the rest of the page is what is already on screen. The request
 * belongs to that URL, so it goes on when the user follows the link and stops when they go elsewhere.
 */
export async function prefetchRows<T, F extends Filters>(list: List<F>, href: string, base: URL, fetch: FetchPage<T>): Promise<void> {
	const url = new URL(href, base);
	await rowsOf(list, url, list.read(url.searchParams), fetch, pageSignal(url));
}
