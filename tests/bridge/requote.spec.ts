// A quote that changes while the user reviews (router-api §13, InterwovenKit useRouteRefresh): the
// page must not sign the old route silently. The router's next quote takes longer (a one-off change
// of the quote's ETA, which /msgs still accepts: amounts and operations are unchanged); the page
// shows "Confirm updated route" with what changed, fetches the msgs again after confirmation, then signs.
import { DENOMS, L1, MOVE_L2 } from '../../devnet/chains';
import { BridgePage, Devnet, bridgeLink, routerCalls } from '../support/bridge';
import { expect, test } from '../wallet/fixture';

const PAIR = { srcChain: L1, srcDenom: DENOMS.l1Init, dstChain: MOVE_L2, dstDenom: DENOMS.moveInit };

test('a re-quote that changed asks for confirmation, then the updated route is signed', async ({ page, wallet, control, env }) => {
	const devnet = new Devnet(env.devnetUrl);
	const bridge = new BridgePage(page);
	await page.clock.install();
	await page.goto(bridgeLink(PAIR, '4'));
	await bridge.connect();
	await bridge.preview();
	await bridge.reviewReady();
	const durationBefore = await page.getByTestId('route-duration').textContent();
	const { last } = await control.requests();

	// From now on the router estimates three times longer.
	const original = (await devnet.route(PAIR, 4_000_000n)).estimated_route_duration_seconds;
	await page.route('**/router/v2/fungible/route', async (route) => {
		const response = await route.fetch();
		const json = (await response.json()) as { estimated_route_duration_seconds: number };
		json.estimated_route_duration_seconds = original * 3;
		await route.fulfill({ response, json });
	});
	// The quote is re-checked every 10 s and before signing: let 11 s pass.
	await page.clock.fastForward(11_000);

	const changed = page.getByTestId('route-changed');
	await expect(changed).toBeVisible();
	await expect(changed).toContainText('The route changed since you reviewed it');
	await expect(changed).toContainText(/Estimated time: .+ → .+/);
	await expect(bridge.signButton).toHaveCount(0);
	expect((await routerCalls(control, '/v2/fungible/route', last)).length).toBeGreaterThan(0);
	const msgsBefore = (await routerCalls(control, '/v2/fungible/msgs')).length;
	expect(wallet.prompts('personal_sign')).toHaveLength(1); // the identify message only

	await page.getByRole('button', { name: 'Confirm updated route' }).click();
	await expect(changed).toHaveCount(0);
	await bridge.reviewReady();
	expect((await routerCalls(control, '/v2/fungible/msgs')).length).toBe(msgsBefore + 1);
	// The preview next to the review now shows the confirmed route.
	await expect(page.getByTestId('route-duration')).not.toHaveText(durationBefore!);
	await bridge.signButton.click();
	const hash = await bridge.hash();
	expect((await devnet.includedCosmosTx(L1, hash)).tx_response.code).toBe(0);
});
