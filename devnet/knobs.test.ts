import { describe, expect, it } from 'vitest';
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
