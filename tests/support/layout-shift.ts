// Layout shift as the page scores it (issue 13's CLS budget, 0.02): every shift not caused by
// input, recorded from before the app's first script, with the elements that moved.
import type { Page } from '@playwright/test';

type Shift = { value: number; nodes: string[] };

/** Starts recording; call before page.goto. */
export async function watchShifts(page: Page) {
	await page.addInitScript(() => {
		const w = window as unknown as { __shifts: Shift[] };
		w.__shifts = [];
		new PerformanceObserver((list) => {
			for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[])
				if (!e.hadRecentInput) w.__shifts.push({ value: e.value, nodes: (e.sources ?? []).map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?') });
		}).observe({ type: 'layout-shift', buffered: true });
	});
}

/** Lets what the browser got render (two frames). */
export async function rendered(page: Page) {
	await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** The shifts so far: their sum and what moved. */
export async function shifts(page: Page) {
	await rendered(page);
	const list = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
	return { total: list.reduce((s, e) => s + e.value, 0), moved: list.flatMap((e) => e.nodes) };
}
