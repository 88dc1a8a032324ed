import { describe, expect, it, vi } from 'vitest';
import { LazyTrackerPool } from './pool.svelte';
import { makeItem, makeStatus } from './testing';
import { toStored } from './stored-status';
import type { TrackerPool } from './tracking.svelte';
import type { HistoryItem } from './history';

function fakePool() {
	const synced: HistoryItem[][] = [];
	const pool = { polling: ['x'], sync: (items: HistoryItem[]) => synced.push(items), stopAll: vi.fn() };
	return { pool: pool as unknown as TrackerPool, synced, stopAll: pool.stopAll };
}

const done = makeItem({ txHash: 'B'.repeat(64), status: toStored(makeStatus('STATE_COMPLETED_SUCCESS'), 1) });
const inFlight = makeItem({ txHash: 'C'.repeat(64) });

describe('LazyTrackerPool', () => {
	it('never loads the trackers while nothing needs following', async () => {
		const load = vi.fn(async () => fakePool().pool);
		const lazy = new LazyTrackerPool(load);
		lazy.sync([]);
		lazy.sync([done, makeItem({ trackError: 'stopped' })]);
		await Promise.resolve();
		expect(load).not.toHaveBeenCalled();
		expect(lazy.polling).toEqual([]);
	});

	it('loads once for a transfer in flight, then hands every sync to the pool', async () => {
		const f = fakePool();
		const load = vi.fn(async () => f.pool);
		const lazy = new LazyTrackerPool(load);
		lazy.sync([inFlight]);
		lazy.sync([inFlight, done]);
		await vi.waitFor(() => expect(lazy.polling).toEqual(['x']));
		expect(load).toHaveBeenCalledTimes(1);
		lazy.sync([done]);
		expect(f.synced).toEqual([[done]]);
		lazy.stopAll();
		expect(f.stopAll).toHaveBeenCalled();
	});

	it('tries again after a failed load, and never starts a pool once stopped', async () => {
		const f = fakePool();
		const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(f.pool);
		const lazy = new LazyTrackerPool(load);
		lazy.sync([inFlight]);
		await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
		await new Promise((r) => setTimeout(r, 0));
		lazy.sync([inFlight]);
		expect(load).toHaveBeenCalledTimes(2);
		lazy.stopAll();
		await new Promise((r) => setTimeout(r, 0));
		expect(lazy.polling).toEqual([]);
	});
});
