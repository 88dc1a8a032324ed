// A typed recipient that is not the user's own wallet, on a route to another chain, blocks Preview
// until the user confirms having checked it (exchange deposit addresses lose funds, skip-go#1701);
// Initia chains take a hex address as well as bech32.
import { DENOMS, L1, MOVE_L2 } from '../../devnet/chains';
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
