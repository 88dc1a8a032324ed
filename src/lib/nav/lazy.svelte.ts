// A component whose code loads on first use, in parallel with the page's data, so a page paints its
// frame (title, header, skeleton rows) from a small first bundle. Once loaded it renders
// synchronously on every later navigation (no skeleton flash).
import type { Component } from 'svelte';
import { afterContent } from '$lib/after-content';

export class Lazy<P extends Record<string, unknown>> {
	current = $state.raw<Component<P> | undefined>(undefined);
	error = $state.raw<unknown>(undefined);
	#loader: () => Promise<{ default: Component<P> }>;
	#started = false;
	#waiting = false;

	constructor(loader: () => Promise<{ default: Component<P> }>) {
		this.#loader = loader;
	}

	/** Starts loading (idempotent); call it when the page renders. */
	load(): this {
		if (!this.#started) {
			this.#started = true;
			this.#loader().then(
				(m) => (this.current = m.default),
				(e: unknown) => {
					this.#started = false;
					this.error = e;
				}
			);
		}
		return this;
	}

	/**
	 * Starts loading once the page's content is on screen and its requests answered ($lib/after-content):
	 * for what the content does not need at all (a button's code, a note under a list).
	 */
	loadAfterContent(after: (fn: () => void) => void = afterContent): this {
		if (!this.#started && !this.#waiting) {
			this.#waiting = true;
			after(() => {
				this.#waiting = false;
				this.load();
			});
		}
		return this;
	}
}
