// Sub-path hosting (BASE_PATH=/sub, spec §2): the site built into build-sub/ (npm run build:sub,
// part of test:e2e) and served under /sub. Every request the page makes to its own host stays under
// /sub (the static server answers 404 outside it), a deep link and an in-app link render their
// pages, networks.json comes from /sub/networks.json and the service worker's scope is /sub/.
// Untagged, so it runs in the desktop project only.
import { existsSync } from 'node:fs';
import { FIXTURES as F } from '../devnet/fixtures';
import { to } from './support/explorer';
import { expect, test } from './support/fixtures';

const base = '/sub';
test.use({ siteBuild: { dir: 'build-sub', base } });
// The worker registers 3 s after load (src/lib/pwa/register.ts): 0.3 s here.
test.use({ pace: 10 });

test('a site built for /sub works under /sub: deep link, in-app link, networks.json and the service worker', async ({ page, env }) => {
	expect(existsSync('build-sub/200.html'), 'build-sub/ is missing: run `npm run build:sub` first').toBe(true);
	const origin = new URL(env.siteUrl).origin;
	expect(env.siteUrl).toBe(origin + base); // the server's url already ends with the base
	const own: string[] = [];
	page.on('request', (r) => {
		const u = new URL(r.url());
		if (u.origin === origin) own.push(u.pathname);
	});

	const c = F.evm.bigCollection;
	await page.goto(env.siteUrl + to.collection(F.evm.chainId, c.address));
	await expect(page.getByRole('heading', { level: 1 })).toContainText(c.name);
	const first = page.locator('[data-row] a[data-row-link]').first();
	await expect(first).toHaveAttribute('href', new RegExp(`^${base}/${F.evm.chainId}/nft-collections/`));

	// An in-app link: the client router stays under the base (no /sub/sub/…, no 404 page).
	await first.click();
	await expect(page).toHaveURL(new RegExp(`^${origin}${base}/${F.evm.chainId}/nft-collections/[^/]+/nft/[^/]+$`));
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Loom Weavers? #\d+$/);
	await expect(page.getByRole('heading', { name: 'Not found' })).toHaveCount(0);

	// The worker registers a few seconds after load, for the base path only.
	const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
	expect(scope).toBe(`${origin}${base}/`);

	expect(own).toContain(`${base}/networks.json`);
	expect(own.filter((p) => p.endsWith('/networks.json'))).toEqual(own.filter((p) => p === `${base}/networks.json`));
	expect(own.filter((p) => p !== base && !p.startsWith(`${base}/`)), 'requests outside the base path').toEqual([]);
});
