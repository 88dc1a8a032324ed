import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

describe('whenIdle', () => {
	afterEach(() => {
		vi.unstubAllGlobals();
		vi.useRealTimers();
	});

	it('waits for requestIdleCallback (with a deadline), and cancels', () => {
		const queued: { fn: () => void; timeout?: number }[] = [];
		vi.stubGlobal('requestIdleCallback', (fn: () => void, o?: { timeout?: number }) => queued.push({ fn, timeout: o?.timeout }));
		const cancelled: number[] = [];
		vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
		const run = vi.fn();
		const cancel = whenIdle(run, 900);
		expect(run).not.toHaveBeenCalled();
		expect(queued[0]!.timeout).toBe(900);
		queued[0]!.fn();
		expect(run).toHaveBeenCalledOnce();
		cancel();
		expect(cancelled).toEqual([1]);
	});

	it('without requestIdleCallback (Safari) runs after a short timer, unless cancelled', () => {
		vi.useFakeTimers();
		expect(typeof globalThis.requestIdleCallback).toBe('undefined');
		const run = vi.fn();
		whenIdle(run);
		expect(run).not.toHaveBeenCalled();
		vi.advanceTimersByTime(300);
		expect(run).toHaveBeenCalledOnce();
		const never = vi.fn();
		whenIdle(never)();
		vi.advanceTimersByTime(1000);
		expect(never).not.toHaveBeenCalled();
	});
});
