// The bridge's chain and asset lists: requested by the bridge section's load (before the page renders)
// and shared with the form's loader, so a failure shows once, says what failed, and Retry asks again.
import { DENOMS, L1, MOVE_L2 } from '../../devnet/chains';
import { bridgeLink } from '../support/bridge';
import { expect, test } from '../wallet/fixture';

test("the router's asset list failing says so, asked once; Retry loads the form", async ({ page, control }) => {
	// One request's three attempts fail: a second request for the same list would get through.
	await control.post('/faults', { rules: [{ match: '/router/v2/fungible/assets', status: 503, times: 3 }] });
	const asked: string[] = [];
	page.on('request', (r) => {
		if (r.url().includes('/router/v2/fungible/assets')) asked.push(r.url());
	});
	await page.goto('/bridge');
	await expect(page.getByText("The bridge's chain and asset lists could not be loaded")).toBeVisible();
	expect(asked).toHaveLength(3);
	await page.getByRole('button', { name: 'Retry' }).click();
	await expect(page.getByRole('button', { name: /^From: INIT on Initia L1/ })).toBeVisible();
	expect(asked).toHaveLength(4);
});

test('a quote the router refuses says why in the route card; the route part shows once a quote succeeds', async ({ page, control }) => {
	const pair = { srcChain: L1, srcDenom: DENOMS.l1Init, dstChain: MOVE_L2, dstDenom: DENOMS.moveInit };
	await control.post('/faults', {
		rules: [{ match: '/router/v2/fungible/route', method: 'POST', status: 404, body: '{"code":5,"message":"no routes found","details":[]}', contentType: 'application/json', times: 1 }]
	});
	await page.goto(bridgeLink(pair, '1'));
	const error = page.getByTestId('route-error');
	await expect(error).toHaveAttribute('data-kind', 'no-route');
	await expect(error).toContainText('No route was found between these assets.');
	// Another amount asks again (the fault was used up): the route's details load with it.
	await page.locator('#bridge-amount').fill('2');
	await expect(page.getByTestId('route-duration')).toBeVisible();
	await expect(error).toHaveCount(0);
});
