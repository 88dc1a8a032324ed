import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPrefetches, prefetchAfterContent } from './prefetch';

/** A stand-in for the after-content moment that the test lets happen (its cancel drops the call, as afterContent's does). */
function moment() {
	const waiting = new Set<() => void>();
	return {
		after: (run: () => void) => (waiting.add(run), () => void waiting.delete(run)),
		arrive: () => {
			const now = [...waiting];
			waiting.clear();
			now.forEach((run) => run());
		}
	};
}

describe('prefetchAfterContent', () => {
	beforeEach(() => forgetPrefetches());

	it('loads only once the content is in, once per URL', async () => {
		const m = moment();
		const load = vi.fn(async () => {});
		prefetchAfterContent('/a?page=2', load, m.after);
		expect(load).not.toHaveBeenCalled();
		m.arrive();
		expect(load).toHaveBeenCalledExactlyOnceWith('/a?page=2');
		// Rendering the list again does not ask again.
		prefetchAfterContent('/a?page=2', load, m.after);
		m.arrive();
		expect(load).toHaveBeenCalledTimes(1);
	});

	it('two lists waiting for the same page ask once', () => {
		const m = moment();
		const load = vi.fn(async () => {});
		prefetchAfterContent('/d?page=2', load, m.after);
		prefetchAfterContent('/d?page=2', load, m.after);
		m.arrive();
		expect(load).toHaveBeenCalledTimes(1);
	});

	it('the cleanup cancels a prefetch that has not started', () => {
		const m = moment();
		const load = vi.fn(async () => {});
		const stop = prefetchAfterContent('/b?page=2', load, m.after);
		stop();
		prefetchAfterContent('/b?page=3', load, m.after);
		m.arrive();
		expect(load).toHaveBeenCalledExactlyOnceWith('/b?page=3');
	});

	it('a failed prefetch may be tried again', async () => {
		const m = moment();
		const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
		prefetchAfterContent('/c?page=2', load, m.after);
		m.arrive();
		await Promise.resolve();
		await Promise.resolve();
		prefetchAfterContent('/c?page=2', load, m.after);
		m.arrive();
		expect(load).toHaveBeenCalledTimes(2);
	});
});
