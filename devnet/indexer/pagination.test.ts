import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { goAtoi, goParseBool, offsetPagination, pagePagination, parsePagination, sequenceWindow } from './pagination';

const q = (s: string) => new URLSearchParams(s);
const b64 = (s: string) => Buffer.from(s).toString('base64');
const error = (fn: () => unknown) => {
	try {
		fn();
	} catch (e) {
		if (e instanceof HttpError) return `${e.status} ${e.message}`;
		throw e;
	}
	return 'no error';
};

describe('parsePagination', () => {
	it('defaults: limit 100, offset 0, count and reverse on', () => {
		expect(parsePagination(q(''), 'offset')).toEqual({ limit: 100, offset: 0n, countTotal: true, desc: true, kind: 'offset', cursor: {} });
	});

	it('falls back silently on unparsable numbers and booleans', () => {
		const p = parsePagination(q('pagination.limit=ten&pagination.offset=1.5&pagination.count_total=nah&pagination.reverse=yes'), 'offset');
		expect(p).toMatchObject({ limit: 100, offset: 0n, countTotal: true, desc: true });
		expect(parsePagination(q('pagination.limit=99999999999999999999'), 'offset').limit).toBe(100);
		expect(parsePagination(q('pagination.limit=%2B7&pagination.reverse=F&pagination.count_total=0'), 'offset')).toMatchObject({ limit: 7, desc: false, countTotal: false });
	});

	it('rejects limits outside 1..1000 and negative offsets, in that order', () => {
		expect(error(() => parsePagination(q('pagination.limit=0'), 'offset'))).toBe('400 pagination.limit must be between 1 and 1000');
		expect(error(() => parsePagination(q('pagination.limit=1001&pagination.offset=-1'), 'offset'))).toBe('400 pagination.limit must be between 1 and 1000');
		expect(error(() => parsePagination(q('pagination.offset=-1'), 'offset'))).toBe('400 pagination.offset cannot be negative');
	});

	it('decodes keys: decimal offsets replace pagination.offset; JSON cursors pick a kind', () => {
		expect(parsePagination(q(`pagination.offset=5&pagination.key=${b64('300')}`), 'offset').offset).toBe(300n);
		expect(parsePagination(q(`pagination.key=${b64('{"sequence":12}')}`), 'offset')).toMatchObject({ kind: 'sequence', cursor: { sequence: 12 } });
		expect(parsePagination(q(`pagination.key=${b64('{"height":3,"token_id":"x"}')}`), 'sequence').kind).toBe('composite');
		expect(parsePagination(q(`pagination.key=${b64('{"height":3}')}`), 'sequence').kind).toBe('height');
		expect(parsePagination(q(`pagination.key=${b64('{"other":1}')}`), 'sequence').kind).toBe('offset');
	});

	it('rejects bad keys with rollytics’ messages', () => {
		expect(error(() => parsePagination(q('pagination.key=MTAw'.slice(0, -1)), 'offset'))).toBe('400 pagination.key must be a valid base64 encoded string');
		expect(error(() => parsePagination(q('pagination.key=!!!!'), 'offset'))).toBe('400 pagination.key must be a valid base64 encoded string');
		expect(error(() => parsePagination(q(`pagination.key=${b64('{"sequence":')}`), 'offset'))).toBe('400 invalid pagination.key format');
		expect(error(() => parsePagination(q(`pagination.key=${b64('abc')}`), 'offset'))).toBe('400 pagination.key must decode to a nonnegative integer');
		expect(error(() => parsePagination(q(`pagination.key=${b64('-1')}`), 'offset'))).toBe('400 pagination.key must decode to a nonnegative integer');
		// "+" arriving as a space (an unencoded key) breaks the base64.
		expect(error(() => parsePagination(q('pagination.key=eyJzZXF1ZW5jZSI6MTIzNDV9+'), 'offset'))).toBe('400 pagination.key must be a valid base64 encoded string');
	});
});

describe('responses', () => {
	const p = (s: string) => parsePagination(q(s), 'offset');

	it('offset keys: next iff the page is full, previous iff offset ≥ limit', () => {
		expect(offsetPagination(p('pagination.limit=100'), '7', true)).toEqual({ previous_key: null, next_key: 'MTAw', total: '7' });
		expect(offsetPagination(p('pagination.limit=100&pagination.offset=100'), '7', false)).toEqual({ previous_key: 'MA==', next_key: null, total: '7' });
		expect(offsetPagination(p('pagination.limit=100&pagination.offset=50'), '7', false).previous_key).toBeNull();
	});

	it('cursor kinds: a JSON next_key whenever rows came back, never a previous_key', () => {
		const s = parsePagination(q('pagination.limit=10&pagination.offset=20'), 'sequence');
		expect(pagePagination(s, '3', 3, { sequence: 12345 })).toEqual({ previous_key: null, next_key: 'eyJzZXF1ZW5jZSI6MTIzNDV9', total: '3' });
		// Degenerate: nothing came back, offset ≥ limit → the offset formula.
		expect(pagePagination(s, '3', 0, undefined)).toEqual({ previous_key: 'MTA=', next_key: null, total: '3' });
	});

	it('sequence windows: DESC by default, a cursor filters and ignores offset', () => {
		const rows = [1, 2, 3, 4, 5].map((seq) => ({ seq }));
		const w = (s: string) => sequenceWindow(rows, parsePagination(q(s), 'sequence')).map((r) => r.seq);
		expect(w('pagination.limit=2')).toEqual([5, 4]);
		expect(w('pagination.limit=2&pagination.offset=1')).toEqual([4, 3]);
		expect(w(`pagination.limit=2&pagination.offset=3&pagination.key=${b64('{"sequence":4}')}`)).toEqual([3, 2]);
		expect(w(`pagination.limit=2&pagination.reverse=false&pagination.key=${b64('{"sequence":4}')}`)).toEqual([5]);
		// A non-integer sequence falls back to offsets.
		expect(w(`pagination.limit=2&pagination.key=${b64('{"sequence":"4"}')}`)).toEqual([5, 4]);
	});
});

describe('Go primitives', () => {
	it('Atoi and ParseBool', () => {
		expect(goAtoi('+12')).toBe(12n);
		expect(goAtoi(' 1')).toBeUndefined();
		expect(goAtoi('9223372036854775808')).toBeUndefined();
		expect(goParseBool('T')).toBe(true);
		expect(goParseBool('yes')).toBeUndefined();
	});
});
