// The whole OP withdrawal: bridged through the site (EVM Weave INIT → L1 INIT, "Lossless" OP route),
// listed by the rollup's executor on /bridge/withdrawals, claimable after the bridge's (time-scaled)
// finalization period, claimed on the devnet L1; the L1 balance rises by the amount.
import { TEST_EVM } from '../../devnet/accounts';
import { DENOMS, EVM_L2, L1 as L1_ID } from '../../devnet/chains';
import { BridgePage, Devnet, bridgeLink } from '../support/bridge';
import { expect, test } from '../wallet/fixture';
import { L1, WithdrawalsPage, withdrawalsLink } from './withdrawals-support';

const PAIR = { srcChain: EVM_L2, srcDenom: DENOMS.evmInit, dstChain: L1_ID, dstDenom: DENOMS.l1Init };

test('an OP withdrawal sent from the bridge is claimed on the L1 after its period', async ({ page, wallet, control, env }) => {
	void wallet;
	// the 24 h period of EVM Weave's bridge becomes 2.16 s
	await control.knobs({ timeScale: 40_000 });
	const l1 = new L1(env.devnetUrl, L1_ID);
	const devnet = new Devnet(env.devnetUrl);
	const bridge = new BridgePage(page);

	await page.goto(bridgeLink(PAIR, '3'));
	await bridge.connect();
	await page.getByTestId('route-choice-lossless').check({ timeout: 20_000 });
	// the quoted duration is the time-scaled period the status and the executor take, not 24 h
	await expect(page.getByTestId('route-duration')).toHaveText('3s');
	await bridge.preview();
	await bridge.reviewReady();
	await expect(bridge.review).toContainText('/opinit.opchild.v1.MsgInitiateTokenWithdrawal');
	await bridge.signButton.click();
	const l2Hash = await bridge.hash(/^[0-9A-F]{64}$/);
	await devnet.includedCosmosTx(EVM_L2, l2Hash);
	const before = await l1.balance(TEST_EVM.init);

	const w = new WithdrawalsPage(page);
	await page.goto(withdrawalsLink());
	const item = w.feed(EVM_L2).getByTestId('withdrawal').first();
	await expect(item.getByRole('link', { name: new RegExp(l2Hash.slice(-6)) })).toHaveAttribute('href', `/${EVM_L2}/txs/${l2Hash}`, { timeout: 20_000 });
	await expect(item.getByTestId('withdrawal-amount')).toHaveText('3 INIT');
	await w.expectStage(item, 'claimable', 30_000);
	await item.getByTestId('claim-button').click();
	await expect(w.phase()).toHaveAttribute('data-phase', 'review', { timeout: 20_000 });
	await w.dialog.getByTestId('claim-sign').click();
	await expect(w.phase()).toHaveAttribute('data-phase', 'done', { timeout: 30_000 });
	const hash = (await w.dialog.getByTestId('claim-done').getByRole('link').getAttribute('href'))!.split('/').at(-1)!;
	const fee = BigInt((await devnet.includedCosmosTx(L1_ID, hash)).tx.auth_info.fee.amount[0]!.amount);
	expect((await l1.balance(TEST_EVM.init)) - before).toBe(3_000_000n - fee);
	await w.dialog.getByRole('button', { name: 'Done' }).click();
	await w.expectStage(item, 'claimed');
});

test("the transfer's own ending finds its OP withdrawal and claims it there once claimable", async ({ page, wallet, control, env }) => {
	void wallet;
	await control.knobs({ timeScale: 40_000 });
	const l1 = new L1(env.devnetUrl, L1_ID);
	const devnet = new Devnet(env.devnetUrl);
	const bridge = new BridgePage(page);

	await page.goto(bridgeLink(PAIR, '2'));
	await bridge.connect();
	await page.getByTestId('route-choice-lossless').check({ timeout: 20_000 });
	await bridge.preview();
	await bridge.reviewReady();
	await bridge.signButton.click();
	const l2Hash = await bridge.hash(/^[0-9A-F]{64}$/);
	await devnet.includedCosmosTx(EVM_L2, l2Hash);
	const before = await l1.balance(TEST_EVM.init);

	// the ending names this withdrawal (found by its L2 tx in EVM Weave's executor) and offers Claim
	const claim = page.getByTestId('transfer-claim');
	await expect(claim).toHaveAttribute('data-lookup', 'found', { timeout: 30_000 });
	await expect(claim.getByTestId('withdrawal-stage')).toHaveAttribute('data-stage', 'claimable', { timeout: 30_000 });
	await claim.getByTestId('claim-button').click();
	const w = new WithdrawalsPage(page);
	await expect(w.phase()).toHaveAttribute('data-phase', 'review', { timeout: 20_000 });
	await expect(w.field('Amount')).toHaveText('2 INIT');
	await w.dialog.getByTestId('claim-sign').click();
	await expect(w.phase()).toHaveAttribute('data-phase', 'done', { timeout: 30_000 });
	const hash = (await w.dialog.getByTestId('claim-done').getByRole('link').getAttribute('href'))!.split('/').at(-1)!;
	const fee = BigInt((await devnet.includedCosmosTx(L1_ID, hash)).tx.auth_info.fee.amount[0]!.amount);
	expect((await l1.balance(TEST_EVM.init)) - before).toBe(2_000_000n - fee);
	await w.dialog.getByRole('button', { name: 'Done' }).click();
	await expect(claim.getByTestId('withdrawal-stage')).toHaveAttribute('data-stage', 'claimed');
});
