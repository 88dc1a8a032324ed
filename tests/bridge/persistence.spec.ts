// A transfer outlives the page that started it (router-api §11, history in localStorage, one poller
// per transfer across tabs): a reload resumes the timeline without registering the tx again; a
// transfer is recorded before its broadcast, so a reload right after signing keeps following it; two
// tabs show the same progress while only one of them polls the router. Transfers run in real time
// (timeScale 1) while the test acts on them and are then sped up to finish: the router's simulated
// clock never runs backwards, so the jump only moves them forward.
import { DENOMS, L1, MOVE_L2 } from '../../devnet/chains';
import { BridgePage, Devnet, bridgeLink, trackCalls, trackLink } from '../support/bridge';
import { expect, test } from '../wallet/fixture';

const PAIR = { srcChain: L1, srcDenom: DENOMS.l1Init, dstChain: MOVE_L2, dstDenom: DENOMS.moveInit };

test('reload mid-transfer: the timeline resumes and finishes, without registering the tx again', async ({ page, wallet: _wallet, control }) => {
	const bridge = new BridgePage(page);
	await page.goto(bridgeLink(PAIR, '1'));
	const hash = await bridge.sendWithReview();
	await page.getByTestId('open-track-page').click();
	await expect(page).toHaveURL((u) => u.pathname === '/bridge/track' && u.searchParams.get('tx_hash') === hash);
	await expect(bridge.state).toHaveAttribute('data-state', /STATE_(SUBMITTED|PENDING)$/);
	// Registered (the router may have answered "not found" before the tx was in a block).
	const tracks = (await trackCalls(control)).length;
	expect(tracks).toBeGreaterThanOrEqual(1);

	await page.reload();
	await expect(page.getByTestId('transfer-timeline')).toBeVisible();
	await expect(bridge.state).toHaveAttribute('data-state', /STATE_(SUBMITTED|PENDING)$/);
	await expect(page.getByTestId('eta')).toContainText('left');
	await control.knobs({ timeScale: 100 });
	await bridge.finalState('STATE_COMPLETED_SUCCESS');
	await expect(page.getByTestId('timeline-hop')).toHaveAttribute('data-state', 'completed');
	// The tracked flag survived the reload: no second /v2/tx/track.
	expect(await trackCalls(control)).toHaveLength(tracks);
});

test('recorded before broadcast: a reload while the broadcast hangs keeps the transfer and follows it', async ({ page, wallet: _wallet, control, env }) => {
	const devnet = new Devnet(env.devnetUrl);
	const bridge = new BridgePage(page);
	await control.knobs({ timeScale: 30 });
	await control.fault({ match: `/rest/${L1}/cosmos/tx/v1beta1/txs`, method: 'POST', hang: true, times: 1 });
	await page.goto(bridgeLink(PAIR, '1'));
	await bridge.connect();
	await bridge.preview();
	await bridge.reviewReady();
	const broadcast = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/cosmos/tx/v1beta1/txs'));
	await bridge.signButton.click();
	const txBytes = ((await broadcast).postDataJSON() as { tx_bytes: string }).tx_bytes;
	await expect(bridge.stepStatus).toHaveAttribute('data-step', 'broadcast');
	await expect(page.getByTestId('history-item')).toHaveCount(1);

	await page.reload();
	const item = page.getByTestId('history-item');
	await expect(item).toHaveCount(1);
	await expect(item).toHaveAttribute('data-outcome', 'pending');
	const href = (await item.getByTestId('history-link').getAttribute('href'))!;
	const hash = new URL(href, 'http://x').searchParams.get('tx_hash')!;
	// Followed: the router is asked about it (it has not seen the tx yet).
	await expect.poll(async () => (await trackCalls(control)).length, { timeout: 10_000 }).toBeGreaterThan(0);
	expect(await devnet.cosmosTx(L1, hash)).toBeNull();

	// The node did get the bytes after all (only the answer was lost): they land, and the page follows them to the end.
	const res = await fetch(`${env.devnetUrl}/rest/${L1}/cosmos/tx/v1beta1/txs`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ tx_bytes: txBytes, mode: 'BROADCAST_MODE_SYNC' })
	});
	expect(((await res.json()) as { tx_response: { txhash: string } }).tx_response.txhash).toBe(hash);
	await item.getByTestId('history-link').click();
	await bridge.finalState('STATE_COMPLETED_SUCCESS');
	await expect(page.getByTestId('history-item')).toHaveCount(0);
	await page.goto('/bridge/history');
	await expect(page.getByTestId('history-item')).toHaveAttribute('data-outcome', 'success');
});

test('two tabs: one polls, both show the ending, no double polling', async ({ page, context, wallet: _wallet, control }) => {
	const bridge = new BridgePage(page);
	await page.goto(bridgeLink(PAIR, '1'));
	const hash = await bridge.sendWithReview();
	// In-app navigation: the tab that sent keeps its poller.
	await page.getByTestId('open-track-page').click();
	await expect(page.getByTestId('poller-role')).toHaveAttribute('data-polling', 'true');

	// Both tabs' status requests for this transfer, in the order the pages asked (not when the server saw them).
	const asks: ('first' | 'second')[] = [];
	const record = (p: typeof page, who: 'first' | 'second') =>
		p.on('request', (r) => {
			if (r.url().includes('/v2/tx/status') && r.url().includes(hash)) asks.push(who);
		});
	record(page, 'first');
	const second = await context.newPage();
	record(second, 'second');
	await second.goto(trackLink(L1, hash));
	await expect(second.getByTestId('poller-role')).toHaveAttribute('data-polling', 'false');
	await expect(second.getByTestId('poller-role')).toContainText('Another tab is following this transfer');
	await expect(page.getByTestId('poller-role')).toHaveAttribute('data-polling', 'true');
	// The second tab shows what the first one stores.
	await expect(second.getByTestId('transfer-state')).toHaveAttribute('data-state', /STATE_(SUBMITTED|PENDING)$/);

	await control.knobs({ timeScale: 100 });
	await Promise.all([bridge.finalState('STATE_COMPLETED_SUCCESS'), new BridgePage(second).finalState('STATE_COMPLETED_SUCCESS')]);
	// One poller: the first tab asked the router until the end while the second showed what it stored.
	// The second is handed the transfer once the first lets go, and asks nothing: the first marked the end
	// (a lock the second is shown at once) before letting go, even if the second's storage lags behind.
	expect(asks[0]).toBe('first');
	expect(asks.filter((who) => who === 'second')).toHaveLength(0);
});

test('closing the tab that polls hands the transfer to the other tab, which finishes it', async ({ page, context, wallet: _wallet, control }) => {
	await page.goto(bridgeLink(PAIR, '1'));
	const hash = await new BridgePage(page).sendWithReview();
	await page.getByTestId('open-track-page').click();
	await expect(page.getByTestId('poller-role')).toHaveAttribute('data-polling', 'true');
	await expect(page.getByTestId('eta')).toContainText('left');

	const second = await context.newPage();
	await second.goto(trackLink(L1, hash));
	const role = second.getByTestId('poller-role');
	await expect(role).toHaveAttribute('data-polling', 'false');
	await page.close();
	await expect(role).toHaveAttribute('data-polling', 'true');
	await expect(role).toContainText('This tab is following the transfer.');
	await control.knobs({ timeScale: 100 });
	await new BridgePage(second).finalState('STATE_COMPLETED_SUCCESS');
});
