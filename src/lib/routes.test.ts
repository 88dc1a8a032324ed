import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { qs, r, withQuery } from './routes';

/** What kit hands a page as params.token_id: the path segment, percent-decoded. */
const lastSegment = (href: string) => decodeURIComponent(new URL(href, 'https://loom.test').pathname.split('/').pop()!);

describe('URL builders', () => {
	it('percent-encodes every dynamic segment (kit substitutes params verbatim)', () => {
		expect(r.token('evm-1', '0x1', 'a/b #1%')).toMatch(/\/nft\/a%2Fb%20%231%25$/);
		expect(r.token('move-1', '0xab', 'タペストリー 7')).toContain('/nft/%E3%82%BF');
		expect(r.account('evm-1', 'init1x?y')).toContain('/accounts/init1x%3Fy');
	});

	it('round-trips any token id through the route', () => {
		fc.assert(
			fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (id) => {
				fc.pre(id !== '.' && id !== '..');
				expect(lastSegment(r.token('evm-1', '0x1', id))).toBe(id);
			})
		);
	});

	it('keeps opaque cursors intact in the query string', () => {
		fc.assert(
			fc.property(fc.base64String({ minLength: 4, maxLength: 60 }), (cursor) => {
				const u = new URL(r.collection('evm-1', '0x1', { cursor, page: 2 }), 'https://loom.test');
				expect(u.searchParams.get('cursor')).toBe(cursor);
			})
		);
	});

	it('drops empty query values and edits the current query', () => {
		expect(qs({ a: '', b: undefined, c: 0, d: 'x' })).toBe('?c=0&d=x');
		expect(withQuery(new URL('https://loom.test/p?a=1&cursor=x'), { cursor: undefined, page: 2 })).toBe('/p?a=1&page=2');
	});
});
