// Claiming with a Keplr-style wallet: the L1 is suggested, the key shared, and the claim signed in
// direct mode (software key) or amino (Ledger); the devnet L1 verifies both and pays out.
import { TEST_EVM } from '../../devnet/accounts';
import { L1 as L1_ID } from '../../devnet/chains';
import { Devnet } from '../support/bridge';
import { expect, test } from '../wallet/fixture';
import { L1, SEEDED, WithdrawalsPage, withdrawalsLink } from './withdrawals-support';

test.use({ walletOptions: { stub: { evm: false } } });

for (const mode of ['direct', 'amino'] as const) {
	test(`Keplr ${mode}: the claim is reviewed, signed in ${mode} mode and paid out`, async ({ page, wallet, env }) => {
		const w = new WithdrawalsPage(page);
		const l1 = new L1(env.devnetUrl, L1_ID);
		wallet.keplr.ledger = mode === 'amino';
		const method = mode === 'direct' ? 'keplr.signDirect' : 'keplr.signAmino';
		wallet.policies[method] = 'manual';
		await page.goto(withdrawalsLink());
		await w.connect('keplr');
		// Initia chains use coin type 60: Keplr's L1 key is the test wallet's EVM key
		const key = await wallet.keplrKey(wallet.keplr, L1_ID);
		expect(key.bech32Address).toBe(TEST_EVM.init);
		await expect(page.getByTestId('withdrawals-address')).toHaveAttribute('data-readonly', 'false');
		const before = await l1.balance(TEST_EVM.init);

		await w.seeded('evmClaimable').getByTestId('claim-button').click();
		await expect(w.phase()).toHaveAttribute('data-phase', 'review', { timeout: 20_000 });
		await expect(w.field('Signing')).toHaveText(`Keplr ${mode} mode`);
		expect(wallet.prompts(method)).toEqual([]);
		await w.dialog.getByTestId('claim-sign').click();
		const req = await wallet.next(method);
		if (mode === 'direct') expect(req.direct!.chainId).toBe(L1_ID);
		else expect(req.aminoDoc!.msgs[0]!.type).toBe('ophost/MsgFinalizeTokenWithdrawal');
		await req.approve();
		await expect(w.phase()).toHaveAttribute('data-phase', 'done', { timeout: 30_000 });

		const hash = (await w.dialog.getByTestId('claim-done').getByRole('link').getAttribute('href'))!.split('/').at(-1)!;
		const tx = await new Devnet(env.devnetUrl).includedCosmosTx(L1_ID, hash);
		expect(tx.tx.auth_info.signer_infos[0]!.mode_info.single.mode).toBe(mode === 'direct' ? 'SIGN_MODE_DIRECT' : 'SIGN_MODE_LEGACY_AMINO_JSON');
		const fee = BigInt(tx.tx.auth_info.fee.amount[0]!.amount);
		expect((await l1.balance(TEST_EVM.init)) - before).toBe(SEEDED.evmClaimable.amount - fee);
	});
}
