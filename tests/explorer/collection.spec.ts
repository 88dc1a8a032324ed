// Collection page: header, grid/table, token-id filter, order and direction, page size, jumps,
// Next/Prev/Back/Forward/reload, the exactly-full last page, Load more, not-found and bad input,
// on the EVM, Move and Wasm chains.
import { expect, expectAccessible, test } from '../support/fixtures';
import {
	expectImageLoaded,
	expectNoHorizontalOverflow,
	expectTokenIds,
	FIXTURES,
	indexerPath,
	indexerRequests,
	lexicographicIds,
	logMark,
	nextDisabled,
	nextLink,
	prevLink,
	rows,
	to,
	tokenIdsShown,
	where
} from '../support/explorer';

const EVM = FIXTURES.evm.chainId;
const big = FIXTURES.evm.bigCollection;
const bigUrl = to.collection(EVM, big.address);
const desc = lexicographicIds(big.size, 'desc');
const asc = lexicographicIds(big.size, 'asc');
const pager = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Pages' });
const tokensPath = `${indexerPath(EVM)}/nft/v1/tokens/by_collection/${big.address}`;

test.describe('collection', () => {
	test('header, first page in the grid and the table @mobile', async ({ page, isMobile }) => {
		await page.goto(bigUrl);
		const header = page.locator('section').first();
		await expect(page.getByRole('heading', { level: 1, name: big.name })).toBeVisible();
		await expect(header).toContainText(`${big.size.toLocaleString('en')} NFTs`);
		await expect(header).toContainText(big.address);
		// Creator is an account link; height a number; creation time a relative time.
		await expect(header.getByRole('link', { name: /^init1/ })).toHaveAttribute('href', /\/evm-local-1\/accounts\/init1/);
		await expect(header.locator('dt:text-is("Created at height") + dd')).toHaveText(/^\d[\d,]*$/);
		await expect(header.locator('dt:text-is("Created") + dd')).toHaveText(/ago|\d{4}/);

		// Default: token id, Z → A (text order), 24 per page.
		await expectTokenIds(page, desc.slice(0, 24));
		await expect(pager(page)).toContainText(`Tokens 1–24 of ${big.size.toLocaleString('en')}`);
		await expect(pager(page)).toContainText(`Page 1 of ${big.size / 24}`);
		// On a phone the filters fold behind one button, so the tokens come first.
		if (isMobile) {
			await expect(page.getByText('"10" comes before "9"')).toBeHidden();
			await page.getByRole('button', { name: 'Filters' }).click();
		}
		await expect(page.getByText('"10" comes before "9"')).toBeVisible();
		if (isMobile) await expectNoHorizontalOverflow(page);
		await expectAccessible(page);

		await page.getByRole('group', { name: 'View' }).getByRole('link', { name: 'Table' }).click();
		await expect(page).toHaveURL(/view=table/);
		const table = page.getByRole('table', { name: 'Tokens' });
		await expect(table.getByRole('columnheader', { name: 'Owner' })).toBeVisible();
		await expectTokenIds(page, desc.slice(0, 24));
		await expect(rows(table).first().getByRole('link', { name: /^init1/ })).toBeVisible();
		if (isMobile) await expectNoHorizontalOverflow(page);
		await expectAccessible(page);
	});

	test('the first screen\'s images are fetched first and paint as they arrive; the next page waits for the content', async ({ page, control }) => {
		// Browser-side order of events: when each request started and finished.
		const events: string[] = [];
		page.on('request', (r) => events.push(`start ${r.url()}`));
		page.on('requestfinished', (r) => events.push(`end ${r.url()}`));
		// The images are held: what matters is how they are asked for and that nothing hides them meanwhile.
		await control.fault({ match: '.svg', hold: true });
		await page.goto(bigUrl);
		await expectTokenIds(page, desc.slice(0, 24));
		// The phone's first screen (two rows of two): fetched at once, first; the rest as they near the
		// viewport. (Token 999, first, has a missing image: its <img> goes when it fails.)
		const image = (i: number) => rows(page).nth(i).locator('img');
		for (let i = 1; i < 4; i++) {
			await expect(image(i)).toHaveAttribute('loading', 'eager');
			await expect(image(i)).toHaveAttribute('fetchpriority', 'high');
		}
		await expect(image(5)).toHaveAttribute('loading', 'lazy');
		await expect(image(5)).not.toHaveAttribute('fetchpriority', 'high');
		// No fade waiting for a script: the image is visible (opacity 1) from the moment it has pixels.
		expect(await image(1).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
		await control.release();
		await control.clearFaults();
		await expectImageLoaded(image(1));
		// Next page's rows are prefetched only once every request the page had started was answered.
		const prefetch = () => events.findIndex((e) => e.startsWith('start ') && e.includes(`/tokens/by_collection/${big.address}`) && e.includes('pagination.key='));
		await expect.poll(prefetch).toBeGreaterThan(-1);
		const before = events.slice(0, prefetch());
		const metadata = before.filter((e) => e.startsWith('start ') && /\/media\/.*\.json/.test(e)).map((e) => e.slice(6));
		expect(metadata.length).toBeGreaterThan(0);
		for (const url of metadata) expect(before, `${url} answered before the prefetch`).toContain(`end ${url}`);
	});

	test('token-id filter: exact hit, miss wording, clear', async ({ page }) => {
		await page.goto(bigUrl);
		await expect(rows(page)).toHaveCount(24);
		const filter = page.getByRole('search', { name: 'Filter tokens by id' });
		await filter.getByLabel('Token id (exact)').fill('9');
		await filter.getByRole('button', { name: 'Filter' }).click();
		await expect(page).toHaveURL(/token_id=9(&|$)/);
		await expectTokenIds(page, ['9']);

		await filter.getByLabel('Token id (exact)').fill('99999');
		await filter.getByRole('button', { name: 'Filter' }).click();
		await expect(page.getByText('No token with id “99999” in this collection')).toBeVisible();
		await expect(page.getByText('Token ids must match exactly')).toBeVisible();
		await expect(rows(page)).toHaveCount(0);

		await filter.getByRole('link', { name: 'Clear' }).click();
		await expect(page).not.toHaveURL(/token_id/);
		await expectTokenIds(page, desc.slice(0, 24));
	});

	test('order by token id (text order) and by height, both directions', async ({ page, env }) => {
		await page.goto(bigUrl);
		await expect(rows(page)).toHaveCount(24);
		const direction = page.getByLabel('Direction');
		await direction.selectOption('asc');
		await expect(page).toHaveURL(/dir=asc/);
		await expectTokenIds(page, asc.slice(0, 24));
		const ids = await tokenIdsShown(page);
		// Text order: "10" and "100" come before "2", "1000" before "101".
		expect(ids.slice(0, 4)).toEqual(['1', '10', '100', '1000']);

		await page.getByLabel('Order by').selectOption('height');
		await expect(page).toHaveURL(/order=height/);
		await expect(page).toHaveURL(/dir=asc/);
		await expect(page.getByText('"10" comes before "9"')).toHaveCount(0);
		await expect(direction.locator('option:checked')).toHaveText('Oldest first');
		// The page shows what the indexer answers for that order.
		const want = async (reverse: boolean) => {
			const res = await fetch(`${env.devnetUrl}${indexerPath(EVM)}/nft/v1/tokens/by_collection/${big.address}?order_by=height&pagination.limit=24&pagination.reverse=${reverse}`);
			return ((await res.json()) as { tokens: { nft: { token_id: string } }[] }).tokens.map((t) => t.nft.token_id);
		};
		await expect.poll(() => tokenIdsShown(page)).toEqual(await want(false));
		await direction.selectOption('desc');
		await expect(page).not.toHaveURL(/dir=/);
		await expect.poll(() => tokenIdsShown(page)).toEqual(await want(true));
	});

	test('Next, Prev, Back, Forward and reload land on the same rows', async ({ page }) => {
		await page.goto(bigUrl);
		await expectTokenIds(page, desc.slice(0, 24));
		const page1 = where(page);

		await nextLink(page).click();
		await expect(page).toHaveURL(/cursor=.*page=2/);
		await expect.poll(() => tokenIdsShown(page)).toEqual(desc.slice(24, 48));
		await expect(pager(page)).toContainText('Tokens 25–48 of');
		const page2 = where(page);

		await nextLink(page).click();
		await expect(page).toHaveURL(/page=3/);
		await expect.poll(() => tokenIdsShown(page)).toEqual(desc.slice(48, 72));

		await prevLink(page).click();
		await expect(page).toHaveURL(/page=2/);
		await expect.poll(() => tokenIdsShown(page)).toEqual(desc.slice(24, 48));

		await prevLink(page).click();
		await expect(page).not.toHaveURL(/page=/);
		await expect.poll(() => tokenIdsShown(page)).toEqual(desc.slice(0, 24));

		await page.goBack();
		await expect(page).toHaveURL(/page=2/);
		await expect.poll(() => tokenIdsShown(page)).toEqual(desc.slice(24, 48));
		await page.goBack();
		await expect(page).toHaveURL(/page=3/);
		await expect.poll(() => tokenIdsShown(page)).toEqual(desc.slice(48, 72));
		await page.goForward();
		await expect(page).toHaveURL(/page=2/);
		await expect.poll(() => tokenIdsShown(page)).toEqual(desc.slice(24, 48));

		await page.reload();
		await expectTokenIds(page, desc.slice(24, 48));
		expect(where(page)).not.toBe(page1);
		// A shared link opens on the same rows in a fresh tab.
		const other = await page.context().newPage();
		await other.goto(page2);
		await expectTokenIds(other, desc.slice(24, 48));
		await other.close();
	});

	test('page size, jump to page N, the exactly-full last page ends the list', async ({ page }) => {
		await page.goto(bigUrl);
		await expect(rows(page)).toHaveCount(24);
		await pager(page).getByLabel('Rows').selectOption('48');
		await expect(page).toHaveURL(/limit=48/);
		await expectTokenIds(page, desc.slice(0, 48));
		const pages = big.size / 48;
		await expect(pager(page)).toContainText(`Page 1 of ${pages}`);

		const jump = pager(page).getByLabel('Go to');
		await jump.fill(String(pages + 1));
		await expect(pager(page)).toContainText(`There are ${pages} pages.`);
		await jump.fill('12');
		await pager(page).getByRole('button', { name: 'Go' }).click();
		await expect(page).toHaveURL(/page=12/);
		await expectTokenIds(page, desc.slice(11 * 48, 12 * 48));
		await expect(pager(page)).toContainText(`Tokens ${(11 * 48 + 1).toLocaleString('en')}–${(12 * 48).toLocaleString('en')}`);

		// The last page is exactly full (the indexer still sends a next_key): no Next, no Load more.
		await jump.fill(String(pages));
		await pager(page).getByRole('button', { name: 'Go' }).click();
		await expect(page).toHaveURL(new RegExp(`page=${pages}`));
		await expectTokenIds(page, desc.slice(big.size - 48));
		await expect(pager(page)).toContainText(`Page ${pages} of ${pages}`);
		await expect(nextDisabled(page)).toBeVisible();
		await expect(nextLink(page)).toHaveCount(0);
		await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
		await prevLink(page).click();
		await expect(page).toHaveURL(new RegExp(`page=${pages - 1}`));
		await expectTokenIds(page, desc.slice(big.size - 96, big.size - 48));
	});

	test('Move and Wasm collections, bridged names', async ({ page }) => {
		const move = FIXTURES.move.bridgedCollection;
		await page.goto(to.collection(FIXTURES.move.chainId, move.address));
		await expect(page.getByRole('heading', { level: 1, name: move.name })).toBeVisible();
		await expect(page.getByText(`Bridged over IBC; on the L1 it is ${move.originName}.`)).toBeVisible();
		await expect(page.getByText(`${move.size} NFTs`)).toBeVisible();
		await expect(page.getByText('NFT collection · Move')).toBeVisible();
		await expect(rows(page)).toHaveCount(move.size);
		await expect(nextLink(page)).toHaveCount(0);

		const wasm = FIXTURES.wasm.collection;
		await page.goto(to.collection(FIXTURES.wasm.chainId, wasm.address));
		await expect(page.getByText('NFT collection · Wasm')).toBeVisible();
		await expect(page.getByText(`${wasm.size} NFTs`)).toBeVisible();
		await expect(rows(page)).toHaveCount(24);
		// Odd ids (non-ASCII sorts last, so first in Z → A) link to their token page, percent-encoded.
		const ids = await tokenIdsShown(page);
		const odd = FIXTURES.wasm.oddTokens.map((t) => t.tokenId).filter((id) => ids.includes(id));
		expect(odd.length).toBeGreaterThan(0);
		const pages = Math.ceil(wasm.size / 24);
		await pager(page).getByLabel('Go to').fill(String(pages));
		await pager(page).getByRole('button', { name: 'Go' }).click();
		await expect(pager(page)).toContainText(`Page ${pages} of ${pages}`);
		await expect(rows(page)).toHaveCount(wasm.size - 24 * (pages - 1));
		await expect(nextDisabled(page)).toBeVisible();

		const wasmBridged = FIXTURES.wasm.bridgedCollection;
		await page.goto(to.collection(FIXTURES.wasm.chainId, wasmBridged.address));
		await expect(page.getByText(`Bridged over IBC; on the L1 it is ${wasmBridged.originName}.`)).toBeVisible();
		await expect(rows(page)).toHaveCount(wasmBridged.size);
	});

	test('unknown collection and a bad address', async ({ page }) => {
		const unknown = `0x${'12'.repeat(20)}`;
		await page.goto(to.collection(EVM, unknown));
		await expect(page.getByRole('heading', { name: 'Collection not found' })).toBeVisible();
		await expect(page.getByText(`EVM Weave has no NFT collection at ${unknown}`)).toBeVisible();
		await expect(page.getByRole('link', { name: 'Open it as an account instead →' })).toHaveAttribute('href', to.account(EVM, unknown));
		await expect(page.getByRole('heading', { name: 'Tokens' })).toHaveCount(0);
		await expectAccessible(page);

		await page.goto(to.collection(EVM, 'not-an-address'));
		await expect(page.getByRole('heading', { level: 1, name: 'That does not look right' })).toBeVisible();
		await expect(page.getByText('"not-an-address" is not a collection address (expected 0x… hex or init1…).')).toBeVisible();
		await expect(page.getByText('400', { exact: true })).toBeVisible();
		await expectAccessible(page);
	});
});

test.describe('collection requests', () => {

	test('Load more grows the list and keeps its extent in the URL, says when it failed with one Retry; Next continues after the loaded rows', async ({ page, control }) => {
		// Every next page fails at first (the idle prefetch of Next too, so none is cached): not retried, not kept.
		await control.fault({ match: 'pagination.key=', status: 400, body: '{"code":3,"message":"invalid pagination key"}' });
		await page.goto(bigUrl);
		await expect(rows(page)).toHaveCount(24);
		await page.getByRole('button', { name: 'Load more' }).click();
		const failure = page.getByRole('alert').filter({ hasText: 'More tokens could not be loaded' });
		await expect(failure).toContainText('invalid pagination key');
		// The rows stay, the URL too, and the one way on is Retry (no "Load more" beside it).
		await expect(rows(page)).toHaveCount(24);
		await expect(page).not.toHaveURL(/more=/);
		await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
		await control.clearFaults();
		await failure.getByRole('button', { name: 'Retry' }).click();
		await expectTokenIds(page, desc.slice(0, 48));
		await expect(failure).toHaveCount(0);
		await expect(pager(page)).toContainText('Tokens 1–48 of');
		await expect(page.getByText('Export 48 loaded rows')).toBeVisible();
		await page.getByRole('button', { name: 'Load more' }).click();
		await expect(rows(page)).toHaveCount(72);
		// The extent is in the URL: a reload (or a shared link) shows the same rows, in one request.
		await expect(page).toHaveURL(/[?&]more=2(&|$)/);
		await expect(pager(page)).toContainText('Pages 1–3 of 100');
		const mark = await logMark(control);
		await page.reload();
		await expectTokenIds(page, desc.slice(0, 72));
		await expect(pager(page)).toContainText('Tokens 1–72 of');
		expect((await indexerRequests(control, mark, tokensPath)).filter((r) => r.path.includes('pagination.limit=72'))).toHaveLength(1);
		await nextLink(page).click();
		await expect(page).toHaveURL(/page=4/);
		await expect(page).not.toHaveURL(/more=/);
		await expectTokenIds(page, desc.slice(72, 96));
		// Prev returns to the grown view it came from.
		await prevLink(page).click();
		await expect(page).toHaveURL(/more=2/);
		await expectTokenIds(page, desc.slice(0, 72));
	});
});
