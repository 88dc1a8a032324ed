// Playwright fixtures: a private devnet + static server per worker, a control client for the
// devnet's knobs and faults, and a page that fails the test on any uncaught error or unhandled
// promise rejection in the app.
import axe from 'axe-core';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { devnetNetworksJson } from '../../devnet/chains';
import { startDevnet } from '../../devnet/server';
import { startStaticServer } from '../../scripts/static-server';

export interface Env {
	siteUrl: string;
	devnetUrl: string;
	control: DevnetControl;
	/** Top-level fields merged into the served networks.json (e.g. request_timeout_ms) until the test ends. */
	networksPatch: Record<string, unknown>;
}

export class DevnetControl {
	constructor(readonly url: string) {}
	async post(path: string, body: unknown = {}) {
		const res = await fetch(`${this.url}/__devnet${path}`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(body)
		});
		if (!res.ok) throw new Error(`devnet control ${path}: ${res.status} ${await res.text()}`);
		return res.json();
	}
	async del(path: string) {
		await fetch(`${this.url}/__devnet${path}`, { method: 'DELETE' });
	}
	fault(rule: { match: string; status?: number; body?: string; contentType?: string; retryAfter?: number; latencyMs?: number; hang?: boolean; hold?: boolean; noCors?: boolean; times?: number; method?: string }) {
		return this.post('/faults', { rules: [rule] });
	}
	/**
	 * Lets requests held by a `hold` fault go on, once at least `atLeast` are held: the loading state a
	 * test saw does not prove the request it holds has reached the devnet yet (the app may ask later).
	 */
	async release(atLeast = 1) {
		const { released } = (await this.post('/release', { atLeast })) as { released: number };
		if (released < atLeast) throw new Error(`devnet: ${released} request(s) held after 10 s, the test expected at least ${atLeast}`);
		return released;
	}
	clearFaults() {
		return this.del('/faults');
	}
	knobs(k: Record<string, unknown>) {
		return this.post('/knobs', k);
	}
	reset() {
		return this.post('/reset');
	}
	async requests(since = 0, service?: string): Promise<{ last: number; requests: { seq: number; at: number; path: string; service: string; chainId?: string; method: string }[] }> {
		const q = new URLSearchParams({ since: String(since), ...(service ? { service } : {}) });
		const res = await fetch(`${this.url}/__devnet/requests?${q}`);
		return res.json();
	}
}

/** The built site a worker serves: build/ at the root, or a sub-path build (tests/base-path.spec.ts). */
export interface SiteBuild {
	dir: string;
	/** BASE_PATH it was built with; the site's url then ends with it. */
	base?: string;
}

type WorkerFixtures = { env: Env; siteBuild: SiteBuild };
type TestFixtures = { control: DevnetControl; pageErrors: string[]; allowPageErrors: boolean; networks: Record<string, unknown>; pace: number };

export const test = base.extend<TestFixtures, WorkerFixtures>({
	// E2E_SITE_DIR serves another copy of the build (e.g. a snapshot while others rebuild build/).
	siteBuild: [{ dir: process.env.E2E_SITE_DIR ?? 'build' }, { scope: 'worker', option: true }],
	env: [
		async ({ siteBuild }, use) => {
			const devnet = await startDevnet({ port: 0 });
			const networksPatch: Record<string, unknown> = {};
			const site = await startStaticServer({ ...siteBuild, port: 0, networksJson: () => ({ ...devnetNetworksJson(devnet.url), ...networksPatch }) });
			await use({ siteUrl: site.url, devnetUrl: devnet.url, control: new DevnetControl(devnet.url), networksPatch });
			await Promise.allSettled([site.close(), devnet.close()]);
		},
		{ scope: 'worker', timeout: 60_000 }
	],
	baseURL: async ({ env }, use) => use(env.siteUrl),
	// test.use({ networks: { request_timeout_ms: 3000 } }): a short client deadline instead of waiting 15 s.
	networks: [{}, { option: true }],
	// test.use({ pace: 10 }): the app's polling and media deadlines run 10 times faster (src/lib/pace.ts).
	pace: [1, { option: true }],
	page: async ({ page, env, networks, pace }, use) => {
		Object.assign(env.networksPatch, networks);
		if (pace !== 1) await setPace(page.context(), pace);
		// E2E_CPU_SLOWDOWN=6: the page's CPU n times slower (Chromium's throttling), to shake out what only a
		// busy machine shows, on purpose and every run (an order of arrival the suite otherwise meets 1 in 30).
		// Under it, context.setOffline leaves navigator.onLine true: offline.spec.ts's banner checks fail.
		const slowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
		if (slowdown > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
		await use(page);
		for (const k of Object.keys(env.networksPatch)) delete env.networksPatch[k];
	},
	control: async ({ env }, use) => {
		await use(env.control);
		// Leave the worker's devnet as the next test expects it.
		await env.control.reset();
	},
	allowPageErrors: [false, { option: true }],
	// Every test fails on an uncaught error or unhandled rejection in the page.
	pageErrors: [
		async ({ page, allowPageErrors }, use) => {
			const errors: string[] = [];
			page.on('pageerror', (e) => errors.push(`${e.name}: ${e.message}`));
			await use(errors);
			if (!allowPageErrors) expect(errors, 'uncaught errors in the page').toEqual([]);
		},
		{ auto: true }
	]
});

export { expect };

/** Runs the app's deliberate waits `pace` times faster in every page of `context` (src/lib/pace.ts). */
export async function setPace(context: BrowserContext, pace: number) {
	await context.addInitScript((n) => {
		try {
			localStorage.setItem('loom:pace', String(n));
		} catch {
			// about:blank and other opaque origins have no storage; the app's pages do
		}
	}, pace);
}

const WCAG = { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] };

/**
 * Runs axe on the page (WCAG 2.1 A/AA) and fails with a readable list of violations. axe goes into the
 * page once per document (a scan in light and one in dark share it; @axe-core/playwright injects it
 * twice per scan) and only the violations come back, summed up in the page; Loom renders no frames,
 * so one run over the document sees everything.
 */
export async function expectAccessible(page: Page, opts: { exclude?: string[]; midLoad?: boolean } = {}) {
	// The finished page, not whatever part is still loading when the test's last check passed: a
	// scan of a half-loaded page sees a different page on a busy machine (skeletons, then rows).
	// A test that means to check a loading state says so (midLoad).
	if (!opts.midLoad) await expect(page.locator('[aria-busy="true"]'), 'axe waits until nothing on the page is loading').toHaveCount(0);
	// Colours are read mid-transition otherwise (e.g. right after a theme switch): wait until every
	// finite CSS transition and animation has finished (spinners loop forever and are left alone).
	await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime))).map((a) => a.finished.catch(() => undefined))));
	if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
	const summary = await page.evaluate(
		async ({ exclude, runOnly }) => {
			const run = (window as unknown as { axe: typeof axe }).axe.run;
			const result = await run(exclude.length ? { exclude: exclude.map((s) => [s]) } : document, { runOnly, resultTypes: ['violations'], iframes: false });
			return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
		},
		{ exclude: opts.exclude ?? [], runOnly: WCAG }
	);
	expect(summary, 'accessibility violations').toEqual([]);
}
