// Following a transfer through router trouble (router-api §8, §11): /v2/tx/track answering "tx not
// found" until the router sees the tx is retried, and status polling backs off on 429 and 500s
// (Retry-After honoured, longer waits after repeated failures), then recovers and finishes — with no
// page error. The page's own status requests are timestamped in the page to check the pace.
// The tracker's own waits run PACE times faster (src/lib/pace.ts); the HTTP layer's Retry-After
// and retry backoff run in real time.
import { DENOMS, L1, MOVE_L2 } from '../../devnet/chains';
import { BridgePage, bridgeLink, trackCalls } from '../support/bridge';
import { expect, test } from '../wallet/fixture';

const PAIR = { srcChain: L1, srcDenom: DENOMS.l1Init, dstChain: MOVE_L2, dstDenom: DENOMS.moveInit };

interface Call {
	at: number;
	status: number;
}

const PACE = 4;
test.use({ pace: PACE });

test('track is retried until the router sees the tx; status polling backs off on 429/500 and recovers', async ({ page, wallet: _wallet, control }) => {
	const bridge = new BridgePage(page);
	// Page-side record of the status requests: when they were sent and what came back.
	await page.addInitScript(() => {
		const log: { at: number; status: number }[] = [];
		(window as unknown as { __status: typeof log }).__status = log;
		const original = window.fetch;
		window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
			const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
			const p = original.call(this, input, init);
			if (url.includes('/v2/tx/status')) {
				const e = { at: Date.now(), status: 0 };
				log.push(e);
				p.then(
					(r) => (e.status = r.status),
					() => (e.status = -1)
				);
			}
			return p;
		};
	});
	const statusCalls = () => page.evaluate(() => (window as unknown as { __status: Call[] }).__status.map((c) => ({ ...c })));

	await control.post('/faults', {
		rules: [
			{ match: '/router/v2/tx/track', method: 'POST', status: 404, body: '{"code":5,"message":"tx not found","details":[]}', contentType: 'application/json', times: 3 },
			// The first status answers: rate limited once, then five server errors.
			{ match: '/router/v2/tx/status', status: 429, retryAfter: 1, times: 1 },
			{ match: '/router/v2/tx/status', status: 500, times: 5 }
		]
	});
	await page.goto(bridgeLink(PAIR, '1'));
	await bridge.sendWithReview();
	// The transfer runs in real time until the page has been through all six failures, then finishes.
	await expect.poll(async () => (await statusCalls()).filter((c) => c.status === 200).length, { timeout: 30_000 }).toBeGreaterThan(0);
	await control.knobs({ timeScale: 100 });
	await bridge.finalState('STATE_COMPLETED_SUCCESS');
	await expect(page.getByTestId('history-item').first()).toHaveAttribute('data-outcome', 'success');
	// Tracked after three "tx not found" answers (the fourth try got through), a second apart.
	const tracks = await trackCalls(control);
	expect(tracks.length).toBeGreaterThanOrEqual(4);
	expect(tracks[3]!.at - tracks[0]!.at).toBeGreaterThanOrEqual(3_000 / PACE);

	const calls = await statusCalls();
	expect(calls.slice(0, 6).map((c) => c.status)).toEqual([429, 500, 500, 500, 500, 500]);
	expect(calls.at(-1)!.status).toBe(200);
	const gap = (i: number) => calls[i + 1]!.at - calls[i]!.at;
	// Each status read is three HTTP attempts: 429, 500, 500 | 500, 500, 500 | 200. Retry-After: 1 is
	// honoured; no failed answer is retried at once; between the reads the tracker waits 2 s, then
	// 4 s (paced): the waits grow.
	expect(gap(0)).toBeGreaterThanOrEqual(1_000);
	for (let i = 0; i < 6; i++) expect(gap(i), `wait after failed status request ${i + 1}`).toBeGreaterThanOrEqual(200);
	expect(gap(2), 'the tracker waits after one failed read').toBeGreaterThanOrEqual(2_000 / PACE);
	expect(gap(5), 'and twice as long after two').toBeGreaterThanOrEqual(4_000 / PACE);
});
