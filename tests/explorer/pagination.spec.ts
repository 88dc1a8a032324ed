// Paging across pages: the idle prefetch makes Next instant (no new indexer request), a hover
// preload and the click that follows share one request, and without totals (COUNT timeout) the
// pages show no counts but still page, to the end.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { FIXTURES, indexerPath, indexerRequests, logMark, nextDisabled, nextLink, prevLink, rows, to, tokenIdsShown } from '../support/explorer';

const EVM = FIXTURES.evm.chainId;
const big = FIXTURES.evm.bigCollection;
const tokensPath = `${indexerPath(EVM)}/nft/v1/tokens/by_collection/${big.address}`;
const hist = FIXTURES.evm.longHistory;
const historyPath = `${indexerPath(EVM)}/nft/v1/txs/${hist.collection}/${hist.tokenId}`;
/** How a cursor appears in the indexer request's query string. */
const keyParam = (cursor: string) => new URLSearchParams({ 'pagination.key': cursor }).toString();
const cursorOf = (page: Page) => new URL(page.url()).searchParams.get('cursor')!;


test.describe('paging', () => {
	test('Next after the idle prefetch shows rows without a new indexer request (offset and cursor lists)', async ({ page, control }) => {
		// Counted from here: a page left open by the previous test may still send requests.
		const start = await logMark(control);
		await page.goto(to.collection(EVM, big.address));
		await expect(rows(page)).toHaveCount(24);
		const nextHref = await nextLink(page).getAttribute('href');
		const nextCursor = new URL(nextHref!, 'http://x').searchParams.get('cursor')!;
		const prefetches = async (since: number, path: string, cursor: string) => (await indexerRequests(control, since, path)).filter((r) => r.path.includes(keyParam(cursor))).length;
		// The prefetch of page 2 happens on its own, once the browser is idle, exactly once.
		await expect.poll(() => prefetches(start, tokensPath, nextCursor)).toBe(1);
		let mark = await logMark(control);
		await nextLink(page).click();
		await expect(page).toHaveURL(/page=2/);
		await expect(rows(page)).toHaveCount(24);
		await expect.poll(() => tokenIdsShown(page)).not.toContain('999');
		expect(cursorOf(page)).toBe(nextCursor);
		const after = await indexerRequests(control, mark);
		// (Later requests are the idle prefetch of page 3, and the header again once its 5 s cache ends.)
		expect(after.filter((r) => r.path.includes(keyParam(nextCursor))), 'page 2 fetched again').toEqual([]);

		// The same on a cursor (sequence) list: a token's history.
		mark = await logMark(control);
		await page.goto(to.token(EVM, hist.collection, hist.tokenId));
		const list = page.getByRole('list', { name: 'Transactions, newest first' });
		await expect(rows(list)).toHaveCount(10);
		const hNext = new URL((await nextLink(page).getAttribute('href'))!, 'http://x').searchParams.get('cursor')!;
		await expect.poll(() => prefetches(mark, historyPath, hNext)).toBe(1);
		mark = await logMark(control);
		await nextLink(page).click();
		await expect(page).toHaveURL(/page=2/);
		await expect(rows(list)).toHaveCount(10);
		expect((await indexerRequests(control, mark, historyPath)).filter((r) => r.path.includes(keyParam(hNext)))).toEqual([]);
		// Prev goes back to the cached first page, again without a request for it.
		mark = await logMark(control);
		await prevLink(page).click();
		await expect(page).not.toHaveURL(/page=/);
		await expect(rows(list)).toHaveCount(10);
		expect((await indexerRequests(control, mark, historyPath)).filter((r) => !r.path.includes('pagination.key'))).toEqual([]);
	});

	test('a list says when the indexer sent its rows, and Refresh asks it again', async ({ page, control }) => {
		await page.goto(to.collection(EVM, big.address));
		await expect(rows(page)).toHaveCount(24);
		const freshness = page.getByTestId('freshness');
		await expect(freshness).toHaveText(/^as of (just now|\d+ seconds? ago) · Refresh$/);
		// The exact time is on hover.
		await expect(freshness.locator('time')).toHaveAttribute('title', /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} UTC$/);
		const mark = await logMark(control);
		await freshness.getByRole('button', { name: 'Refresh' }).click();
		// Straight from the indexer, not from the half-minute cache.
		await expect.poll(async () => (await indexerRequests(control, mark, tokensPath)).filter((r) => !r.path.includes('pagination.key')).length).toBe(1);
		await expect(rows(page)).toHaveCount(24);
		await expect(freshness).toHaveText(/^as of just now · Refresh$/);
	});

	test('a hover preload and the click that follows share one request', async ({ page, control }) => {
		await page.goto(to.collection(EVM, big.address));
		await expect(rows(page)).toHaveCount(24);
		const id = (await tokenIdsShown(page))[0]!;
		const tokenHistory = `${indexerPath(EVM)}/nft/v1/txs/${big.address}/${id}?pagination.limit=`;
		const tokenLookup = `${tokensPath}?token_id=${id}&`;
		// Held at the devnet until the click has landed: the preload is in flight when the click comes.
		await control.fault({ match: tokenHistory, hold: true });
		const mark = await logMark(control);
		const card = page.locator('[data-row] a[data-row-link]').first();
		await card.hover();
		await expect.poll(async () => (await indexerRequests(control, mark, tokenHistory)).length).toBe(1);
		await card.click();
		await control.release();
		await control.clearFaults();
		await expect(page).toHaveURL((u) => u.pathname === to.token(EVM, big.address, id));
		await expect(rows(page.getByRole('list', { name: 'Transactions, newest first' })).first()).toBeVisible();
		expect(await indexerRequests(control, mark, tokenHistory)).toHaveLength(1);
		expect(await indexerRequests(control, mark, tokenLookup)).toHaveLength(1);
	});

	test('without totals (COUNT timeout) no counts are shown and paging still works', async ({ page, control }) => {
		await control.knobs({ countTimeout: true });
		await page.goto(to.collection(EVM, big.address));
		await expect(rows(page)).toHaveCount(24);
		const pager = page.getByRole('navigation', { name: 'Pages' });
		await expect(pager).toContainText('Tokens 1–24');
		await expect(pager).not.toContainText(/\d of \d/);
		await expect(pager.getByText('Page 1', { exact: true })).toBeVisible();
		await expect(pager.getByLabel('Go to')).toHaveCount(0);
		const main = page.locator('main');
		await expect(main).not.toContainText(/(?<![\w-])-1(?!\d)/);
		await expect(main).not.toContainText(/\bof 0\b|\b0 NFTs\b|\b0 transactions\b/);
		await nextLink(page).click();
		await expect(page).toHaveURL(/page=2/);
		await expect(pager.getByText('Page 2', { exact: true })).toBeVisible();
		await expect(rows(page)).toHaveCount(24);

		// The exactly full last page: with no total the end shows on the next (empty) page, which says so.
		await page.goto(to.collection(EVM, big.address, { limit: 48, page: big.size / 48 }));
		await expect(rows(page)).toHaveCount(48);
		await nextLink(page).click();
		await expect(page.getByText('No more tokens')).toBeVisible();
		await expect(page.getByText('This page is past the end of the collection.')).toBeVisible();
		await expect(page.locator('a[data-pager]')).toHaveCount(0);
		await expectAccessible(page);
		await page.getByRole('link', { name: 'Go to the first page' }).click();
		await expect(rows(page)).toHaveCount(48);
	});

	test('without totals a history, an account and internal txs show no counts, never "-1" or "0"', async ({ page, control }) => {
		await control.knobs({ countTimeout: true });
		const main = page.locator('main');
		await page.goto(to.token(EVM, hist.collection, hist.tokenId, { limit: 100 }));
		const hp = page.getByRole('navigation', { name: 'History pages' });
		await expect(hp.getByText('Page 1', { exact: true })).toBeVisible();
		await expect(hp).toContainText('Transactions 1–100');
		await expect(hp).not.toContainText(/\d of \d/);
		for (let n = 2; n <= Math.ceil(hist.txCount / 100); n++) {
			await nextLink(page).click();
			await expect(hp.getByText(`Page ${n}`, { exact: true })).toBeVisible();
		}
		await expect(nextDisabled(page)).toBeVisible();
		await expect(main).not.toContainText(/(?<![\w-])-1(?!\d)/);

		await page.goto(to.account(EVM, FIXTURES.holders.testWallet));
		await expect(rows(page).first()).toBeVisible();
		await expect(page.getByRole('navigation', { name: 'Filter by collection' }).getByRole('link').first()).toHaveText('All collections');
		await expect(page.getByRole('navigation', { name: 'Pages' })).not.toContainText(/\d of \d/);
		await page.goto(to.internalTxs(EVM, FIXTURES.evm.internalTxAccount.address));
		await expect(rows(page)).toHaveCount(25);
		await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Internal calls 1–25');
		await expect(page.getByRole('navigation', { name: 'Pages' })).not.toContainText(/\d of \d/);
		await expect(main).not.toContainText(/(?<![\w-])-1(?!\d)/);
	});
});
