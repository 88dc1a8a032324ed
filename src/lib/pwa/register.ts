// Registers the service worker once the page's content is on screen and the browser is idle, so
// the worker and what it keeps never compete with the first content of a deep link. The site's own
// files the page loaded before the worker took over are handed to it (so the shell opens offline);
// service answers are not: the worker would have to ask the services for them a second time.
import { resolve } from '$app/paths';
import { paced } from '$lib/pace';

const idle = (fn: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 10_000 }) : setTimeout(fn, 3000));

export function registerServiceWorker(): void {
	if (!('serviceWorker' in navigator)) return;
	const start = () =>
		idle(async () => {
			try {
				const scope = resolve('/');
				const reg = await navigator.serviceWorker.register(`${scope.replace(/\/$/, '')}/service-worker.js`, { scope: scope.endsWith('/') ? scope : `${scope}/` });
				const keep = () => {
					const urls = performance
						.getEntriesByType('resource')
						.map((e) => e.name)
						.filter((u) => u.startsWith(`${location.origin}/`));
					(reg.active ?? navigator.serviceWorker.controller)?.postMessage({ type: 'keep', urls });
				};
				if (navigator.serviceWorker.controller) keep();
				else navigator.serviceWorker.addEventListener('controllerchange', keep, { once: true });
			} catch {
				// No worker (private mode, blocked by policy): the site works online as before.
			}
		});
	// A few seconds after load: a deep link's data and content come first (e2e tests pace it).
	const later = () => setTimeout(start, paced(3000));
	if (document.readyState === 'complete') later();
	else addEventListener('load', later, { once: true });
}
