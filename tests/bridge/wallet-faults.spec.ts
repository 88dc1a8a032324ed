// What the user sees when the wallet says no, never answers, or is asked to sign something the page
// must not sign (wallets.md §6.6, §7): rejections (4001, Keplr "Request rejected") at connect, sign
// and approval are calm, keep the form and can be retried; a silent wallet becomes a timeout; msgs
// naming another signer, another amount, an unknown type or an unlimited approval are refused before
// the wallet is asked; an account switch mid-flow discards what was prepared.
import { maxUint256 } from 'viem';
import { OTHER } from '../../devnet/accounts';
import { BRIDGE_CONTRACT } from '../../devnet/bridge-contract';
import { DENOMS, EXT_EVM, L1, MOVE_L2, NOBLE } from '../../devnet/chains';
import { BridgePage, Devnet, EXT_USDC_PAIR as USDC_PAIR, ON_EXT_EVM, bridgeLink, firstEvmPrompt } from '../support/bridge';
import { evmAccount, expect, expectAccessible, test } from '../wallet/fixture';

const INIT_PAIR = { srcChain: L1, srcDenom: DENOMS.l1Init, dstChain: MOVE_L2, dstDenom: DENOMS.moveInit };
const NOBLE_PAIR = { srcChain: NOBLE, srcDenom: DENOMS.nobleUsdc, dstChain: L1, dstDenom: DENOMS.l1Usdc };

/** The methods of the prompts the wallet showed, in order. */
const promptMethods = (w: { prompts(): { method: string }[] }) => w.prompts().map((c) => c.method);

test.describe('wallet rejections', () => {
	test('rejecting the connection keeps the form; connecting again works', async ({ page, wallet }) => {
		const bridge = new BridgePage(page);
		wallet.policies.eth_requestAccounts = 'reject';
		wallet.policies['keplr.experimentalSuggestChain'] = 'reject';
		await page.goto(bridgeLink(INIT_PAIR, '1.25'));
		await page.getByRole('button', { name: 'Connect wallet' }).first().click();
		const dialog = page.getByTestId('wallet-dialog');
		await dialog.getByTestId('wallet-option-test.wallet').click();
		await expect(dialog.getByTestId('wallet-error')).toHaveText('You declined the connection in your wallet.');
		await expect(dialog).toBeVisible();
		await expectAccessible(page);
		// Keplr says "Request rejected" without a code: the same calm words.
		await dialog.getByTestId('wallet-option-keplr').click();
		await expect(dialog.getByTestId('wallet-error')).toHaveText('You declined the connection in your wallet.');
		expect(wallet.calls('keplr.experimentalSuggestChain').map((c) => c.error?.message)).toEqual(['Request rejected']);

		wallet.policies.eth_requestAccounts = 'approve';
		await dialog.getByTestId('wallet-option-test.wallet').click();
		await expect(dialog).toBeHidden();
		await expect(page.getByLabel('Amount to send in INIT')).toHaveValue('1.25');
		await expect(bridge.submit).toHaveAttribute('data-blocker', 'Preview route', { timeout: 15_000 });
		expect(wallet.prompts('eth_requestAccounts').map((c) => c.outcome)).toEqual(['rejected', 'approved']);
	});

	test('rejecting the signature: nothing sent, Back keeps the form, signing again succeeds', async ({ page, wallet, env }) => {
		const devnet = new Devnet(env.devnetUrl);
		const bridge = new BridgePage(page);
		wallet.policies.personal_sign = 'manual';
		await page.goto(bridgeLink(INIT_PAIR, '2'));
		await bridge.connect();
		await bridge.preview();
		await (await wallet.next('personal_sign')).approve();
		await bridge.reviewReady();
		await bridge.signButton.click();
		(await wallet.next('personal_sign')).reject();

		await expect(bridge.stepError).toHaveAttribute('data-kind', 'rejected');
		await expect(bridge.stepError).toContainText('Request rejected');
		await expect(bridge.stepError).toContainText('Nothing was signed or sent.');
		await expect(bridge.step('sign')).toHaveAttribute('data-status', 'error');
		await expect(page.getByTestId('history-item')).toHaveCount(0);
		expect((await devnet.account(L1, wallet.initAddress)).account.sequence).toBe('0');

		await bridge.stepError.getByRole('button', { name: 'Back' }).click();
		await expect(page.getByLabel('Amount to send in INIT')).toHaveValue('2');
		await bridge.preview();
		await bridge.reviewReady();
		await bridge.signButton.click();
		await (await wallet.next('personal_sign')).approve();
		const hash = await bridge.hash();
		expect((await devnet.includedCosmosTx(L1, hash)).tx_response.code).toBe(0);
		// identify, rejected signature, accepted signature (the public key was cached: no second identify)
		expect(wallet.prompts('personal_sign').map((c) => c.outcome)).toEqual(['approved', 'rejected', 'approved']);
	});

	test.describe('on the source chain already', () => {
		test.use({ walletOptions: ON_EXT_EVM });

		test('rejecting the ERC-20 approval: no allowance, Try again approves and sends', async ({ page, wallet, env }) => {
			const devnet = new Devnet(env.devnetUrl);
			const bridge = new BridgePage(page);
			const first = await firstEvmPrompt(page, wallet, bridgeLink(USDC_PAIR, '5'));
			expect(first.tx!.erc20!.functionName).toBe('approve');
			first.reject();

			await expect(bridge.stepError).toHaveAttribute('data-kind', 'rejected');
			await expect(bridge.step('approve')).toHaveAttribute('data-status', 'error');
			const allowance = (owner: string) =>
				devnet.evm(EXT_EVM, 'eth_call', [{ to: DENOMS.extEvmUsdc, data: `0xdd62ed3e${owner.slice(2).padStart(64, '0')}${BRIDGE_CONTRACT.slice(2).padStart(64, '0')}` }, 'latest']);
			expect(BigInt((await allowance(wallet.address)) as string)).toBe(0n);

			await bridge.stepError.getByRole('button', { name: 'Try again' }).click();
			const again = await wallet.next('eth_sendTransaction');
			expect(again.tx!.erc20!.functionName).toBe('approve');
			await again.approve();
			await (await wallet.next('eth_sendTransaction')).approve();
			await bridge.hash();
			expect(wallet.prompts('eth_sendTransaction').map((c) => c.outcome)).toEqual(['rejected', 'approved', 'approved']);
		});
	});

	test.describe('Keplr', () => {
		test.use({ walletOptions: { stub: { evm: false } } });

		test('Keplr "Request rejected" at signing is a rejection, not an error', async ({ page, wallet }) => {
			const bridge = new BridgePage(page);
			wallet.policies['keplr.signDirect'] = 'reject';
			await page.goto(bridgeLink(NOBLE_PAIR, '3'));
			await bridge.connect('keplr');
			await bridge.preview();
			await bridge.reviewReady();
			await bridge.signButton.click();
			await expect(bridge.stepError).toHaveAttribute('data-kind', 'rejected');
			await expect(bridge.stepError.getByRole('button', { name: 'Try again' })).toBeVisible();
			expect(wallet.prompts('keplr.signDirect').map((c) => c.outcome)).toEqual(['rejected']);
		});
	});

	test('a wallet that never answers: the prompt times out with its own error', async ({ page, wallet }) => {
		const bridge = new BridgePage(page);
		await page.clock.install();
		wallet.policies.personal_sign = 'manual';
		await page.goto(bridgeLink(INIT_PAIR, '1'));
		await bridge.connect();
		await bridge.preview();
		await (await wallet.next('personal_sign')).approve();
		await bridge.reviewReady();
		await bridge.signButton.click();
		const unanswered = await wallet.next('personal_sign');
		await expect(bridge.stepStatus).toHaveAttribute('data-waiting', 'wallet');
		await page.clock.fastForward('05:01');
		await expect(bridge.stepError).toHaveAttribute('data-kind', 'timeout');
		await expect(bridge.stepError).toContainText('The wallet did not answer in time');
		await expect(bridge.stepError.getByRole('button', { name: 'Try again' })).toBeVisible();
		expect(unanswered.settled).toBe(false);
		await expect(page.getByTestId('history-item')).toHaveCount(0);
	});
});

test.describe('a silent EVM wallet', () => {
	test.use({ walletOptions: ON_EXT_EVM });

	test('a connection request that is never answered does not lock the wallet dialog', async ({ page, wallet }) => {
		await page.clock.install();
		wallet.policies.eth_requestAccounts = 'manual';
		await page.goto(bridgeLink(USDC_PAIR, '5'));
		await page.getByRole('button', { name: 'Connect wallet' }).first().click();
		const dialog = page.getByTestId('wallet-dialog');
		await dialog.getByTestId('wallet-option-test.wallet').click();
		const unanswered = await wallet.next('eth_requestAccounts');
		await expect(dialog.getByTestId('wallet-option-test.wallet')).toContainText('Check your wallet');
		await page.clock.fastForward('05:01');
		await expect(dialog.getByTestId('wallet-error')).toContainText('did not answer');
		await expect(dialog.getByTestId('wallet-option-keplr')).toBeEnabled();
		await expect(dialog.getByTestId('wallet-option-test.wallet')).toBeEnabled();
		expect(unanswered.settled).toBe(false);
	});

	test('an eth_sendTransaction prompt that is never answered times out too', async ({ page, wallet }) => {
		const bridge = new BridgePage(page);
		await page.clock.install();
		const unanswered = await firstEvmPrompt(page, wallet, bridgeLink(USDC_PAIR, '5'));
		await expect(bridge.stepStatus).toHaveAttribute('data-waiting', 'wallet');
		await page.clock.fastForward('05:01');
		await expect(bridge.stepError).toHaveAttribute('data-kind', 'timeout');
		await expect(bridge.stepError).toContainText('The wallet did not answer in time');
		expect(unanswered.settled).toBe(false);
	});
});

test.describe('refusing to sign what the router sent', () => {
	/** Rewrites the first cosmos msg of every /msgs answer. */
	async function tamperCosmosMsgs(page: import('@playwright/test').Page, change: (m: { msg_type_url: string; msg: string }) => void) {
		await page.route('**/router/v2/fungible/msgs', async (route) => {
			const response = await route.fetch();
			const json = (await response.json()) as { txs: { cosmos_tx: { msgs: { msg_type_url: string; msg: string }[] } }[]; msgs: { multi_chain_msg: { msg_type_url: string; msg: string } }[] };
			change(json.txs[0]!.cosmos_tx.msgs[0]!);
			change(json.msgs[0]!.multi_chain_msg);
			await route.fulfill({ response, json });
		});
	}

	test('msgs sending from another account and another amount: refused with the guard\'s words, wallet never asked', async ({ page, wallet }) => {
		const bridge = new BridgePage(page);
		await tamperCosmosMsgs(page, (m) => {
			const v = JSON.parse(m.msg) as { sender: string; amount: { amount: string } };
			v.sender = OTHER.init;
			v.amount.amount = '999000000';
			m.msg = JSON.stringify(v);
		});
		await page.goto(bridgeLink(INIT_PAIR, '1'));
		await bridge.connect();
		await bridge.preview();
		await expect(bridge.stepError).toHaveAttribute('data-kind', 'refused', { timeout: 15_000 });
		await expect(bridge.stepError).toContainText('Not safe to sign');
		const details = bridge.stepError.getByTestId('step-error-details');
		await expect(details).toContainText(`would be sent from ${OTHER.init}, not your account`);
		await expect(details).toContainText(`moves 999000000 ${DENOMS.l1Init}, but the quote was for 1000000 ${DENOMS.l1Init}`);
		await expect(bridge.stepError.getByRole('button', { name: 'Try again' })).toHaveCount(0);
		await expect(bridge.signButton).toHaveCount(0);
		// Connect and the one-time identify message only: never the transaction.
		expect(promptMethods(wallet)).toEqual(['eth_requestAccounts', 'personal_sign']);
		expect(wallet.prompts('personal_sign')[0]!.params).toEqual([expect.stringMatching(/^0x/), wallet.address]);
		await expectAccessible(page);
	});

	test('an unknown message type is refused', async ({ page, wallet }) => {
		const bridge = new BridgePage(page);
		await tamperCosmosMsgs(page, (m) => {
			m.msg_type_url = '/cosmos.authz.v1beta1.MsgGrant';
		});
		await page.goto(bridgeLink(INIT_PAIR, '1'));
		await bridge.connect();
		await bridge.preview();
		await expect(bridge.stepError).toHaveAttribute('data-kind', 'refused', { timeout: 15_000 });
		await expect(bridge.stepError).toContainText('/cosmos.authz.v1beta1.MsgGrant');
		expect(promptMethods(wallet)).toEqual(['eth_requestAccounts', 'personal_sign']);
	});

	test('an unlimited ERC-20 approval is refused', async ({ page, wallet }) => {
		const bridge = new BridgePage(page);
		await page.route('**/router/v2/fungible/msgs', async (route) => {
			const response = await route.fetch();
			const json = (await response.json()) as { txs: { evm_tx: { required_erc20_approvals: { amount: string }[] } }[]; msgs: { evm_tx: { required_erc20_approvals: { amount: string }[] } }[] };
			for (const t of [json.txs[0]!.evm_tx, json.msgs[0]!.evm_tx]) t.required_erc20_approvals[0]!.amount = maxUint256.toString();
			await route.fulfill({ response, json });
		});
		await page.goto(bridgeLink(USDC_PAIR, '5'));
		await bridge.connect();
		await bridge.preview();
		await expect(bridge.stepError).toHaveAttribute('data-kind', 'refused', { timeout: 15_000 });
		await expect(bridge.stepError.getByTestId('step-error-details')).toContainText(`The approval asks for ${maxUint256}`);
		expect(promptMethods(wallet)).toEqual(['eth_requestAccounts']);
	});
});

test('switching the wallet account mid-flow discards the prepared transfer', async ({ page, wallet }) => {
	const bridge = new BridgePage(page);
	await page.goto(bridgeLink(INIT_PAIR, '1'));
	await bridge.connect();
	await bridge.preview();
	await bridge.reviewReady();
	await wallet.switchAccount(2);
	await expect(page.getByTestId('bridge-notice')).toContainText('Your wallet account changed');
	await expect(bridge.stepper).toHaveCount(0);
	await expect(page.getByTestId('wallet-button')).toContainText(OTHER.hex.slice(0, 6));
	expect(promptMethods(wallet)).toEqual(['eth_requestAccounts', 'personal_sign']);
	expect((wallet.prompts('personal_sign')[0]!.params as string[])[1]).toBe(evmAccount(0).address);
});
