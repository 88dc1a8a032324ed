// A list's part of a page load: its state from the URL and its rows, streamed. The same fetch
// serves "Load more", so a prefetched Next page and the next "Load more" share one request.
import type { Page, PageReq } from '$lib/api/indexer';
import { pageRequest, type Filters, type List, type ListState } from './list';
import { streamed, type Streamed } from './streamed.svelte';

export type FetchPage<T> = (req: Pick<PageReq, 'key' | 'offset' | 'limit'>, signal: AbortSignal) => Promise<Page<T>>;

export interface ListData<T, F extends Filters = Filters> {
	state: ListState<F>;
	rows: Streamed<Page<T>>;
	fetch: FetchPage<T>;
}

export function loadList<T, F extends Filters>(list: List<F>, url: URL, fetch: FetchPage<T>, signal: AbortSignal): ListData<T, F> {
	const state = list.read(url.searchParams);
	return { state, rows: streamed(fetch(pageRequest(state), signal)), fetch };
}
