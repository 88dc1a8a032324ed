// The shareable status page (/bridge/track?chain_id=&tx_hash=): a transfer sent from another browser
// is followed from its link in a fresh context (no wallet, no history), with the live timeline to
// the end; a link that cannot be used says why.
import { DENOMS, L1, MOVE_L2 } from '../../devnet/chains';
import { BridgePage, bridgeLink, trackLink } from '../support/bridge';
import { setPace } from '../support/fixtures';
import { expect, expectAccessible, test } from '../wallet/fixture';

const PAIR = { srcChain: L1, srcDenom: DENOMS.l1Init, dstChain: MOVE_L2, dstDenom: DENOMS.moveInit };

test('a transfer made elsewhere is tracked from its link in a fresh browser', async ({ page, wallet, control, browser, baseURL, pace }) => {
	await page.goto(bridgeLink(PAIR, '1'));
	// The hash shows as soon as the tx is signed; the tab may close only once the chain has it.
	const broadcast = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/cosmos/tx/v1beta1/txs'));
	const hash = await new BridgePage(page).sendWithReview();
	expect((await broadcast).ok()).toBe(true);
	await page.close();

	const elsewhere = await browser.newContext({ baseURL: baseURL! });
	await setPace(elsewhere, pace);
	try {
		const other = await elsewhere.newPage();
		const errors: string[] = [];
		other.on('pageerror', (e) => errors.push(e.message));
		await other.goto(trackLink(L1, hash));
		const bridge = new BridgePage(other);
		await expect(other.getByRole('heading', { name: 'Transfer status' })).toBeVisible();
		await expect(other.getByTestId('transfer-timeline')).toBeVisible();
		// The hash is cut in the middle to its room, whole in its name and its copy button.
		await expect(other.getByTestId('source-tx-link')).toHaveAccessibleName(`${hash} (opens another site)`);
		await expect(other.getByRole('button', { name: 'Copy the source transaction hash' })).toBeVisible();
		await expect(other.getByTestId('poller-role')).toHaveAttribute('data-polling', 'true');
		await expect(other.getByTestId('timeline-hop')).toHaveCount(1, { timeout: 15_000 });
		await expect(other.getByTestId('timeline-hop')).toContainText('Initia L1');
		await expect(other.getByTestId('timeline-hop')).toContainText('Move Loom');
		// It stands alone: asset, amount, both chains and both addresses (source tx + router status).
		const facts = other.getByTestId('transfer-facts');
		await expect(facts).toHaveAttribute('data-state', 'found');
		await expect(facts.getByTestId('facts-sent')).toHaveText('1 INIT on Initia L1');
		await expect(facts.getByTestId('facts-destination')).toHaveText('Move Loom');
		await expect(facts.getByTestId('facts-sender')).toContainText(wallet.initAddress.slice(-6));
		await expect(facts.getByTestId('facts-recipient')).toContainText(wallet.initAddress.slice(-6));
		await expectAccessible(other);
		// Now let the transfer finish.
		await control.knobs({ timeScale: 100 });
		await bridge.finalState('STATE_COMPLETED_SUCCESS');
		await expect(other.getByTestId('timeline-hop')).toHaveAttribute('data-state', 'completed');
		await expect(facts.getByTestId('facts-received')).toHaveText('1 INIT on Move Loom');
		await other.goto('/bridge/history');
		await expect(other.getByTestId('history-item')).toHaveAttribute('data-outcome', 'success');
		await expect(other.getByTestId('history-item')).toContainText('followed from a link');
		expect(errors).toEqual([]);
	} finally {
		await elsewhere.close();
	}
});

test('links that cannot be used say why', async ({ page }) => {
	const invalid = page.getByTestId('track-invalid');
	await page.goto(`/bridge/track?chain_id=${L1}&tx_hash=xyz`);
	await expect(invalid).toContainText('"xyz" is not a transaction hash');
	await page.goto('/bridge/track');
	await expect(invalid).toContainText('This link needs a tx_hash');
	await page.goto(trackLink('no-such-chain', 'C'.repeat(64)));
	await expect(invalid).toContainText('The chain "no-such-chain" is not one the bridge knows on Local devnet.');
	await page.goto('/bridge/history');
	await expect(page.getByTestId('history-item')).toHaveCount(0);
});
