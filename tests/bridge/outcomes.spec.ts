// Transfers that do not end well (router-api §9, §11, §14 step 5): an IBC acknowledgement error is
// shown as failing (STATE_PENDING_ERROR) and then failed with where the funds were released; a
// transfer the router stopped following (abandoned) offers re-track; a source tx that failed in
// execution ends in error; and a broadcast the chain refuses (CheckTx code != 0: a second sender
// used the sequence first) says that nothing was sent, and Try again signs anew.
import { DENOMS, L1, MOVE_L2 } from '../../devnet/chains';
import { BridgePage, Devnet, baseUnits, bridgeLink, routerCalls, trackCalls } from '../support/bridge';
import { expect, expectAccessible, test } from '../wallet/fixture';

const USDC_PAIR = { srcChain: L1, srcDenom: DENOMS.l1Usdc, dstChain: MOVE_L2, dstDenom: DENOMS.moveUsdc };
const INIT_PAIR = { srcChain: L1, srcDenom: DENOMS.l1Init, dstChain: MOVE_L2, dstDenom: DENOMS.moveInit };

/** The router's state for a tracked tx, read by the test itself (null until tracked). */
async function routerState(devnetUrl: string, hash: string): Promise<string | null> {
	const res = await fetch(`${devnetUrl}/router/v2/tx/status?${new URLSearchParams({ tx_hash: hash, chain_id: L1 })}`);
	return res.ok ? ((await res.json()) as { state: string }).state : null;
}

test.describe('failed endings', () => {
	test('IBC ack error: failing first, then failed with the funds released back on the source chain', async ({ page, wallet, control, env }) => {
		const devnet = new Devnet(env.devnetUrl);
		const bridge = new BridgePage(page);
		await control.post('/outcome', { tx_hash: 'next', outcome: 'ack_error' });
		await control.knobs({ timeScale: 10 });
		const before = await devnet.balance(L1, wallet.initAddress, DENOMS.l1Usdc);

		await page.goto(bridgeLink(USDC_PAIR, '12'));
		const hash = await bridge.sendWithReview();
		// Hold the transfer in its failing phase (simulated time never runs backwards) until the page has shown it.
		await expect.poll(() => routerState(env.devnetUrl, hash), { intervals: [50], timeout: 20_000 }).toBe('STATE_PENDING_ERROR');
		await control.knobs({ timeScale: 0.001 });
		await bridge.finalState('STATE_PENDING_ERROR');
		const hop = page.getByTestId('timeline-hop').first();
		await expect(hop).toHaveAttribute('data-state', 'failed');
		// In words; the router's raw text only on demand.
		await expect(hop.getByTestId('hop-error')).toContainText('The destination chain could not accept the transfer');
		await expect(hop.getByTestId('hop-detail').locator('summary')).toHaveText('Failed');
		await expect(hop.getByTestId('hop-raw')).toBeHidden();
		await hop.getByTestId('hop-detail').locator('summary').click();
		await expect(hop.getByTestId('hop-raw')).toHaveText('TRANSFER_FAILURE');
		// The router's text only behind "What the router said".
		const said = hop.getByText(/ABCI code/);
		await expect(said).toBeHidden();
		await hop.getByTestId('hop-error').locator('summary').click();
		await expect(said).toBeVisible();
		await expect(page.getByTestId('history-item').first()).toHaveAttribute('data-outcome', 'failing');
		await expect(page.getByTestId('funds-line')).toHaveText(`A step failed: your 12 USDC are being returned to ${wallet.initAddress} on Initia L1.`);
		expect(await devnet.balance(L1, wallet.initAddress, DENOMS.l1Usdc)).toBe(before - baseUnits(L1, DENOMS.l1Usdc, '12'));

		await control.knobs({ timeScale: 50 });
		await bridge.finalState('STATE_COMPLETED_ERROR');
		await expect(page.getByTestId('funds-line')).toHaveText(`The transfer failed and your 12 USDC were returned to ${wallet.initAddress} on Initia L1.`);
		await expect(page.getByTestId('transfer-errors')).toContainText(/acknowledg/i);
		await expect(page.getByTestId('history-item').first()).toHaveAttribute('data-outcome', 'failed');
		// The devnet refunded the source account.
		expect(await devnet.balance(L1, wallet.initAddress, DENOMS.l1Usdc)).toBe(before);
		await expectAccessible(page);

		// Continue: the bridge form, prefilled from where the funds are to where they were going.
		await page.getByTestId('continue').click();
		await expect(page).toHaveURL(/\/bridge\?/);
		await expect(page.getByLabel('Amount to send in USDC')).toHaveValue('12');
		await expect(page.getByRole('button', { name: /^From: USDC on Initia L1/ })).toBeVisible();
		await expect(page.getByRole('button', { name: /^To: USDC on Move Loom/ })).toBeVisible();
		await expect(bridge.submit).toHaveAttribute('data-blocker', 'Preview route', { timeout: 15_000 });
	});

	test('IBC timeout: the hop says the deadline passed, the funds come back, Continue is offered', async ({ page, wallet, control }) => {
		const bridge = new BridgePage(page);
		await control.post('/outcome', { tx_hash: 'next', outcome: 'timeout' });
		await control.knobs({ timeScale: 50 });
		await page.goto(bridgeLink(USDC_PAIR, '3'));
		await bridge.sendWithReview();
		await bridge.finalState('STATE_COMPLETED_ERROR');
		await expect(page.getByTestId('timeline-hop').first().getByTestId('hop-error')).toContainText('did not receive the transfer before its deadline');
		await expect(page.getByTestId('funds-line')).toHaveText(`The transfer failed and your 3 USDC were returned to ${wallet.initAddress} on Initia L1.`);
		await expect(page.getByTestId('transfer-ending')).toHaveAttribute('data-action', 'continue');
		await expect(page.getByTestId('continue')).toHaveText('Continue');

		// The history says the same and offers the same Continue.
		await page.goto('/bridge/history');
		const row = page.getByTestId('history-item').first();
		await expect(row).toHaveAttribute('data-outcome', 'failed');
		await expect(row.getByTestId('history-funds')).toContainText(`your 3 USDC were returned to ${wallet.initAddress} on Initia L1`);
		await row.getByTestId('history-continue').click();
		await expect(page.getByLabel('Amount to send in USDC')).toHaveValue('3');
	});

	test('abandoned: tracking stopped, Re-track follows it again', async ({ page, wallet: _wallet, control, env }) => {
		const bridge = new BridgePage(page);
		await control.post('/outcome', { tx_hash: 'next', outcome: 'abandoned' });
		await control.knobs({ timeScale: 400 });
		await page.goto(bridgeLink(INIT_PAIR, '1'));
		const hash = await bridge.sendWithReview();
		await bridge.finalState('STATE_ABANDONED');
		await expect(page.getByTestId('history-item').first()).toHaveAttribute('data-outcome', 'abandoned');
		// Not a red failed hop: the hop where tracking stopped, with where the funds may be.
		await expect(page.getByTestId('timeline-hop').first()).toHaveAttribute('data-state', 'stopped');
		await expect(page.getByTestId('timeline-hop').first()).toContainText('Tracking stopped');
		await expect(page.getByTestId('funds-line')).toContainText('The router stopped following this transfer; your 1 INIT may still arrive');
		const retrack = page.getByRole('button', { name: 'Re-track' });
		await expect(retrack).toBeVisible();

		// The funds do arrive after all; re-tracking asks the router again and follows it to the end.
		await control.post('/outcome', { tx_hash: hash, outcome: 'success' });
		const { last } = await control.requests();
		await retrack.click();
		await bridge.finalState('STATE_COMPLETED_SUCCESS');
		expect(await trackCalls(control, last)).toHaveLength(1);
		await expect(page.getByTestId('history-item').first()).toHaveAttribute('data-outcome', 'success');
		expect(await routerState(env.devnetUrl, hash)).toBe('STATE_COMPLETED_SUCCESS');
	});

	test('source tx failed in execution: an error ending with the refund', async ({ page, wallet, control }) => {
		const bridge = new BridgePage(page);
		await control.post('/outcome', { tx_hash: 'next', outcome: 'source_failed' });
		await control.knobs({ timeScale: 50 });
		await page.goto(bridgeLink(INIT_PAIR, '1'));
		await bridge.sendWithReview();
		await bridge.finalState('STATE_COMPLETED_ERROR');
		await expect(page.getByTestId('transfer-errors')).toContainText('The source transaction failed when it ran: it ran out of gas.');
		await expect(page.getByTestId('funds-line')).toHaveText(`The transfer failed and your 1 INIT were returned to ${wallet.initAddress} on Initia L1.`);
		await expect(page.getByTestId('history-item').first()).toHaveAttribute('data-outcome', 'failed');
	});

	test('a second sender races the page: not sent, funds never left; Try again asks the wallet once more and the chain accepts', async ({ page, wallet, control, env }) => {
		const devnet = new Devnet(env.devnetUrl);
		const bridge = new BridgePage(page);
		await page.goto(bridgeLink(INIT_PAIR, '1'));
		await bridge.connect();
		await bridge.preview();
		await bridge.reviewReady();
		const before = await devnet.balance(L1, wallet.initAddress, DENOMS.l1Init);
		const { account } = await devnet.account(L1, wallet.initAddress);
		const signed = Number(account.sequence);

		// Another wallet or tab sends from this account right before the page's tx reaches the chain.
		await control.post('/race', { chain_id: L1, address: wallet.initAddress, when: 'next_broadcast' });
		await bridge.signButton.click();
		const notSent = page.getByTestId('not-sent');
		await expect(notSent).toContainText('Nothing was sent — your funds never left');
		await expect(notSent.getByTestId('funds-line')).toContainText(`Your 1 INIT are still in ${wallet.initAddress} on Initia L1.`);
		await expect(notSent).toContainText('Another transaction from this account got in first');
		await expect(notSent.getByTestId('step-error-details')).toContainText(`account sequence mismatch, expected ${signed + 1}, got ${signed}: incorrect account sequence`);
		await expect(page.getByRole('heading', { name: 'Not sent' })).toBeVisible();
		await expect(page.getByRole('heading', { name: 'Transfer sent' })).toHaveCount(0);
		await expect(bridge.step('broadcast')).toHaveAttribute('data-status', 'error');
		await expect(bridge.step('track')).toHaveAttribute('data-status', 'todo');
		expect(await devnet.balance(L1, wallet.initAddress, DENOMS.l1Init)).toBe(before);
		expect(await trackCalls(control)).toEqual([]);
		await expectAccessible(page);
		const prompts = wallet.prompts('personal_sign').length;

		await notSent.getByRole('button', { name: 'Try again' }).click();
		const hash = await bridge.hash();
		// One fresh prompt, for new bytes at the account's current sequence; the chain took them.
		expect(wallet.prompts('personal_sign').slice(prompts).map((c) => c.outcome)).toEqual(['approved']);
		const tx = await devnet.includedCosmosTx(L1, hash);
		expect(tx.tx_response.code).toBe(0);
		expect((await devnet.account(L1, wallet.initAddress)).account.sequence).toBe(String(signed + 2));
		await expect(page.getByRole('heading', { name: 'Transfer sent' })).toBeVisible();
		// One transfer, one history entry.
		await expect(page.getByTestId('history-item')).toHaveCount(1);
		// Only the accepted transaction is followed; the refused one never is.
		await expect.poll(async () => (await routerCalls(control, '/v2/tx/status')).length, { timeout: 15_000 }).toBeGreaterThan(0);
		expect((await routerCalls(control, '/v2/tx/status')).every((c) => c.path.includes(hash))).toBe(true);
	});
});
