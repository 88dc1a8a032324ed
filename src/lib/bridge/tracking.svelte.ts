// Runs a tracker for every unfinished transfer in the history while a bridge page is open, so a
// transfer keeps being followed after a reload or in another tab. Each tracker first takes the
// transfer's lease: exactly one tab polls, the others render what it stores.
import { needsTracking, type HistoryItem } from './history';
import type { BridgeHistory } from './history.svelte';
import { lockDoneMarks, runExclusive, type DoneMarks, type LeaseDeps, type LockManagerLike } from './lease';
import { sleep } from '../sleep';
// Loaded with the trackers, so their first status request waits for no further download.
import '$lib/api/schemas/router-msgs';
import '$lib/api/schemas/router-status';
import type { SendCheck } from './evm-send';
import { awaitingRelease, runTracker, type TrackerDeps, type TrackerRouter } from './tracker';

export interface PoolDeps {
	router: TrackerRouter;
	history: BridgeHistory;
	/** Notifies when this tab's tracker sees a transfer end. */
	onEnd?(item: HistoryItem): void;
	lease?: Partial<LeaseDeps>;
	/** The JSON-RPC endpoint of an EVM chain (null: not known yet), to find what became of a transfer a wallet replaced. */
	rpcUrlOf?(chainId: string): string | null;
}

/**
 * One transfer's source check (evm-send.ts), loaded on demand: only an EVM transfer the router has not
 * seen needs it. Until its code and the chain's endpoint are there, the transfer counts as waiting.
 */
function lazySource(rpcUrlOf: (chainId: string) => string | null): NonNullable<TrackerDeps['source']> {
	let check: SendCheck | null = null;
	return async (item, signal) => {
		const url = rpcUrlOf(item.chainId);
		if (!url) return { kind: 'waiting' };
		try {
			check ??= (await import('./evm-send')).rpcChecker(url);
		} catch {
			return { kind: 'waiting' };
		}
		return check(item.txHash, item.evmSend, signal);
	};
}

function browserLease(): LeaseDeps {
	const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? (navigator.locks as unknown as LockManagerLike) : null;
	let storage: Storage | null;
	try {
		storage = localStorage;
	} catch {
		storage = null;
	}
	return { locks, storage, owner: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`, now: Date.now, sleep };
}

export class TrackerPool {
	// eslint-disable-next-line svelte/prefer-svelte-reactivity -- bookkeeping, never rendered
	#running = new Map<string, AbortController>();
	#deps: PoolDeps;
	#lease: LeaseDeps;
	#done: DoneMarks | undefined;
	/** Transfers this tab is polling right now (the others are followed through storage). */
	polling = $state<string[]>([]);

	constructor(deps: PoolDeps) {
		this.#deps = deps;
		this.#lease = { ...browserLease(), ...deps.lease };
		this.#done = this.#lease.locks ? lockDoneMarks(this.#lease.locks) : undefined;
	}

	/** Start trackers for unfinished items, stop those that ended or were deleted. */
	sync(items: HistoryItem[]): void {
		const sending = this.#deps.history.sending;
		const want = new Set(items.filter((i) => needsTracking(i) && !sending.includes(i.id)).map((i) => i.id)); // eslint-disable-line svelte/prefer-svelte-reactivity -- local
		const byId = new Map(items.map((i) => [i.id, i])); // eslint-disable-line svelte/prefer-svelte-reactivity -- local
		for (const [id, ctrl] of this.#running) {
			// A tracker that saw the failure keeps looking (briefly) for where the funds were released.
			const item = byId.get(id);
			if (!want.has(id) && !(item && awaitingRelease(item))) {
				ctrl.abort();
				this.#running.delete(id);
			}
		}
		for (const id of want) if (!this.#running.has(id)) this.#start(id);
	}

	stopAll(): void {
		for (const ctrl of this.#running.values()) ctrl.abort();
		this.#running.clear();
	}

	#start(id: string) {
		const ctrl = new AbortController();
		this.#running.set(id, ctrl);
		const { history, router, onEnd, rpcUrlOf } = this.#deps;
		const store = {
			get: (key: string) => history.get(key),
			patch: (key: string, f: Partial<HistoryItem>) => history.patch(key, f),
			rehash: (key: string, hash: string) => history.rehash(key, hash)
		};
		const source = rpcUrlOf ? lazySource(rpcUrlOf) : undefined;
		void runExclusive(`track:${id}`, this.#lease, ctrl.signal, async (signal) => {
			this.polling = [...this.polling, id];
			try {
				const optional = { ...(onEnd ? { onEnd } : {}), ...(this.#done ? { done: this.#done } : {}), ...(source ? { source } : {}) };
				await runTracker(id, { router, store, now: Date.now, sleep, ...optional }, signal);
			} finally {
				this.polling = this.polling.filter((p) => p !== id);
			}
		})
			.catch(() => {})
			.finally(() => {
				if (this.#running.get(id) === ctrl) this.#running.delete(id);
			});
	}
}
