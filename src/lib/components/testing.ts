// Component tests: mount a component into the DOM of a happy-dom test file
// (`// @vitest-environment happy-dom` at its top), read and drive the real markup.
import { flushSync, mount, unmount, type Component } from 'svelte';

export function render<P extends Record<string, unknown>>(component: Component<P>, props: P) {
	const target = document.createElement('div');
	document.body.append(target);
	const instance = mount(component, { target, props });
	flushSync();
	return {
		target,
		/** The one element matching `selector` (throws when missing, so a test cannot pass on nothing). */
		get<E extends Element = HTMLElement>(selector: string): E {
			const el = target.querySelector<E>(selector);
			if (!el) throw new Error(`no ${selector} in:\n${target.innerHTML}`);
			return el;
		},
		all: <E extends Element = HTMLElement>(selector: string) => [...target.querySelectorAll<E>(selector)],
		destroy() {
			unmount(instance);
			target.remove();
		}
	};
}

/** Clicks and lets Svelte apply the state change. */
export function click(el: Element) {
	(el as HTMLElement).click();
	flushSync();
}
