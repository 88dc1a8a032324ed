import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '$lib/api/indexer';
import { forgetPages } from './kept-pages';
import { choice, defineList, text } from './list';
import { loadList, pageKey, prefetchRows, type FetchPage } from './list-load';

const tokens = defineList({ kind: 'offset', limits: [24, 48], filters: { token_id: text(), view: choice(['grid', 'table'], { display: true }) } });
const side = defineList({ kind: 'offset', limits: [20], prefix: 'c', filters: {} });
const base = 'https://loom.test/evm-1/nft-collections/0x1';
const at = (query = '', path = base) => new URL(`${path}${query}`);
const signal = () => new AbortController().signal;

/** A fetch that answers each request with a new page and counts the requests. */
function counting() {
	const fetch = vi.fn<FetchPage<number>>(async (req) => ({ items: [Number(req.offset ?? 0)], nextKey: 'k', previousKey: null, total: 100n }) satisfies Page<number>);
	return fetch;
}

describe('pages kept for Prev, First and Back', () => {
	beforeEach(forgetPages);

	it('a page shown once comes back without a request, as the same answer', async () => {
		const fetch = counting();
		const first = await loadList(tokens, at(), fetch, signal()).rows.promise;
		await loadList(tokens, at('?page=2'), fetch, signal()).rows.promise;
		const again = await loadList(tokens, at(), fetch, signal()).rows.promise;
		expect(again).toBe(first);
		expect(fetch).toHaveBeenCalledTimes(2);
	});

	it('the Next page prefetched is the page Next shows', async () => {
		const fetch = counting();
		await prefetchRows(tokens, '/evm-1/nft-collections/0x1?page=2', at(), fetch);
		expect(fetch).toHaveBeenCalledTimes(1);
		const rows = await loadList(tokens, at('?page=2'), fetch, signal()).rows.promise;
		expect(rows.items).toEqual([24]);
		expect(fetch).toHaveBeenCalledTimes(1);
	});

	it('a failed page is not kept: the next load asks again', async () => {
		const fetch = vi.fn<FetchPage<number>>().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce({ items: [1], nextKey: null, previousKey: null, total: 1n });
		await expect(loadList(tokens, at(), fetch, signal()).rows.promise).rejects.toThrow('500');
		await expect(loadList(tokens, at(), fetch, signal()).rows.promise).resolves.toMatchObject({ items: [1] });
		expect(fetch).toHaveBeenCalledTimes(2);
	});
});

describe('pageKey', () => {
	const key = (list: typeof tokens | typeof side, url: URL) => pageKey(list as typeof tokens, url, (list as typeof tokens).read(url.searchParams));

	it('is the same for the grid and the table, and whatever the other list of the page shows', () => {
		expect(key(tokens, at('?view=table&cpage=3'))).toBe(key(tokens, at()));
	});

	it('differs by page, page size, row filter, list, path and network', () => {
		const keys = [
			key(tokens, at()),
			key(tokens, at('?page=2')),
			key(tokens, at('?limit=48')),
			key(tokens, at('?token_id=7')),
			key(tokens, at('?cursor=abc&page=2')),
			key(side, at()),
			key(tokens, at('', 'https://loom.test/evm-1/nft-collections/0x2')),
			key(tokens, at('?network=testnet'))
		];
		expect(new Set(keys).size).toBe(keys.length);
	});
});
