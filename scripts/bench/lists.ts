// List behaviour: Next/Back timing with prefetch, indexer requests per navigation, hover preload
// sharing, a grid grown by "Load more" to its largest extent (960 tokens) (DOM, heap, scrolling), and heap over many navigations.
import type { Browser, Page } from '@playwright/test';
import { PROBE_SCRIPT } from './probe';
import { maxMore } from '../../src/lib/nav/list';
import { followLink } from '../../tests/support/follow';

/** Grid page size, and the most tokens one page grows to by "Load more" (the indexer's largest page; Next continues after it). */
export const GRID_LIMIT = 96;
export const GRID_EXTENT = (maxMore(GRID_LIMIT) + 1) * GRID_LIMIT;

export interface DevnetLog {
	last(): Promise<number>;
	since(seq: number, service?: string): Promise<{ path: string }[]>;
}

/** JS heap after a full GC, and the DOM nodes still alive then: the page's own plus detached ones something keeps. */
async function heapAfterGc(page: Page): Promise<{ mb: number; nodes: number }> {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('HeapProfiler.collectGarbage');
	await cdp.send('HeapProfiler.collectGarbage');
	const { usedSize } = await cdp.send('Runtime.getHeapUsage');
	const { nodes } = await cdp.send('Memory.getDOMCounters');
	await cdp.detach();
	return { mb: Math.round((usedSize / 1024 / 1024) * 10) / 10, nodes };
}

/** Time from a click on Next (or history.back()) to the first row of the new page on screen. */
async function timeToNewRows(page: Page, action: 'next' | 'back'): Promise<number> {
	return page.evaluate(async (act) => {
		const first = () => document.querySelector('[data-row] [data-row-link]')?.getAttribute('href');
		const before = first();
		const t0 = performance.now();
		const changed = new Promise<void>((resolve) => {
			const mo = new MutationObserver(() => {
				if (first() && first() !== before) {
					mo.disconnect();
					resolve();
				}
			});
			mo.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
		});
		if (act === 'next') document.querySelector<HTMLAnchorElement>('a[data-pager="next"]')!.click();
		else history.back();
		await changed;
		await new Promise((r) => requestAnimationFrame(() => r(null)));
		return performance.now() - t0;
	}, action);
}

export interface ListMetrics {
	nextMs: number[];
	backMs: number[];
	indexerRequestsPerNext: number[];
	hoverThenClickRequests: number;
	hoverThenClickUniqueUrls: number;
	grid: { items: number; domNodes: number; heapMb: number; frameP95Ms: number; longFrames: number; frames: number };
	heapAfter10Mb: number;
	heapAfter300Mb: number;
	/** DOM nodes alive after GC at the same moments (a list or image kept after navigation shows here first). */
	nodesAfter10: number;
	nodesAfter300: number;
}

export async function measureLists(
	browser: Browser,
	opts: { siteUrl: string; log: DevnetLog; collectionPath: string; tokenPaths: string[]; navigations: number }
): Promise<ListMetrics> {
	const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
	await ctx.addInitScript(PROBE_SCRIPT);
	const page = await ctx.newPage();

	// Next with prefetch, five times (the budget takes the median), then Back twice.
	await page.goto(opts.siteUrl + opts.collectionPath);
	await page.waitForSelector('[data-row]');
	const nextMs: number[] = [];
	const perNext: number[] = [];
	for (let i = 0; i < 5; i++) {
		await page.waitForTimeout(2500); // idle prefetch of the next page
		const seq = await opts.log.last();
		nextMs.push(Math.round(await timeToNewRows(page, 'next')));
		await page.waitForTimeout(300);
		perNext.push((await opts.log.since(seq, 'indexer')).length);
	}
	const backMs: number[] = [];
	for (let i = 0; i < 2; i++) {
		await page.waitForTimeout(300);
		backMs.push(Math.round(await timeToNewRows(page, 'back')));
	}

	// Hover preload then click: one request per resource, not two.
	await page.goto(opts.siteUrl + opts.collectionPath);
	await page.waitForSelector('[data-row] [data-row-link]');
	await page.waitForTimeout(2500);
	const link = page.locator('[data-row] [data-row-link]').nth(5);
	const seq = await opts.log.last();
	await link.hover();
	await page.waitForTimeout(800);
	await link.click();
	await page.waitForSelector('#history-title');
	await page.waitForTimeout(1500);
	const afterHover = await opts.log.since(seq, 'indexer');
	const hoverThenClickRequests = afterHover.length;
	const hoverThenClickUniqueUrls = new Set(afterHover.map((r) => r.path)).size;

	// Grow the grid with "Load more" to the largest extent a page has (960 tokens of 96; the
	// indexer serves at most 1,000 rows in one answer, so a reload shows the same rows in one request).
	await page.goto(`${opts.siteUrl}${opts.collectionPath}?limit=${GRID_LIMIT}`);
	await page.waitForSelector('[data-row]');
	const loadMore = page.getByRole('button', { name: 'Load more' });
	// The pager's own code (with "Load more") arrives after the rows: wait for it.
	await loadMore.waitFor();
	let items = GRID_LIMIT;
	while (items < GRID_EXTENT && (await loadMore.count())) {
		await loadMore.click();
		items += GRID_LIMIT;
		await page.waitForFunction((n) => !document.querySelector('button[disabled]') && document.body.innerText.includes(`–${n.toLocaleString('en')}`), items).catch(() => {});
	}
	const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
	const heapGrid = (await heapAfterGc(page)).mb;
	const frames = await page.evaluate(async () => {
		const total = document.documentElement.scrollHeight;
		const run = window.__bench.frames(4000);
		const step = Math.max(40, total / 240);
		const scroll = () => {
			window.scrollBy(0, step);
			if (window.scrollY + innerHeight < total - 10) requestAnimationFrame(scroll);
		};
		requestAnimationFrame(scroll);
		return run;
	});
	const sorted = [...frames].sort((a, b) => a - b);
	const grid = {
		items: await page.evaluate(() => {
			const m = /–([\d,]+)/.exec(document.body.innerText);
			return m ? Number(m[1]!.replace(/,/g, '')) : 0;
		}),
		domNodes,
		heapMb: heapGrid,
		frameP95Ms: Math.round(sorted[Math.floor(sorted.length * 0.95)]! * 10) / 10,
		longFrames: frames.filter((f) => f > 34).length,
		frames: frames.length
	};

	// Heap over many client-side navigations between collection and token pages. A locator, not
	// waitForSelector: the element handle that returns would keep the first page's rows alive.
	await page.goto(opts.siteUrl + opts.collectionPath);
	await page.locator('[data-row]').first().waitFor();
	let after10 = { mb: 0, nodes: 0 };
	const targets = [opts.collectionPath, ...opts.tokenPaths];
	for (let i = 1; i <= opts.navigations; i++) {
		const path = targets[i % targets.length]!;
		await followLink(page, opts.siteUrl + path, path === opts.collectionPath ? '[data-row]' : '#history-title');
		if (i === 10) after10 = await heapAfterGc(page);
	}
	const after300 = await heapAfterGc(page);
	await ctx.close();
	return {
		nextMs,
		backMs,
		indexerRequestsPerNext: perNext,
		hoverThenClickRequests,
		hoverThenClickUniqueUrls,
		grid,
		heapAfter10Mb: after10.mb,
		heapAfter300Mb: after300.mb,
		nodesAfter10: after10.nodes,
		nodesAfter300: after300.nodes
	};
}
