// Calls `onenter` once when the element comes near the viewport (lazy metadata loading).
import type { Action } from 'svelte/action';

let observer: IntersectionObserver | undefined;
const callbacks = new WeakMap<Element, () => void>();

function shared(): IntersectionObserver {
	observer ??= new IntersectionObserver(
		(entries) => {
			for (const e of entries) {
				if (!e.isIntersecting) continue;
				callbacks.get(e.target)?.();
				callbacks.delete(e.target);
				observer!.unobserve(e.target);
			}
		},
		{ rootMargin: '300px 0px' }
	);
	return observer;
}

export const inview: Action<HTMLElement, () => void> = (node, onenter) => {
	callbacks.set(node, onenter);
	shared().observe(node);
	return {
		update(fn) {
			if (callbacks.has(node)) callbacks.set(node, fn);
		},
		destroy() {
			callbacks.delete(node);
			observer?.unobserve(node);
		}
	};
};
