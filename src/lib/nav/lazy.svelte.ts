// A component whose code loads on first use, in parallel with the page's data, so a page paints its
// frame (title, header, skeleton rows) from a small first bundle. Once loaded it renders
// synchronously on every later navigation (no skeleton flash). Any other module loads the same way
// as `new Lazy(() => import('…').then((m) => ({ default: m })))`.
import type { Component } from 'svelte';
import { afterContent } from '$lib/after-content';
import { underWay } from '$lib/api/http';

/**
 * Calls `leave` when whoever is calling goes: the component being set up (destroyed), the effect,
 * derived or template expression being run (re-run or destroyed). A plain script never goes.
 */
function whenCallerGoes(leave: () => void): void {
	try {
		$effect(() => leave);
	} catch {
		// Not in a component, effect or derived: nothing to tie the wish to.
	}
}

export class Lazy<P extends Record<string, unknown>, T = Component<P>> {
	current = $state.raw<T | undefined>(undefined);
	error = $state.raw<unknown>(undefined);
	#loader: () => Promise<{ default: T }>;
	#started = false;
	/** Callers that asked for it after the content and have not gone, and how to call that moment off. */
	#wanted = 0;
	#cancel: (() => void) | undefined;

	constructor(loader: () => Promise<{ default: T }>) {
		this.#loader = loader;
	}

	/**
	 * Starts loading (idempotent); call it when the page renders. Until it arrives the code counts as
	 * under way like the page's requests (http.ts underWay), so what waits for "after the content"
	 * does not start while the page still waits for its own code (a deep link whose data came early).
	 */
	load(): this {
		return this.#start(true);
	}

	#start(awaited: boolean): this {
		if (!this.#started) {
			this.#started = true;
			const code = this.#loader();
			(awaited ? underWay(code) : code).then(
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
	 * for what the content does not need at all (a button's code, a note under a list). Called off
	 * when every caller has gone first (its component destroyed, its effect or derived re-run or
	 * gone): a page left before that moment downloads nothing for it and is not kept alive by it.
	 */
	loadAfterContent(after: (fn: () => void) => () => void = afterContent): this {
		if (this.#started) return this;
		this.#wanted++;
		this.#cancel ??= after(() => {
			this.#cancel = undefined;
			// Not counted as under way: after-content code never holds back other after-content code.
			this.#start(false);
		});
		// A microtask later: a derived or effect that re-runs asks again before its old wish is counted out.
		whenCallerGoes(() =>
			queueMicrotask(() => {
				if (!--this.#wanted) {
					this.#cancel?.();
					this.#cancel = undefined;
				}
			})
		);
		return this;
	}
}
