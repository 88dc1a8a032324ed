import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Page, PageReq } from '$lib/api/indexer';
import { choice, defineList, MAX_ROWS, maxMore, nextKeyOf, pageRequest, pageSpan, text, type ListState } from './list';

const tokens = defineList({
	kind: 'offset',
	limits: [24, 48, 96],
	filters: { token_id: text(), order: choice(['token_id', 'height']), view: choice(['grid', 'table'], { display: true }) }
});
const side = defineList({ kind: 'offset', limits: [20], prefix: 'c', filters: {} });
const history = defineList({ kind: 'cursor', limits: [25, 50, 100], filters: { order: choice(['desc', 'asc']) } });

/** The URL a link to `state` leads to, as the browser parses it. */
const urlOf = (params: Record<string, string | undefined>, base = 'https://loom.test/evm-1/nft-collections/0x1') => {
	const u = new URL(base);
	for (const [k, v] of Object.entries(params)) if (v !== undefined) u.searchParams.set(k, v);
	return new URL(u.href);
};

const stateOf = <F extends Record<string, string>>(limits: readonly number[], filters: fc.Arbitrary<F>) =>
	fc
		.record({
			cursor: fc.option(fc.base64String({ minLength: 4, maxLength: 80 }), { nil: null }),
			page: fc.integer({ min: 1, max: 1_000_000 }),
			limit: fc.constantFrom(...limits),
			more: fc.nat({ max: 50 }),
			filters
		})
		.map((s): ListState<F> => ({ ...s, more: Math.min(s.more, maxMore(s.limit)) }));

const tokenFilters = fc.record({
	// What a user can type; the list keeps it trimmed.
	token_id: fc.string({ unit: 'grapheme', maxLength: 40 }).map((s) => s.trim()),
	order: fc.constantFrom('token_id' as const, 'height' as const),
	view: fc.constantFrom('grid' as const, 'table' as const)
});

describe('list state in the URL', () => {
	it('round-trips any state of a list through its link', () => {
		fc.assert(
			fc.property(stateOf(tokens.limits, tokenFilters), (s) => {
				expect(tokens.read(urlOf(tokens.params(s)).searchParams)).toEqual(s);
			})
		);
	});

	it('keeps two lists of one page apart (the second one prefixed)', () => {
		fc.assert(
			fc.property(stateOf(tokens.limits, tokenFilters), stateOf(side.limits, fc.constant({})), (a, b) => {
				const u = urlOf({ ...tokens.params(a), ...side.params(b), network: 'devnet' });
				expect(tokens.read(u.searchParams)).toEqual(a);
				expect(side.read(u.searchParams)).toEqual(b);
				expect(u.searchParams.get('network')).toBe('devnet');
			})
		);
	});

	it('reads anything without throwing and falls back to defaults', () => {
		fc.assert(
			fc.property(fc.dictionary(fc.constantFrom('cursor', 'page', 'limit', 'more', 'order', 'token_id', 'view'), fc.string()), (q) => {
				const s = tokens.read(new URLSearchParams(q));
				expect(s.page).toBeGreaterThanOrEqual(1);
				expect(tokens.limits).toContain(s.limit);
				expect(s.more).toBeGreaterThanOrEqual(0);
				expect(s.limit * (1 + s.more)).toBeLessThanOrEqual(MAX_ROWS);
				expect(['token_id', 'height']).toContain(s.filters.order);
			})
		);
		expect(tokens.read(new URLSearchParams('page=-4&limit=7&more=x&order=evil'))).toEqual(tokens.start());
	});

	it('leaves defaults out of the URL, and keeps opaque cursors intact', () => {
		expect(Object.values(tokens.params(tokens.start())).filter(Boolean)).toEqual([]);
		const s = { ...tokens.start({ order: 'height' }), cursor: 'ab+/cd==', page: 2 };
		expect(urlOf(tokens.params(s)).search).toBe('?order=height&cursor=ab%2B%2Fcd%3D%3D&page=2');
	});

	it('a filter change starts at the first page; a view change keeps the position', () => {
		const s: ListState<{ token_id: string; order: 'token_id' | 'height'; view: 'grid' | 'table' }> = { ...tokens.start(), cursor: 'MjQ=', page: 2, more: 1 };
		expect(tokens.filtered(s, { view: 'table' })).toEqual({ ...s, filters: { ...s.filters, view: 'table' } });
		expect(tokens.filtered(s, { order: 'height' })).toEqual({ ...tokens.start({ order: 'height' }) });
		expect(tokens.filtered(s, { order: 'token_id' })).toEqual(s);
		expect(tokens.identity(s)).toBe(tokens.identity(tokens.filtered(s, { view: 'table' })));
		expect(tokens.identity(s)).not.toBe(tokens.identity({ ...s, limit: 48 }));
	});
});

describe('requests', () => {
	it('starts from the cursor, else from the offset of page N; a Load more extent is one request', () => {
		expect(pageRequest({ cursor: 'MTAw', page: 2, limit: 100, more: 0 })).toEqual({ key: 'MTAw', limit: 100 });
		expect(pageRequest({ cursor: null, page: 4, limit: 25, more: 0 })).toEqual({ offset: 75, limit: 25 });
		expect(pageRequest({ cursor: null, page: 1, limit: 24, more: 2 })).toEqual({ limit: 72 });
		expect(pageRequest({ cursor: null, page: 1, limit: 96, more: 99 })).toEqual({ limit: MAX_ROWS });
	});
});

// ---- walking whole lists served the way the two kinds of indexer endpoint serve them ----

type Fetch = (req: Pick<PageReq, 'key' | 'offset' | 'limit'>) => Page<number>;
const b64 = (s: string) => btoa(s);

/** Mode A (reference §4.3): next_key iff the page is full, previous_key, exact total unless counting is off. */
function offsetEndpoint(n: number, counted = true): Fetch {
	const rows = Array.from({ length: n }, (_, i) => i + 1);
	return ({ key, offset = 0, limit = 100 }) => {
		const from = key ? Number(atob(key)) : offset;
		const items = rows.slice(from, from + limit);
		return {
			items,
			nextKey: items.length === limit ? b64(String(from + limit)) : null,
			previousKey: from > 0 && from >= limit ? b64(String(from - limit)) : null,
			total: counted && n > 0 ? BigInt(n) : null
		};
	};
}

/** Mode B (reference §4.4): newest first by sequence; next_key whenever a row came back, even on a short last page. */
function cursorEndpoint(n: number, counted = true): Fetch {
	const rows = Array.from({ length: n }, (_, i) => n - i);
	return ({ key, offset = 0, limit = 100 }) => {
		const after = key ? (JSON.parse(atob(key)) as { sequence: number }).sequence : undefined;
		const items = after === undefined ? rows.slice(offset, offset + limit) : rows.filter((s) => s < after).slice(0, limit);
		return {
			items,
			nextKey: items.length ? b64(JSON.stringify({ sequence: items.at(-1) })) : null,
			previousKey: null,
			total: counted && n > 0 ? BigInt(n) : null
		};
	};
}

/** Follows Next from the first page (Load more extent `more`) to the end, as the pager does. */
function walk(fetch: Fetch, limit: number, more = 0) {
	let state: ListState<Record<string, never>> = { cursor: null, page: 1, limit, more, filters: {} };
	const seen: number[] = [];
	let requests = 0;
	let emptyPages = 0;
	for (;;) {
		const req = pageRequest(state);
		const p = fetch(req);
		requests++;
		if (!p.items.length) emptyPages++;
		seen.push(...p.items);
		const span = pageSpan(state, p.items.length, p.total);
		const next = nextKeyOf(p, req.limit, span.last);
		if (!next) return { seen, requests, emptyPages, lastPage: state.page };
		state = { ...state, cursor: next, page: state.page + state.more + 1, more: 0 };
	}
}

describe('paging to the end', () => {
	const sizes = fc.nat({ max: 260 });
	const limits = fc.constantFrom(1, 7, 25, 50, 100);

	it('shows every row once on both endpoint kinds, counted or not, with or without a Load more extent', () => {
		fc.assert(
			fc.property(sizes, limits, fc.nat({ max: 3 }), fc.boolean(), fc.constantFrom(offsetEndpoint, cursorEndpoint), (n, limit, more, counted, endpoint) => {
				const { seen } = walk(endpoint(n, counted), limit, more);
				const want = endpoint === offsetEndpoint ? Array.from({ length: n }, (_, i) => i + 1) : Array.from({ length: n }, (_, i) => n - i);
				expect(seen).toEqual(want);
			})
		);
	});

	it('a known total ends the list on an exactly full last page; without it the empty next page does', () => {
		for (const endpoint of [offsetEndpoint, cursorEndpoint]) {
			expect(walk(endpoint(100, true), 25)).toMatchObject({ requests: 4, emptyPages: 0, lastPage: 4 });
			expect(walk(endpoint(100, false), 25)).toMatchObject({ requests: 5, emptyPages: 1, lastPage: 5 });
		}
	});

	it('a short page ends a cursor list although it has a next_key; an empty list is one request', () => {
		expect(walk(cursorEndpoint(60, false), 25)).toMatchObject({ requests: 3, emptyPages: 0 });
		expect(walk(cursorEndpoint(0), 25)).toMatchObject({ requests: 1, emptyPages: 1 });
		expect(walk(offsetEndpoint(0), 25)).toMatchObject({ requests: 1, emptyPages: 1 });
	});

	it('an empty page never has a next page, whatever next_key says', () => {
		expect(nextKeyOf({ items: [], nextKey: 'eyJzZXF1ZW5jZSI6MX0=', previousKey: null, total: null }, 25, 0)).toBeNull();
	});

	it('numbers the rows and pages shown', () => {
		expect(pageSpan({ page: 3, limit: 24 }, 24, 2400n)).toEqual({ first: 49, last: 72, totalPages: 100 });
		expect(pageSpan({ page: 1, limit: 24 }, 0, null)).toEqual({ first: 1, last: 0, totalPages: undefined });
	});
});

describe('list kinds', () => {
	it('declares history as a cursor list', () => {
		expect(history.kind).toBe('cursor');
		expect(history.params({ ...history.start({ order: 'asc' }) })).toMatchObject({ order: 'asc', page: undefined });
	});
});
