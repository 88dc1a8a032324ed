import { describe, expect, it } from 'vitest';
import { count, formatDate, num, plural } from './intl';

describe('intl', () => {
	it('groups digits, bigints exactly', () => {
		expect(num(0)).toBe('0');
		expect(num(1234567)).toBe('1,234,567');
		expect(num(123456789012345678901234567890n)).toBe('123,456,789,012,345,678,901,234,567,890');
	});
	it('chooses singular or plural by the count', () => {
		expect(count(1, 'transaction')).toBe('1 transaction');
		expect(count(0, 'transaction')).toBe('0 transactions');
		expect(count(2, 'NFT')).toBe('2 NFTs');
		expect(count(1n, 'collection')).toBe('1 collection');
		expect(count(1200n, 'collection')).toBe('1,200 collections');
		expect(count(3, 'entry', 'entries')).toBe('3 entries');
		expect(plural(1, 'entry', 'entries')).toBe('entry');
		expect(plural(1.5, 'day')).toBe('days');
	});
	it('writes integers as Intl does, without it; fractions through Intl', () => {
		const intl = new Intl.NumberFormat('en');
		const ints = [0, 1, -1, 12, 999, 1000, -1000, 99_999, 100_000, 123_456_789, -987_654_321, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER];
		for (let i = 0; i < 200; i++) ints.push(Math.floor((Math.random() - 0.5) * 10 ** ((i % 15) + 1)));
		for (const n of ints) expect(num(n), String(n)).toBe(intl.format(n));
		for (const n of [0n, -5n, 1000n, -123456789012345678901234567890n, 10n ** 40n]) expect(num(n), String(n)).toBe(intl.format(n));
		for (const n of [1.5, -0, 1234.5678, 1e21, 0.001]) expect(num(n), String(n)).toBe(intl.format(n));
	});
	it('writes fractions as Intl does, without it: three decimals rounded half away from zero from the shortest decimal', () => {
		const intl = new Intl.NumberFormat('en');
		const xs = [0.5, 0.0005, 0.00049, -0.0005, -0.0004, 1.0005, 2.9995, 999.9995, 999_999.9999, -1234.5678, 0.1 + 0.2, 1e-7, -1e-7, 123456789.123, 1e20 + 0.5, 9.999e20, 0.12, 0.7, NaN, Infinity, -Infinity];
		for (let i = 0; i < 2000; i++) {
			const scale = 10 ** ((i % 12) - 4);
			xs.push((Math.random() - 0.5) * scale, Math.round(Math.random() * 1e6) / 10 ** (i % 7));
		}
		for (const n of xs) expect(num(n), String(n)).toBe(intl.format(n));
	});
	it('writes medium dates as Intl does, without it', () => {
		const intl = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
		const ds = [new Date(1, 0, 1), new Date(9999, 11, 31, 23, 59), new Date(2026, 1, 28), new Date(0), new Date(-1), new Date(-62198755200000), new Date(253402300800000 * 2)];
		ds[0]!.setFullYear(1);
		for (let i = 0; i < 500; i++) ds.push(new Date(Math.floor((Math.random() - 0.3) * 4e12)));
		for (const d of ds) expect(formatDate(d), d.toISOString()).toBe(intl.format(d));
	});
	it('picks the plural as Intl.PluralRules("en") does', () => {
		const rules = new Intl.PluralRules('en');
		for (const n of [0, 1, 2, 1.5, 0.5, -1, 1.0, 21, 101, 1000]) expect(plural(n, 'one', 'other'), String(n)).toBe(rules.select(n));
		expect(plural(1n, 'one', 'other')).toBe('one');
	});
	it('formats calendar dates', () => {
		expect(formatDate(new Date(2026, 0, 5, 12))).toBe('Jan 5, 2026');
	});
});
