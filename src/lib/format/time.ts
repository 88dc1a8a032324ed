// Times from services are RFC 3339 strings (up to 9 fractional digits). Shown relative ("3 min
// ago") with the exact UTC time on hover.
import { num, plural } from './intl';

/** Parses RFC 3339 with any number of fractional digits (Date accepts at most 3). */
export function parseTime(s: string | null | undefined): Date | undefined {
	if (!s) return undefined;
	const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:\d{2})$/.exec(s.trim());
	if (!m) return undefined;
	const ms = m[2] ? `.${m[2].slice(0, 3).padEnd(3, '0')}` : '';
	const d = new Date(`${m[1]}${ms}${m[3]}`);
	return Number.isNaN(d.getTime()) ? undefined : d;
}

type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

const UNITS: [Unit, number][] = [
	['year', 365 * 24 * 3600],
	['month', 30 * 24 * 3600],
	['week', 7 * 24 * 3600],
	['day', 24 * 3600],
	['hour', 3600],
	['minute', 60],
	['second', 1]
];

// Words for one unit back and forward, as Intl.RelativeTimeFormat('en', { numeric: 'auto' }) says them.
const NEAR: Partial<Record<Unit, [string, string]>> = {
	year: ['last year', 'next year'],
	month: ['last month', 'next month'],
	week: ['last week', 'next week'],
	day: ['yesterday', 'tomorrow']
};
const NOW: Record<Unit, string> = { year: 'this year', month: 'this month', week: 'this week', day: 'today', hour: 'this hour', minute: 'this minute', second: 'now' };

/**
 * What Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(value, unit) says (the unit test
 * compares them), without Intl: its start-up (30–70 ms on a phone) sat in the first render of
 * every page that shows a time.
 */
export function relativeUnit(value: number, unit: Unit): string {
	if (value === 0) return NOW[unit];
	const near = NEAR[unit];
	if (near && Math.abs(value) === 1) return near[value < 0 ? 0 : 1];
	const n = Math.abs(value);
	const amount = `${num(n)} ${plural(n, unit)}`;
	return value < 0 ? `${amount} ago` : `in ${amount}`;
}

export function relativeTime(d: Date, now = Date.now()): string {
	const diff = Math.round((d.getTime() - now) / 1000);
	const abs = Math.abs(diff);
	if (abs < 5) return 'just now';
	for (const [unit, secs] of UNITS) if (abs >= secs || unit === 'second') return relativeUnit(Math.round(diff / secs), unit);
	return '';
}

/** Exact time for titles and exports: "2026-01-05 12:00:00.123 UTC". */
export function exactTime(d: Date): string {
	return `${d.toISOString().replace('T', ' ').replace('Z', '')} UTC`;
}

/** "1d 2h 3m", "45s": for durations and ETAs. */
export function formatDuration(totalSeconds: number): string {
	if (!Number.isFinite(totalSeconds) || totalSeconds < 0) return '—';
	const s = Math.round(totalSeconds);
	const d = Math.floor(s / 86400);
	const h = Math.floor((s % 86400) / 3600);
	const m = Math.floor((s % 3600) / 60);
	const sec = s % 60;
	const parts = [d && `${d}d`, h && `${h}h`, m && `${m}m`, !d && !h && sec && `${sec}s`].filter(Boolean);
	return parts.length ? parts.join(' ') : '0s';
}
