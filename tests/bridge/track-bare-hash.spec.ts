// /bridge/track?tx_hash= without chain_id (router-api.md §8.2): the page asks every chain of the
// network, tracks the one that has the hash (the link gains its chain_id), says plainly when no
// chain has it, and says "unknown" with Retry (never "not found") when a chain could not answer.
import { toBase64 } from '@cosmjs/encoding';
import { BinaryWriter } from 'cosmjs-types/binary';
import { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin';
import { TEST_EVM } from '../../devnet/accounts';
import { DENOMS, L1, MOVE_L2, OP_BRIDGE_IDS } from '../../devnet/chains';
import { signEip191 } from '../../devnet/chain/test-tx';
import { Devnet } from '../support/bridge';
import { expectNoHorizontalOverflow } from '../support/explorer';
import { expect, expectAccessible, test } from '../support/fixtures';

// Followed 10 times faster than a user's page polls (src/lib/pace.ts), as with the wallet fixture.
test.use({ pace: 10 });

/** ophost MsgInitiateTokenDeposit (no hook), as the router issues it for L1 INIT → Move INIT. */
function deposit(sender: string, to: string, amount: string) {
	const bridgeId = BigInt(OP_BRIDGE_IDS[MOVE_L2]!);
	const w = BinaryWriter.create().uint32(10).string(sender).uint32(16).uint64(bridgeId).uint32(26).string(to);
	w.uint32(34).fork();
	Coin.encode({ denom: DENOMS.l1Init, amount }, w);
	w.ldelim();
	return {
		proto: { typeUrl: '/opinit.ophost.v1.MsgInitiateTokenDeposit', value: w.finish() },
		amino: { type: 'ophost/MsgInitiateTokenDeposit', value: { sender, bridge_id: bridgeId.toString(), to, amount: { amount, denom: DENOMS.l1Init } } }
	};
}

/** A deposit signed and broadcast by the test wallet, outside Loom (as another app would). */
async function depositElsewhere(devnetUrl: string): Promise<string> {
	const devnet = new Devnet(devnetUrl);
	const { account } = await devnet.account(L1, TEST_EVM.init);
	const bytes = await signEip191({
		chainId: L1,
		accountNumber: Number(account.account_number),
		sequence: Number(account.sequence),
		msgs: [deposit(TEST_EVM.init, TEST_EVM.init, '1000000')],
		fee: { amount: [{ denom: 'uinit', amount: '4000' }], gas: '250000' }
	});
	const res = await fetch(`${devnetUrl}/rest/${L1}/cosmos/tx/v1beta1/txs`, { method: 'POST', body: JSON.stringify({ tx_bytes: toBase64(bytes), mode: 'BROADCAST_MODE_SYNC' }) });
	const { tx_response } = (await res.json()) as { tx_response: { code: number; txhash: string } };
	expect(tx_response.code).toBe(0);
	await devnet.includedCosmosTx(L1, tx_response.txhash);
	return tx_response.txhash;
}

test('a bare hash is found on its chain and tracked there', async ({ page, env, control }) => {
	await control.knobs({ timeScale: 200 });
	const hash = await depositElsewhere(env.devnetUrl);
	// lowercase and with 0x, as wallets and explorers print it
	await page.goto(`/bridge/track?tx_hash=0x${hash.toLowerCase()}`);
	await expect(page).toHaveURL(new RegExp(`chain_id=${L1}.*tx_hash=${hash}`), { timeout: 20_000 });
	await expect(page.getByTestId('transfer-state').first()).toHaveAttribute('data-state', 'STATE_COMPLETED_SUCCESS', { timeout: 30_000 });
	await expectAccessible(page);
});

test('a hash pasted in the global search is found on its chain and tracked from there', async ({ page, env, control }) => {
	await control.knobs({ timeScale: 200 });
	const hash = await depositElsewhere(env.devnetUrl);
	await page.goto('/');
	// The app renders in the browser: '/' works once the layout (and its search field) is mounted.
	await expect(page.locator('[data-search-input]').first()).toBeAttached();
	await page.keyboard.press('/');
	const input = page.locator('[data-search-input]:focus');
	await input.fill(hash.toLowerCase());
	await input.press('Enter');
	// the search asks every chain and opens the one that has it: the L1's tx page
	await expect(page).toHaveURL(new RegExp(`/${L1}/txs/${hash}`), { timeout: 30_000 });
	await page.getByRole('link', { name: 'Track as a bridge transfer' }).click();
	await expect(page).toHaveURL(new RegExp(`/bridge/track\\?chain_id=${L1}&tx_hash=${hash}`));
	await expect(page.getByTestId('transfer-state').first()).toHaveAttribute('data-state', 'STATE_COMPLETED_SUCCESS', { timeout: 30_000 });
});

test('a hash no chain has is reported as nowhere, with every chain checked @mobile', async ({ page }) => {
	await page.goto(`/bridge/track?tx_hash=${'7'.repeat(64)}`);
	const locate = page.getByTestId('locate');
	await expect(locate).toHaveAttribute('data-result', 'nowhere', { timeout: 20_000 });
	await expect(page.getByTestId('locate-nowhere')).toContainText('No chain of Local devnet has this transaction');
	const chains = page.getByTestId('locate-chain');
	// the four Initia chains and the router's noble-like and EVM chains
	await expect(chains).toHaveCount(6);
	for (const c of await chains.all()) await expect(c).toHaveAttribute('data-state', 'absent');
	await expectNoHorizontalOverflow(page);
	await expectAccessible(page);
});

test('an unreachable chain makes the answer "unknown" with Retry, never "not found"', async ({ page, control, env }) => {
	const hash = await depositElsewhere(env.devnetUrl);
	// the Move rollup's REST is down: a random hash cannot be ruled out there
	await control.fault({ match: `/rest/${MOVE_L2}/cosmos/tx/v1beta1/txs/`, status: 500 });
	await page.goto(`/bridge/track?tx_hash=${'8'.repeat(64)}`);
	const locate = page.getByTestId('locate');
	await expect(locate).toHaveAttribute('data-result', 'inconclusive', { timeout: 30_000 });
	await expect(page.getByTestId('locate-unknown')).toContainText('Unknown: not every chain could answer');
	await expect(page.getByTestId('locate-unknown')).toContainText('Move Loom');
	await expect(page.locator(`[data-testid="locate-chain"][data-chain="${MOVE_L2}"]`)).toHaveAttribute('data-state', 'unknown');
	await expect(page.getByText(/not found/i)).toHaveCount(0);
	await control.clearFaults();
	await page.getByTestId('locate-unknown').getByRole('button', { name: 'Retry' }).click();
	await expect(locate).toHaveAttribute('data-result', 'nowhere', { timeout: 20_000 });

	// a hit elsewhere still wins while one chain is down
	await control.fault({ match: `/rest/${MOVE_L2}/cosmos/tx/v1beta1/txs/`, status: 500 });
	await page.goto(`/bridge/track?tx_hash=${hash}`);
	await expect(page).toHaveURL(new RegExp(`chain_id=${L1}`), { timeout: 30_000 });
});

test('a malformed hash is refused with what a hash looks like', async ({ page }) => {
	await page.goto('/bridge/track?tx_hash=hello');
	await expect(page.getByTestId('track-invalid')).toContainText('is not a transaction hash');
});
