import { beforeEach, describe, expect, it } from 'vitest';
import { forgetPages, KEEP_MS, keepPage, keptPage, MAX_KEPT } from './kept-pages';

describe('kept pages', () => {
	beforeEach(forgetPages);

	it('gives back the very page it kept, for a while', () => {
		const page = { items: [1, 2], nextKey: 'n', previousKey: null, total: 2n };
		keepPage('a', page, 1000);
		expect(keptPage('a', 1000 + KEEP_MS)).toBe(page);
		expect(keptPage('b', 1000)).toBeUndefined();
	});

	it('asks again once a page is older than KEEP_MS, even if it was used in between', () => {
		keepPage('a', 1, 0);
		expect(keptPage('a', KEEP_MS - 1)).toBe(1);
		expect(keptPage('a', KEEP_MS + 1)).toBeUndefined();
		// And it is gone, not only hidden.
		expect(keptPage('a', 0)).toBeUndefined();
	});

	it('keeps the most recently used MAX_KEPT pages', () => {
		for (let i = 0; i < MAX_KEPT; i++) keepPage(`p${i}`, i, 0);
		// p0 was used again, so p1 is now the oldest.
		expect(keptPage('p0', 0)).toBe(0);
		keepPage('new', 'x', 0);
		expect(keptPage('p1', 0)).toBeUndefined();
		expect(keptPage('p0', 0)).toBe(0);
		expect(keptPage('new', 0)).toBe('x');
		expect(keptPage(`p${MAX_KEPT - 1}`, 0)).toBe(MAX_KEPT - 1);
	});

	it('Refresh forgets every page', () => {
		keepPage('a', 1, 0);
		forgetPages();
		expect(keptPage('a', 0)).toBeUndefined();
	});
});
