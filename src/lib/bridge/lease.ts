// One poller per transfer across tabs. With the Web Locks API a tab asks for the transfer's lock and
// waits in line; when the holder's tab closes, the next tab in line takes over by itself. Without it,
// a lease in localStorage ({owner, expires}) renewed by a heartbeat does the same: a lease nobody
// renews expires and another tab picks it up.

export interface LockManagerLike {
	request(name: string, options: { signal?: AbortSignal; mode?: 'exclusive' | 'shared' }, callback: () => Promise<void>): Promise<unknown>;
	query?(): Promise<{ held?: { name?: string }[] }>;
}

export interface LeaseStorage {
	getItem(key: string): string | null;
	setItem(key: string, value: string): void;
	removeItem(key: string): void;
}

export interface LeaseDeps {
	locks?: LockManagerLike | null;
	storage?: LeaseStorage | null;
	/** This tab's id. */
	owner: string;
	now(): number;
	sleep(ms: number, signal: AbortSignal): Promise<void>;
}

export const LEASE_TTL_MS = 15_000;
export const HEARTBEAT_MS = 5_000;
/** Wait after writing a lease before trusting it: two tabs writing at once, the last write wins. */
export const SETTLE_MS = 100;

export const leaseKey = (name: string) => `loom:lease:${name}`;

interface Lease {
	owner: string;
	expires: number;
}

export function readLease(storage: LeaseStorage, key: string): Lease | null {
	try {
		const raw: unknown = JSON.parse(storage.getItem(key) ?? 'null');
		if (raw && typeof raw === 'object' && typeof (raw as Lease).owner === 'string' && typeof (raw as Lease).expires === 'number') {
			return raw as Lease;
		}
	} catch {
		// unreadable: treat as free
	}
	return null;
}

function write(storage: LeaseStorage, key: string, lease: Lease): boolean {
	try {
		storage.setItem(key, JSON.stringify(lease));
		return true;
	} catch {
		return false;
	}
}

/** Takes the lease if it is free, expired or already ours. */
export function tryAcquire(storage: LeaseStorage, key: string, owner: string, now: number, ttl = LEASE_TTL_MS): boolean {
	const held = readLease(storage, key);
	if (held && held.owner !== owner && held.expires > now) return false;
	return write(storage, key, { owner, expires: now + ttl });
}

/** Extends our lease; false when another tab holds it now (we lost it). */
export function renew(storage: LeaseStorage, key: string, owner: string, now: number, ttl = LEASE_TTL_MS): boolean {
	const held = readLease(storage, key);
	if (held && held.owner !== owner && held.expires > now) return false;
	return write(storage, key, { owner, expires: now + ttl });
}

export function releaseLease(storage: LeaseStorage, key: string, owner: string): void {
	try {
		if (readLease(storage, key)?.owner === owner) storage.removeItem(key);
	} catch {
		// storage gone: the lease expires by itself
	}
}

const aborted = (s: AbortSignal) => s.aborted;

/**
 * Runs `task` once this tab is the poller for `name`, and only while it is. Resolves when the task ends
 * or `signal` aborts. A task losing the storage lease is aborted and the tab goes back to waiting.
 */
export async function runExclusive(name: string, deps: LeaseDeps, signal: AbortSignal, task: (signal: AbortSignal) => Promise<void>): Promise<void> {
	if (deps.locks) {
		try {
			await deps.locks.request(`loom:${name}`, { signal }, async () => {
				if (!aborted(signal)) await task(signal);
			});
		} catch (e) {
			if (!aborted(signal)) throw e;
		}
		return;
	}
	const storage = deps.storage;
	if (!storage) return task(signal);

	const key = leaseKey(name);
	while (!aborted(signal)) {
		if (tryAcquire(storage, key, deps.owner, deps.now())) {
			await deps.sleep(SETTLE_MS, signal).catch(() => {});
			if (aborted(signal)) break;
			if (readLease(storage, key)?.owner === deps.owner) {
				const finished = await holdWhile(storage, key, deps, signal, task);
				if (finished) return;
				continue;
			}
		}
		await deps.sleep(HEARTBEAT_MS, signal).catch(() => {});
	}
	releaseLease(storage, key, deps.owner);
}

/** Runs the task under a renewed lease; true when it finished, false when the lease was lost. */
async function holdWhile(
	storage: LeaseStorage,
	key: string,
	deps: LeaseDeps,
	outer: AbortSignal,
	task: (signal: AbortSignal) => Promise<void>
): Promise<boolean> {
	const inner = new AbortController();
	const stopBeat = new AbortController();
	let lost = false;
	const forward = () => inner.abort();
	outer.addEventListener('abort', forward, { once: true });
	const beat = (async () => {
		while (!stopBeat.signal.aborted) {
			await deps.sleep(HEARTBEAT_MS, stopBeat.signal).catch(() => {});
			if (stopBeat.signal.aborted) return;
			if (!renew(storage, key, deps.owner, deps.now())) {
				lost = true;
				inner.abort();
				return;
			}
		}
	})();
	try {
		await task(inner.signal);
	} finally {
		stopBeat.abort();
		await beat;
		outer.removeEventListener('abort', forward);
		if (!lost) releaseLease(storage, key, deps.owner);
	}
	return !lost || aborted(outer);
}

/**
 * "This is over", told to the next tab in line before storage can tell it. A tab's localStorage writes
 * reach the other tabs on another channel than the lock manager's, so the tab granted a lock just
 * released can still read the state from before its holder's last write (and ask the router once more
 * for a transfer that already ended). The holder marks the end with a shared lock, kept while the tab
 * lives, before it lets go; the lock manager shows it to whoever is granted the lock next.
 */
export interface DoneMarks {
	mark(key: string): Promise<void>;
	has(key: string): Promise<boolean>;
}

const doneName = (key: string) => `loom:done:${key}`;

export function lockDoneMarks(locks: LockManagerLike): DoneMarks {
	return {
		mark: (key) =>
			new Promise<void>((granted) => {
				// Never released: the mark lasts as long as this tab (a closed tab's storage writes have landed).
				locks.request(doneName(key), { mode: 'shared' }, () => (granted(), new Promise<void>(() => {}))).catch(() => granted());
			}),
		has: async (key) => {
			try {
				return ((await locks.query?.())?.held ?? []).some((l) => l.name === doneName(key));
			} catch {
				return false;
			}
		}
	};
}
