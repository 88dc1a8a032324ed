import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS, LEASE_TTL_MS, leaseKey, lockDoneMarks, readLease, releaseLease, renew, runExclusive, tryAcquire, type LeaseDeps, type LockManagerLike } from './lease';
import { MemoryStorage } from './testing';

const sleep = (ms: number, signal: AbortSignal) =>
	new Promise<void>((resolve, reject) => {
		const t = setTimeout(resolve, ms);
		signal.addEventListener('abort', () => (clearTimeout(t), reject(signal.reason)), { once: true });
	});

describe('storage lease', () => {
	it('is taken when free, expired or ours, and not while another tab holds it', () => {
		const s = new MemoryStorage();
		expect(tryAcquire(s, 'k', 'a', 0)).toBe(true);
		expect(tryAcquire(s, 'k', 'b', 1000)).toBe(false);
		expect(renew(s, 'k', 'a', 5000)).toBe(true);
		expect(readLease(s, 'k')).toEqual({ owner: 'a', expires: 5000 + LEASE_TTL_MS });
		expect(tryAcquire(s, 'k', 'b', 5000 + LEASE_TTL_MS + 1)).toBe(true);
		expect(renew(s, 'k', 'a', 5000 + LEASE_TTL_MS + 2)).toBe(false);
		releaseLease(s, 'k', 'a');
		expect(readLease(s, 'k')?.owner).toBe('b');
		releaseLease(s, 'k', 'b');
		expect(readLease(s, 'k')).toBeNull();
		s.setItem('k', 'garbage');
		expect(tryAcquire(s, 'k', 'c', 0)).toBe(true);
	});
});

describe('runExclusive', () => {
	beforeEach(() => vi.useFakeTimers({ now: 0 }));
	afterEach(() => vi.useRealTimers());

	const deps = (storage: MemoryStorage, owner: string): LeaseDeps => ({ storage, owner, now: Date.now, sleep });

	it('lets one of two tabs poll, and the other take over when the first goes away', async () => {
		const storage = new MemoryStorage();
		const runs: string[] = [];
		const first = new AbortController();
		const second = new AbortController();
		const task = (who: string) => (signal: AbortSignal) =>
			new Promise<void>((resolve) => {
				runs.push(who);
				signal.addEventListener('abort', () => resolve(), { once: true });
			});
		const a = runExclusive('t', deps(storage, 'a'), first.signal, task('a'));
		await vi.advanceTimersByTimeAsync(200);
		const b = runExclusive('t', deps(storage, 'b'), second.signal, task('b'));
		await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 3);
		expect(runs).toEqual(['a']);
		expect(readLease(storage, leaseKey('t'))?.owner).toBe('a');
		// tab a closes: its lease stops being renewed and expires
		first.abort();
		await a;
		await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 2);
		expect(runs).toEqual(['a', 'b']);
		second.abort();
		await b;
		expect(readLease(storage, leaseKey('t'))).toBeNull();
	});

	it('aborts the task when another tab took the lease', async () => {
		const storage = new MemoryStorage();
		const ctrl = new AbortController();
		let aborted = false;
		const run = runExclusive('t', deps(storage, 'a'), ctrl.signal, (signal) => new Promise<void>((r) => signal.addEventListener('abort', () => ((aborted = true), r()))));
		await vi.advanceTimersByTimeAsync(200);
		storage.setItem(leaseKey('t'), JSON.stringify({ owner: 'z', expires: Date.now() + 60_000 }));
		await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
		expect(aborted).toBe(true);
		ctrl.abort();
		await run;
	});

	it('uses Web Locks when there are some', async () => {
		const request = vi.fn<LockManagerLike['request']>(async (_name, _opts, cb) => cb());
		const task = vi.fn(async () => {});
		await runExclusive('t', { locks: { request }, owner: 'a', now: Date.now, sleep }, new AbortController().signal, task);
		expect(request.mock.calls[0]![0]).toBe('loom:t');
		expect(task).toHaveBeenCalledOnce();
	});
});

describe('lockDoneMarks', () => {
	/** The lock manager's view shared by every tab: shared locks granted at once, held until released. */
	function lockManager() {
		const held: { name: string }[] = [];
		const locks: LockManagerLike = {
			request: async (name, opts, cb) => {
				expect(opts.mode).toBe('shared');
				const lock = { name };
				held.push(lock);
				await cb();
				held.splice(held.indexOf(lock), 1);
			},
			query: async () => ({ held: [...held] })
		};
		return locks;
	}

	it("marks an end with a lock that another tab sees, and that stays held", async () => {
		const manager = lockManager();
		const tab1 = lockDoneMarks(manager);
		const tab2 = lockDoneMarks(manager);
		expect(await tab2.has('x:0')).toBe(false);
		await tab1.mark('x:0');
		expect(await tab2.has('x:0')).toBe(true);
		expect(await tab2.has('x:1')).toBe(false);
	});

	it('never blocks or throws when the lock manager fails or cannot be queried', async () => {
		const broken = lockDoneMarks({ request: () => Promise.reject(new Error('no locks')) });
		await broken.mark('x:0');
		expect(await broken.has('x:0')).toBe(false);
		const throwing = lockDoneMarks({ request: () => Promise.reject(new Error('no')), query: () => Promise.reject(new Error('no')) });
		expect(await throwing.has('x:0')).toBe(false);
	});
});
