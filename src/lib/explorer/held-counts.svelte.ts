// How many tokens of each collection an account holds. The indexer's collection rows carry the
// collection's size, not the account's share, so the share comes from the account's tokens when
// one page holds them all (no request), else from one count request per collection (limit 1,
// count_total), a few at a time and capped, as InitiaScan does.
import type { IndexerClient, Page, Token } from '$lib/api/indexer';

/** The count, null when the indexer could not count (total "0" or "-1"), undefined while loading. */
export type Held = number | null | undefined;

const keyOf = (address: string) => address.toLowerCase();

/** Exact counts per collection when `tokens` (a first page, all collections) is the whole list. */
export function countsFromPage(tokens: Page<Token>): Record<string, number> | undefined {
	const complete = tokens.nextKey === null || (tokens.total !== null && BigInt(tokens.items.length) >= tokens.total);
	if (!complete) return undefined;
	const out: Record<string, number> = Object.create(null);
	for (const t of tokens.items) out[keyOf(t.collectionAddress)] = (out[keyOf(t.collectionAddress)] ?? 0) + 1;
	return out;
}

export class HeldCounts {
	#known: Record<string, number> | undefined;
	#values = $state.raw<Record<string, number | null>>({});
	#ctrl = new AbortController();

	/**
	 * @param known counts already known (from a complete tokens page); the others are requested,
	 *   at most `cap` of them, `parallel` at a time.
	 */
	constructor(indexer: IndexerClient, account: string, collections: string[], known: Record<string, number> | undefined, { cap = 20, parallel = 4 } = {}) {
		this.#known = known;
		if (known) return;
		const queue = collections.slice(0, cap);
		const worker = async () => {
			for (let c = queue.shift(); c !== undefined; c = queue.shift()) {
				const collection = c;
				const n = await indexer
					.tokensByAccount(account, { collectionAddr: collection }, { limit: 1, countTotal: true }, { signal: this.#ctrl.signal, cacheTtlMs: 30_000 })
					.then((p) => (p.total !== null ? Number(p.total) : p.items.length === 0 ? 0 : null))
					.catch(() => null);
				if (this.#ctrl.signal.aborted) return;
				this.#values = { ...this.#values, [keyOf(collection)]: n };
			}
		};
		for (let i = 0; i < parallel; i++) void worker();
	}

	get(collection: string): Held {
		return this.#known ? (this.#known[keyOf(collection)] ?? 0) : this.#values[keyOf(collection)];
	}

	dispose() {
		this.#ctrl.abort();
	}
}
