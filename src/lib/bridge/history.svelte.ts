// The bridge history of this browser: a Persisted `{v: 1, items}` shared by every tab. Every write
// re-reads what is stored and merges into it, so a tab never overwrites another tab's newer state.
// Unreadable entries are moved aside under their own key and counted; when storage refuses writes
// (quota, disabled) the tab keeps working from memory and says so.
import { Persisted, storageAvailable } from '$lib/state/persisted.svelte';
import {
	CORRUPT_KEY,
	entryOf,
	exportHistory,
	HISTORY_KEY,
	HISTORY_VERSION,
	mergeItems,
	mergeLists,
	parseHistory,
	parseImport,
	prune,
	sortItems,
	type HistoryFile,
	type HistoryItem,
	type ParsedHistory
} from './history';
import { canonicalHash, transferId } from './tx-ref';

export type StorageProblem = 'quota' | 'disabled' | null;

const EMPTY: HistoryFile = { v: HISTORY_VERSION, items: [] };
// Reads go through the migration; unreadable entries are skipped here and set aside by init().
const readFile = (raw: unknown): HistoryFile => ({ v: HISTORY_VERSION, items: parseHistory(raw).items });

interface CorruptEntry {
	at: number;
	entry: unknown;
}

export class BridgeHistory {
	#file: Persisted<HistoryFile>;
	#corrupt: Persisted<CorruptEntry[]>;
	/** Set when storage refused a write: this tab's copy. */
	#memory = $state.raw<HistoryItem[] | null>(null);
	#now: () => number;
	problem = $state<StorageProblem>(null);
	/** Transfers this tab is broadcasting right now (not stored): not tracked until the chain has answered. */
	sending = $state<string[]>([]);

	#items = $derived.by(() => this.#memory ?? this.#file.value.items);
	#corruptCount = $derived.by(() => this.#corrupt.value.length);

	constructor({ key = HISTORY_KEY, corruptKey = CORRUPT_KEY, now = Date.now }: { key?: string; corruptKey?: string; now?: () => number } = {}) {
		this.#now = now;
		this.#file = new Persisted(key, EMPTY, readFile);
		this.#corrupt = new Persisted<CorruptEntry[]>(corruptKey, [], (raw) => (Array.isArray(raw) ? (raw as CorruptEntry[]) : []));
	}

	/** Newest first. */
	get items(): HistoryItem[] {
		return this.#items;
	}

	/** How many stored entries could not be read and were set aside. */
	get corruptCount(): number {
		return this.#corruptCount;
	}

	get(id: string): HistoryItem | undefined {
		return this.#latest().find((i) => i.id === id);
	}

	/**
	 * Once per page load: checks storage, migrates an older shape, and moves unreadable entries (or an
	 * unreadable file) aside under CORRUPT_KEY.
	 */
	init(): void {
		if (!storageAvailable()) {
			this.problem = 'disabled';
			return;
		}
		let raw: string | null;
		try {
			raw = localStorage.getItem(this.#file.key);
		} catch {
			this.problem = 'disabled';
			return;
		}
		if (raw === null) return;
		let parsed: ParsedHistory;
		try {
			parsed = parseHistory(JSON.parse(raw));
		} catch {
			parsed = { items: [], corrupt: [raw], source: 'unreadable' };
		}
		if (parsed.corrupt.length) {
			const at = this.#now();
			this.#corrupt.write([...this.#corrupt.read(), ...parsed.corrupt.map((entry) => ({ at, entry }))]);
		}
		if (parsed.corrupt.length || parsed.source !== 'current') this.#store(parsed.items);
	}

	/** Adds or merges one transfer. */
	record(item: HistoryItem): void {
		this.#write((items) => mergeLists(items, [item]).items);
	}

	/** Changes fields of one transfer, merged with whatever another tab stored meanwhile. */
	patch(id: string, fields: Partial<HistoryItem>): void {
		this.#write((items) =>
			items.map((i) => (i.id === id ? mergeItems(i, { ...i, ...fields, id: i.id, updatedAt: Math.max(this.#now(), i.updatedAt + 1) }) : i))
		);
	}

	/** Starts tracking over: a new epoch replaces the old tracking state everywhere. */
	retrack(id: string): void {
		this.#write((items) =>
			items.map((i) =>
				i.id === id
					? { ...i, epoch: i.epoch + 1, status: null, tracked: false, trackedAt: null, trackError: null, updatedAt: Math.max(this.#now(), i.updatedAt + 1) }
					: i
			)
		);
	}

	/**
	 * The wallet sped the transaction up: the same transfer, from now on under the hash the chain has
	 * (its id follows the hash), tracked afresh with the router. Returns the new id (null: not here).
	 */
	rehash(id: string, txHash: string): string | null {
		let moved: HistoryItem | null = null;
		this.#write((items) => {
			const old = items.find((i) => i.id === id);
			if (!old) {
				// Moved already (the tracker of this or another tab found the speed-up first).
				moved = entryOf(items, id) ?? null;
				return items;
			}
			const hash = canonicalHash(txHash, old.txHash.startsWith('0x'));
			moved = { ...old, id: transferId(old.chainId, hash), txHash: hash, replacedHash: old.txHash, status: null, tracked: false, trackedAt: null, trackError: null, updatedAt: Math.max(this.#now(), old.updatedAt + 1) };
			return mergeLists(items.filter((i) => i.id !== id), [moved]).items;
		});
		return (moved as HistoryItem | null)?.id ?? null;
	}

	remove(id: string): void {
		this.#write((items) => items.filter((i) => i.id !== id));
	}

	exportJson(): string {
		return exportHistory(this.#latest(), this.#now());
	}

	importJson(text: string): { added: number; updated: number; rejected: number } | { error: string } {
		const r = parseImport(text);
		if ('error' in r) return r;
		let result = { added: 0, updated: 0 };
		this.#write((items) => {
			const merged = mergeLists(items, r.items);
			result = { added: merged.added, updated: merged.updated };
			return merged.items;
		});
		return { ...result, rejected: r.rejected };
	}

	/** The entries set aside, for download. */
	corruptJson(): string {
		return JSON.stringify(this.#corrupt.read(), null, 2);
	}

	clearCorrupt(): void {
		try {
			localStorage.removeItem(this.#corrupt.key);
		} catch {
			// nothing to clear
		}
		this.#corrupt.write([]);
	}

	#latest(): HistoryItem[] {
		return this.#memory ?? this.#file.read().items;
	}

	#write(change: (items: HistoryItem[]) => HistoryItem[]): void {
		this.#store(change(this.#latest()));
	}

	#store(items: HistoryItem[]): void {
		const next = prune(sortItems(items));
		const ok = this.#file.write({ v: HISTORY_VERSION, items: next });
		if (ok) {
			this.#memory = null;
			this.problem = null;
		} else {
			this.#memory = next;
			this.problem = storageAvailable() ? 'quota' : 'disabled';
		}
	}
}
