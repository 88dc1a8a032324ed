// NFT media: ipfs:// through the configured gateway (and the .json retry), gateway URLs baked into
// metadata, a slow gateway timing out to a placeholder, data: JSON decoded locally, an empty uri,
// an unreachable host and a broken image; none of them breaks the page.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectImageLoaded, FIXTURES, logMark, rows, to } from '../support/explorer';

const EVM = FIXTURES.evm.chainId;
const U = FIXTURES.evm.uris;
const image = (page: Page) => page.locator('main img[alt^="Image of"]');
const placeholder = (page: Page) => page.locator('main section .aspect-square svg').first();
const loadedFrom = (page: Page) => page.getByText(/^Loaded from /);
const history = (page: Page) => rows(page.getByRole('list', { name: 'Transactions, newest first' }));

async function openToken(page: Page, t: { collection: string; tokenId: string }) {
	await page.goto(to.token(EVM, t.collection, t.tokenId));
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('NFT media', () => {
	test('ipfs:// through the local gateway, the .json retry, a single-file CID and a baked-in gateway', async ({ page, env, control }) => {
		const gateway = `${env.devnetUrl}/ipfs/`;
		await openToken(page, U.ipfs);
		await expect(loadedFrom(page)).toHaveText(new RegExp(`^Loaded from ${gateway}`));
		await expect(image(page)).toHaveAttribute('src', new RegExp(`^${gateway}`));
		await expectImageLoaded(image(page));
		await expect(page.locator('dt:text-is("Metadata URI") + dd')).toHaveText(/^ipfs:\/\//);

		// Metadata that only resolves with ".json" appended (InitiaScan's retry).
		const mark = await logMark(control);
		await openToken(page, U.ipfsNeedsJson);
		await expect(loadedFrom(page)).toHaveText(new RegExp(`^Loaded from ${gateway}.+\\.json$`));
		const media = (await control.requests(mark, 'media')).requests.map((r) => r.path).filter((p) => p.startsWith('/ipfs/'));
		expect(media.some((p) => !p.endsWith('.json'))).toBe(true);
		expect(media.some((p) => p.endsWith('.json'))).toBe(true);
		await expectImageLoaded(image(page));

		await openToken(page, U.ipfsSingleFile);
		await expect(loadedFrom(page)).toHaveText(new RegExp(`^Loaded from ${gateway}`));

		// A public gateway URL baked into the metadata: our gateway serves the same CID.
		await openToken(page, U.bakedGateway);
		await expect(loadedFrom(page)).toBeVisible();
		await expectImageLoaded(image(page));
	});

	test('a slow gateway times out to a placeholder; the rest of the page is unaffected', async ({ page }) => {
		await openToken(page, U.ipfsSlow);
		await expect(page.getByText('Loading metadata…')).toBeVisible();
		await expect(history(page).first()).toBeVisible();
		await expect(page.getByRole('status').filter({ hasText: 'The metadata could not be loaded.' })).toBeVisible({ timeout: 15_000 });
		await expect(placeholder(page)).toBeVisible();
		await expect(image(page)).toHaveCount(0);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${U.ipfsSlow.tokenId}`);
		await expect(page.locator('dt:text-is("Owner") + dd').getByRole('link')).toBeVisible();

		// A CID no gateway has, and a host that does not exist: the same, sooner.
		for (const t of [U.ipfsNever, U.unreachable]) {
			await openToken(page, t);
			await expect(page.getByRole('status').filter({ hasText: 'The metadata could not be loaded.' })).toBeVisible();
			await expect(placeholder(page)).toBeVisible();
			await expect(history(page).first()).toBeVisible();
		}
	});

	test('data: JSON is decoded locally; an empty uri and a broken image show placeholders', async ({ page, control }) => {
		const mark = await logMark(control);
		await openToken(page, U.dataUri);
		await expect(loadedFrom(page)).toHaveText('Loaded from data: URI');
		await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(`#${U.dataUri.tokenId}`);
		await expect(page.locator('dt:text-is("Metadata URI") + dd')).toHaveText(/^data:application\/json/);
		expect((await control.requests(mark, 'media')).requests.filter((r) => r.path.endsWith('.json'))).toEqual([]);

		await openToken(page, U.empty);
		await expect(page.locator('dt:text-is("Metadata URI") + dd')).toHaveText('none');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${U.empty.tokenId}`);
		await expect(placeholder(page)).toBeVisible();
		await expect(page.getByRole('status')).toHaveCount(0);
		await expect(history(page).first()).toBeVisible();

		await openToken(page, U.brokenImage);
		await expect(loadedFrom(page)).toBeVisible();
		await expect(image(page)).toHaveCount(0);
		await expect(placeholder(page)).toBeVisible();

		// The whole troubled collection still renders as a grid, with placeholders where media fail.
		await page.goto(to.collection(EVM, U.brokenImage.collection, { limit: 48 }));
		await expect(rows(page).first()).toBeVisible();
		const n = await rows(page).count();
		await expect(page.locator('main [data-row] .aspect-square svg').first()).toBeVisible();
		expect(await page.locator('main [data-row] img').count()).toBeLessThan(n);
	});
});
