// Code a page's first content does not need (the header's controls, the service worker, keyboard
// helpers) starts once that content is on screen: the document has loaded, the services have
// answered what the page asked (http.ts has no request under way) and the browser is idle. A slow
// service holds it back at most MAX_WAIT_MS. Callers also start the code at once on interaction.
import { requestsInFlight, whenQuiet } from '$lib/api/http';

export const MAX_WAIT_MS = 5000;

export interface Moments {
	/** The document and its preloaded code have loaded, and the page has painted its first content. */
	loaded(): Promise<void>;
	/** The browser has nothing else to do (after the paint of what just arrived). */
	idle(): Promise<void>;
}

/** Paint timing as far as `painted` needs it (the browser's, or a test's). */
export interface PaintTiming {
	entries(): readonly { name: string }[];
	observe(onEntries: (names: string[]) => void): { disconnect(): void } | null;
}

const browserPaints: PaintTiming = {
	entries: () => performance.getEntriesByType('paint'),
	observe: (onEntries) => {
		if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return null;
		const po = new PerformanceObserver((list) => onEntries(list.getEntries().map((e) => e.name)));
		po.observe({ type: 'paint', buffered: true });
		return po;
	}
};

/**
 * Once the page has painted its first content. The load event alone can come before the app has
 * even started (a page's content is drawn by code that import() loads), and an idle moment then
 * sits between two downloads: what waits for "after content" would compete with the first paint.
 * Without paint timing (older browsers) it does not wait.
 */
export function painted(paints: PaintTiming = browserPaints): Promise<void> {
	return new Promise((resolve) => {
		const fcp = (names: string[]) => names.includes('first-contentful-paint');
		if (fcp(paints.entries().map((e) => e.name))) return resolve();
		const po = paints.observe((names) => {
			if (!fcp(names)) return;
			po?.disconnect();
			resolve();
		});
		if (!po) resolve();
	});
}

const browser: Moments = {
	loaded: () =>
		new Promise<void>((resolve) => (document.readyState === 'complete' ? resolve() : addEventListener('load', () => resolve(), { once: true }))).then(() =>
			painted()
		),
	// After the frame that shows what just arrived has been painted (two frames on): before the first
	// paint Chrome calls idle callbacks while rendering waits. Safari has no requestIdleCallback.
	idle: () =>
		new Promise((resolve) => {
			const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 200));
			requestAnimationFrame(() => requestAnimationFrame(idle));
		})
};

/**
 * Runs `fn` once, after the page's content (see above). The returned function cancels it and lets go
 * of `fn`: what a component or list hands over here (its node, its state) must not outlive it when
 * the user leaves before that moment (it kept the rows of every page left within MAX_WAIT_MS alive).
 */
export function afterContent(fn: () => void, moments: Moments = browser): () => void {
	let pending: (() => void) | undefined = fn;
	const cancel = () => {
		pending = undefined;
		clearTimeout(cap);
	};
	const run = () => {
		const f = pending;
		cancel();
		f?.();
	};
	const cap = setTimeout(run, MAX_WAIT_MS);
	void (async () => {
		await moments.loaded();
		// An answer often leads to the next request (a list's rows, then their details): quiet
		// must hold through an idle moment.
		while (pending) {
			await whenQuiet();
			await moments.idle();
			if (requestsInFlight() === 0) return run();
		}
	})();
	return cancel;
}
