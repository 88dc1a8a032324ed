// "Load more": pages appended below a list's first rows. Loaded on first use only. Each page comes
// from the same request a Next link makes, so the prefetch of Next (after the content) makes it instant.
import type { Page } from '$lib/api/indexer';
import { nextKeyOf } from './list';
import type { FetchPage } from './list-load';

export class LoadMore<T> {
	items = $state.raw<T[]>([]);
	next = $state<string | null>(null);
	/** Pages appended. */
	pages = $state(0);
	status = $state<'idle' | 'loading' | 'error'>('idle');
	error = $state.raw<unknown>(null);
	/** Cursor of the last appended page (where a Prev trail starts). */
	lastCursor: string | null = null;
	#ctrl = new AbortController();

	constructor(
		private readonly fetch: FetchPage<T>,
		first: Page<T>,
		next: string,
		private readonly limit: number,
		/** Position in the whole list of the row before the first one here. */
		private readonly offset: number
	) {
		this.items = first.items;
		this.next = next;
	}

	async more(): Promise<boolean> {
		const cursor = this.next;
		if (!cursor || this.status === 'loading') return false;
		this.status = 'loading';
		this.error = null;
		try {
			const p = await this.fetch({ key: cursor, limit: this.limit }, this.#ctrl.signal);
			this.items = [...this.items, ...p.items];
			this.pages += 1;
			this.lastCursor = cursor;
			this.next = nextKeyOf(p, this.limit, this.offset + this.items.length);
			this.status = 'idle';
			return true;
		} catch (e) {
			if (!this.#ctrl.signal.aborted) {
				this.error = e;
				this.status = 'error';
			}
			return false;
		}
	}

	dispose() {
		this.#ctrl.abort();
	}
}
