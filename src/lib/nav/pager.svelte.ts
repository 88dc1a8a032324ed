// The pager of one list on a page: the rows shown (with those "Load more" appended), the links
// (Next, Prev, First, page N, page size, filters), a prefetch of Next once the content is in, and "Load more" that
// keeps its extent in the URL. Every list uses this; the rules themselves live in ./list.
import { replaceState } from '$app/navigation';
import { page } from '$app/state';
import type { Page } from '$lib/api/indexer';
import { withQuery } from '$lib/routes';
import { maxMore, nextKeyOf, pageRequest, pageSpan, type Filters, type List, type ListState } from './list';
import { prefetchRows, type ListData } from './list-load';
import type { LoadMore } from './load-more.svelte';
import { prefetchAfterContent } from './prefetch';
import { rememberStep, stepBefore } from './trail';

/** What the pager controls (`Pager.svelte`) need of any list's pager. */
export interface PagerControls {
	readonly items: readonly unknown[];
	readonly answer: object | undefined;
	readonly span: { first: number; last: number; totalPages?: number };
	readonly total: bigint | null;
	/** The indexer could not count the rows in time (the total is unknown, not zero). */
	readonly countTimedOut: boolean;
	/** Page numbers on screen ("Load more" shows several). */
	readonly pages: { from: number; to: number };
	readonly limit: number;
	readonly limits: readonly number[];
	readonly next: string | undefined;
	readonly prev: string | undefined;
	readonly first: string | undefined;
	readonly jump: ((page: number) => string) | undefined;
	limitHref(limit: number): string;
	readonly canLoadMore: boolean;
	readonly loadingMore: boolean;
	readonly loadMoreError: unknown;
	loadMore(): Promise<void>;
}

/** What "Load more" says when its code could not be downloaded. */
export const LOAD_MORE_CODE_FAILED =
	'This page could not download the code that loads more rows (the connection dropped or you are offline). The rows shown are kept; Retry once you are back online.';

export type Pager<T, F extends Filters = Filters> = ReturnType<typeof createPager<T, F>>;

/** `data` may be null when the page has no such list (the pager then shows nothing). */
export function createPager<T, F extends Filters>(list: List<F>, data: () => ListData<T, F> | null) {
	const state = $derived(data()?.state ?? list.start());
	const first = $derived.by((): Page<T> | undefined => {
		const s = data()?.rows.settled;
		return s?.ok ? s.value : undefined;
	});

	// "Load more" belongs to the data it grew from; new data (Next, a filter) starts afresh.
	let grownFrom = $state.raw<{ data: ListData<T, F> | null; more: LoadMore<T> } | null>(null);
	const grown = $derived(grownFrom && grownFrom.data === data() ? grownFrom.more : null);
	// "Load more"'s own code downloads on first use; while it does (or when it could not, e.g. offline
	// before the worker kept it) the button says so like a failed page would, and Retry tries again.
	let codeFrom = $state.raw<{ data: ListData<T, F> | null; status: 'loading' } | { data: ListData<T, F> | null; status: 'error'; error: Error } | null>(null);
	const code = $derived(codeFrom && codeFrom.data === data() ? codeFrom : null);
	$effect(() => {
		const d = data();
		return () => {
			if (grownFrom?.data === d) grownFrom.more.dispose();
		};
	});

	const items = $derived(grown ? grown.items : (first?.items ?? []));
	/** The state the rows on screen correspond to (the URL after "Load more"). */
	const shown = $derived<ListState<F>>({ ...state, more: state.more + (grown?.pages ?? 0) });
	const span = $derived(pageSpan(state, items.length, first?.total ?? null));
	const nextKey = $derived(grown ? grown.next : first ? nextKeyOf(first, pageRequest(state).limit, span.last) : null);
	const trail = $derived(`${page.url.pathname}|${list.prefix ?? ''}|${list.identity(state)}`);

	const href = (s: ListState<F>) => withQuery(page.url, list.params(s));
	const firstPage = $derived<ListState<F>>({ ...state, cursor: null, page: 1, more: 0 });
	const nextState = $derived<ListState<F> | undefined>(nextKey ? { ...state, cursor: nextKey, page: shown.page + shown.more + 1, more: 0 } : undefined);

	const prevState = $derived.by((): ListState<F> | undefined => {
		if (state.page <= 1) return undefined;
		if (state.page === 2 && !state.cursor) return firstPage;
		// Where this page was reached from (exactly that URL, so its answer is likely cached).
		const step = state.cursor ? stepBefore(trail, state.cursor) : undefined;
		if (step) return { ...state, ...step };
		if (list.kind === 'cursor') return undefined;
		if (state.page === 2) return firstPage;
		// Offset endpoints: the previous_key of a one-page request, else the offset of page N−1.
		const key = state.more === 0 ? first?.previousKey : undefined;
		return { ...state, cursor: key ?? null, page: state.page - 1, more: 0 };
	});

	// Remember how the next page is reached (for its Prev), and load its rows once the page's content
	// is in. Only the rows (./kept-pages): SvelteKit's preloadData has one slot, which a hover
	// preload of a row's link needs until the click.
	$effect(() => {
		const d = data();
		if (!nextState?.cursor || !d) return;
		rememberStep(trail, nextState.cursor, { cursor: shown.cursor, page: shown.page, more: shown.more });
		const next = href(nextState);
		return prefetchAfterContent(next, (h) => prefetchRows(list, h, page.url, d.fetch));
	});

	return {
		list,
		get state() {
			return state;
		},
		get pages() {
			return { from: shown.page, to: shown.page + shown.more };
		},
		get limit() {
			return state.limit;
		},
		limits: list.limits,
		/** The first page's answer (undefined while it loads or when it failed). */
		get answer() {
			return first;
		},
		get items() {
			return items;
		},
		/** 1-based positions of the first and last row shown, and the page count when the total is known. */
		get span() {
			return span;
		},
		get total() {
			return first?.total ?? null;
		},
		get countTimedOut() {
			return !!first?.countTimedOut;
		},
		get next() {
			return nextState && href(nextState);
		},
		/** Prev's URL when it is known; on cursor lists reached by a shared link it is not (use `first`). */
		get prev() {
			return prevState && href(prevState);
		},
		get first() {
			return state.page > 1 || state.cursor ? href(firstPage) : undefined;
		},
		/** Page N by offset (offset endpoints with a known total). */
		jump: list.kind === 'offset' ? (n: number) => href({ ...firstPage, page: n }) : undefined,
		limitHref: (limit: number) => href(list.start(state.filters, limit)),
		/** This list with some filters changed (back to the first page unless only the view changed). */
		filterHref: (changes: Partial<F>) => href(list.filtered(state, changes)),
		get canLoadMore() {
			return !!nextKey && shown.more < maxMore(state.limit);
		},
		get loadingMore() {
			return grown?.status === 'loading' || code?.status === 'loading';
		},
		get loadMoreError() {
			return grown?.status === 'error' ? grown.error : code?.status === 'error' ? code.error : undefined;
		},
		/** Appends the next page and records the new extent in the URL (a reload shows the same rows). */
		async loadMore() {
			const d = data();
			let more = grown;
			if (!more) {
				const answer = first;
				if (!d || !answer || !nextKey || code?.status === 'loading') return;
				codeFrom = { data: d, status: 'loading' };
				let LoadMore: typeof import('./load-more.svelte').LoadMore;
				try {
					({ LoadMore } = await import('./load-more.svelte'));
				} catch {
					codeFrom = { data: d, status: 'error', error: new Error(LOAD_MORE_CODE_FAILED) };
					return;
				}
				codeFrom = null;
				more = new LoadMore(d.fetch, answer, nextKey, state.limit, span.first - 1);
				if (data() !== d) return more.dispose();
				grownFrom = { data: d, more };
			}
			if ((await more.more()) && data() === d) replaceState(href(shown), page.state);
		}
	} satisfies PagerControls & Record<string, unknown>;
}
