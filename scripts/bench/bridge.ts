// Bridge measures: JS with all signing code (the route plus everything it can import on demand),
// status requests over a whole transfer against the minimum an ETA-paced poller needs, and heap
// with many transfers tracked at once.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Browser } from '@playwright/test';
import { makeTransfer, type MadeTransfer } from './transfer';
import type { DevnetLog } from './lists';
import { NAME_SHIM } from './probe';
import { sumFiles, type Bytes } from './route-load';

export interface BridgeMetrics {
	etaSeconds: number;
	timeScale: number;
	statusRequests: number;
	minimumStatusRequests: number;
	heapIdleMb: number;
	heapWith20TrackedMb: number;
}

/**
 * The bridge's JS with all signing code: the files /bridge loaded, plus every chunk they can import,
 * statically or on demand (wallets, signing), from the build manifest. Route entry chunks are not
 * followed: the app's router reaches every route that way, and other routes are not signing code.
 */
export function bridgeJsWithSigning(buildDir: string, loaded: string[], manifestPath = '.svelte-kit/output/client/.vite/manifest.json'): Bytes {
	const m = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;
	const byFile = new Map(Object.entries(m).map(([k, e]) => [e.file, k]));
	const seen = new Set<string>();
	const visit = (k: string) => {
		if (seen.has(k) || !m[k]) return;
		seen.add(k);
		for (const i of m[k].imports ?? []) visit(i);
		for (const i of m[k].dynamicImports ?? []) if (!m[i]?.isEntry) visit(i);
	};
	for (const f of loaded) {
		const key = byFile.get(relative(buildDir, f));
		if (key) visit(key);
	}
	return sumFiles([...new Set([...loaded, ...[...seen].map((k) => join(buildDir, m[k]!.file))])]);
}

/** Polls an ideal ETA-paced poller makes until a transfer that completes at `doneS`: 60 s while more than 5 min remain, 5 s within 5 min, 1 s once overdue. */
export function minimumPolls(etaS: number, doneS: number): number {
	let t = 0;
	let polls = 1;
	while (t < doneS) {
		const remaining = etaS - t;
		t += remaining > 300 ? 60 : remaining > 0 ? 5 : 1;
		polls += 1;
	}
	return polls;
}

async function heapMb(page: import('@playwright/test').Page) {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('HeapProfiler.collectGarbage');
	const { usedSize } = await cdp.send('Runtime.getHeapUsage');
	await cdp.detach();
	return Math.round((usedSize / 1024 / 1024) * 10) / 10;
}

export async function measureBridge(browser: Browser, opts: { siteUrl: string; devnetUrl: string; log: DevnetLog }): Promise<BridgeMetrics> {
	const timeScale = 1;
	const transfer: MadeTransfer = await makeTransfer(opts.devnetUrl, 5);
	const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
	await ctx.addInitScript(NAME_SHIM);
	const page = await ctx.newPage();
	const seq = await opts.log.last();
	await page.goto(`${opts.siteUrl}/bridge/track?chain_id=${transfer.chainId}&tx_hash=${transfer.txHash}`);
	const started = Date.now();
	await page.locator('[data-testid="transfer-state"][data-state="STATE_COMPLETED_SUCCESS"]').waitFor({ timeout: (transfer.etaSeconds / timeScale + 120) * 1000 });
	await page.waitForTimeout(3000);
	const statusRequests = (await opts.log.since(seq, 'router')).filter((r) => r.path.includes('/v2/tx/status')).length;
	const doneS = Math.max(1, (Date.now() - started) / 1000 - 3);
	const heapIdleMb = await heapMb(page);
	await ctx.close();

	// Twenty transfers followed at once on the history page.
	const many: MadeTransfer[] = [];
	for (let i = 0; i < 20; i++) many.push(await makeTransfer(opts.devnetUrl, 10 + i));
	const ctx2 = await browser.newContext({ viewport: { width: 1280, height: 800 } });
	await ctx2.addInitScript(NAME_SHIM);
	const page2 = await ctx2.newPage();
	for (const t of many) {
		await page2.goto(`${opts.siteUrl}/bridge/track?chain_id=${t.chainId}&tx_hash=${t.txHash}`);
		await page2.waitForTimeout(200);
	}
	await page2.goto(`${opts.siteUrl}/bridge/history`);
	await page2.waitForTimeout(5000);
	const heapWith20TrackedMb = await heapMb(page2);
	await ctx2.close();

	return {
		etaSeconds: transfer.etaSeconds,
		timeScale,
		statusRequests,
		minimumStatusRequests: minimumPolls(transfer.etaSeconds / timeScale, Math.min(doneS, transfer.etaSeconds / timeScale + 3)),
		heapIdleMb,
		heapWith20TrackedMb
	};
}
