// In-page instrumentation for the benchmark, installed with addInitScript before any app code:
// long tasks, the moment a selector first appears ("complete content"), and frame timing during
// scrolls. It only observes; the app has no benchmark hooks.

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

/** Serialised into the page: keep it self-contained (no imports, no closures over Node values). */
export function installProbe() {
	const state: ProbeState = { longTasks: [], seen: {} };
	const watched = new Set<string>();
	try {
		new PerformanceObserver((list) => {
			for (const e of list.getEntries()) state.longTasks.push({ start: e.startTime, duration: e.duration });
		}).observe({ type: 'longtask', buffered: true });
		new PerformanceObserver((list) => {
			for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') state.fcp = e.startTime;
		}).observe({ type: 'paint', buffered: true });
	} catch {
		/* observers unsupported */
	}
	const check = () => {
		for (const sel of watched) {
			if (state.seen[sel] === undefined && document.querySelector(sel)) state.seen[sel] = performance.now();
		}
	};
	new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
	window.__bench = Object.assign(state, {
		watch(selector: string) {
			watched.add(selector);
			delete state.seen[selector];
			check();
		},
		frames(ms: number) {
			return new Promise<number[]>((resolve) => {
				const out: number[] = [];
				let last = performance.now();
				const end = last + ms;
				const tick = (t: number) => {
					out.push(t - last);
					last = t;
					if (t < end) requestAnimationFrame(tick);
					else resolve(out);
				};
				requestAnimationFrame(tick);
			});
		}
	});
}
