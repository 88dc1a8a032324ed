// Calls `onenter` once when the element comes near the viewport (lazy metadata loading):
// `<div {@attach inview(() => …)}>`, or `inview(fn)(node)` in code (it returns the cleanup). An
// attachment, not an action: it was the app's only action, and Svelte's actions piece (with the runtime
// helpers only it used) was in every page's download for it.
import type { Attachment } from 'svelte/attachments';

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

export const inview =
	(onenter: () => void): Attachment<HTMLElement> =>
	(node) => {
		callbacks.set(node, onenter);
		shared().observe(node);
		return () => {
			callbacks.delete(node);
			observer?.unobserve(node);
		};
	};
