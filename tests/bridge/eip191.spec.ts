// The EIP-191 path (wallets.md §3): an EVM wallet found through EIP-6963 signs an Initia L1 deposit to
// the Move rollup as amino JSON via personal_sign. The review must show the decoded message before the
// wallet is asked, the wallet must be asked to sign exactly the document shown, and the devnet chain
// must have verified and included the tx; the transfer is then tracked to success.
import { serializeSignDoc, type StdSignDoc } from '@cosmjs/amino';
import { fromUtf8 } from '@cosmjs/encoding';
import { formatUnits } from 'viem';
import { DENOMS, L1, MOVE_L2 } from '../../devnet/chains';
import { BridgePage, Devnet, baseUnits, bridgeLink } from '../support/bridge';
import { expect, expectAccessible, test } from '../wallet/fixture';

const PAIR = { srcChain: L1, srcDenom: DENOMS.l1Init, dstChain: MOVE_L2, dstDenom: DENOMS.moveInit };
const IDENTIFY = 'Sign this message to identify your Initia account.';

test.describe('EIP-191 signing with an EIP-6963 wallet', () => {
	test('L1 INIT → Move INIT: preview, review, sign the shown document, track to success', async ({ page, wallet, control, env }) => {
		const devnet = new Devnet(env.devnetUrl);
		const bridge = new BridgePage(page);
		await control.knobs({ timeScale: 200 });
		wallet.policies.personal_sign = 'manual';
		const before = await devnet.balance(MOVE_L2, wallet.initAddress, DENOMS.moveInit);

		await page.goto('/bridge');
		await expect(bridge.submit).toHaveAttribute('data-blocker', 'Connect wallet');
		await bridge.connect();
		await expect(page.getByTestId('wallet-button')).toContainText(wallet.address.slice(0, 6));
		expect(wallet.prompts('eth_requestAccounts')).toHaveLength(1);

		// Pick the assets in the pickers: INIT on the L1 → INIT on Move Loom.
		await page.getByTestId('source-asset').click();
		const srcDialog = page.getByTestId('source-asset-dialog');
		await srcDialog.getByTestId(`chain-filter-${L1}`).click();
		await srcDialog.locator(`[data-testid="asset-option"][data-denom="${DENOMS.l1Init}"]`).click();
		await page.getByTestId('destination-asset').click();
		const dstDialog = page.getByTestId('destination-asset-dialog');
		await dstDialog.getByRole('searchbox', { name: 'Search assets' }).fill('INIT');
		await dstDialog.getByTestId(`chain-filter-${MOVE_L2}`).click();
		await dstDialog.locator(`[data-testid="asset-option"][data-chain="${MOVE_L2}"]`).click();
		await expect(page.getByRole('button', { name: /^From: INIT on/ })).toBeVisible();
		await expect(page.getByRole('button', { name: /^To: INIT on Move Loom/ })).toBeVisible();
		await page.getByLabel('Amount to send in INIT').fill('1.5');

		// The preview is the router's quote.
		const amountIn = baseUnits(L1, DENOMS.l1Init, '1.5');
		const quote = await devnet.route(PAIR, amountIn);
		await expect(bridge.submit).toHaveAttribute('data-blocker', 'Preview route', { timeout: 15_000 });
		await expect(page.getByTestId('amount-out')).toHaveText(formatUnits(BigInt(quote.amount_out), 6));
		await expect(page.getByTestId('route-amount-out')).toContainText(`${formatUnits(BigInt(quote.amount_out), 6)} INIT`);
		await expect(page.getByTestId('route-duration')).toHaveText(/\d+\s*(s|sec|m|min)/);
		await expect(page.getByTestId('fees-deducted')).toBeVisible();
		await expect(page.getByTestId('fees-additional')).toBeVisible();
		await expect(page.getByTestId('route-hop')).toHaveCount(quote.operations.length);
		await expect(page.getByTestId('route-hop').first()).toContainText(/OP/i);
		await expect(page).toHaveURL(/src_chain=initia-local-1.*amount=1\.5/);
		await expectAccessible(page);

		await bridge.submit.click();
		// First the one-time identify message (the account has no public key on chain yet).
		const identify = await wallet.next('personal_sign');
		expect(identify.text).toBe(IDENTIFY);
		await expect(bridge.stepStatus).toHaveAttribute('data-waiting', 'wallet');
		await identify.approve();

		// The review: decoded message, fee and chain id, all before the wallet is asked to sign the tx.
		await bridge.reviewReady();
		await expect(bridge.review.getByTestId('review-message')).toHaveCount(1);
		await expect(bridge.review.getByTestId('review-message')).toContainText('/opinit.ophost.v1.MsgInitiateTokenDeposit');
		await expect(bridge.field('From')).toContainText(wallet.initAddress);
		await expect(bridge.field('To')).toContainText(wallet.initAddress);
		await expect(bridge.field('Amount')).toContainText('1.5 INIT');
		await expect(bridge.summary('Chain id')).toHaveText(L1);
		await expect(bridge.summary('Network fee')).toContainText('INIT');
		await expect(bridge.signButton).toHaveText('Sign and send');
		expect(wallet.prompts('personal_sign')).toHaveLength(1);
		await expectAccessible(page);
		const shown = await bridge.rawSignDoc();

		await bridge.signButton.click();
		const sign = await wallet.next('personal_sign');
		// The wallet is asked to sign exactly the document the review showed, in its canonical form.
		const doc = JSON.parse(shown) as StdSignDoc;
		expect(sign.text).toBe(fromUtf8(serializeSignDoc(doc)));
		expect(doc.chain_id).toBe(L1);
		expect(doc.msgs).toHaveLength(1);
		expect(doc.msgs[0]!.value).toMatchObject({ sender: wallet.initAddress, to: wallet.initAddress, amount: { denom: DENOMS.l1Init, amount: amountIn.toString() } });
		await sign.approve();

		// The hash is shown as soon as the chain accepted the tx.
		await expect(bridge.txHash).toHaveText(/^[0-9A-F]{64}$/);
		const hash = (await bridge.txHash.textContent())!;
		await bridge.finalState('STATE_COMPLETED_SUCCESS');
		await expect(page.getByTestId('timeline-hop').first()).toHaveAttribute('data-state', 'completed');
		await expect(page.getByTestId('history-item').first()).toHaveAttribute('data-outcome', 'success');

		// The devnet chain verified the EIP-191 signature and included the tx; the funds arrived.
		const tx = await devnet.cosmosTx(L1, hash);
		expect(tx?.tx_response.code).toBe(0);
		expect(tx?.tx.auth_info.signer_infos[0]!.mode_info.single.mode).toBe('SIGN_MODE_EIP_191');
		expect(tx?.tx.body.messages[0]).toMatchObject({ '@type': '/opinit.ophost.v1.MsgInitiateTokenDeposit', sender: wallet.initAddress });
		expect(tx?.tx.auth_info.fee.amount).toEqual(doc.fee.amount);
		const after = await devnet.balance(MOVE_L2, wallet.initAddress, DENOMS.moveInit);
		expect(after - before).toBe(BigInt(quote.amount_out));

		await page.goto('/bridge/history');
		const item = page.getByTestId('history-item');
		await expect(item).toHaveCount(1);
		await expect(item).toHaveAttribute('data-outcome', 'success');
		await expect(item).toContainText('1.5 INIT');
	});

	test('a prefilled link keeps its values and still waits for the user', async ({ page, wallet }) => {
		await page.goto(bridgeLink(PAIR, '2'));
		await expect(page.getByLabel('Amount to send in INIT')).toHaveValue('2');
		await expect(page.getByTestId('bridge-submit')).toHaveAttribute('data-blocker', 'Connect wallet');
		expect(wallet.log).toEqual([]);
	});
});
