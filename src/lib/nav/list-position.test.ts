import { describe, expect, it } from 'vitest';
import { pageRequest, readPosition } from './list-position';

describe('list position', () => {
	it('reads cursor, page and an allowed limit from the URL', () => {
		const u = new URL('https://x.test/a?cursor=eyJzZXF1ZW5jZSI6MTJ9&page=3&limit=50');
		expect(readPosition(u, [25, 50, 100])).toEqual({ cursor: 'eyJzZXF1ZW5jZSI6MTJ9', page: 3, limit: 50 });
		expect(readPosition(new URL('https://x.test/a?limit=7&page=-4'), [25, 50])).toEqual({ cursor: null, page: 1, limit: 25 });
		expect(readPosition(new URL('https://x.test/a?page=abc'), [25])).toMatchObject({ page: 1 });
	});
	it('keeps +, / and = of opaque keys intact through the URL', () => {
		const key = 'ab+/cd==';
		const u = new URL(`https://x.test/a?${new URLSearchParams({ cursor: key })}`);
		expect(readPosition(u, [10]).cursor).toBe(key);
	});
	it('prefers the cursor, else an offset for jumps on offset endpoints', () => {
		expect(pageRequest({ cursor: 'MTAw', page: 2, limit: 100 }, true)).toEqual({ key: 'MTAw', limit: 100 });
		expect(pageRequest({ cursor: null, page: 4, limit: 25 }, true)).toEqual({ offset: 75, limit: 25 });
		expect(pageRequest({ cursor: null, page: 4, limit: 25 }, false)).toEqual({ limit: 25 });
	});
});
