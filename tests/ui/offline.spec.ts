// Installable and offline: the manifest and icons are served and valid under the CSP, the service
// worker takes over after the page's content, and with the network gone the site still opens:
// the shell, pages opened before (with their last answers and an offline banner), the history.
import type { BrowserContext, Page } from '@playwright/test';
import { L1 } from '../../devnet/chains';
import { trackLink } from '../support/bridge';
import { blockChunk } from '../support/build';
import { shifts, watchShifts } from '../support/layout-shift';
import { expect, expectAccessible, test } from '../support/fixtures';
import { FIXTURES, logMark, rows, to } from '../support/explorer';

const EVM = FIXTURES.evm.chainId;
const big = FIXTURES.evm.bigCollection;
const HASH = 'C'.repeat(63) + '3';

/** Waits until the service worker controls the page (it registers a few seconds after load). */
async function controlled(page: Page) {
	await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 20_000 }).toBe(true);
}

async function offline(context: BrowserContext, on: boolean) {
	await context.setOffline(on);
}

// The worker registers 3 s after load (src/lib/pwa/register.ts): 0.3 s here.
test.use({ pace: 10 });

const banner = (page: Page) => page.getByText('You are offline.', { exact: true });

/** The worker's saved-at mark on the answer to the page's own request for `url` (null: from the network). */
const savedAt = (page: Page, url: string) => page.evaluate((u) => fetch(u).then((r) => r.headers.get('x-loom-saved-at')), url);

test.describe('installable', () => {
	test('the manifest names the app, its icons and its scope', async ({ page, request }) => {
		await page.goto('/');
		const href = await page.locator('link[rel="manifest"]').getAttribute('href');
		expect(href).toBe('/manifest.webmanifest');
		const manifest = await (await request.get(href!)).json();
		expect(manifest).toMatchObject({ short_name: 'Loom', start_url: './', scope: './', display: 'standalone' });
		for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
			const res = await request.get(new URL(icon.src, new URL(href!, page.url())).href);
			expect(res.ok(), icon.src).toBe(true);
			expect(res.headers()['content-type']).toBe(icon.type);
		}
		expect(manifest.icons.map((i: { purpose: string }) => i.purpose)).toContain('maskable');
	});
});

test.describe('first visit', () => {
	test('the worker takes over the files of the page without asking the services a second time', async ({ page, control }) => {
		// The page records the worker's answer to its hand-over ('keep' → 'kept').
		await page.addInitScript(() => {
			navigator.serviceWorker?.addEventListener('message', (e) => {
				if ((e.data as { type?: string })?.type === 'kept') (window as unknown as { kept: boolean }).kept = true;
			});
		});
		const last = await logMark(control);
		await page.goto(to.collection(EVM, big.address));
		await expect(rows(page)).toHaveCount(24);
		await controlled(page);
		await expect.poll(() => page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true), { timeout: 20_000 }).toBe(true);

		// Every service request of this visit was made once (by the page), none again by the worker.
		const paths = (await control.requests(last)).requests.filter((r) => r.method === 'GET').map((r) => `${r.method} ${r.path}`);
		expect(paths.some((p) => p.includes('/indexer/nft/v1/tokens/by_collection/'))).toBe(true);
		expect(paths.filter((p, i) => paths.indexOf(p) !== i), 'asked twice').toEqual([]);
		// The hashed files it loaded are kept; its service answers are not (they were not asked again).
		const kept = await page.evaluate(async () => {
			const own = performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('/_app/immutable/'));
			const assets = await caches.open('loom-assets');
			const data = await caches.open('loom-data');
			const dataKeys = (await data.keys()).map((r) => r.url);
			return { own: own.length, missing: (await Promise.all(own.map(async (u) => ((await assets.match(u)) ? null : u)))).filter(Boolean), services: dataKeys.filter((u) => !u.endsWith('/networks.json')) };
		});
		expect(kept.own).toBeGreaterThan(0);
		expect(kept.missing).toEqual([]);
		expect(kept.services).toEqual([]);
	});
});

test.describe('offline', () => {
	test('pages opened before, the shell and the history open without a network', async ({ page, context }) => {
		// Online: the first page, then the worker takes over; more pages are opened.
		await page.goto(to.chain(EVM));
		await expect(page.getByRole('heading', { level: 1, name: 'EVM Weave' })).toBeVisible();
		await controlled(page);
		await page.goto(to.collection(EVM, big.address));
		await expect(rows(page)).toHaveCount(24);
		await page.goto(to.account(EVM, FIXTURES.holders.testWallet));
		await expect(rows(page).first()).toBeVisible();
		const answer = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).find((n) => n.includes('/indexer/nft/v1/tokens/by_account/')));
		expect(answer, 'the account page asked the indexer for its tokens').toBeTruthy();
		// Online, answers come from the network, never from what the worker saved.
		expect(await savedAt(page, answer!)).toBeNull();
		// A transfer followed from its tracking link joins the history.
		await page.goto(trackLink(L1, HASH));
		await expect(page.getByTestId('transfer-timeline')).toBeVisible();
		await page.goto('/bridge/history');
		await expect(page.getByTestId('history-item')).toHaveCount(1);
		await expect(banner(page)).toHaveCount(0);

		await offline(context, true);
		// Offline, the saved copy, marked with when it was saved (lists show it as "as of").
		const mark = Number(await savedAt(page, answer!));
		expect(mark).toBeGreaterThan(Date.now() - 120_000);
		expect(mark).toBeLessThanOrEqual(Date.now());

		// The first page (config only) and a page opened later, with its rows.
		await page.goto(to.chain(EVM));
		await expect(banner(page)).toBeVisible();
		await expect(page.getByRole('heading', { level: 1, name: 'EVM Weave' })).toBeVisible();
		await page.goto(to.collection(EVM, big.address));
		await expect(page.getByRole('heading', { level: 1, name: big.name })).toBeVisible();
		await expect(rows(page)).toHaveCount(24);
		// Another one, in a new tab.
		const tab = await context.newPage();
		await watchShifts(tab);
		await tab.goto(to.account(EVM, FIXTURES.holders.testWallet));
		await expect(banner(tab)).toBeVisible();
		await expect(rows(tab).first()).toBeVisible();
		// The banner's code (kept by the worker) is asked for with the page's: it shows with the first content, nothing moves.
		const moved = await shifts(tab);
		expect(moved.total, `moved: ${moved.moved.join(' | ')}`).toBeLessThanOrEqual(0.02);
		await tab.goto('/bridge/history');
		await expect(tab.getByTestId('history-item')).toHaveCount(1);
		await expect(tab.getByTestId('history-item')).toContainText(HASH.slice(0, 8));
		// A page never opened says what failed, inside the working shell.
		await tab.goto(to.collection(FIXTURES.move.chainId, FIXTURES.move.oddTokens[0]!.collection));
		await expect(banner(tab)).toBeVisible();
		await expect(tab.getByRole('alert').first()).toContainText('You are offline');

		// Back online: the banner goes.
		await offline(context, false);
		await expect(banner(tab)).toHaveCount(0);
	});
});

/** Lets the page handle what it got (two frames). */
const settled = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

test.describe('code on demand that cannot load (offline before the worker kept it)', () => {
	test('the root error page shows the status, the title and the message in plain words', async ({ page, siteBuild }) => {
		// The error page proper loads on demand (src/routes/+error.svelte): its chunk renders "Go to the start page".
		const errorPage = await blockChunk(page, siteBuild.dir, 'Go to the start page');
		await page.goto('/no/such/page');
		await errorPage.refused();
		const fallback = page.locator('[data-error-fallback]');
		// The message becomes an alert once the page's code has failed to load (before: a plain line).
		await expect(fallback.getByRole('alert')).toContainText('Not Found');
		await expect(fallback.getByRole('heading', { level: 1 })).toHaveText('Not found');
		await expect(fallback).toContainText('404');
		await expectAccessible(page);
	});

	test('what the layout loads after the content and the shortcuts dialog are no uncaught errors', async ({ page, siteBuild }) => {
		// The footer, the worker's registration and the keys come after the content in one chunk
		// (src/lib/layout-later.ts); the dialog's code when "?" is pressed.
		const later = await blockChunk(page, siteBuild.dir, 'never holds your keys');
		const dialog = await blockChunk(page, siteBuild.dir, 'shortcuts-title');
		await page.goto(to.chain(EVM));
		await expect(page.getByRole('heading', { level: 1, name: 'EVM Weave' })).toBeVisible();
		await later.refused();
		await settled(page);
		await expect(page.getByRole('contentinfo')).toHaveCount(0);
		// A key press asks for it again and is answered once it is here; the dialog's code cannot load.
		later.blocked = false;
		await page.keyboard.press('?');
		await dialog.refused();
		await expect(page.getByRole('contentinfo')).toBeVisible();
		await settled(page);
		await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
		await expect(page.getByRole('heading', { level: 1, name: 'EVM Weave' })).toBeVisible();
		// (the fixture fails the test on any uncaught error or unhandled rejection)
	});
});

test.describe('list actions whose code cannot load', () => {
	// The worker would answer a kept chunk from its cache, past page.route.
	test.use({ serviceWorkers: 'block' });

	test('"Load more" says its code could not load, keeps the rows, and Retry loads the next rows', async ({ page, siteBuild }) => {
		// src/lib/nav/load-more.svelte.ts
		const code = await blockChunk(page, siteBuild.dir, 'as LoadMore}');
		await page.goto(to.collection(EVM, big.address));
		await expect(rows(page)).toHaveCount(24);
		await page.getByRole('button', { name: 'Load more' }).click();
		const failure = page.getByRole('alert').filter({ hasText: 'could not download the code that loads more rows' });
		await expect(failure).toBeVisible();
		expect(code.asked).toBeGreaterThan(0);
		await expect(rows(page)).toHaveCount(24);
		// One way on: Retry (no second "Load more" beside it).
		await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
		await expectAccessible(page);

		code.blocked = false;
		await page.getByRole('button', { name: 'Retry' }).click();
		await expect(rows(page)).toHaveCount(48);
		await expect(page).toHaveURL(/[?&]more=1(&|$)/);
		await expect(failure).toHaveCount(0);
	});

	test('the export says its code could not load and pressing again downloads the file', async ({ page, siteBuild }) => {
		// src/lib/export.ts (its CSV formula guard)
		const code = await blockChunk(page, siteBuild.dir, '=+\\-@');
		await page.goto(to.collection(EVM, big.address));
		await expect(rows(page)).toHaveCount(24);
		const menu = page.getByRole('group', { name: 'Export loaded rows' });
		await menu.getByRole('button', { name: 'CSV' }).click();
		await expect(menu.getByRole('alert')).toContainText('The export could not start');
		expect(code.asked).toBeGreaterThan(0);
		await expectAccessible(page);

		code.blocked = false;
		const [file] = await Promise.all([page.waitForEvent('download'), menu.getByRole('button', { name: 'CSV' }).click()]);
		expect(file.suggestedFilename()).toBe(`tokens_${EVM}_${big.address}.csv`);
		await expect(menu.getByRole('alert')).toHaveCount(0);
	});
});
