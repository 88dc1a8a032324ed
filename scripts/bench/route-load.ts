// Cold load of one route: bytes of JS/CSS (raw and gzip) before first content and in total,
// requests and sequential round trips before first and complete content, times, long tasks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { PROBE_SCRIPT, watchScript } from './probe';

export interface RouteLoad {
	route: string;
	url: string;
	firstContentMs: number;
	completeMs: number;
	jsBeforeFirst: { raw: number; gzip: number; files: number };
	cssBeforeFirst: { raw: number; gzip: number };
	jsTotal: { raw: number; gzip: number; files: number };
	cssTotal: { raw: number; gzip: number };
	requestsBeforeFirst: number;
	roundTripsBeforeFirst: number;
	requestsBeforeComplete: number;
	roundTripsBeforeComplete: number;
	dataRequestsBeforeComplete: number;
	longTasks: number;
	longTaskMs: number;
}

interface Entry {
	name: string;
	type: string;
	start: number;
	end: number;
}

/**
 * Critical-path depth: the document is trip 1; a request is one trip after the latest request that
 * had finished when it started. `counted` picks the requests whose depth matters (for complete
 * content: the data requests the content needs; for first content: everything before it).
 */
export function roundTrips(entries: Entry[], docEnd: number, until: number, counted: (e: Entry) => boolean = () => true): number {
	const list = entries.filter((e) => e.start <= until).sort((a, b) => a.start - b.start);
	const done: { end: number; depth: number }[] = [{ end: docEnd, depth: 1 }];
	let max = 1;
	for (const e of list) {
		const before = done.filter((d) => d.end <= e.start + 1);
		const depth = 1 + Math.max(...before.map((d) => d.depth));
		done.push({ end: e.end, depth });
		if (e.end <= until && counted(e)) max = Math.max(max, depth);
	}
	return max;
}

const gz = new Map<string, { raw: number; gzip: number }>();
function fileSize(buildDir: string, siteUrl: string, url: string): { raw: number; gzip: number } {
	const u = new URL(url);
	const base = new URL(siteUrl).pathname.replace(/\/$/, '');
	const path = u.pathname.startsWith(base) ? u.pathname.slice(base.length) : u.pathname;
	let hit = gz.get(path);
	if (!hit) {
		try {
			const buf = readFileSync(join(buildDir, path));
			hit = { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
		} catch {
			hit = { raw: 0, gzip: 0 };
		}
		gz.set(path, hit);
	}
	return hit;
}

export async function measureRouteLoad(
	browser: Browser,
	opts: { route: string; siteUrl: string; path: string; complete: string; buildDir: string; devnetUrl: string; setup?: (ctx: import('@playwright/test').BrowserContext) => Promise<void> }
): Promise<RouteLoad> {
	const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
	await opts.setup?.(ctx);
	await ctx.addInitScript(PROBE_SCRIPT);
	await ctx.addInitScript(watchScript(opts.complete));
	const page = await ctx.newPage();
	const url = opts.siteUrl + opts.path;
	await page.goto(url, { waitUntil: 'domcontentloaded' });
	await page
		.waitForFunction((sel) => window.__bench.seen[sel] !== undefined && window.__bench.fcp !== undefined, opts.complete, { timeout: 30_000 })
		.catch(async (e: Error) => {
			const state = await page.evaluate(() => ({ seen: window.__bench.seen, fcp: window.__bench.fcp, url: location.href })).catch(() => null);
			throw new Error(`${opts.route}: content "${opts.complete}" never appeared (${JSON.stringify(state)}): ${e.message}`);
		});
	await page.waitForTimeout(300);
	const data = await page.evaluate(() => {
		const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
		const res = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
			name: r.name,
			type: r.initiatorType,
			start: r.startTime,
			end: r.responseEnd
		}));
		return { docEnd: nav.responseEnd, res, fcp: window.__bench.fcp!, seen: window.__bench.seen, longTasks: window.__bench.longTasks };
	});
	await ctx.close();

	const complete = data.seen[opts.complete]!;
	const isJs = (e: Entry) => /\.m?js(\?|$)/.test(new URL(e.name).pathname);
	const isCss = (e: Entry) => /\.css(\?|$)/.test(new URL(e.name).pathname);
	const sum = (list: Entry[]) =>
		list.reduce((a, e) => {
			const s = fileSize(opts.buildDir, opts.siteUrl, e.name);
			return { raw: a.raw + s.raw, gzip: a.gzip + s.gzip };
		}, { raw: 0, gzip: 0 });
	const isData = (e: Entry) => e.name.startsWith(opts.devnetUrl) && e.type !== 'img' && !/\/(media|ipfs|logos)\//.test(new URL(e.name).pathname);
	const own = data.res.filter((e) => e.name.startsWith(new URL(opts.siteUrl).origin));
	const js = own.filter(isJs);
	const css = own.filter(isCss);
	const jsBefore = js.filter((e) => e.end <= data.fcp);
	return {
		route: opts.route,
		url: opts.path,
		firstContentMs: Math.round(data.fcp),
		completeMs: Math.round(complete),
		jsBeforeFirst: { ...sum(jsBefore), files: jsBefore.length },
		cssBeforeFirst: sum(css.filter((e) => e.end <= data.fcp)),
		jsTotal: { ...sum(js), files: js.length },
		cssTotal: sum(css),
		requestsBeforeFirst: 1 + data.res.filter((e) => e.start <= data.fcp).length,
		// Images never hold up content (placeholders are drawn), so they are not on the critical path.
		roundTripsBeforeFirst: roundTrips(data.res, data.docEnd, data.fcp, (e) => e.type !== 'img'),
		requestsBeforeComplete: 1 + data.res.filter((e) => e.start <= complete).length,
		// Complete content waits for its service requests (indexer, router), not for NFT media.
		roundTripsBeforeComplete: Math.max(
			roundTrips(data.res, data.docEnd, data.fcp, (e) => e.type !== 'img'),
			roundTrips(data.res, data.docEnd, complete, isData)
		),
		dataRequestsBeforeComplete: data.res.filter((e) => e.start <= complete && isData(e)).length,
		longTasks: data.longTasks.length,
		longTaskMs: Math.round(data.longTasks.reduce((a, t) => a + t.duration, 0))
	};
}
