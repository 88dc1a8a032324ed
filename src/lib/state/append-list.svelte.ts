// "Load more" growth of a list beyond the page in the URL: owns the loaded rows, the next cursor,
// a one-page-ahead prefetch and the abort of its requests. The indexer's cursor endpoints send a
// next_key on a short last page too, so an empty page also ends the list.
import type { Page } from '$lib/api/indexer';

export type LoadPage<T> = (cursor: string, signal: AbortSignal) => Promise<Page<T>>;

export class AppendList<T> {
	items = $state.raw<T[]>([]);
	next = $state<string | null>(null);
	status = $state<'idle' | 'loading' | 'error' | 'done'>('idle');
	error = $state<unknown>(null);
	/** Pages appended after the first one. */
	extraPages = $state(0);

	#load: LoadPage<T>;
	#ahead: { cursor: string; promise: Promise<Page<T>> } | null = null;
	#ctrl = new AbortController();

	constructor(load: LoadPage<T>, first: Page<T>) {
		this.#load = load;
		this.items = first.items;
		this.#setNext(first);
	}

	/** Start loading the next page now so "Load more" shows it at once. */
	prefetch() {
		if (!this.next || this.#ahead?.cursor === this.next) return;
		const cursor = this.next;
		const promise = this.#load(cursor, this.#ctrl.signal);
		promise.catch(() => {}); // surfaced by more()
		this.#ahead = { cursor, promise };
	}

	async more() {
		if (!this.next || this.status === 'loading') return;
		const cursor = this.next;
		this.status = 'loading';
		this.error = null;
		try {
			const p = await (this.#ahead?.cursor === cursor ? this.#ahead.promise : this.#load(cursor, this.#ctrl.signal));
			this.items = [...this.items, ...p.items];
			this.extraPages += 1;
			this.#setNext(p);
		} catch (e) {
			if (this.#ctrl.signal.aborted) return;
			this.error = e;
			this.status = 'error';
		} finally {
			if (this.#ahead?.cursor === cursor) this.#ahead = null;
		}
	}

	dispose() {
		this.#ctrl.abort();
	}

	#setNext(p: Page<T>) {
		this.next = p.items.length ? p.nextKey : null;
		this.status = this.next ? 'idle' : 'done';
	}
}
