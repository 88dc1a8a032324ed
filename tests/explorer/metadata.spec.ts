// Metadata as the standard means it: attributes by display_type (dates as dates, numbers with
// their scale, signed boosts), a safe external link, and "Refresh metadata" that reads past every
// cache and says what changed.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { expectImageLoaded, expectNoHorizontalOverflow, FIXTURES, logMark, to } from '../support/explorer';

const E = FIXTURES.evm;
const L = E.lab;
const trait = (page: Page, name: string) => page.getByRole('list', { name: 'Attributes' }).locator('li').filter({ has: page.locator(`p[title="${name}"]`) });

test.use({ timezoneId: 'UTC' });

test.describe('metadata', () => {
	test('attributes by display_type: dates, numbers of a scale, boosts; the website link @mobile', async ({ page, isMobile }) => {
		await page.goto(to.token(E.chainId, L.traits.collection, L.traits.tokenId));
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Every display type/);
		await expect(trait(page, 'Woven on')).toContainText('Jan 5, 2026');
		await expect(trait(page, 'Woven on').locator('time')).toHaveAttribute('datetime', '2026-01-05T00:00:00.000Z');
		// A date in milliseconds reads as the same kind of date, not as year 57,000.
		await expect(trait(page, 'Dyed on (ms)')).toContainText('Jan 6, 2026');
		await expect(trait(page, 'Threads')).toContainText('1,240 of 2,000');
		await expect(trait(page, 'Strength')).toContainText('+12');
		await expect(trait(page, 'Shine')).toContainText('+15%');
		await expect(trait(page, 'Handwoven')).toContainText('Yes');
		await expect(trait(page, 'Colour')).toContainText('Indigo');
		await expect(page.getByRole('link', { name: /loom\.example\/lab\/13/ })).toHaveAttribute('href', 'https://loom.example/lab/13');
		if (isMobile) await expectNoHorizontalOverflow(page);
		await expectAccessible(page);
	});

	test('Refresh metadata reads past every cache and lists what changed', async ({ page, control }) => {
		const t = L.evolving;
		await page.goto(to.token(E.chainId, t.collection, t.tokenId));
		const h1 = page.getByRole('heading', { level: 1 });
		await expect(h1).toHaveText(/Evolving v\d+$/);
		const before = Number(/v(\d+)$/.exec((await h1.textContent()) ?? '')![1]);

		// A reload is served from the caches: the same version.
		await page.reload();
		await expect(h1).toHaveText(`Loom Lab #${t.tokenId} · Evolving v${before}`);

		const mark = await logMark(control);
		await page.getByRole('button', { name: 'Refresh metadata' }).click();
		const panel = page.getByTestId('metadata-refresh');
		await expect(panel).toContainText(/\d+ changes\./);
		await expect(panel).toContainText(`Name: Loom Lab #${t.tokenId} · Evolving v${before} → Loom Lab #${t.tokenId} · Evolving v${before + 1}`);
		await expect(panel).toContainText(`Trait “Level”: ${before} → ${before + 1}`);
		await expect(panel).toContainText('Trait “Stage”');
		await expect(h1).toHaveText(`Loom Lab #${t.tokenId} · Evolving v${before + 1}`);
		await expect(trait(page, 'Level')).toContainText(String(before + 1));
		// The image of the new document shows (not stuck behind its loading skeleton).
		await expectImageLoaded(page.locator('main [data-media="image"] img'));
		await expect(page.locator('main [data-media] .skeleton')).toHaveCount(0);
		// It really asked the server again.
		const asked = (await control.requests(mark, 'media')).requests.filter((r) => r.path.endsWith(`/${t.tokenId}.json`));
		expect(asked.length).toBeGreaterThanOrEqual(1);

		// A document that does not change says so.
		await page.goto(to.token(E.chainId, L.traits.collection, L.traits.tokenId));
		await page.getByRole('button', { name: 'Refresh metadata' }).click();
		await expect(page.getByTestId('metadata-refresh')).toContainText('nothing changed.');
	});

	test('a refresh that fails keeps what was shown and says why; on-chain (data:) metadata has nothing to refresh', async ({ page, control }) => {
		const t = E.uris.https;
		await page.goto(to.token(E.chainId, t.collection, t.tokenId));
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Loom Weavers? #1$/);
		await control.fault({ match: `/media/${E.chainId}/loom-weavers/1.json`, status: 503, body: 'upstream down', contentType: 'text/plain' });
		await page.getByRole('button', { name: 'Refresh metadata' }).click();
		await expect(page.getByTestId('metadata-refresh')).toContainText('could not be read again');
		await expect(page.getByTestId('metadata-refresh')).toContainText('503');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Loom Weavers? #1$/);

		await page.goto(to.token(E.chainId, E.uris.dataUri.collection, E.uris.dataUri.tokenId));
		await expect(page.getByText('Loaded from data: URI')).toBeVisible();
		await expect(page.getByRole('button', { name: 'Refresh metadata' })).toHaveCount(0);
	});
});
