// Playwright fixtures with the offline test wallet: `wallet` installs the in-page stub and its Node
// backend on the test's browser context before the first navigation (so the app sees the EIP-6963
// announcement and window.keplr at load). Options per file or describe block with
// `test.use({ walletOptions: { chainId, knownChains, stub: { keplr: false } } })`.
import { test as base } from '../support/fixtures';
import { TestWallet, type TestWalletOptions } from './backend';

export type WalletOptions = Omit<TestWalletOptions, 'devnetUrl'>;

export const test = base.extend<{ wallet: TestWallet; walletOptions: WalletOptions }>({
	walletOptions: [{}, { option: true }],
	// Transfers are followed 10 times faster than a user's page polls (src/lib/pace.ts): a test waits
	// for the devnet's simulated time, not for the next status request.
	pace: 10,
	// Depends on `control`, so the worker's devnet is reset after every test that used the wallet.
	wallet: async ({ context, env, walletOptions, control: _control }, use) => {
		const wallet = new TestWallet({ devnetUrl: env.devnetUrl, ...walletOptions });
		await wallet.install(context);
		await use(wallet);
	}
});

export { expect, expectAccessible } from '../support/fixtures';
export { TestWallet, WalletRequest, evmAccount, cosmosAddress, REJECTED_EVM, REJECTED_KEPLR, type Policy, type LoggedCall } from './backend';
