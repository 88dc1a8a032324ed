// EVM sources (wallets.md §4.8): the wallet is moved to the route's chain (4902 → add → switch when it
// does not know it), an ERC-20 is approved for exactly the route's amount, then the bridge call is
// sent; the devnet's JSON-RPC verified both transactions and the transfer is tracked to success.
import { maxUint256, numberToHex } from 'viem';
import { BRIDGE_CONTRACT } from '../../devnet/bridge-contract';
import { DENOMS, EVM_L2_EVM_CHAIN_ID, EXT_EVM, L1 } from '../../devnet/chains';
import { BridgePage, Devnet, EXT_ETH_PAIR as ETH_PAIR, EXT_USDC_PAIR as USDC_PAIR, baseUnits, bridgeLink, firstEvmPrompt } from '../support/bridge';
import { expect, test } from '../wallet/fixture';

const CHAIN_HEX = numberToHex(Number(EXT_EVM));

test.describe('from an EVM chain', () => {
	test('USDC over LayerZero: unknown chain added and switched, exact approval, bridge call, success', async ({ page, wallet, control, env }) => {
		const devnet = new Devnet(env.devnetUrl);
		const bridge = new BridgePage(page);
		await control.knobs({ timeScale: 200 });
		wallet.policies.eth_sendTransaction = 'manual';
		const amountIn = baseUnits(EXT_EVM, DENOMS.extEvmUsdc, '40');
		const quote = await devnet.route(USDC_PAIR, amountIn);
		const before = await devnet.balance(L1, wallet.initAddress, DENOMS.l1Usdc);

		await page.goto(bridgeLink(USDC_PAIR, '40'));
		await bridge.connect();
		await bridge.preview();
		await bridge.reviewReady();
		const approval = bridge.review.getByTestId('review-message').filter({ hasText: 'Token approval (exact amount)' });
		await expect(approval).toContainText(DENOMS.extEvmUsdc);
		await expect(approval).toContainText(BRIDGE_CONTRACT);
		await expect(approval).toContainText('40 USDC');
		await expect(bridge.review.getByTestId('review-message').filter({ hasText: 'Bridge transaction' })).toContainText(wallet.address);
		await expect(bridge.summary('Chain id')).toHaveText(EXT_EVM);
		await expect(bridge.signButton).toHaveText('Approve tokens and send');
		expect(wallet.prompts().map((c) => c.method)).toEqual(['eth_requestAccounts']);

		await bridge.signButton.click();
		const approve = await wallet.next('eth_sendTransaction');
		// Chain first: the wallet did not know 31337, so 4902 → add → switch.
		const switching = wallet.calls().filter((c) => c.method.startsWith('wallet_'));
		expect(switching.map((c) => [c.method, c.outcome])).toEqual([
			['wallet_switchEthereumChain', 'failed'],
			['wallet_addEthereumChain', 'approved'],
			['wallet_switchEthereumChain', 'approved']
		]);
		expect(switching[0]!.error!.code).toBe(4902);
		expect(wallet.evm.chainId).toBe(Number(EXT_EVM));
		expect((switching[1]!.params as { chainId: string }[])[0]!.chainId).toBe(CHAIN_HEX);

		// Exactly the route's amount, to the bridge contract, never unlimited.
		expect(approve.tx!.to.toLowerCase()).toBe(DENOMS.extEvmUsdc.toLowerCase());
		expect(approve.tx!.erc20!.functionName).toBe('approve');
		const [spender, allowance] = approve.tx!.erc20!.args as [string, bigint];
		expect(spender.toLowerCase()).toBe(BRIDGE_CONTRACT.toLowerCase());
		expect(allowance).toBe(amountIn);
		expect(allowance).not.toBe(maxUint256);
		await expect(bridge.step('approve')).toHaveAttribute('data-status', 'active');
		const approveAnswer = await approve.approve();

		const send = await wallet.next('eth_sendTransaction');
		await expect(bridge.step('approve')).toHaveAttribute('data-status', 'done');
		expect(send.tx!.to.toLowerCase()).toBe(BRIDGE_CONTRACT.toLowerCase());
		expect(send.tx!.chainId).toBe(Number(EXT_EVM));
		const sendAnswer = await send.approve();

		await expect(bridge.txHash).toHaveText(sendAnswer.result as string);
		const receipts = await Promise.all([approveAnswer, sendAnswer].map((a) => devnet.receipt(EXT_EVM, a.result as string)));
		expect(receipts.map((r) => r.status)).toEqual(['0x1', '0x1']);
		await bridge.finalState('STATE_COMPLETED_SUCCESS');
		expect(await devnet.balance(L1, wallet.initAddress, DENOMS.l1Usdc)).toBe(before + BigInt(quote.amount_out));
	});

	test.describe('the user moves the wallet', () => {
		test.use({ walletOptions: { chainId: Number(EXT_EVM), knownChains: [Number(EXT_EVM), EVM_L2_EVM_CHAIN_ID] } });

		test('to another chain while the approval confirms: nothing is sent there; Try again switches back without a second approval', async ({ page, wallet, env }) => {
			const devnet = new Devnet(env.devnetUrl);
			const bridge = new BridgePage(page);
			const approve = await firstEvmPrompt(page, wallet, bridgeLink(USDC_PAIR, '6'));
			const approval = await approve.approve();
			// Right after approving, the user switches the wallet to the EVM rollup.
			wallet.evm.chainId = EVM_L2_EVM_CHAIN_ID;
			await wallet.emit(page, 'evm', 'chainChanged', numberToHex(EVM_L2_EVM_CHAIN_ID));

			await expect(bridge.stepError).toHaveAttribute('data-kind', 'wallet', { timeout: 15_000 });
			await expect(bridge.stepError).toContainText('Wrong network in the wallet');
			expect((await devnet.receipt(EXT_EVM, approval.result as string)).status).toBe('0x1');
			expect(wallet.prompts('eth_sendTransaction')).toHaveLength(1);

			await bridge.stepError.getByRole('button', { name: 'Try again' }).click();
			const send = await wallet.next('eth_sendTransaction');
			expect(send.tx!.to.toLowerCase()).toBe(BRIDGE_CONTRACT.toLowerCase());
			expect(send.tx!.erc20).toBeUndefined();
			await send.approve();
			await bridge.hash();
			expect(wallet.prompts('wallet_switchEthereumChain').map((c) => [(c.params as { chainId: string }[])[0]!.chainId, c.outcome])).toEqual([[CHAIN_HEX, 'approved']]);
		});
	});

	test.describe('wallet on another EVM chain', () => {
		test.use({ walletOptions: { chainId: EVM_L2_EVM_CHAIN_ID, knownChains: [EVM_L2_EVM_CHAIN_ID, Number(EXT_EVM)] } });

		test('ETH: the page switches the wallet to the source chain before sending', async ({ page, wallet, control }) => {
			const bridge = new BridgePage(page);
			await control.knobs({ timeScale: 200 });
			await page.goto(bridgeLink(ETH_PAIR, '0.01'));
			await bridge.connect();
			await bridge.preview();
			await bridge.reviewReady();
			await expect(bridge.signButton).toHaveText('Sign and send');
			expect(wallet.evm.chainId).toBe(EVM_L2_EVM_CHAIN_ID);
			await bridge.signButton.click();
			await expect(bridge.txHash).toHaveText(/^0x[0-9a-f]{64}$/);
			const prompts = wallet.prompts().map((c) => [c.method, c.outcome]);
			expect(prompts).toEqual([
				['eth_requestAccounts', 'approved'],
				['wallet_switchEthereumChain', 'approved'],
				['eth_sendTransaction', 'approved']
			]);
			expect(wallet.calls('wallet_addEthereumChain')).toEqual([]);
			expect(wallet.evm.chainId).toBe(Number(EXT_EVM));
		});
	});
});
