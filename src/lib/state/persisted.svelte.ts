// localStorage-backed reactive value: same-tab writes bump a version counter, other tabs' writes
// arrive through the `storage` event. Storage can be disabled or full; reads then fall back and
// writes report failure instead of throwing, so callers can warn the user.
import { createSubscriber } from 'svelte/reactivity';
import { on } from 'svelte/events';

export function storageAvailable(): boolean {
	try {
		const k = '__loom_probe__';
		localStorage.setItem(k, '1');
		localStorage.removeItem(k);
		return true;
	} catch {
		return false;
	}
}

export class Persisted<T> {
	#version = $state(0);
	#key: string;
	#fallback: T;
	#parse: (raw: unknown) => T;
	#subscribe = createSubscriber((update) =>
		typeof window === 'undefined'
			? () => {}
			: on(window, 'storage', (e) => {
					if (e.key === this.#key || e.key === null) update();
				})
	);

	constructor(key: string, fallback: T, parse: (raw: unknown) => T) {
		this.#key = key;
		this.#fallback = fallback;
		this.#parse = parse;
	}

	get key() {
		return this.#key;
	}

	get value(): T {
		this.#subscribe();
		void this.#version;
		return this.read();
	}

	set value(v: T) {
		this.write(v);
	}

	/** Non-reactive read (also used inside the getter). */
	read(): T {
		try {
			const s = localStorage.getItem(this.#key);
			return s === null ? this.#fallback : this.#parse(JSON.parse(s));
		} catch {
			return this.#fallback;
		}
	}

	/** Returns false when the value could not be stored (quota exceeded or storage disabled). */
	write(v: T): boolean {
		let ok = true;
		try {
			localStorage.setItem(this.#key, JSON.stringify(v));
		} catch {
			ok = false;
		}
		this.#version++;
		return ok;
	}
}
