import { describe, expect, it } from 'vitest';
import { exactTime, formatDuration, parseTime, relativeTime, relativeUnit } from './time';

describe('time', () => {
	it('parses 9- and 6-digit fractions and plain seconds', () => {
		expect(parseTime('2025-06-01T12:00:00.123456789Z')?.toISOString()).toBe('2025-06-01T12:00:00.123Z');
		expect(parseTime('2025-06-01T12:00:00.5Z')?.getUTCMilliseconds()).toBe(500);
		expect(parseTime('2025-06-01T12:00:00Z')?.getTime()).toBe(Date.UTC(2025, 5, 1, 12));
		expect(parseTime('garbage')).toBeUndefined();
		expect(parseTime('')).toBeUndefined();
	});
	it('formats relative and exact times', () => {
		const now = Date.UTC(2026, 0, 10);
		expect(relativeTime(new Date(now - 3 * 60_000), now)).toBe('3 minutes ago');
		expect(relativeTime(new Date(now - 2 * 86_400_000), now)).toBe('2 days ago');
		expect(relativeTime(new Date(now + 90_000), now)).toBe('in 2 minutes');
		expect(exactTime(new Date(now))).toBe('2026-01-10 00:00:00.000 UTC');
	});
	it('says relative times as Intl.RelativeTimeFormat("en", numeric auto) does, without it', () => {
		const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
		for (const unit of ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'] as const)
			for (const v of [-12345, -1000, -59, -2, -1, 0, 1, 2, 7, 1000, 12345]) expect(relativeUnit(v, unit), `${v} ${unit}`).toBe(intl.format(v, unit));
		const now = Date.UTC(2026, 0, 10);
		expect(relativeTime(new Date(now - 86_400_000), now)).toBe('yesterday');
		expect(relativeTime(new Date(now - 400 * 86_400_000), now)).toBe('last year');
		expect(relativeTime(new Date(now - 2000 * 86_400_000), now)).toBe('5 years ago');
		expect(relativeTime(new Date(now - 30_000), now)).toBe('30 seconds ago');
		expect(relativeTime(new Date(now - 2_000), now)).toBe('just now');
	});
	it('formats durations', () => {
		expect(formatDuration(93784)).toBe('1d 2h 3m');
		expect(formatDuration(45)).toBe('45s');
		expect(formatDuration(0)).toBe('0s');
		expect(formatDuration(-1)).toBe('—');
	});
});
