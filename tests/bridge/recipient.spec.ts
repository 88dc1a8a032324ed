// The form says what the route needs before Preview: a typed recipient that is not the user's own wallet,
// on a route to another chain, blocks Preview until the user confirms having checked it (exchange deposit addresses lose funds, skip-go#1701);
// Initia chains take a hex address as well as bech32. Max on the fee asset says it leaves no margin.
import { DENOMS, EVM_L2, L1, MOVE_L2, NOBLE } from '../../devnet/chains';
import { BridgePage, bridgeLink } from '../support/bridge';
import { expect, test } from '../wallet/fixture';

const PAIR = { srcChain: L1, srcDenom: DENOMS.l1Init, dstChain: MOVE_L2, dstDenom: DENOMS.moveInit };

test('a typed recipient on a cross-chain route needs a confirmation before Preview', async ({ page, wallet: _wallet }) => {
	const bridge = new BridgePage(page);
	await page.goto(bridgeLink(PAIR, '1'));
	await bridge.connect();
	await expect(bridge.submit).toHaveAttribute('data-blocker', 'Preview route', { timeout: 15_000 });
	await page.getByTestId('recipient-edit').click();
	await page.getByTestId('recipient-input').fill('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC');
	await expect(page.getByTestId('recipient-warning')).toContainText('not your connected wallet');
	await expect(bridge.submit).toHaveAttribute('data-blocker', 'Confirm recipient');
	await page.getByTestId('recipient-confirm').getByRole('checkbox').check();
	await expect(bridge.submit).toHaveAttribute('data-blocker', 'Preview route', { timeout: 15_000 });
	// A different address needs its own confirmation.
	await page.getByTestId('recipient-input').fill('0x90F79bf6EB2c4f870365E785982E1f101E93b906');
	await expect(bridge.submit).toHaveAttribute('data-blocker', 'Confirm recipient');
	await expect(page.getByTestId('recipient-confirm').getByRole('checkbox')).not.toBeChecked();
});

test('Max on the asset that pays the fee warns that it leaves only the estimated fee', async ({ page, wallet: _wallet }) => {
	const bridge = new BridgePage(page);
	await page.goto(bridgeLink(PAIR));
	await bridge.connect();
	const max = page.getByRole('button', { name: 'Max', exact: true });
	await expect(max).toBeEnabled({ timeout: 15_000 });
	await max.click();
	await expect(page.getByTestId('max-fee-warning')).toContainText(/Max leaves only the estimated fees \([\d.,]+ INIT\)/);
	await page.getByLabel('Amount to send in INIT').fill('1');
	await expect(page.getByTestId('max-fee-warning')).toHaveCount(0);
});

test.describe('a Keplr-only user, Noble → EVM rollup', () => {
	test.use({ walletOptions: { stub: { evm: false } } });

	test('is told before Preview that the route through the L1 needs an EVM wallet, with the wallet dialog one click away', async ({ page, wallet: _wallet }) => {
		const bridge = new BridgePage(page);
		await page.goto(bridgeLink({ srcChain: NOBLE, srcDenom: DENOMS.nobleUsdc, dstChain: EVM_L2, dstDenom: DENOMS.evmUsdc }, '5'));
		await bridge.connect('keplr');
		// Keplr signs on Noble and has the recipient's key on the rollup, but the quoted route passes
		// through the L1, where the router's address list needs the user's Initia account: said on the
		// form, never after Preview.
		await expect(page.getByText('5 USDC on Initia L1')).toBeVisible({ timeout: 15_000 });
		await expect(bridge.submit).toHaveAttribute('data-blocker', 'Connect wallet');
		await expect(page.getByTestId('submit-reason')).toHaveText(/This route passes through Initia L1, which needs your address from an EVM wallet/);
		await bridge.submit.click();
		await expect(page.getByTestId('wallet-dialog')).toBeVisible();
	});
});
