// The devnet burner wallet: on a network with a devnet control API the bridge offers "Devnet burner
// wallet (local test funds)", whose key stays inside the devnet. With no test wallet installed at
// all, it completes a transfer that the devnet verified. Runs on a phone only (@phone-only): a phone is
// where no wallet extension is the rule, and the flow is the same code at any width, so a desktop run
// would repeat it.
import { BURNER } from '../../devnet/accounts';
import { DENOMS, L1, MOVE_L2 } from '../../devnet/chains';
import { BridgePage, Devnet, bridgeLink } from '../support/bridge';
import { expect, expectAccessible, test } from '../support/fixtures';

// Followed 10 times faster than a user's page polls (src/lib/pace.ts), as with the wallet fixture.
test.use({ pace: 10 });

const PAIR = { srcChain: L1, srcDenom: DENOMS.l1Init, dstChain: MOVE_L2, dstDenom: DENOMS.moveInit };

test('the burner wallet completes a transfer with no wallet extension @mobile @phone-only', async ({ page, control, env }) => {
	const devnet = new Devnet(env.devnetUrl);
	const bridge = new BridgePage(page);
	await control.knobs({ timeScale: 200 });
	const before = await devnet.balance(MOVE_L2, BURNER.init, DENOMS.moveInit);
	await page.goto(bridgeLink(PAIR, '2'));
	expect(await page.evaluate(() => 'keplr' in window || 'ethereum' in window)).toBe(false);

	await page.getByRole('button', { name: 'Connect wallet' }).first().click();
	const dialog = page.getByTestId('wallet-dialog');
	await expect(dialog.getByText('No Keplr or Leap found.')).toBeVisible();
	const burner = dialog.getByRole('button', { name: /^Devnet burner wallet \(local test funds\)/ });
	await expect(burner).toContainText('Never use it for real funds');
	await burner.click();
	await expect(dialog).toBeHidden();
	await expect(page.getByTestId('wallet-button')).toContainText('burner');
	await expect(page.getByTestId('recipient-value')).toHaveText(BURNER.init);

	await bridge.preview();
	await bridge.reviewReady();
	await expect(bridge.field('From')).toContainText(BURNER.init);
	await expectAccessible(page);
	await bridge.signButton.click();
	const hash = await bridge.hash();
	await bridge.finalState('STATE_COMPLETED_SUCCESS');
	const tx = await devnet.includedCosmosTx(L1, hash);
	expect(tx.tx_response.code).toBe(0);
	expect(tx.tx.auth_info.signer_infos[0]!.mode_info.single.mode).toBe('SIGN_MODE_EIP_191');
	const quote = await devnet.route(PAIR, 2_000_000n);
	expect(await devnet.balance(MOVE_L2, BURNER.init, DENOMS.moveInit)).toBe(before + BigInt(quote.amount_out));
});
