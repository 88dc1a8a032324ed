// Times from services are RFC 3339 strings (up to 9 fractional digits). Shown relative ("3 min
// ago") with the exact UTC time on hover.

/** Parses RFC 3339 with any number of fractional digits (Date accepts at most 3). */
export function parseTime(s: string | null | undefined): Date | undefined {
	if (!s) return undefined;
	const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:\d{2})$/.exec(s.trim());
	if (!m) return undefined;
	const ms = m[2] ? `.${m[2].slice(0, 3).padEnd(3, '0')}` : '';
	const d = new Date(`${m[1]}${ms}${m[3]}`);
	return Number.isNaN(d.getTime()) ? undefined : d;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
	['year', 365 * 24 * 3600],
	['month', 30 * 24 * 3600],
	['week', 7 * 24 * 3600],
	['day', 24 * 3600],
	['hour', 3600],
	['minute', 60],
	['second', 1]
];

// Built on first use (see intl.ts: Intl objects are slow to start on a phone).
let rtf: Intl.RelativeTimeFormat | undefined;

export function relativeTime(d: Date, now = Date.now()): string {
	const diff = Math.round((d.getTime() - now) / 1000);
	const abs = Math.abs(diff);
	if (abs < 5) return 'just now';
	for (const [unit, secs] of UNITS) if (abs >= secs || unit === 'second') return (rtf ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' })).format(Math.round(diff / secs), unit);
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
