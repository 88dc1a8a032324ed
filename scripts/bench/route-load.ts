// Cold load of one route: bytes of JS/CSS (raw and gzip) before first content and in total,
// requests and sequential round trips before first and complete content, times, long tasks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { PROBE_SCRIPT, watchScript } from './probe';
import { requiredForPath, type Bytes } from './static-js';

export interface RouteLoad {
	route: string;
	url: string;
	firstContentMs: number;
	completeMs: number;
	/** What the route cannot paint without (start files + its static imports; the budgeted number). */
	jsRequired: Bytes;
	cssRequired: Bytes;
	/** What happened to finish loading before the first paint in this run (depends on CPU speed). */
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
 * Sequential round trips, from the browser's own record of who asked for each request (DevTools
 * initiators): the document is trip 1, and a request is one trip after the request of the script
 * (or document) that started it. Timing alone would wrongly chain requests that merely happened
 * to finish before another one started.
 */
export function roundTrips(initiators: Map<string, string | null>, docUrl: string, urls: string[]): number {
	const depth = new Map<string, number>([[docUrl, 1]]);
	const depthOf = (url: string, seen = new Set<string>()): number => {
		const known = depth.get(url);
		if (known !== undefined) return known;
		if (seen.has(url)) return 2;
		seen.add(url);
		const by = initiators.get(url);
		const d = 1 + (by && by !== url ? depthOf(by, seen) : 1);
		depth.set(url, d);
		return d;
	};
	const deepest = urls.reduce((a, u) => (depthOf(u) > depthOf(a) ? u : a), docUrl);
	if (process.env.BENCH_DEBUG) {
		const chain: string[] = [];
		for (let u: string | null | undefined = deepest; u && chain.length < 8; u = u === docUrl ? null : initiators.get(u)) chain.push(u.replace(/^https?:\/\/[^/]+/, ''));
		process.stderr.write(`  trips ${depthOf(deepest)}: ${chain.join(' ⟵ ')}\n`);
	}
	return Math.max(1, ...urls.map((u) => depthOf(u)));
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
	// Who asked for each request: the first http(s) frame of the initiating script's stack, else the initiator URL.
	const initiators = new Map<string, string | null>();
	const cdp = await ctx.newCDPSession(page);
	await cdp.send('Network.enable');
	cdp.on('Network.requestWillBeSent', (e) => {
		if (initiators.has(e.request.url)) return;
		const frames = e.initiator.stack?.callFrames ?? [];
		const parent = e.initiator.stack?.parent?.callFrames ?? [];
		const fromStack = [...frames, ...parent].map((f) => f.url).find((u) => /^https?:/.test(u));
		// Inline scripts of the page report "about:client" or no URL: they are the document itself.
		const by = fromStack ?? e.initiator.url;
		initiators.set(e.request.url, e.type === 'Document' ? null : by && /^https?:/.test(by) ? by : url);
	});
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
	const isMedia = (e: Entry) => /\/(media|ipfs|logos)\//.test(new URL(e.name).pathname) || /\/nft\/(metadata|uri)|\/(metadata|uri)\.[^/]*\.js$/.test(e.name);
	const isData = (e: Entry) => e.name.startsWith(opts.devnetUrl) && e.type !== 'img' && !isMedia(e);
	const own = data.res.filter((e) => e.name.startsWith(new URL(opts.siteUrl).origin));
	const js = own.filter(isJs);
	const css = own.filter(isCss);
	const jsBefore = js.filter((e) => e.end <= data.fcp);
	return {
		route: opts.route,
		url: opts.path,
		firstContentMs: Math.round(data.fcp),
		// In the DOM is not on screen: complete content needs a paint too, so never before first content.
		completeMs: Math.round(Math.max(complete, data.fcp)),
		jsRequired: requiredForPath(opts.path).js,
		cssRequired: requiredForPath(opts.path).css,
		jsBeforeFirst: { ...sum(jsBefore), files: jsBefore.length },
		cssBeforeFirst: sum(css.filter((e) => e.end <= data.fcp)),
		jsTotal: { ...sum(js), files: js.length },
		cssTotal: sum(css),
		requestsBeforeFirst: 1 + data.res.filter((e) => e.start <= data.fcp).length,
		// Images never hold up content (placeholders are drawn), so they are not on the critical path.
		roundTripsBeforeFirst: roundTrips(initiators, url, data.res.filter((e) => e.end <= data.fcp && e.type !== 'img').map((e) => e.name)),
		requestsBeforeComplete: 1 + data.res.filter((e) => e.start <= complete).length,
		// Complete content waits for its code and its service requests (indexer, router), not for
		// images or NFT metadata, which fill in later.
		roundTripsBeforeComplete: roundTrips(initiators, url, data.res.filter((e) => e.end <= complete && e.type !== 'img' && !isMedia(e)).map((e) => e.name)),
		dataRequestsBeforeComplete: data.res.filter((e) => e.start <= complete && isData(e)).length,
		longTasks: data.longTasks.length,
		longTaskMs: Math.round(data.longTasks.reduce((a, t) => a + t.duration, 0))
	};
}
