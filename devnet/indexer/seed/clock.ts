// Block times: genesis at 2026-01-05T00:00:00Z and one block every 1–2 s, with nanosecond
// parts of mixed precision so both timestamp formats (9 and 6 digits, zeros trimmed) show up.
import type { BlockTime } from '../store';

const GENESIS_SEC = Date.UTC(2026, 0, 5) / 1000;

/** Height h sits at 1.5 s × (h − 1) plus a jitter in [0, 0.5 s): strictly increasing, gaps in (1 s, 2 s). */
export function blockTime(chainId: string, height: number): BlockTime {
	const step = height - 1;
	const sec = GENESIS_SEC + Math.floor((step * 3) / 2);
	const mix = hash32(`${chainId}:${height}`);
	const jitter = mix % 500_000_000;
	// Some blocks land on whole seconds or milliseconds, as real block times often do.
	const precision = [1_000_000_000, 1_000_000, 1_000_000, 1_000, 1, 1, 1, 1][mix >>> 29]!;
	const nanos = (step % 2) * 500_000_000 + (precision === 1_000_000_000 ? 0 : jitter - (jitter % precision));
	return { sec, nanos };
}

/** FNV-1a: a cheap, stable hash for per-height jitter. */
function hash32(s: string): number {
	let h = 0x811c9dc5;
	for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
	return h >>> 0;
}
