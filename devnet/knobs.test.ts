import { describe, expect, it, vi } from 'vitest';
import { FaultBook, RateLimiter, knobsForRequest, knobsFromEnv, mergeKnobs, DEFAULT_KNOBS } from './knobs';

describe('knobs', () => {
	it('reads environment knobs and ignores garbage', () => {
		const k = knobsFromEnv({ DEVNET_LATENCY_MS: '100', DEVNET_ERROR_RATE: '7', DEVNET_TIME_SCALE: 'x', DEVNET_COUNT_TIMEOUT: 'true' });
		expect(k.latencyMs).toBe(100);
		expect(k.errorRate).toBe(1);
		expect(k.timeScale).toBe(1);
		expect(k.countTimeout).toBe(true);
	});
	it('applies per-request header overrides', () => {
		const k = knobsForRequest(DEFAULT_KNOBS, { 'x-devnet-latency-ms': '250', 'x-devnet-time-scale': '60' });
		expect(k.latencyMs).toBe(250);
		expect(k.timeScale).toBe(60);
	});
	it('merges only well-typed control patches', () => {
		const k = mergeKnobs(DEFAULT_KNOBS, { latencyMs: 5, errorRate: 'lots', quoteDrift: true, nonsense: 1 });
		expect(k).toEqual({ ...DEFAULT_KNOBS, latencyMs: 5, quoteDrift: true });
	});
});

describe('FaultBook', () => {
	it('consumes a rule the given number of times, by path substring and method', () => {
		const f = new FaultBook();
		f.add([{ match: '/tokens/', status: 500, times: 2, method: 'GET' }]);
		expect(f.take('POST', '/indexer/x/tokens/by_collection/0x1')).toBeUndefined();
		expect(f.take('GET', '/indexer/x/collections/0x1')).toBeUndefined();
		expect(f.take('GET', '/indexer/x/tokens/by_collection/0x1')?.status).toBe(500);
		expect(f.take('GET', '/indexer/x/tokens/by_collection/0x1')?.status).toBe(500);
		expect(f.take('GET', '/indexer/x/tokens/by_collection/0x1')).toBeUndefined();
	});
});

describe('FaultBook holds', () => {
	it('releases once the requests a test waits for are held, not before', async () => {
		const f = new FaultBook();
		const first = f.hold();
		let releasedAt = -1;
		const release = f.releaseWhenHeld(2, 5_000).then((n) => (releasedAt = n));
		await Promise.resolve();
		expect(releasedAt).toBe(-1); // one held, two awaited
		const second = f.hold();
		await Promise.all([first, second, release]);
		expect(releasedAt).toBe(2);
	});

	it('gives up after its timeout and says how many it released', async () => {
		vi.useFakeTimers();
		try {
			const f = new FaultBook();
			const release = f.releaseWhenHeld(1, 1_000);
			await vi.advanceTimersByTimeAsync(1_000);
			expect(await release).toBe(0);
		} finally {
			vi.useRealTimers();
		}
	});
});

describe('RateLimiter', () => {
	it('allows N per second then asks to wait', () => {
		const r = new RateLimiter();
		expect(r.hit('a', 2, 1000)).toBe(0);
		expect(r.hit('a', 2, 1100)).toBe(0);
		expect(r.hit('a', 2, 1200)).toBe(1);
		expect(r.hit('a', 2, 2100)).toBe(0);
		expect(r.hit('b', 0, 2100)).toBe(0);
	});
});
