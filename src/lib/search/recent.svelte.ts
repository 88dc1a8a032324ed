// The last searches that led somewhere, newest first (kept in this browser only).
import { Persisted } from '$lib/state/persisted.svelte';

export interface RecentSearch {
	q: string;
	label: string;
	at: number;
}

const MAX = 8;

function parse(raw: unknown): RecentSearch[] {
	if (!Array.isArray(raw)) return [];
	return raw
		.filter((x): x is RecentSearch => !!x && typeof x.q === 'string' && typeof x.label === 'string' && typeof x.at === 'number' && x.q.length <= 200)
		.slice(0, MAX);
}

class RecentSearches {
	#store = new Persisted<RecentSearch[]>('loom:recent-searches', [], parse);

	get items() {
		return this.#store.value;
	}

	add(q: string, label: string) {
		const rest = this.#store.read().filter((s) => s.q !== q);
		this.#store.write([{ q, label, at: Date.now() }, ...rest].slice(0, MAX));
	}

	remove(q: string) {
		this.#store.write(this.#store.read().filter((s) => s.q !== q));
	}
}

export const recentSearches = new RecentSearches();
