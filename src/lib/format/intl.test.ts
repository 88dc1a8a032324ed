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
	it('formats calendar dates', () => {
		expect(formatDate(new Date(2026, 0, 5, 12))).toBe('Jan 5, 2026');
	});
});
