// Loading and failure states against injected faults: skeletons of the right shape, errors that
// name the request (endpoint, status, answer) with a Retry that recovers, 429 + Retry-After, a
// hanging request timing out, an answer the browser hides (no CORS), bodies that are not JSON or
// not the expected shape, requests aborted when the user navigates away.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { FIXTURES, indexerPath, indexerRequests, logMark, rows, to } from '../support/explorer';

const EVM = FIXTURES.evm.chainId;
const big = FIXTURES.evm.bigCollection;
const tokensPath = `${indexerPath(EVM)}/nft/v1/tokens/by_collection/${big.address}`;
const collectionPath = `${indexerPath(EVM)}/nft/v1/collections/${big.address}`;
const tokensError = (page: Page) => page.getByRole('alert').filter({ hasText: 'The tokens of this collection could not be loaded' });

test.describe('states', () => {
	// The indexer holds its answers until the test has seen the loading state: no timing window.
	test('skeletons of the right shape while the indexer has not answered', async ({ page, control }) => {
		await control.fault({ match: tokensPath, hold: true, times: 1 });
		await control.fault({ match: collectionPath, hold: true, times: 1 });
		await page.goto(to.collection(EVM, big.address));
		const busy = page.locator('[aria-busy="true"][aria-label="Loading tokens"]');
		await expect(busy).toBeVisible();
		await expect(busy.locator('.skeleton.aspect-square')).toHaveCount(24);
		await expect(page.locator('section[aria-busy="true"]').first().locator('.skeleton').first()).toBeVisible();
		// The loading state itself is accessible (labelled skeletons are status regions).
		await expectAccessible(page, { midLoad: true });
		await control.release();
		await expect(rows(page)).toHaveCount(24);
		await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
		await expect(page.getByRole('heading', { level: 1, name: big.name })).toBeVisible();

		// Table view: row-shaped skeletons. Token history and internal txs: list-shaped ones.
		await control.fault({ match: `${tokensPath}?order_by=token_id&pagination.limit=48&`, hold: true, times: 1 });
		await page.goto(to.collection(EVM, big.address, { view: 'table', limit: 48 }));
		await expect(busy.locator('.skeleton.h-12')).toHaveCount(10);
		await control.release();
		await expect(rows(page)).toHaveCount(48);

		const h = FIXTURES.evm.longHistory;
		await control.fault({ match: `/nft/v1/txs/${h.collection}/${h.tokenId}`, hold: true, times: 1 });
		await page.goto(to.token(EVM, h.collection, h.tokenId));
		await expect(page.locator('[aria-busy="true"][aria-label="Loading history"] li')).toHaveCount(5);
		await control.release();
		await expect(rows(page.getByRole('list', { name: 'Transactions, newest first' }))).toHaveCount(10);

		const acc = FIXTURES.evm.internalTxAccount;
		await control.fault({ match: '/evm-internal-txs/by_account/', hold: true, times: 1 });
		await page.goto(to.internalTxs(EVM, acc.address));
		await expect(page.locator('[aria-busy="true"][aria-label="Loading internal transactions"] li')).toHaveCount(8);
		await control.release();
		await expect(rows(page)).toHaveCount(25);
	});

	test('a failed request is named (endpoint, status, answer) and Retry recovers', async ({ page, control }) => {
		// A 500 survives the client's retries; the header, a separate request, still loads.
		await control.fault({ match: tokensPath, status: 500, times: 3 });
		const mark = await logMark(control);
		await page.goto(to.collection(EVM, big.address));
		const err = tokensError(page);
		await expect(err).toBeVisible();
		await expect(err).toContainText('Indexer answered 500: Internal Server Error');
		await expect(err.locator('dt:text-is("Request") + dd')).toHaveText(new RegExp(`^GET http://127\\.0\\.0\\.1:\\d+${tokensPath.replace(/[/.]/g, '\\$&')}\\?`));
		await expect(err.locator('dt:text-is("Status") + dd')).toHaveText('500');
		await expect(err.locator('dt:text-is("Answer") + dd')).toHaveText('Internal Server Error');
		await expect(page.getByRole('heading', { level: 1, name: big.name })).toBeVisible();
		expect(await indexerRequests(control, mark, tokensPath)).toHaveLength(3);
		await expectAccessible(page);
		await err.getByRole('button', { name: 'Retry' }).click();
		await expect(rows(page)).toHaveCount(24);
		await expect(err).toHaveCount(0);

		// A 400 is not retried; its text body is shown; one Retry is enough.
		const h = FIXTURES.evm.longHistory;
		const historyPath = `/nft/v1/txs/${h.collection}/${h.tokenId}`;
		await control.fault({ match: historyPath, status: 400, body: 'pagination.limit must be between 1 and 1000', times: 1 });
		await page.goto(to.token(EVM, h.collection, h.tokenId));
		const herr = page.getByRole('alert').filter({ hasText: 'The history of this token could not be loaded' });
		await expect(herr).toContainText('Indexer answered 400: pagination.limit must be between 1 and 1000');
		await expect(herr.locator('dt:text-is("Status") + dd')).toHaveText('400');
		await herr.getByRole('button', { name: 'Retry' }).click();
		await expect(rows(page.getByRole('list', { name: 'Transactions, newest first' }))).toHaveCount(10);
		// The token itself was never affected.
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(/#7$/);
	});

	test('on a phone a failure panel keeps its width for the words and puts Retry under them @mobile @phone-only', async ({ page, control }) => {
		await control.fault({ match: tokensPath, status: 500, times: 3 });
		await page.goto(to.collection(EVM, big.address));
		const err = tokensError(page);
		await expect(err).toContainText('Indexer answered 500: Internal Server Error');
		const panel = (await err.boundingBox())!;
		const words = (await err.getByText('Indexer answered 500').boundingBox())!;
		const retry = (await err.getByRole('button', { name: 'Retry' }).boundingBox())!;
		// Beside Retry the words had 231 px of the panel's 380 (a Pixel 7).
		expect(words.width, 'the words are as wide as the panel less its icon and padding').toBeGreaterThan(panel.width - 90);
		expect(retry.y, 'Retry is under the words').toBeGreaterThanOrEqual(words.y + words.height);
	});

	test('429 with Retry-After: waited for and retried; when it persists, the rate-limit wording', async ({ page, control }) => {
		await control.fault({ match: tokensPath, status: 429, retryAfter: 1, times: 1 });
		const mark = await logMark(control);
		await page.goto(to.collection(EVM, big.address));
		await expect(rows(page)).toHaveCount(24);
		const calls = await indexerRequests(control, mark, tokensPath);
		expect(calls.length).toBeGreaterThanOrEqual(2);
		expect(calls[1]!.at - calls[0]!.at, 'the retry honours Retry-After: 1').toBeGreaterThanOrEqual(900);
		await expect(tokensError(page)).toHaveCount(0);

		// Only the 48-row request: the idle prefetch of page 2 must not use up the fault. No Retry-After
		// this time (its wait is proven above): the client's own backoff, shorter than 1 s a try.
		await control.fault({ match: `${tokensPath}?order_by=token_id&pagination.limit=48&`, status: 429, times: 3 });
		await page.goto(to.collection(EVM, big.address, { limit: 48 }));
		await expect(tokensError(page)).toContainText('Indexer answered 429');
		await expect(tokensError(page)).toContainText('The service is rate limiting requests; Retry in a moment.');
		await expect(tokensError(page).locator('dt:text-is("Status") + dd')).toHaveText('429');
		await tokensError(page).getByRole('button', { name: 'Retry' }).click();
		await expect(rows(page)).toHaveCount(48);
	});

	test.describe(() => {
		// The deployer's deadline from networks.json (3 s instead of 15), passed on the page's clock: the
		// test moves time on instead of waiting it.
		test.use({ networks: { request_timeout_ms: 3000 } });
		test('a hanging request ends in a timeout message', async ({ page, control }) => {
			await control.fault({ match: tokensPath, hang: true, times: 1 });
			await page.clock.install();
			await page.goto(to.collection(EVM, big.address));
			await expect
				.poll(async () => {
					await page.clock.runFor(1_000);
					return tokensError(page).count();
				})
				.toBe(1);
			await expect(tokensError(page)).toContainText('Indexer did not answer within 3 s');
			await expect(tokensError(page)).toContainText('The service is slow or unreachable.');
			await expect(tokensError(page).locator('dt:text-is("Request") + dd')).toContainText(tokensPath);
			await tokensError(page).getByRole('button', { name: 'Retry' }).click();
			await expect(rows(page)).toHaveCount(24);
		});
	});

	test('an indexer without CORS (a self-hosted rollytics) is named as blocked by the browser, not as down', async ({ page, control }) => {
		await control.fault({ match: tokensPath, noCors: true });
		await page.goto(to.collection(EVM, big.address));
		const err = tokensError(page);
		await expect(err).toContainText(/The browser blocked the answer of the indexer at 127\.0\.0\.1:\d+: it does not allow requests from this site \(CORS is not enabled there\)/);
		await expect(err).toContainText('a self-hosted rollytics indexer ships with CORS off');
		await expect(page.getByRole('heading', { level: 1, name: big.name })).toBeVisible();
		await control.clearFaults();
		await err.getByRole('button', { name: 'Retry' }).click();
		await expect(rows(page)).toHaveCount(24);
	});

	test('bodies that are not JSON, or not the expected shape, are an "unexpected format" error', async ({ page, control }) => {
		const cases = [
			{ body: '{"tokens": [', contentType: 'application/json', reason: 'the body is not JSON' },
			{ body: '<html><body>Service temporarily unavailable</body></html>', contentType: 'text/html', reason: 'the body is not JSON' },
			{ body: '{"tokens": "nope", "pagination": {"next_key": null, "previous_key": null, "total": "1"}}', contentType: 'application/json', reason: 'tokens' }
		];
		for (const c of cases) {
			await control.fault({ match: tokensPath, status: 200, body: c.body, contentType: c.contentType, times: 1 });
			await page.goto(to.collection(EVM, big.address));
			const err = tokensError(page);
			await expect(err).toContainText('Indexer sent an unexpected response');
			await expect(err).toContainText(c.reason);
			await expect(err).toContainText('The service answered in an unexpected format.');
			await expect(err.locator('dt:text-is("Answer") + dd')).toHaveText(c.body);
			await expect(page.getByRole('heading', { level: 1, name: big.name })).toBeVisible();
		}
		await tokensError(page).getByRole('button', { name: 'Retry' }).click();
		await expect(rows(page)).toHaveCount(24);
	});

	test('leaving a page aborts its requests quietly', async ({ page, control }) => {
		await control.fault({ match: tokensPath, hold: true, times: 1 });
		await page.goto(to.collection(EVM, big.address));
		await expect(page.locator('[aria-busy="true"][aria-label="Loading tokens"]')).toBeVisible();
		const aborted = page.waitForEvent('requestfailed', (r) => r.url().includes(tokensPath));
		await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'EVM Weave' }).click();
		await expect(page.getByRole('heading', { level: 1, name: 'EVM Weave' })).toBeVisible();
		expect((await aborted).failure()?.errorText).toMatch(/ABORTED/);
		await expect(page.getByRole('alert')).toHaveCount(0);
		await expect(page.getByText(/could not be loaded|cancelled/)).toHaveCount(0);
		// And coming back starts afresh.
		await page.goBack();
		await expect(rows(page)).toHaveCount(24);
		await expect(page.getByRole('alert')).toHaveCount(0);
	});
});
