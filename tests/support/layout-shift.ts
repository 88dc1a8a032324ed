// Layout shift as the page scores it (issue 13's CLS budget, 0.02): every shift not caused by
// input, recorded from before the app's first script, with the elements that moved and where from.
import type { Page } from '@playwright/test';

type Shift = { value: number; at: number; nodes: string[] };

/** Starts recording; call before page.goto. */
export async function watchShifts(page: Page) {
	await page.addInitScript(() => {
		type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
		const box = (b: DOMRectReadOnly) => `${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}×${Math.round(b.height)}`;
		const describe = (s: Source) => `${(s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?'} [${box(s.previousRect)} → ${box(s.currentRect)}]`;
		const w = window as unknown as { __shifts: Shift[] };
		w.__shifts = [];
		new PerformanceObserver((list) => {
			for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] })[])
				if (!e.hadRecentInput) w.__shifts.push({ value: e.value, at: Math.round(e.startTime), nodes: (e.sources ?? []).map(describe) });
		}).observe({ type: 'layout-shift', buffered: true });
	});
}

/** Lets what the browser got render (two frames). */
export async function rendered(page: Page) {
	await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** The shifts so far: their sum and what moved (each shift's time in ms, its score, the elements). */
export async function shifts(page: Page) {
	await rendered(page);
	const list = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
	return { total: list.reduce((s, e) => s + e.value, 0), moved: list.map((e) => `@${e.at} ms ${e.value.toFixed(4)}: ${e.nodes.join(' · ')}`) };
}
