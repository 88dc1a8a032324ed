// The phone profile: how most users meet Loom, a mid-range phone on a mobile network. Chromium with
// a 4× CPU slowdown and slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps up) set through the
// DevTools protocol, a 390 px touch screen, a cold cache. Per run: largest contentful paint, layout
// shift (CLS, session windows as Chrome scores it), total blocking time (the part of each long task
// over 50 ms, from first paint until the page is interactive) and when it became interactive.
import type { Browser } from '@playwright/test';
import { PROBE_SCRIPT, watchScript } from './probe';
import { buildRows, LCP_SCRIPT, recordNetwork, type LcpElement, type Waterfall } from './waterfall';

export const PHONE = { cpuSlowdown: 4, rttMs: 150, downKbps: 1600, upKbps: 750, width: 390, height: 844 };

export interface PhoneRun {
	lcpMs: number;
	cls: number;
	tbtMs: number;
	/** When the main thread went quiet after the content appeared (the page answers input). */
	interactiveMs: number;
	completeMs: number;
	/** With --waterfall: every request of this load and the LCP element. */
	waterfall?: Waterfall;
}

export interface PhoneResult extends PhoneRun {
	route: string;
	runs: PhoneRun[];
}

/** A page counts as interactive once no long task has run for this long after its content. */
const QUIET_MS = 2000;

/** End of the last long task before a quiet window, never before `from`. */
export function interactiveAt(tasks: { start: number; duration: number }[], from: number, quietMs = QUIET_MS): number {
	let at = from;
	for (const t of [...tasks].sort((a, b) => a.start - b.start)) {
		if (t.start + t.duration <= at) continue;
		if (t.start > at + quietMs) break;
		at = Math.max(at, t.start + t.duration);
	}
	return at;
}

/** Total blocking time: for each long task between first paint and interactive, its time beyond 50 ms. */
export function totalBlockingTime(tasks: { start: number; duration: number }[], fcp: number, tti: number): number {
	let sum = 0;
	for (const t of tasks) {
		const start = Math.max(t.start, fcp);
		const end = Math.min(t.start + t.duration, tti);
		if (end - start > 50) sum += end - start - 50;
	}
	return sum;
}

/** CLS as Chrome scores it: the worst session window (shifts < 1 s apart, window ≤ 5 s). */
export function cumulativeLayoutShift(shifts: { start: number; value: number }[]): number {
	let worst = 0;
	let current = 0;
	let first = -Infinity;
	let last = -Infinity;
	for (const s of [...shifts].sort((a, b) => a.start - b.start)) {
		if (s.start - last > 1000 || s.start - first > 5000) {
			current = 0;
			first = s.start;
		}
		current += s.value;
		last = s.start;
		worst = Math.max(worst, current);
	}
	return worst;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const VITALS_SCRIPT = `(() => {
	const v = { lcp: 0, shifts: [] };
	window.__vitals = v;
	try {
		new PerformanceObserver((l) => { for (const e of l.getEntries()) v.lcp = e.renderTime || e.loadTime || e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
		new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) v.shifts.push({ start: e.startTime, value: e.value }); }).observe({ type: 'layout-shift', buffered: true });
	} catch (e) {}
})();`;

async function phoneRun(browser: Browser, url: string, complete: string, waterfall: boolean): Promise<PhoneRun> {
	const ctx = await browser.newContext({
		viewport: { width: PHONE.width, height: PHONE.height },
		deviceScaleFactor: 3,
		isMobile: true,
		hasTouch: true,
		userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
	});
	await ctx.addInitScript(PROBE_SCRIPT);
	await ctx.addInitScript(VITALS_SCRIPT);
	await ctx.addInitScript(watchScript(complete));
	if (waterfall) await ctx.addInitScript(LCP_SCRIPT);
	const page = await ctx.newPage();
	const cdp = await ctx.newCDPSession(page);
	const events = waterfall ? await recordNetwork(cdp) : [];
	const warnings: string[] = [];
	page.on('console', (m) => {
		if (waterfall && (m.type() === 'warning' || m.type() === 'error')) warnings.push(`console ${m.type()}: ${m.text().slice(0, 200)}`);
	});
	await cdp.send('Network.enable');
	await cdp.send('Network.emulateNetworkConditions', {
		offline: false,
		latency: PHONE.rttMs,
		downloadThroughput: (PHONE.downKbps * 1000) / 8,
		uploadThroughput: (PHONE.upKbps * 1000) / 8
	});
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
	await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
	await page.waitForFunction((sel) => window.__bench.seen[sel] !== undefined && window.__bench.fcp !== undefined, complete, { timeout: 60_000 });
	// Wait for a quiet main thread (or give up after 15 s: then the page never became interactive).
	const data = await page.evaluate(
		async ({ sel, quiet }) => {
			const b = window.__bench;
			const from = Math.max(b.seen[sel]!, b.fcp!);
			const end = performance.now() + 15_000;
			for (;;) {
				const lastEnd = Math.max(from, ...b.longTasks.map((t) => t.start + t.duration));
				if (performance.now() - lastEnd >= quiet || performance.now() > end) break;
				await new Promise((r) => setTimeout(r, 200));
			}
			const v = (window as unknown as { __vitals: { lcp: number; shifts: { start: number; value: number }[] } }).__vitals;
			const lcpElement = (window as unknown as { __lcpElement?: unknown }).__lcpElement;
			return { from, fcp: b.fcp!, longTasks: b.longTasks, lcp: v.lcp, shifts: v.shifts, lcpElement };
		},
		{ sel: complete, quiet: QUIET_MS }
	);
	await ctx.close();
	const tti = interactiveAt(data.longTasks, data.from);
	return {
		...(waterfall
			? { waterfall: { rows: buildRows(events), lcp: data.lcpElement as LcpElement | undefined, fcpMs: Math.round(data.fcp), contentMs: Math.round(data.from), warnings } }
			: {}),
		lcpMs: Math.round(data.lcp || data.fcp),
		cls: Math.round(cumulativeLayoutShift(data.shifts) * 1000) / 1000,
		tbtMs: Math.round(totalBlockingTime(data.longTasks, data.fcp, tti)),
		interactiveMs: Math.round(tti),
		completeMs: Math.round(data.from)
	};
}

/** `runs` cold loads of one route in the phone profile; the figures are medians (the waterfall: the median-LCP run's). */
export async function measurePhone(browser: Browser, opts: { route: string; url: string; complete: string; runs: number; waterfall?: boolean }): Promise<PhoneResult> {
	const runs: PhoneRun[] = [];
	for (let i = 0; i < opts.runs; i++) runs.push(await phoneRun(browser, opts.url, opts.complete, opts.waterfall ?? false));
	const lcpMs = median(runs.map((r) => r.lcpMs));
	const waterfall = runs.find((r) => r.lcpMs === lcpMs)?.waterfall;
	return {
		route: opts.route,
		...(waterfall ? { waterfall } : {}),
		lcpMs,
		cls: median(runs.map((r) => r.cls)),
		tbtMs: median(runs.map((r) => r.tbtMs)),
		interactiveMs: median(runs.map((r) => r.interactiveMs)),
		completeMs: median(runs.map((r) => r.completeMs)),
		runs: runs.map(({ waterfall: _, ...r }) => r)
	};
}
