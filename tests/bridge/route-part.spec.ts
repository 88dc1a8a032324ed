// The route's details (RouteDetails, hops, slippage: src/lib/bridge/ui/route-part.ts) are code the page
// downloads with the first quote. When that download fails (a flaky network, a blocked request), the
// route card says so in words, the form keeps what the user typed, and Try again loads it.
import { readFileSync } from 'node:fs';
import { DENOMS, L1, MOVE_L2 } from '../../devnet/chains';
import { bridgeLink } from '../support/bridge';
import { expect, test } from '../wallet/fixture';

// The worker would answer the chunk from its cache, past page.route.
test.use({ serviceWorkers: 'block' });

/** The built file of the route part, from the build's manifest (its name carries a content hash). */
function routePartFile(): string {
	const manifest = JSON.parse(readFileSync('.svelte-kit/output/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
	const entry = manifest['src/lib/bridge/ui/route-part.ts'];
	if (!entry) throw new Error('route-part.ts is not its own chunk in the build manifest');
	return entry.file;
}

test("the route details' code failing to download says so, keeps the form, and Try again loads it", async ({ page }) => {
	const file = routePartFile();
	let blocked = 0;
	await page.route(`**/${file}`, (route) => {
		blocked++;
		return route.abort('internetdisconnected');
	});
	const pair = { srcChain: L1, srcDenom: DENOMS.l1Init, dstChain: MOVE_L2, dstDenom: DENOMS.moveInit };
	await page.goto(bridgeLink(pair));
	await page.locator('#bridge-amount').fill('1.5');

	const failure = page.getByTestId('route-part-error');
	await expect(failure).toContainText("The route's details could not be loaded.");
	await expect(failure).toContainText('nothing was sent');
	expect(blocked).toBeGreaterThan(0);
	// What the user chose and typed is all still there, in the form and in the link.
	await expect(page.locator('#bridge-amount')).toHaveValue('1.5');
	await expect(page.getByRole('button', { name: /^From: INIT on Initia L1/ })).toBeVisible();
	expect(new URL(page.url()).searchParams.get('amount')).toBe('1.5');

	// The network is back: Try again downloads it and the route shows, the input untouched.
	await page.unroute(`**/${file}`);
	await failure.getByRole('button', { name: 'Try again' }).click();
	await expect(page.getByTestId('route-duration')).toBeVisible();
	await expect(failure).toHaveCount(0);
	await expect(page.locator('#bridge-amount')).toHaveValue('1.5');
});
