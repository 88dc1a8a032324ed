import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPrefetches, prefetchWhenIdle } from './prefetch';

describe('prefetchWhenIdle', () => {
	beforeEach(() => {
		vi.useFakeTimers();
		forgetPrefetches();
	});
	afterEach(() => {
		vi.unstubAllGlobals();
		vi.useRealTimers();
	});

	it('without requestIdleCallback (Safari) loads after a short timeout, once per URL', async () => {
		expect(typeof globalThis.requestIdleCallback).toBe('undefined');
		const load = vi.fn(async () => {});
		prefetchWhenIdle('/a?page=2', load);
		expect(load).not.toHaveBeenCalled();
		await vi.advanceTimersByTimeAsync(300);
		expect(load).toHaveBeenCalledExactlyOnceWith('/a?page=2');
		// Rendering the list again does not ask again.
		prefetchWhenIdle('/a?page=2', load);
		await vi.advanceTimersByTimeAsync(1000);
		expect(load).toHaveBeenCalledTimes(1);
	});

	it('uses requestIdleCallback where there is one, and the cleanup cancels it', async () => {
		const idle: (() => void)[] = [];
		const cancel = vi.fn();
		vi.stubGlobal('requestIdleCallback', (f: () => void) => idle.push(f));
		vi.stubGlobal('cancelIdleCallback', cancel);
		const load = vi.fn(async () => {});
		const stop = prefetchWhenIdle('/b?page=2', load);
		await vi.advanceTimersByTimeAsync(1000);
		expect(load).not.toHaveBeenCalled();
		stop();
		expect(cancel).toHaveBeenCalledWith(1);
		prefetchWhenIdle('/b?page=3', load);
		idle[1]!();
		expect(load).toHaveBeenCalledExactlyOnceWith('/b?page=3');
	});

	it('a failed prefetch may be tried again', async () => {
		const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
		prefetchWhenIdle('/c?page=2', load);
		await vi.advanceTimersByTimeAsync(300);
		prefetchWhenIdle('/c?page=2', load);
		await vi.advanceTimersByTimeAsync(300);
		expect(load).toHaveBeenCalledTimes(2);
	});
});
