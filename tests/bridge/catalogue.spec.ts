// The bridge's chain and asset lists: requested by the bridge section's load (before the page renders)
// and shared with the form's loader, so a failure shows once, says what failed, and Retry asks again.
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
