// The boot scripts of the built pages (src/boot, inlined by src/hooks.server.ts, allowed by their
// hashes in the CSP): a deep link preloads its route's code with the app's start code, and the saved
// theme is applied before the app runs. A CSP that blocked them would break both silently.
import { FIXTURES as F } from '../devnet/fixtures';
import { expect, test } from './support/fixtures';

test('a deep link preloads its route at once and the saved theme applies before the app, under the CSP', async ({ page }) => {
	await page.addInitScript(() => {
		localStorage.setItem('loom:theme', JSON.stringify('dark'));
		const w = window as unknown as { __boot: { violations: string[]; darkAtParse?: boolean } };
		w.__boot = { violations: [] };
		document.addEventListener('securitypolicyviolation', (e) => w.__boot.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
		document.addEventListener('DOMContentLoaded', () => (w.__boot.darkAtParse = document.documentElement.classList.contains('dark')));
	});
	await page.goto(`/${F.evm.chainId}/nft-collections/${F.evm.bigCollection.address}`);
	await expect(page.locator('[data-row]').first()).toBeVisible();
	const boot = await page.evaluate(() => (window as unknown as { __boot: { violations: string[]; darkAtParse?: boolean } }).__boot);
	expect(boot.violations).toEqual([]);
	expect(boot.darkAtParse).toBe(true);
	// The collection page's own node chunk was preloaded by the boot script (kit alone preloads only the start code).
	const preloaded = await page.locator('head link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
	const table = JSON.parse((await page.locator('#loom-route-preload').textContent()) ?? '{}') as { files: string[]; routes: [string, number[]][] };
	const route = table.routes.find(([re]) => new RegExp(re).test(`/${F.evm.chainId}/nft-collections/${F.evm.bigCollection.address}`))!;
	expect(route[1].length).toBeGreaterThan(0);
	for (const i of route[1]) expect(preloaded).toContain(`/_app/immutable/${table.files[i]}`);
});
