// Code the bridge page downloads only when it is needed: the route's details (RouteDetails, hops,
// slippage: src/lib/bridge/ui/route-part.ts) with the first quote, the asset dialog when the pointer or
// focus reaches a picker. When that download fails (a flaky network, a blocked request), the page says
// so in words, the form keeps what the user typed, and trying again loads it.
import { DENOMS, L1, MOVE_L2 } from '../../devnet/chains';
import { bridgeLink } from '../support/bridge';
import { blockChunk } from '../support/build';
import { expect, test } from '../wallet/fixture';

// The worker would answer the chunk from its cache, past page.route.
test.use({ serviceWorkers: 'block' });

// The built file of a module loaded on demand is found in the served build by a string of its own
// (tests/support/build.ts): .svelte-kit's manifest is the LAST build's, build-sub/ in `npm test`.

const pair = { srcChain: L1, srcDenom: DENOMS.l1Init, dstChain: MOVE_L2, dstDenom: DENOMS.moveInit };

test("the route details' code failing to download says so, keeps the form, and Try again loads it", async ({ page, siteBuild }) => {
	// src/lib/bridge/ui/route-part.ts (RouteDetails' route choice)
	const code = await blockChunk(page, siteBuild.dir, 'route-choice');
	await page.goto(bridgeLink(pair));
	await page.locator('#bridge-amount').fill('1.5');

	const failure = page.getByTestId('route-part-error');
	await expect(failure).toContainText("The route's details could not be loaded.");
	await expect(failure).toContainText('nothing was sent');
	expect(code.asked).toBeGreaterThan(0);
	// What the user chose and typed is all still there, in the form and in the link.
	await expect(page.locator('#bridge-amount')).toHaveValue('1.5');
	await expect(page.getByRole('button', { name: /^From: INIT on Initia L1/ })).toBeVisible();
	expect(new URL(page.url()).searchParams.get('amount')).toBe('1.5');

	// The network is back: Try again downloads it and the route shows, the input untouched.
	code.blocked = false;
	await failure.getByRole('button', { name: 'Try again' }).click();
	await expect(page.getByTestId('route-duration')).toBeVisible();
	await expect(failure).toHaveCount(0);
	await expect(page.locator('#bridge-amount')).toHaveValue('1.5');
});

test("the asset dialog's code failing to download says so at the picker; choosing again opens it", async ({ page, siteBuild }) => {
	// src/lib/bridge/ui/AssetDialog.svelte (its options)
	const code = await blockChunk(page, siteBuild.dir, 'asset-option');
	await page.goto(bridgeLink(pair, '2'));
	const picker = page.getByTestId('destination-asset');
	await picker.click();

	const failure = page.getByTestId('destination-asset-load-error');
	await expect(failure).toContainText('The asset list could not be loaded.');
	await expect(picker).toHaveAccessibleDescription(/could not be loaded/);
	expect(code.asked).toBeGreaterThan(0);
	await expect(page.getByTestId('destination-asset-dialog')).toBeHidden();
	await expect(page.locator('#bridge-amount')).toHaveValue('2');

	code.blocked = false;
	await picker.click();
	const dialog = page.getByTestId('destination-asset-dialog');
	await expect(dialog).toBeVisible();
	await expect(failure).toHaveCount(0);
	// The dialog works: search, pick, and the choice and the amount are in the form.
	await dialog.getByRole('searchbox').fill('USDC');
	await dialog.locator(`[data-testid="asset-option"][data-chain="${MOVE_L2}"][data-denom="${DENOMS.moveUsdc}"]`).click();
	await expect(dialog).toBeHidden();
	await expect(picker).toHaveAccessibleName(/^To: USDC on /);
	await expect(page.locator('#bridge-amount')).toHaveValue('2');
});

test("the storage banner's download failing to load its code says so; pressing again downloads", async ({ page, siteBuild }) => {
	await page.addInitScript(() => localStorage.setItem('loom:bridge-history', JSON.stringify({ v: 1, items: [{ id: 42, txHash: null }] })));
	await page.goto('/bridge');
	const warning = page.getByTestId('corrupt-warning');
	await expect(warning).toContainText('1 stored history entry could not be read');
	// The network goes: the download helper's code (src/lib/export.ts, its CSV formula guard) cannot be fetched.
	const code = await blockChunk(page, siteBuild.dir, '=+\\-@');
	await warning.getByRole('button', { name: 'Download them' }).click();
	await expect(page.getByTestId('download-failed')).toContainText('The download could not start');
	expect(code.asked).toBeGreaterThan(0);
	await expect(warning).toBeVisible();

	code.blocked = false;
	const [download] = await Promise.all([page.waitForEvent('download'), warning.getByRole('button', { name: 'Download them' }).click()]);
	expect(download.suggestedFilename()).toMatch(/^loom-bridge-history-unreadable-.*\.json$/);
	await expect(page.getByTestId('download-failed')).toHaveCount(0);
});
