// NFT media: ipfs:// through the configured gateway (and the .json retry), gateway URLs baked into
// metadata, a slow gateway timing out to a placeholder, data: JSON decoded locally, an empty uri,
// an unreachable host and a broken image; none of them breaks the page.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { expectImageLoaded, expectNoHorizontalOverflow, FIXTURES, gridWhole, logMark, rows, to, watchForText } from '../support/explorer';

const EVM = FIXTURES.evm.chainId;
const U = FIXTURES.evm.uris;
const image = (page: Page) => page.locator('main img[alt^="Image of"]');
const placeholder = (page: Page) => page.locator('main [data-media] svg').first();
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

		// A broken image: the placeholder says the file is not there.
		await openToken(page, U.brokenImage);
		await expect(loadedFrom(page)).toBeVisible();
		await expect(image(page)).toHaveCount(0);
		await expect(page.locator('main [data-media]').getByRole('status')).toContainText('Image not found');

		// The whole troubled collection still renders as a grid, with placeholders where media fail.
		await page.goto(to.collection(EVM, U.brokenImage.collection, { limit: 48 }));
		await expect(rows(page).first()).toBeVisible();
		await gridWhole(page);
		const n = await rows(page).count();
		await expect(page.locator('main [data-row] .aspect-square svg').first()).toBeVisible();
		expect(await page.locator('main [data-row] img').count()).toBeLessThan(n);
	});
});

test.describe('media by what it is', () => {
	const L = FIXTURES.evm.lab;
	const mediaBox = (page: Page) => page.locator('main [data-media]');
	const ready = (el: import('@playwright/test').Locator) => expect.poll(() => el.evaluate((m) => (m as HTMLMediaElement).readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);

	test('video and audio play, with or without a file extension; SVG only as <img> @mobile', async ({ page, control, isMobile }) => {
		for (const t of [L.video, L.videoBare]) {
			await openToken(page, t);
			const video = page.locator('main video');
			await expect(video).toBeVisible();
			await expect(video).toHaveJSProperty('muted', true);
			await expect(video).toHaveAttribute('controls', '');
			await expect(video).toHaveAttribute('poster', /\/media\/.+\.svg$/);
			await ready(video);
			expect(await video.evaluate((v) => (v as HTMLVideoElement).videoWidth)).toBeGreaterThan(0);
		}
		// Only the extensionless one needed a probe of its content type.
		const mark = await logMark(control);
		await openToken(page, L.audioBare);
		const audio = page.locator('main audio');
		await expect(audio).toHaveAttribute('controls', '');
		await ready(audio);
		await expectImageLoaded(image(page));
		const probes = (await control.requests(mark, 'media')).requests.filter((r) => r.method === 'HEAD');
		expect(probes.map((r) => r.path)).toEqual([expect.stringMatching(/\/tone-\d+$/)]);

		await openToken(page, L.audio);
		await ready(page.locator('main audio'));
		await openToken(page, L.imageBare);
		await expectImageLoaded(image(page));
		await expect(mediaBox(page)).toHaveAttribute('data-media', 'image');
		if (isMobile) await expectNoHorizontalOverflow(page);
		await expectAccessible(page);
	});

	test('media that cannot be shown says why, with the URL on demand @mobile', async ({ page }) => {
		const why = (page: Page) => mediaBox(page).getByRole('status');
		await openToken(page, L.missingImage);
		await expect(why(page)).toContainText('Image not found');
		await expect(why(page)).toContainText('answered 404');
		await expect(page.getByTestId('media-url')).toHaveCount(0);
		await why(page).getByRole('button', { name: 'Show URL' }).click();
		await expect(page.getByTestId('media-url').getByRole('link')).toHaveAttribute('href', /\/missing-\d+\.png$/);
		await expectAccessible(page);

		await openToken(page, L.notMedia);
		await expect(why(page)).toContainText('Not an image');
		await expect(why(page)).toContainText('text/html');

		await openToken(page, L.serverError);
		await expect(why(page)).toContainText('answered 500');

		await openToken(page, L.unsafeImage);
		await expect(why(page)).toContainText('unsafe link');
		await why(page).getByRole('button', { name: 'Show URL' }).click();
		// Shown as text, never as a link.
		await expect(page.getByTestId('media-url')).toHaveText('javascript:alert("lab")');
		await expect(page.getByTestId('media-url').getByRole('link')).toHaveCount(0);

		// An HTML page as animation: the image shows, the page is explained and never framed.
		await openToken(page, L.htmlAnimation);
		await expectImageLoaded(image(page));
		await expect(page.getByTestId('media-note')).toContainText('Interactive page not shown');
		await expect(page.locator('iframe, object, embed')).toHaveCount(0);
		await expectAccessible(page);
	});

	test.describe('deadlines', () => {
		// The image's 12 s deadline runs 6 times faster (src/lib/pace.ts).
		test.use({ pace: 6 });

		test('a slow gateway times out to a placeholder; the rest of the page is unaffected', async ({ page }) => {
			// The page's own clock: the metadata's 6 s deadline passes when the test moves time on, not in
			// real seconds (a paced deadline would cost the explorer's deep links a file before content).
			await page.clock.install();
			const loading = await watchForText(page, 'Loading metadata…');
			await openToken(page, U.ipfsSlow);
			await expect(history(page).first()).toBeVisible();
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${U.ipfsSlow.tokenId}`);
			await expect(page.locator('dt:text-is("Owner") + dd').getByRole('link')).toBeVisible();
			expect(await loading.seen()).toBe(true);
			const failed = page.getByRole('status').filter({ hasText: 'The metadata could not be loaded.' });
			// Past the deadline of each gateway's attempt: it gives up, with the reason.
			await expect
				.poll(async () => {
					await page.clock.runFor(6_000);
					return failed.count();
				})
				.toBe(1);
			await expect(failed).toContainText('did not answer within 6 s');
			await expect(placeholder(page)).toBeVisible();
			await expect(image(page)).toHaveCount(0);
			await expect(history(page).first()).toBeVisible();

			// A CID no gateway has, and a host that does not exist: the same, sooner.
			for (const t of [U.ipfsNever, U.unreachable]) {
				await openToken(page, t);
				await expect(page.getByRole('status').filter({ hasText: 'The metadata could not be loaded.' })).toBeVisible();
				await expect(placeholder(page)).toBeVisible();
				await expect(history(page).first()).toBeVisible();
			}
		});

		test('an image that does not arrive in time says it timed out, and offers to try again', async ({ page }) => {
			await openToken(page, L.slowImage);
			await expect(mediaBox(page).getByRole('status')).toContainText('Image timed out');
			await expect(mediaBox(page).getByRole('button', { name: 'Try again' })).toBeVisible();
			await expect(history(page).first()).toBeVisible();
		});
	});
});
