// In-page instrumentation for the benchmark, installed with addInitScript before any app code:
// long tasks, first contentful paint, the moment a selector first appears ("complete content"),
// and frame timing during scrolls. It only observes; the app has no benchmark hooks.
// Kept as plain JavaScript text: a transpiled function could reference build helpers that do not
// exist in the page.

export interface ProbeState {
	longTasks: { start: number; duration: number }[];
	seen: Record<string, number>;
	fcp?: number;
}

declare global {
	interface Window {
		__bench: ProbeState & { watch(selector: string): void; frames(ms: number): Promise<number[]> };
	}
}

/** tsx keeps function names with an `__name` helper; functions passed to page.evaluate need it too. */
export const NAME_SHIM = 'window.__name = window.__name || ((f) => f);';

export const PROBE_SCRIPT = `${NAME_SHIM}
(() => {
	const state = { longTasks: [], seen: {} };
	const watched = new Set();
	try {
		new PerformanceObserver((list) => {
			for (const e of list.getEntries()) state.longTasks.push({ start: e.startTime, duration: e.duration });
		}).observe({ type: 'longtask', buffered: true });
		new PerformanceObserver((list) => {
			for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') state.fcp = e.startTime;
		}).observe({ type: 'paint', buffered: true });
	} catch (e) {}
	const check = () => {
		for (const sel of watched) if (state.seen[sel] === undefined && document.querySelector(sel)) state.seen[sel] = performance.now();
	};
	new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
	window.__bench = Object.assign(state, {
		watch(selector) { watched.add(selector); delete state.seen[selector]; check(); },
		frames(ms) {
			return new Promise((resolve) => {
				const out = [];
				let last = performance.now();
				const end = last + ms;
				const tick = (t) => { out.push(t - last); last = t; if (t < end) requestAnimationFrame(tick); else resolve(out); };
				requestAnimationFrame(tick);
			});
		}
	});
})();`;

/** Starts watching `selector` as soon as the document exists. */
export const watchScript = (selector: string) => `window.__bench.watch(${JSON.stringify(selector)});`;
