// The op-hook route (router-api.md §6, wallets.md §4.9): L1 INIT → the EVM rollup's wrapped ERC-20.
// The page shows what the conversion does before asking, the wallet signs the hook on the rollup
// (EIP-191, empty fee), the router's msgs carry the signed hook inside the deposit, and the deposit
// tx on the L1 is what the devnet verified and tracked to success.
import { fromBase64 } from '@cosmjs/encoding';
import type { StdSignDoc } from '@cosmjs/amino';
import { DENOMS, EVM_L2, L1 } from '../../devnet/chains';
import { BridgePage, Devnet, baseUnits, bridgeLink } from '../support/bridge';
import { expect, expectAccessible, test } from '../wallet/fixture';

const PAIR = { srcChain: L1, srcDenom: DENOMS.l1Init, dstChain: EVM_L2, dstDenom: DENOMS.evmWrappedInit };
const WRAPPED = DENOMS.evmWrappedInit.replace('evm/', '0x');

test('L1 INIT → wrapped ERC-20 INIT: authorize the conversion, then sign the deposit that carries it', async ({ page, wallet, control, env }) => {
	const devnet = new Devnet(env.devnetUrl);
	const bridge = new BridgePage(page);
	await control.knobs({ timeScale: 200 });
	wallet.policies.personal_sign = 'manual';
	const before = await devnet.balance(EVM_L2, wallet.initAddress, DENOMS.evmWrappedInit);

	await page.goto(bridgeLink(PAIR, '3'));
	await bridge.connect();
	await bridge.preview();
	await expect(bridge.step('authorize')).toBeVisible();
	await (await wallet.next('personal_sign')).approve(); // identify the account

	// What the conversion does, before the wallet is asked.
	const hook = page.getByTestId('hook-review');
	await expect(hook).toBeVisible({ timeout: 15_000 });
	await expect(hook).toContainText('/minievm.evm.v1.MsgCall');
	await expect(hook).toContainText(`(${EVM_L2})`);
	await expect(hook.getByText(WRAPPED, { exact: false })).toBeVisible();
	await expect(bridge.stepStatus).toHaveAttribute('data-waiting', 'user');
	expect(wallet.prompts('personal_sign')).toHaveLength(1);
	await expectAccessible(page);

	const msgsRequest = page.waitForRequest((r) => r.url().endsWith('/v2/fungible/msgs'));
	await page.getByRole('button', { name: 'Authorize conversion' }).click();
	const hookSign = await wallet.next('personal_sign');
	const hookDoc = JSON.parse(hookSign.text!) as StdSignDoc;
	expect(hookDoc.chain_id).toBe(EVM_L2);
	expect(hookDoc.fee).toEqual({ amount: [], gas: '1' });
	expect(hookDoc.msgs).toHaveLength(1);
	expect(hookDoc.msgs[0]!.value).toMatchObject({ sender: wallet.initAddress });
	expect(JSON.stringify(hookDoc.msgs[0]!.value).toLowerCase()).toContain(WRAPPED.toLowerCase());
	await hookSign.approve();
	await expect(bridge.step('authorize')).toHaveAttribute('data-status', 'done');

	// The msgs request carries the signed hook; the deposit the user reviews carries it too.
	const signedHook = (msgsRequest.then((r) => r.postDataJSON()) as Promise<{ signed_op_hook: { signer: string; hook: string } }>);
	const { signed_op_hook } = await signedHook;
	expect(signed_op_hook.signer).toBe(wallet.initAddress);
	await bridge.reviewReady();
	await expect(bridge.review).toContainText('/opinit.ophost.v1.MsgInitiateTokenDeposit');
	await expect(bridge.field('Amount')).toContainText('3 INIT');
	await expect(bridge.field('Extra instructions')).toBeVisible();
	await bridge.signButton.click();
	const txSign = await wallet.next('personal_sign');
	const txDoc = JSON.parse(txSign.text!) as StdSignDoc;
	expect(txDoc.chain_id).toBe(L1);
	expect(txDoc.msgs[0]!.value).toMatchObject({ data: signed_op_hook.hook, amount: { amount: baseUnits(L1, DENOMS.l1Init, '3').toString() } });
	await txSign.approve();

	await expect(bridge.txHash).toHaveText(/^[0-9A-F]{64}$/);
	const hash = (await bridge.txHash.textContent())!;
	const tx = await devnet.includedCosmosTx(L1, hash);
	expect(tx.tx_response.code).toBe(0);
	expect(tx.tx.body.messages[0]).toMatchObject({ '@type': '/opinit.ophost.v1.MsgInitiateTokenDeposit', data: signed_op_hook.hook });
	expect(fromBase64(signed_op_hook.hook).length).toBeGreaterThan(100);

	await bridge.finalState('STATE_COMPLETED_SUCCESS');
	const quote = await devnet.route(PAIR, baseUnits(L1, DENOMS.l1Init, '3'));
	expect(await devnet.balance(EVM_L2, wallet.initAddress, DENOMS.evmWrappedInit)).toBe(before + BigInt(quote.amount_out));
});
