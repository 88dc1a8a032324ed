// A wallet's "speed up" and "cancel" (wallets.md §4.8, chain-api §2): the source chain is busy, so the
// transfer's EVM tx waits in the pool with too small a tip; the user replaces it in the wallet (same
// nonce, higher fee, a new hash the page is not told). The old hash never gets a receipt and the node
// forgets it. Sped up, Loom follows the replacement to the end: the page, the history entry, the
// router's tracking and the timeline all go by the new hash, and the funds arrive once. Cancelled, Loom
// says the transfer never ran and where the funds are. Both also after a reload, when the page that
// sent the tx (and saw it in the pool) is gone: the history entry's sender and nonce lead to the
// replacement. Real signature checks throughout.
import type { Page, Request } from '@playwright/test';
import { DENOMS, EXT_EVM, L1 } from '../../devnet/chains';
import { BridgePage, Devnet, EXT_ETH_PAIR as ETH_PAIR, baseUnits, bridgeLink, firstEvmPrompt } from '../support/bridge';
import type { DevnetControl } from '../support/fixtures';
import type { TestWallet } from '../wallet/backend';
import { expect, test } from '../wallet/fixture';

const GWEI = 1_000_000_000;

/** The page asking the node for a tx by hash: what lets it recognise the tx's replacement later. */
const asksForTx = (r: Request) => r.method() === 'POST' && (r.postData() ?? '').includes('"eth_getTransactionByHash"');

test.use({ walletOptions: { chainId: Number(EXT_EVM), knownChains: [Number(EXT_EVM)] } });

/** Sends 0.01 ETH to the L1 from a busy source chain; answers the hash of the tx waiting in the pool, once the page has looked at it there. */
async function sendWhileBusy(page: Page, wallet: TestWallet, control: DevnetControl, devnet: Devnet): Promise<string> {
	const bridge = new BridgePage(page);
	// Busy: the source chain's blocks take only txs tipping at least 1 gwei; the wallet sends with none.
	await control.knobs({ timeScale: 200, evmMinTip: GWEI });
	const send = await firstEvmPrompt(page, wallet, bridgeLink(ETH_PAIR, '0.01'));
	const looked = page.waitForRequest(asksForTx);
	const original = (await send.approve()).result as string;
	await expect(bridge.txHash).toHaveText(original);
	// The page has seen the tx in the pool (its nonce), and the chain has not taken it.
	expect((await looked).postData()).toContain(original);
	expect(await devnet.evm(EXT_EVM, 'eth_getTransactionReceipt', [original])).toBeNull();
	await expect(bridge.step('track')).toHaveAttribute('data-status', 'active');
	return original;
}

test('a transfer sped up in the wallet is tracked under its new hash to the end', async ({ page, wallet, control, env }) => {
	const devnet = new Devnet(env.devnetUrl);
	const bridge = new BridgePage(page);
	const quote = await devnet.route(ETH_PAIR, baseUnits(EXT_EVM, DENOMS.extEvmNative, '0.01'));
	const before = await devnet.balance(L1, wallet.initAddress, DENOMS.l1Init);
	const original = await sendWhileBusy(page, wallet, control, devnet);

	const faster = await wallet.speedUp(original);
	expect(faster).not.toBe(original);
	await expect(bridge.txHash).toHaveText(faster);
	await bridge.finalState('STATE_COMPLETED_SUCCESS');
	await expect(page.getByTestId('timeline-hop')).toHaveAttribute('data-state', 'completed');
	expect(await devnet.evm(EXT_EVM, 'eth_getTransactionByHash', [original])).toBeNull();
	expect(await devnet.evm(EXT_EVM, 'eth_getTransactionReceipt', [original])).toBeNull();
	expect((await devnet.receipt(EXT_EVM, faster)).status).toBe('0x1');
	expect(await devnet.balance(L1, wallet.initAddress, DENOMS.l1Init)).toBe(before + BigInt(quote.amount_out));
	expect(wallet.prompts('eth_sendTransaction')).toHaveLength(1);

	// One history entry, under the hash the chain has; its link tracks that hash.
	await page.goto('/bridge/history');
	const item = page.getByTestId('history-item');
	await expect(item).toHaveCount(1);
	await expect(item).toHaveAttribute('data-outcome', 'success');
	const href = (await item.getByTestId('history-link').getAttribute('href'))!;
	expect(href).toContain(faster);
	expect(href).not.toContain(original);
});

const tracking = (hash: string) => (u: URL) => u.pathname === '/bridge/track' && u.searchParams.get('tx_hash') === hash;

/**
 * A transfer sent while the source chain is busy, then the page reloaded on its status page, so the page
 * that saw the tx in the pool is gone: the reload waits until the transfer's history entry holds its sender
 * and nonce (stored once the page saw it pending). `watched` (chain, address, denom): the balance read
 * before the send.
 */
async function sentThenReloaded(page: Page, wallet: TestWallet, control: DevnetControl, devnetUrl: string, watched: [string, string, string]) {
	const devnet = new Devnet(devnetUrl);
	const before = await devnet.balance(...watched);
	const original = await sendWhileBusy(page, wallet, control, devnet);
	await expect
		.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('loom:bridge-history') ?? '{}') as { items?: { evmSend?: { nonce: string } }[] }).items?.[0]?.evmSend?.nonce ?? null))
		.toBe('0');
	await page.getByTestId('open-track-page').click();
	await expect(page).toHaveURL(tracking(original));
	await page.reload();
	await expect(page.getByTestId('transfer-timeline')).toBeVisible();
	return { devnet, bridge: new BridgePage(page), before, original };
}

test('sped up after a reload: the status page follows the new hash to the end', async ({ page, wallet, control, env }) => {
	const { devnet, bridge, before, original } = await sentThenReloaded(page, wallet, control, env.devnetUrl, [L1, wallet.initAddress, DENOMS.l1Init]);

	const faster = await wallet.speedUp(original);
	// The link of the old hash leads to the transfer under its new one.
	await expect(page).toHaveURL(tracking(faster));
	await bridge.finalState('STATE_COMPLETED_SUCCESS');
	expect(await devnet.evm(EXT_EVM, 'eth_getTransactionByHash', [original])).toBeNull();
	expect(await devnet.balance(L1, wallet.initAddress, DENOMS.l1Init)).toBeGreaterThan(before);
	await page.goto('/bridge/history');
	await expect(page.getByTestId('history-item')).toHaveCount(1);
	await expect(page.getByTestId('history-item')).toHaveAttribute('data-outcome', 'success');
});

test('a transfer cancelled in the wallet after a reload says it never ran and that the funds stayed on the source chain', async ({ page, wallet, control, env }) => {
	const { devnet, bridge, before, original } = await sentThenReloaded(page, wallet, control, env.devnetUrl, [EXT_EVM, wallet.address, DENOMS.extEvmNative]);
	const cancelling = await wallet.cancel(original);
	await bridge.finalState('BROADCAST_FAILED');
	await expect(page.getByTestId('transfer-timeline')).toContainText(`The wallet cancelled this transaction with ${cancelling}, so it never ran.`);
	await expect(page.getByTestId('transfer-timeline')).toContainText('your funds did not leave');
	expect((await devnet.receipt(EXT_EVM, cancelling)).status).toBe('0x1');
	expect(await devnet.evm(EXT_EVM, 'eth_getTransactionByHash', [original])).toBeNull();
	// Only the cancel's network fee left the account; the history says so and offers to try again.
	const spent = before - (await devnet.balance(EXT_EVM, wallet.address, DENOMS.extEvmNative));
	expect(spent > 0n && spent < 10n ** 15n).toBe(true);
	await page.goto('/bridge/history');
	const item = page.getByTestId('history-item');
	await expect(item).toHaveAttribute('data-outcome', 'failed');
	await expect(item.getByTestId('history-continue')).toHaveText('Try again →');
});
