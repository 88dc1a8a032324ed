// SvelteKit's generated root (.svelte-kit/generated/root.js) wraps the root component in svelte/legacy's
// asClassComponent, whose Svelte 4 class API every page downloaded. Kit only constructs it and calls
// $set (root-component.test.ts checks both), so this is that much: each prop a signal of its own that
// every $set notifies (as the legacy wrapper does), read through a proxy. vite.config.ts points kit's
// root at it.
import { flushSync, mount } from 'svelte';

/** @param {unknown} value */
function signal(value) {
	// A new box on every set: notifies even for the same object, as the legacy wrapper's props do.
	let box = $state.raw({ value });
	return {
		get: () => box.value,
		/** @param {unknown} next */
		set: (next) => (box = { value: next })
	};
}

/** @param {import('svelte').Component<any>} component */
export function asClassComponent(component) {
	return class {
		/** @param {{ target: Element; props?: Record<string, unknown>; sync?: boolean; transformError?: unknown }} options */
		constructor(options) {
			/** @type {Record<string | symbol, ReturnType<typeof signal>>} */
			const signals = {};
			/** @param {string | symbol} key @param {unknown} value */
			const of = (key, value) => (signals[key] ??= signal(value));
			const props = new Proxy(
				{ ...options.props },
				{
					get: (t, key) => of(key, Reflect.get(t, key)).get(),
					has: (t, key) => (of(key, Reflect.get(t, key)).get(), Reflect.has(t, key)),
					set: (t, key, value) => (of(key, value).set(value), Reflect.set(t, key, value))
				}
			);
			// Always a mount: kit hydrates only server-rendered HTML, and the site renders none (`ssr = false` in
			// src/routes/+layout.ts, which root-component.test.ts checks), so Svelte's hydrate() stays out.
			mount(component, { target: options.target, props, intro: false, .../** @type {{}} */ ({ transformError: options.transformError }) });
			// Kit asks for no flush (sync: false), as the legacy wrapper honours.
			if (options.sync !== false) flushSync();
			/** @param {Record<string, unknown>} next */
			this.$set = (next) => void Object.assign(props, next);
		}
	};
}
