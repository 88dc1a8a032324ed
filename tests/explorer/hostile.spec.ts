// Hostile data on the EVM and Wasm hostile collections: nothing executes, no script-capable URL or
// embedding element reaches the DOM, no inline SVG from service data, markup shows as literal text,
// invisible/bidi characters are removed (and flagged), the 50,000-character description keeps the
// layout, drifted attributes are counted, the pages still render, and the CSP is in force.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import {
	expectNoDangerousMarkup,
	expectNoHiddenCharacters,
	expectNoHorizontalOverflow,
	expectNothingExecuted,
	FIXTURES,
	rows,
	to,
	tokenIdsShown,
	trapScripts
} from '../support/explorer';

const EVM = FIXTURES.evm.chainId;
const WASM = FIXTURES.wasm.chainId;
const evmHostile = FIXTURES.evm.hostileCollection;
const wasmHostile = FIXTURES.wasm.hostileCollection;

/** Waits until a token page's metadata has settled (loaded, refused or failed). */
async function metadataSettled(page: Page) {
	await expect(page.getByText(/^Loaded from |^The metadata|^Metadata URI scheme/).first()).toBeVisible();
}

/** Nothing ran, nothing dangerous in the DOM; the raw metadata view is literal text too. */
async function expectSafe(page: Page, what: string) {
	await test.step(`safe: ${what}`, async () => {
		await expectNoDangerousMarkup(page);
		await expectNothingExecuted(page);
	});
}

test.beforeEach(async ({ page }) => trapScripts(page));

test.describe('hostile data', () => {
	test('EVM hostile collection: grid and table render markup as text', async ({ page }) => {
		await page.goto(to.collection(EVM, evmHostile.address));
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(evmHostile.name);
		await expect(rows(page)).toHaveCount(evmHostile.tokenIds.length);
		expect((await tokenIdsShown(page)).sort()).toEqual([...evmHostile.tokenIds].sort());
		await expect(page.locator('main .skeleton')).toHaveCount(0);
		await expect(page.getByRole('link', { name: '<script>alert("name")</script>Hostile #1' })).toBeVisible();
		await expectSafe(page, 'grid');
		await expectNoHiddenCharacters(page.locator('main'));
		await expectAccessible(page);

		await page.getByRole('link', { name: 'Table', exact: true }).click();
		await expect(page.getByRole('table', { name: 'Tokens' })).toBeVisible();
		await expect(rows(page)).toHaveCount(evmHostile.tokenIds.length);
		await expect(page.locator('main .skeleton')).toHaveCount(0);
		await expectSafe(page, 'table');
	});

	test('EVM hostile tokens: script URLs refused, SVG only as <img>, bidi flagged, drift counted', async ({ page }) => {
		const [t1, t2, t3, , t5, max] = evmHostile.tokenIds;
		const open = async (id: string) => {
			await page.goto(to.token(EVM, evmHostile.address, id));
			await metadataSettled(page);
		};

		// #1: markup everywhere, javascript: image and external_url, attributes of every shape.
		await open(t1!);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('<script>alert("name")</script>Hostile #1');
		await expect(page.getByText('<img src=x onerror=alert(1)> [click](javascript:alert(1)) <a href="javascript:alert(2)">link</a>')).toBeVisible();
		await expect(page.locator('dt:text-is("Website")')).toHaveCount(0);
		await expect(page.locator('main img[alt^="Image of"]')).toHaveCount(0);
		await expect(page.getByText('<script>alert("attr")</script>')).toBeVisible();
		await expect(page.getByText(/^\d+ attributes? in an unexpected shape not shown \(see raw metadata\)\.$/)).toBeVisible();
		await expect(page.getByText('[object Object]')).toHaveCount(0);
		await page.getByRole('button', { name: 'Show raw metadata' }).click();
		await expect(page.getByLabel('Raw metadata')).toContainText('"external_url": "javascript:alert(document.cookie)"');
		await expectSafe(page, '#1');
		await expectAccessible(page);

		// #2: an SVG with scripts, shown only through <img>; data:text/html image_url and animation_url ignored.
		await open(t2!);
		const img = page.locator('main img[alt^="Image of"]');
		await expect(img).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/media\/.+\.svg$/);
		await expect(page.locator('main svg text')).toHaveCount(0);
		await expectSafe(page, '#2');

		// #3: bidi override, zero-width and control characters: removed and flagged; vbscript: link refused.
		await open(t3!);
		await expect(page.getByText('The name contained hidden or direction-changing characters; they are not shown.')).toBeVisible();
		await expectNoHiddenCharacters(page.locator('main h1'));
		await expect(page.locator('dt:text-is("Website")')).toHaveCount(0);
		// The raw view keeps them visible as escapes instead of letting them reorder the text.
		await page.getByRole('button', { name: 'Show raw metadata' }).click();
		await expect(page.getByLabel('Raw metadata')).toContainText('\\u202e');
		await expectNoHiddenCharacters(page.locator('main'));
		await expectSafe(page, '#3');

		// #5: metadata of the wrong types: refused as a whole, the page still works.
		await open(t5!);
		await expect(page.getByText('The metadata does not have the expected shape.')).toBeVisible();
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${t5}`);
		await expect(rows(page)).toHaveCount(1);
		await expectSafe(page, '#5');

		// The largest uint256 as a token id.
		await open(max!);
		await expect(page.locator('dt:text-is("Token id") + dd span[title]')).toHaveAttribute('title', max!);
		await expect(rows(page).first()).toContainText(/Mint\s*to/);
		await expectSafe(page, 'max uint256');
	});

	test('the 50,000-character description keeps the layout @mobile', async ({ page, isMobile }) => {
		await page.goto(to.token(EVM, evmHostile.address, evmHostile.tokenIds[3]!));
		await metadataSettled(page);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Long W+…$/);
		const more = page.getByRole('button', { name: 'Show more' });
		await expect(more).toBeVisible();
		await expectNoHorizontalOverflow(page);
		const clamped = await page.locator('main .line-clamp-4').boundingBox();
		expect(clamped!.height).toBeLessThan(200);
		await more.click();
		await expect(page.getByRole('button', { name: 'Show less' })).toBeVisible();
		await expect(page.getByText('Warp and weft <b>interlace</b> & repeat.', { exact: false }).first()).toBeVisible();
		await expectNoHorizontalOverflow(page);
		// The history below is still there.
		await expect(rows(page)).toHaveCount(1);
		await expectSafe(page, 'long description');
		if (isMobile) await expectAccessible(page);
	});

	test('Wasm hostile collection: token ids that are markup, script URLs, bidi and paths', async ({ page }) => {
		await page.goto(to.collection(WASM, wasmHostile.address));
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(wasmHostile.name);
		await expect(rows(page)).toHaveCount(wasmHostile.tokenIds.length);
		await expect(page.locator('main .skeleton')).toHaveCount(0);
		// Ids travel percent-encoded: a javascript: id or ../ path is just a path segment.
		const hrefs = await page.locator('[data-row] a[data-row-link]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
		for (const id of wasmHostile.tokenIds) expect(hrefs).toContain(to.token(WASM, wasmHostile.address, id));
		await expectNoHiddenCharacters(page.locator('main'));
		await expectSafe(page, 'wasm grid');
		await expectAccessible(page);

		// Each token opens from its card (in-app navigation) on the right page.
		for (const id of wasmHostile.tokenIds) {
			await page.locator(`[data-row] a[data-row-link][href="${to.token(WASM, wasmHostile.address, id)}"]`).click();
			await metadataSettled(page);
			await expect(page).toHaveURL((u) => u.pathname === to.token(WASM, wasmHostile.address, id));
			const shown = id.replace(/[\u200b-\u200f\u202a-\u202e]/g, '');
			await expect(page.locator('dt:text-is("Token id") + dd span[title]'), id).toHaveAttribute('title', shown);
			await expect(page.getByText('Token not found'), id).toHaveCount(0);
			// The raw tx carries the id too: shown with escapes, never as live bidi/zero-width text.
			const tx = rows(page.getByRole('list', { name: 'Transactions, newest first' })).first();
			if (await tx.count()) await tx.getByRole('button', { name: 'Raw tx' }).click();
			await expectNoHiddenCharacters(page.locator('main'));
			await expectSafe(page, `wasm token ${JSON.stringify(id)}`);
			await page.goBack();
			await expect(rows(page)).toHaveCount(wasmHostile.tokenIds.length);
		}
	});

	test('hostile token ids open on a direct load', async ({ page }) => {
		// "\u202egnp.exe" ends like a file name: the site's static server must still answer with the app.
		for (const id of wasmHostile.tokenIds) {
			const res = await page.goto(to.token(WASM, wasmHostile.address, id));
			expect(res?.status(), `direct load of ${JSON.stringify(id)}`).toBe(200);
			await metadataSettled(page);
			await expect(page.locator('dt:text-is("Token id") + dd span[title]'), id).toHaveAttribute('title', id.replace(/[\u200b-\u200f\u202a-\u202e]/g, ''));
			await expectSafe(page, `wasm token ${JSON.stringify(id)}`);
		}
	});

	test('the served page carries a CSP that blocks inline script', async ({ page }) => {
		await page.goto(to.collection(WASM, wasmHostile.address));
		await expect(rows(page).first()).toBeVisible();
		const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
		expect(csp).toContain("script-src 'self'");
		expect(csp).toContain("object-src 'none'");
		expect(csp).toContain("frame-src 'none'");
		expect(csp).not.toContain('unsafe-inline\'; script');
		expect(csp!.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
		// Even markup slipped into the DOM could not run: inline handlers and scripts are refused.
		const outcome = await page.evaluate(async () => {
			const violations: string[] = [];
			document.addEventListener('securitypolicyviolation', (e) => violations.push(e.effectiveDirective));
			const div = document.createElement('div');
			div.innerHTML = '<img src="data:," onerror="window.__xss = true"><a href="#" id="xss-link" onclick="window.__xss = true; return false">x</a>';
			const img = div.querySelector('img')!;
			const errored = new Promise((resolve) => img.addEventListener('error', resolve, { once: true }));
			document.body.append(div);
			const s = document.createElement('script');
			s.textContent = 'window.__xss = true';
			document.body.append(s);
			document.getElementById('xss-link')!.click();
			await errored;
			await new Promise((resolve) => setTimeout(resolve, 0));
			div.remove();
			s.remove();
			return { xss: (window as unknown as { __xss: boolean }).__xss, violations };
		});
		expect(outcome.xss).toBe(false);
		expect(outcome.violations.length).toBeGreaterThanOrEqual(2);
		expect(outcome.violations.every((d) => d.startsWith('script-src'))).toBe(true);
	});
});
