import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sleep } from './sleep';

describe('sleep', () => {
	beforeEach(() => vi.useFakeTimers());
	afterEach(() => vi.useRealTimers());

	it('resolves after the wait', async () => {
		let done = false;
		const p = sleep(1000, new AbortController().signal).then(() => (done = true));
		await vi.advanceTimersByTimeAsync(999);
		expect(done).toBe(false);
		await vi.advanceTimersByTimeAsync(1);
		await p;
		expect(done).toBe(true);
	});

	it('rejects with the reason as soon as the signal aborts, and leaves no timer behind', async () => {
		const ctrl = new AbortController();
		const p = sleep(60_000, ctrl.signal);
		ctrl.abort(new Error('left the page'));
		await expect(p).rejects.toThrow('left the page');
		expect(vi.getTimerCount()).toBe(0);
	});

	it('rejects at once on an already aborted signal', async () => {
		await expect(sleep(10, AbortSignal.abort('gone'))).rejects.toBe('gone');
		expect(vi.getTimerCount()).toBe(0);
	});
});
