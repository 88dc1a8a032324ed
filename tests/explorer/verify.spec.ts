// "Check on chain": the token page asks the chain who owns the token (Move object owner, ERC-721
// ownerOf, cw721 owner_of) and says whether the indexer agrees; the collection page checks the
// collection's existence, name and creator. Failures are explained, and nothing is asked before
// the button is pressed.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { expectNoHorizontalOverflow, FIXTURES, logMark, to } from '../support/explorer';

const check = (page: Page) => page.getByTestId('chain-check');

const cases = [
	['EVM', FIXTURES.evm.chainId, FIXTURES.evm.uris.https, FIXTURES.evm.staleOwner],
	['Move', FIXTURES.move.chainId, FIXTURES.move.agreeing, FIXTURES.move.staleOwner],
	['Wasm', FIXTURES.wasm.chainId, FIXTURES.wasm.agreeing, FIXTURES.wasm.staleOwner]
] as const;

test.describe('check on chain', () => {
	for (const [vm, chainId, agreeing, stale] of cases) {
		test(`${vm}: agrees for a normal token, flags the stale one${vm === 'EVM' ? ' @mobile' : ''}`, async ({ page, control, isMobile }) => {
			const mark = await logMark(control);
			await page.goto(to.token(chainId, agreeing.collection, agreeing.tokenId));
			const button = page.getByRole('button', { name: 'Check on chain' });
			await expect(button).toBeVisible();
			// Nothing asks the chain about the token until the user does (the lists' freshness reads only its latest block).
			const before = (await control.requests(mark)).requests.filter((r) => (r.service === 'rest' || r.service === 'jsonrpc') && !r.path.endsWith('/blocks/latest'));
			expect(before).toEqual([]);
			await button.click();
			await expect(check(page)).toHaveAttribute('data-outcome', 'agrees');
			await expect(check(page)).toContainText('The chain agrees');
			const asked = (await control.requests(mark)).requests.filter((r) => r.chainId === chainId && (r.service === 'rest' || r.service === 'jsonrpc'));
			expect(asked.length).toBeGreaterThan(0);

			await page.goto(to.token(chainId, stale.collection, stale.tokenId));
			await page.getByRole('button', { name: 'Check on chain' }).click();
			await expect(check(page)).toHaveAttribute('data-outcome', 'differs');
			await expect(check(page)).toContainText('different owner');
			await expect(check(page).getByRole('link').first()).toHaveAttribute('href', to.account(chainId, stale.chainOwner));
			await expect(page.locator('dt:text-is("Owner") + dd').getByRole('link')).not.toHaveAttribute('href', to.account(chainId, stale.chainOwner));
			if (isMobile) await expectNoHorizontalOverflow(page);
			await expectAccessible(page);
		});
	}

	test('collections: exists with the same name and creator on Move and Wasm; EVM has no on-chain creator', async ({ page }) => {
		const o = FIXTURES.move.originals;
		await page.goto(to.collection(FIXTURES.move.chainId, o.address));
		await page.getByRole('button', { name: 'Check on chain' }).click();
		await expect(check(page)).toHaveAttribute('data-outcome', 'agrees');
		await expect(check(page)).toContainText(o.name);
		await expect(check(page).getByRole('link')).toHaveAttribute('href', to.account(FIXTURES.move.chainId, o.creator));

		await page.goto(to.collection(FIXTURES.wasm.chainId, FIXTURES.wasm.collection.address));
		await page.getByRole('button', { name: 'Check on chain' }).click();
		await expect(check(page)).toHaveAttribute('data-outcome', 'agrees');

		await page.goto(to.collection(FIXTURES.evm.chainId, FIXTURES.evm.bigCollection.address));
		await page.getByRole('button', { name: 'Check on chain' }).click();
		await expect(check(page)).toHaveAttribute('data-outcome', 'agrees');
		await expect(check(page)).toContainText('does not record its creator');
		await expectAccessible(page);
	});

	test('a chain that fails is explained, and Check again recovers', async ({ page, control }) => {
		const t = FIXTURES.evm.uris.https;
		// Every eth_call fails until the fault is cleared: POST only, so no other request (the service
		// worker's GET refetch of what the page loaded) uses up a counted fault, and retries cannot outlast it.
		await control.fault({ match: `/jsonrpc/${FIXTURES.evm.chainId}`, method: 'POST', status: 503, body: 'maintenance', contentType: 'text/plain' });
		await page.goto(to.token(FIXTURES.evm.chainId, t.collection, t.tokenId));
		await page.getByRole('button', { name: 'Check on chain' }).click();
		await expect(check(page)).toHaveAttribute('data-outcome', 'failed');
		await expect(check(page)).toContainText('The chain could not be asked.');
		await expect(check(page)).toContainText('503');
		await control.clearFaults();
		await page.getByRole('button', { name: 'Check again' }).click();
		await expect(check(page)).toHaveAttribute('data-outcome', 'agrees');
	});
});

test.describe('on a 390 px phone', () => {
	test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
	test('the token page: no sideways scroll, the checks reachable with 44 px targets', async ({ page }) => {
		const t = FIXTURES.evm.staleOwner;
		await page.goto(to.token(FIXTURES.evm.chainId, t.collection, t.tokenId));
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		for (const name of ['Check on chain', 'Refresh metadata']) {
			const button = page.getByRole('button', { name });
			// 'Check on chain' loads after the content behind a disabled placeholder of the same size:
			// measure the real, enabled button (the swap is what made a plain box read null).
			await expect(button).toBeEnabled();
			const box = (await button.boundingBox())!;
			expect(box.height, name).toBeGreaterThanOrEqual(44);
		}
		await page.getByRole('button', { name: 'Check on chain' }).click();
		await expect(check(page)).toHaveAttribute('data-outcome', 'differs');
		await expectNoHorizontalOverflow(page);
	});
});
