// Keplr-style wallets on a plain Cosmos chain (wallets.md §2.2, §4.6): noble USDC → L1 over IBC.
// The stub knows none of the devnet chains, so the page must suggest them first. Direct mode for a
// software key; amino for a Ledger key, where the wallet may edit the fee and the page must build the
// tx from what the wallet signed.
import type { StdFee } from '@cosmjs/amino';
import { formatUnits } from 'viem';
import { TEST_COSMOS } from '../../devnet/accounts';
import { DENOMS, L1, NOBLE } from '../../devnet/chains';
import { BridgePage, Devnet, baseUnits, bridgeLink } from '../support/bridge';
import { expect, test } from '../wallet/fixture';

const PAIR = { srcChain: NOBLE, srcDenom: DENOMS.nobleUsdc, dstChain: L1, dstDenom: DENOMS.l1Usdc };

test.use({ walletOptions: { stub: { evm: false } } });

test.describe('Keplr on a Cosmos source chain', () => {
	test('direct mode: suggest the unknown chains, review the IBC transfer, sign, track to success', async ({ page, wallet, control, env }) => {
		const devnet = new Devnet(env.devnetUrl);
		const bridge = new BridgePage(page);
		await control.knobs({ timeScale: 30 });
		wallet.policies['keplr.signDirect'] = 'manual';

		await page.goto(bridgeLink(PAIR, '25'));
		await bridge.connect('keplr');
		// Neither chain was known to the wallet: each was suggested (with its prefix) before enable.
		const suggested = wallet.prompts('keplr.experimentalSuggestChain').map((c) => (c.params as { chainInfo: { chainId: string } }).chainInfo.chainId);
		expect(suggested.sort()).toEqual([L1, NOBLE].sort());
		expect(wallet.keplr.suggested.find((i) => i.chainId === NOBLE)).toMatchObject({ bech32Config: { bech32PrefixAccAddr: 'noble' }, bip44: { coinType: 118 } });
		expect(wallet.calls('keplr.enable').some((c) => c.outcome === 'failed' && /no chain info/.test(c.error!.message))).toBe(true);
		const recipient = (await wallet.keplrKey(wallet.keplr, L1)).bech32Address;
		await expect(page.getByTestId('recipient-value')).toHaveText(recipient);

		const amountIn = baseUnits(NOBLE, DENOMS.nobleUsdc, '25');
		const quote = await devnet.route(PAIR, amountIn);
		const before = await devnet.balance(L1, recipient, DENOMS.l1Usdc);
		await expect(page.getByTestId('amount-out')).toHaveText(formatUnits(BigInt(quote.amount_out), 6), { timeout: 15_000 });
		await bridge.preview();
		await bridge.reviewReady();
		await expect(bridge.review).toContainText('/ibc.applications.transfer.v1.MsgTransfer');
		await expect(bridge.field('From')).toContainText(TEST_COSMOS.noble);
		await expect(bridge.field('To')).toContainText(recipient);
		await expect(bridge.field('Amount')).toContainText('25 USDC');
		await expect(bridge.field('IBC channel')).toHaveText('channel-0');
		await expect(bridge.summary('Chain id')).toHaveText(NOBLE);
		await expect(bridge.summary('Signing')).toHaveText(/direct/i);
		expect(wallet.prompts('keplr.signDirect')).toEqual([]);

		await bridge.signButton.click();
		const req = await wallet.next('keplr.signDirect');
		expect(req.direct!.chainId).toBe(NOBLE);
		expect(req.direct!.messages).toHaveLength(1);
		expect(req.direct!.messages[0]!.typeUrl).toBe('/ibc.applications.transfer.v1.MsgTransfer');
		expect(req.direct!.messages[0]!.value).toMatchObject({ sender: TEST_COSMOS.noble, receiver: recipient, token: { denom: DENOMS.nobleUsdc, amount: amountIn.toString() } });
		expect(req.direct!.signMode).toEqual([1]); // SIGN_MODE_DIRECT
		await req.approve();

		await expect(bridge.txHash).toHaveText(/^[0-9A-F]{64}$/);
		const hash = (await bridge.txHash.textContent())!;
		await bridge.finalState('STATE_COMPLETED_SUCCESS');
		const tx = await devnet.cosmosTx(NOBLE, hash);
		expect(tx?.tx_response.code).toBe(0);
		expect(tx?.tx.auth_info.signer_infos[0]!.mode_info.single.mode).toBe('SIGN_MODE_DIRECT');
		expect(await devnet.balance(L1, recipient, DENOMS.l1Usdc)).toBe(before + BigInt(quote.amount_out));
	});

	test('amino mode for a Ledger key: the fee the wallet edited is the fee of the broadcast tx', async ({ page, wallet, control, env }) => {
		const devnet = new Devnet(env.devnetUrl);
		const bridge = new BridgePage(page);
		await control.knobs({ timeScale: 30 });
		wallet.keplr.ledger = true;
		let asked: StdFee | null = null;
		let edited: StdFee | null = null;
		wallet.keplr.editFee = (fee) => {
			asked = fee;
			edited = { ...fee, amount: fee.amount.map((c) => ({ ...c, amount: (BigInt(c.amount) * 2n).toString() })) };
			return edited;
		};

		await page.goto(bridgeLink(PAIR, '10'));
		await bridge.connect('keplr');
		await bridge.preview();
		await bridge.reviewReady();
		await expect(bridge.summary('Signing')).toHaveText(/amino/i);
		const feeShown = await bridge.summary('Network fee').textContent();
		await bridge.signButton.click();

		await expect(bridge.txHash).toHaveText(/^[0-9A-F]{64}$/);
		const hash = (await bridge.txHash.textContent())!;
		expect(wallet.prompts('keplr.signDirect')).toEqual([]);
		expect(wallet.prompts('keplr.signAmino')).toHaveLength(1);
		expect(asked).not.toBeNull();
		expect(feeShown).toContain(formatUnits(BigInt(asked!.amount[0]!.amount), 6));
		const tx = await devnet.includedCosmosTx(NOBLE, hash);
		expect(tx.tx_response.code).toBe(0);
		expect(tx.tx.auth_info.signer_infos[0]!.mode_info.single.mode).toBe('SIGN_MODE_LEGACY_AMINO_JSON');
		expect(tx.tx.auth_info.fee.amount).toEqual(edited!.amount);
	});

	test('Keplr on an Initia chain signs with its Ethereum-style key (coin type 60), and the chain accepts it', async ({ page, wallet, control, env }) => {
		const devnet = new Devnet(env.devnetUrl);
		const bridge = new BridgePage(page);
		await control.knobs({ timeScale: 30 });
		const back = { srcChain: L1, srcDenom: DENOMS.l1Usdc, dstChain: NOBLE, dstDenom: DENOMS.nobleUsdc };
		await page.goto(bridgeLink(back, '7'));
		await bridge.connect('keplr');
		expect(wallet.keplr.suggested.find((i) => i.chainId === L1)).toMatchObject({ bip44: { coinType: 60 } });
		const signer = await wallet.keplrKey(wallet.keplr, L1);
		expect(signer.algo).toBe('ethsecp256k1');
		await expect(page.getByTestId('recipient-value')).toHaveText(TEST_COSMOS.noble);
		await bridge.preview();
		await bridge.reviewReady();
		await expect(bridge.field('From')).toContainText(signer.bech32Address);
		await bridge.signButton.click();
		const hash = await bridge.hash();
		const tx = await devnet.includedCosmosTx(L1, hash);
		expect(tx.tx_response.code).toBe(0);
		expect(tx.tx.auth_info.signer_infos[0]!.mode_info.single.mode).toBe('SIGN_MODE_DIRECT');
		expect(tx.tx.auth_info.signer_infos[0]!.public_key['@type']).toMatch(/ethsecp256k1/);
	});

	test('an account change in Keplr (keplr_keystorechange) discards the prepared transfer', async ({ page, wallet }) => {
		const bridge = new BridgePage(page);
		await page.goto(bridgeLink(PAIR, '5'));
		await bridge.connect('keplr');
		await bridge.preview();
		await bridge.reviewReady();
		await wallet.emit(page, 'window', 'keplr_keystorechange');
		await expect(page.getByTestId('bridge-notice')).toContainText('Your wallet account changed');
		await expect(bridge.stepper).toHaveCount(0);
		expect(wallet.prompts('keplr.signDirect')).toEqual([]);
		// The keys were read again after the event.
		expect(wallet.calls('keplr.getKey').length).toBeGreaterThan(2);
	});
});
