// The bridge pages' handle on the tracker pool. The pool and its trackers (polling schedule, leases,
// status handling) load on demand, once the history holds a transfer that needs following: a visit
// with nothing in flight (most of them) never downloads them.
import { needsTracking, type HistoryItem } from './history';
import type { TrackerPool } from './tracking.svelte';

export class LazyTrackerPool {
	#pool = $state.raw<TrackerPool | null>(null);
	#loading: Promise<unknown> | null = null;
	#stopped = false;
	#load: () => Promise<TrackerPool>;

	constructor(load: () => Promise<TrackerPool>) {
		this.#load = load;
	}

	/** Transfers this tab is polling right now (the others are followed through storage). */
	get polling(): string[] {
		return this.#pool?.polling ?? [];
	}

	/** Start trackers for unfinished items (loading the pool first if any needs one), stop the others. */
	sync(items: HistoryItem[]): void {
		// Read in an effect: the effect runs again, with the items of that moment, once the pool is here.
		const pool = this.#pool;
		if (pool) return pool.sync(items);
		if (this.#loading || this.#stopped || !items.some(needsTracking)) return;
		this.#loading = this.#load().then(
			(p) => {
				if (!this.#stopped) this.#pool = p;
			},
			// Offline or a failed chunk: try again on the next change of the history.
			() => (this.#loading = null)
		);
	}

	stopAll(): void {
		this.#stopped = true;
		this.#pool?.stopAll();
	}
}
