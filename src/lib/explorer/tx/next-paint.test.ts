import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, NO_FRAME_MS, type Frames } from './next-paint';

function fakeFrames() {
	const pending = new Map<number, () => void>();
	let next = 1;
	const frames: Frames = {
		request: (cb) => (pending.set(next, cb), next++),
		cancel: (id) => void pending.delete(id)
	};
	const tick = () => {
		const cbs = [...pending.values()];
		pending.clear();
		for (const cb of cbs) cb();
	};
	return { frames, tick, pending };
}

describe('afterNextPaint', () => {
	beforeEach(() => vi.useFakeTimers());
	afterEach(() => vi.useRealTimers());

	it('runs in the task after the next frame, not in the frame itself', () => {
		const f = fakeFrames();
		const fn = vi.fn();
		afterNextPaint(fn, f.frames);
		vi.advanceTimersByTime(0);
		expect(fn).not.toHaveBeenCalled();
		f.tick();
		expect(fn).not.toHaveBeenCalled();
		vi.advanceTimersByTime(0);
		expect(fn).toHaveBeenCalledOnce();
		vi.advanceTimersByTime(NO_FRAME_MS);
		expect(fn).toHaveBeenCalledOnce();
	});

	it('runs after NO_FRAME_MS when no frame comes (a hidden tab)', () => {
		const f = fakeFrames();
		const fn = vi.fn();
		afterNextPaint(fn, f.frames);
		vi.advanceTimersByTime(NO_FRAME_MS - 1);
		expect(fn).not.toHaveBeenCalled();
		vi.advanceTimersByTime(1);
		expect(fn).toHaveBeenCalledOnce();
		expect(f.pending.size).toBe(0);
		f.tick();
		vi.advanceTimersByTime(0);
		expect(fn).toHaveBeenCalledOnce();
	});

	it('never runs once cancelled', () => {
		const f = fakeFrames();
		const fn = vi.fn();
		const cancel = afterNextPaint(fn, f.frames);
		f.tick();
		cancel();
		vi.advanceTimersByTime(NO_FRAME_MS * 2);
		expect(fn).not.toHaveBeenCalled();
	});
});
