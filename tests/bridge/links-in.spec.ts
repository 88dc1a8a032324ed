// Links into the bridge: go.skip.build's parameter names (src_chain, src_asset, dest_chain,
// dest_asset, amount_in in display units, router-api §13.1) prefill the form like ours do, and
// nothing is sent until the user acts.
import { DENOMS, L1, MOVE_L2, NOBLE } from '../../devnet/chains';
import { expect, test } from '../wallet/fixture';

test("a go.skip.build link prefills the form, amount_in in display units", async ({ page, wallet }) => {
	const q = new URLSearchParams({ src_chain: L1, src_asset: DENOMS.l1Usdc, dest_chain: MOVE_L2, dest_asset: DENOMS.moveUsdc, amount_in: '2.5' });
	await page.goto(`/bridge?${q}`);
	await expect(page.getByLabel('Amount to send in USDC')).toHaveValue('2.5');
	await expect(page.getByRole('button', { name: /^From: USDC on Initia L1/ })).toBeVisible();
	await expect(page.getByRole('button', { name: /^To: USDC on Move Loom/ })).toBeVisible();
	await expect(page.getByTestId('prefill-issues')).toHaveCount(0);
	await expect(page.getByTestId('bridge-submit')).toHaveAttribute('data-blocker', 'Connect wallet');
	expect(wallet.log).toEqual([]);
});

test('a go.skip.build link with a value that cannot be read says which', async ({ page }) => {
	await page.goto(`/bridge?${new URLSearchParams({ src_chain: L1, src_asset: DENOMS.l1Init, amount_in: '1e6' })}`);
	await expect(page.getByTestId('prefill-issues')).toContainText('Ignored "amount_in": it is not a valid value.');
	await expect(page.getByRole('button', { name: /^From: INIT on Initia L1/ })).toBeVisible();
});

test("the form starts with the chain's native fee asset; a link naming only chains gets theirs", async ({ page }) => {
	await page.goto('/bridge');
	await expect(page.getByRole('button', { name: /^From: INIT on Initia L1/ })).toBeVisible();
	await page.goto(`/bridge?${new URLSearchParams({ src_chain: NOBLE, dest_chain: L1 })}`);
	await expect(page.getByRole('button', { name: /^From: USDC on Noble/ })).toBeVisible();
	await expect(page.getByRole('button', { name: /^To: INIT on Initia L1/ })).toBeVisible();
});
