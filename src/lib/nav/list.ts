// One declaration per list (endpoint kind, page sizes, filters) and everything that follows from
// it: reading and writing the list's state in the URL, the indexer request for that state, and
// the paging rules every list shares. Pure functions: loads, links and tests use the same ones.
//
// In the URL a list keeps `cursor` (the indexer's opaque pagination.key of its first row),
// `page` (1-based number of that page), `limit`, `more` (pages grown below by "Load more") and
// its filters; values at their default are left out. A second list on the same page uses a
// prefix ("c" → `ccursor`, `cpage`…).
import type { Page, PageReq } from '$lib/api/indexer';

/** Offset endpoints (collections, tokens) have previous keys and page jumps; cursor endpoints (histories, internal txs) do not. */
export type EndpointKind = 'offset' | 'cursor';

/** The indexer's largest page: "Load more" extents beyond it continue with Next. */
export const MAX_ROWS = 1000;

export interface Filter<T> {
	/** The value of the query parameter (null when absent); never throws. */
	read(raw: string | null): T;
	/** The query value, or undefined for the default (left out of the URL). */
	write(value: T): string | undefined;
	/** Changes what is shown, not which rows (a view toggle): changing it keeps the position. */
	display?: boolean;
}

/** One of a fixed set of values; the first is the default. */
export function choice<const V extends string>(values: readonly [V, ...V[]], opts: { display?: boolean } = {}): Filter<V> {
	return {
		read: (raw) => (values.includes(raw as V) ? (raw as V) : values[0]),
		write: (v) => (v === values[0] ? undefined : v),
		display: opts.display
	};
}

/** Free text (an exact token id, an address), trimmed; "" is the default. */
export function text(max = 200): Filter<string> {
	return { read: (raw) => (raw ?? '').trim().slice(0, max), write: (v) => v.trim() || undefined };
}

export type Filters = Record<string, string>;
export type FilterDefs<F extends Filters> = { [K in keyof F]: Filter<F[K]> };

export interface ListSpec<F extends Filters> {
	kind: EndpointKind;
	/** Allowed page sizes; the first is the default. */
	limits: readonly [number, ...number[]];
	filters: FilterDefs<F>;
	/** Prefix of the query names when a page shows two lists. */
	prefix?: string;
}

export interface ListState<F extends Filters = Filters> {
	/** Cursor of the first shown row; null = the start, or page `page` by offset. */
	cursor: string | null;
	/** 1-based number of the first page shown. */
	page: number;
	limit: number;
	/** Pages grown below the first by "Load more". */
	more: number;
	filters: F;
}

export type FiltersOf<L> = L extends List<infer F> ? F : never;

export interface List<F extends Filters> extends ListSpec<F> {
	/** The state in a URL's query (anything unknown or out of range falls back to the default). */
	read(query: URLSearchParams): ListState<F>;
	/** Every query parameter this list owns: its value, or undefined to leave it out. */
	params(state: ListState<F>): Record<string, string | undefined>;
	/** The first page with these filters, e.g. to link to a list from another page. */
	start(filters?: Partial<F>, limit?: number): ListState<F>;
	/** The state after a filter change: back to the first page unless only display filters changed. */
	filtered(state: ListState<F>, changes: Partial<F>): ListState<F>;
	/** Identifies the rows (filters that select rows, and the page size), e.g. for the Prev trail. */
	identity(state: ListState<F>): string;
}

const int = (raw: string | null, min: number, max: number) => {
	const n = Math.floor(Number(raw ?? ''));
	return Number.isFinite(n) && n >= min ? Math.min(n, max) : min;
};

/** Largest "Load more" extent of a page size: the whole extent is one request when the page is reloaded. */
export const maxMore = (limit: number) => Math.max(0, Math.floor(MAX_ROWS / limit) - 1);

export function defineList<F extends Filters>(spec: ListSpec<F>): List<F> {
	const p = spec.prefix ?? '';
	const keys = Object.keys(spec.filters) as (keyof F & string)[];
	const defaultLimit = spec.limits[0];
	const list: List<F> = {
		...spec,
		read(q) {
			const l = Number(q.get(`${p}limit`));
			const limit = spec.limits.includes(l) ? l : defaultLimit;
			const filters = {} as F;
			for (const k of keys) filters[k] = spec.filters[k].read(q.get(p + k));
			return {
				cursor: q.get(`${p}cursor`) || null,
				page: int(q.get(`${p}page`), 1, 1_000_000),
				limit,
				more: int(q.get(`${p}more`), 0, maxMore(limit)),
				filters
			};
		},
		params(s) {
			const out: Record<string, string | undefined> = {};
			for (const k of keys) out[p + k] = spec.filters[k].write(s.filters[k]);
			out[`${p}limit`] = s.limit === defaultLimit ? undefined : String(s.limit);
			out[`${p}cursor`] = s.cursor ?? undefined;
			out[`${p}page`] = s.page > 1 ? String(s.page) : undefined;
			out[`${p}more`] = s.more > 0 ? String(s.more) : undefined;
			return out;
		},
		start(filters = {}, limit = defaultLimit) {
			const s = list.read(new URLSearchParams());
			return { ...s, limit, filters: { ...s.filters, ...filters } };
		},
		filtered(s, changes) {
			const rowsChange = (Object.keys(changes) as (keyof F)[]).some((k) => !spec.filters[k].display && changes[k] !== s.filters[k]);
			const filters = { ...s.filters, ...changes };
			return rowsChange ? { cursor: null, page: 1, limit: s.limit, more: 0, filters } : { ...s, filters };
		},
		identity(s) {
			return [s.limit, ...keys.filter((k) => !spec.filters[k].display).map((k) => s.filters[k])].join('|');
		}
	};
	return list;
}

/**
 * The pagination of the request for a state: from its cursor, else by offset for page N (offset
 * endpoints, and the first request of cursor endpoints, honour `pagination.offset`). The rows of
 * a "Load more" extent come in one request: a bigger page from the same start is the same rows.
 */
export function pageRequest(s: Pick<ListState, 'cursor' | 'page' | 'limit' | 'more'>): Required<Pick<PageReq, 'limit'>> & Pick<PageReq, 'key' | 'offset'> {
	const limit = Math.min(MAX_ROWS, s.limit * (1 + s.more));
	if (s.cursor) return { key: s.cursor, limit };
	if (s.page > 1) return { offset: (s.page - 1) * s.limit, limit };
	return { limit };
}

/**
 * The cursor of the rows after `p`, or null when `p` ends the list. One rule for every list: no
 * next_key; a short or empty page (cursor endpoints send a next_key on their last non-empty page,
 * offset endpoints on an exactly full last page); or a known total reached by `rowsThrough`, the
 * position of the page's last row in the whole list.
 */
export function nextKeyOf(p: Page<unknown>, asked: number, rowsThrough: number): string | null {
	if (!p.nextKey || p.items.length === 0 || p.items.length < asked) return null;
	if (p.total !== null && BigInt(rowsThrough) >= p.total) return null;
	return p.nextKey;
}

/** Which rows a state shows, and the page count when the total is known. */
export function pageSpan(s: Pick<ListState, 'page' | 'limit'>, shown: number, total: bigint | null) {
	const first = (s.page - 1) * s.limit + 1;
	return {
		first,
		last: first + shown - 1,
		totalPages: total === null ? undefined : Math.max(1, Math.ceil(Number(total) / s.limit))
	};
}
