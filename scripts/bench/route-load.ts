// Cold load of one route (desktop, the bench's latency): every byte of JS and CSS the browser asked
// for until the page's main content was on screen (lazy chunks included), what it loaded in total,
// requests and sequential round trips, times and long tasks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from '@playwright/test';
import { PROBE_SCRIPT, watchScript } from './probe';

export interface Bytes {
	raw: number;
	gzip: number;
	files: number;
}

export interface RouteLoad {
	route: string;
	url: string;
	firstContentMs: number;
	completeMs: number;
	/** All JS requested until the main content was complete: the budgeted figure. */
	jsToContent: Bytes;
	/** Its files, relative to the build directory (for the module table). */
	jsToContentFiles: string[];
	cssToContent: Bytes;
	/** Everything the page loaded, including code it fetched after its content (idle preloads). */
	jsTotal: Bytes;
	jsTotalFiles: string[];
	requestsBeforeComplete: number;
	roundTripsBeforeFirst: number;
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

const sizes = new Map<string, { raw: number; gzip: number }>();
/** Raw and gzip (level 9, as static hosts precompress) size of a built file. */
export function fileSize(path: string): { raw: number; gzip: number } {
	let hit = sizes.get(path);
	if (!hit) {
		try {
			const buf = readFileSync(path);
			hit = { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
		} catch {
			hit = { raw: 0, gzip: 0 };
		}
		sizes.set(path, hit);
	}
	return hit;
}

export function sumFiles(paths: string[]): Bytes {
	return [...new Set(paths)].reduce((a, p) => {
		const s = fileSize(p);
		return { raw: a.raw + s.raw, gzip: a.gzip + s.gzip, files: a.files + 1 };
	}, { raw: 0, gzip: 0, files: 0 });
}

/** Who asked for each request: the first http(s) frame of the initiating script's stack, else the initiator URL. */
export async function recordInitiators(ctx: BrowserContext, page: import('@playwright/test').Page, docUrl: string): Promise<Map<string, string | null>> {
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
		initiators.set(e.request.url, e.type === 'Document' ? null : by && /^https?:/.test(by) ? by : docUrl);
	});
	return initiators;
}

export async function measureRouteLoad(
	browser: Browser,
	opts: { route: string; siteUrl: string; path: string; complete: string; buildDir: string; devnetUrl: string }
): Promise<RouteLoad> {
	const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
	await ctx.addInitScript(PROBE_SCRIPT);
	await ctx.addInitScript(watchScript(opts.complete));
	const page = await ctx.newPage();
	const url = opts.siteUrl + opts.path;
	const initiators = await recordInitiators(ctx, page, url);
	await page.goto(url, { waitUntil: 'domcontentloaded' });
	await page
		.waitForFunction((sel) => window.__bench.seen[sel] !== undefined && window.__bench.fcp !== undefined, opts.complete, { timeout: 30_000 })
		.catch(async (e: Error) => {
			const state = await page.evaluate(() => ({ seen: window.__bench.seen, fcp: window.__bench.fcp, url: location.href })).catch(() => null);
			throw new Error(`${opts.route}: content "${opts.complete}" never appeared (${JSON.stringify(state)}): ${e.message}`);
		});
	// What the page goes on to load when idle (preloads of the next page, deferred panels).
	await page.waitForTimeout(1500);
	const data = await page.evaluate(() => {
		const res = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
			name: r.name,
			type: r.initiatorType,
			start: r.startTime,
			end: r.responseEnd
		}));
		return { res, fcp: window.__bench.fcp!, seen: window.__bench.seen, longTasks: window.__bench.longTasks };
	});
	await ctx.close();

	// In the DOM is not on screen: complete content needs a paint too, so never before first content.
	const complete = Math.max(data.seen[opts.complete]!, data.fcp);
	const origin = new URL(opts.siteUrl).origin;
	const base = new URL(opts.siteUrl).pathname.replace(/\/$/, '');
	const fileOf = (e: Entry) => {
		const p = new URL(e.name).pathname;
		return join(opts.buildDir, p.startsWith(base) ? p.slice(base.length) : p);
	};
	const own = data.res.filter((e) => e.name.startsWith(origin));
	const isJs = (e: Entry) => /\.m?js$/.test(new URL(e.name).pathname);
	const isCss = (e: Entry) => /\.css$/.test(new URL(e.name).pathname);
	const isMedia = (e: Entry) => /\/(media|ipfs|logos)\//.test(new URL(e.name).pathname);
	const isData = (e: Entry) => e.name.startsWith(opts.devnetUrl) && e.type !== 'img' && !isMedia(e);
	const toContent = (e: Entry) => e.start <= complete;
	const jsToContentFiles = [...new Set(own.filter((e) => isJs(e) && toContent(e)).map(fileOf))];
	const jsTotalFiles = [...new Set(own.filter(isJs).map(fileOf))];
	return {
		route: opts.route,
		url: opts.path,
		firstContentMs: Math.round(data.fcp),
		completeMs: Math.round(complete),
		jsToContent: sumFiles(jsToContentFiles),
		jsToContentFiles,
		cssToContent: sumFiles(own.filter((e) => isCss(e) && toContent(e)).map(fileOf)),
		jsTotal: sumFiles(jsTotalFiles),
		jsTotalFiles,
		requestsBeforeComplete: 1 + data.res.filter(toContent).length,
		// Images never hold up content (placeholders are drawn), so they are not on the critical path.
		roundTripsBeforeFirst: roundTrips(initiators, url, data.res.filter((e) => e.end <= data.fcp && e.type !== 'img').map((e) => e.name)),
		// Complete content waits for its code and its service requests (indexer, router), not for
		// images or NFT metadata, which fill in later.
		roundTripsBeforeComplete: roundTrips(initiators, url, data.res.filter((e) => e.end <= complete && e.type !== 'img' && !isMedia(e)).map((e) => e.name)),
		dataRequestsBeforeComplete: data.res.filter((e) => toContent(e) && isData(e)).length,
		longTasks: data.longTasks.length,
		longTaskMs: Math.round(data.longTasks.reduce((a, t) => a + t.duration, 0))
	};
}
