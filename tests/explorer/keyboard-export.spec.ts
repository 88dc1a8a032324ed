// Power use: keyboard row navigation (j/k, arrows, Enter), n/p paging, the shortcut sheet; CSV and
// JSON export of the loaded rows (header, row count, formula cells neutralised); accessibility of
// the remaining page types on phone and dark.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { downloadText, expectNoHorizontalOverflow, FIXTURES, indexerPath, lexicographicIds, parseCsv, rows, to, tokenIdsShown } from '../support/explorer';

const EVM = FIXTURES.evm.chainId;
const big = FIXTURES.evm.bigCollection;
const desc = lexicographicIds(big.size, 'desc');
const focusedIndex = (page: Page) => page.evaluate(() => [...document.querySelectorAll('[data-row]')].indexOf(document.activeElement as Element));

async function download(page: Page, name: 'CSV' | 'JSON') {
	const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('group', { name: 'Export loaded rows' }).getByRole('button', { name }).click()]);
	return { name: file.suggestedFilename(), text: await downloadText(file) };
}

test.describe('keyboard', () => {
	test('j/k and arrows move between rows, Enter opens, n/p page, ? shows the shortcuts', async ({ page }) => {
		await page.goto(to.collection(EVM, big.address));
		await expect(rows(page)).toHaveCount(24);
		// The rows' keyboard code loads after the content; then one row is in the tab order.
		await expect(page.locator('[data-row][tabindex="0"]')).toHaveCount(1);
		await rows(page).first().focus();
		await page.keyboard.press('j');
		expect(await focusedIndex(page)).toBe(1);
		await page.keyboard.press('j');
		await page.keyboard.press('k');
		expect(await focusedIndex(page)).toBe(1);
		await page.keyboard.press('ArrowLeft');
		expect(await focusedIndex(page)).toBe(0);
		// In the grid ↓ moves one visual row: as many cards as fit across.
		const perRow = await page.evaluate(() => {
			const cards = [...document.querySelectorAll('[data-row]')].map((c) => c.getBoundingClientRect().top);
			return cards.filter((t) => t === cards[0]).length;
		});
		await page.keyboard.press('ArrowDown');
		expect(await focusedIndex(page)).toBe(perRow);
		// Only the focused row is in the tab order.
		expect(await page.locator('[data-row][tabindex="0"]').count()).toBe(1);

		// n / p page the list (not while typing in a field).
		await page.keyboard.press('n');
		await expect(page).toHaveURL(/page=2/);
		await expect.poll(() => tokenIdsShown(page)).toEqual(desc.slice(24, 48));
		await page.keyboard.press('p');
		await expect(page).not.toHaveURL(/page=/);
		await expect.poll(() => tokenIdsShown(page)).toEqual(desc.slice(0, 24));
		await page.getByLabel('Token id (exact)').focus();
		await page.keyboard.press('n');
		await expect(page.getByLabel('Token id (exact)')).toHaveValue('n');
		await expect(page).not.toHaveURL(/page=/);
		await page.keyboard.press('Escape');

		// Enter on a focused row opens it.
		await rows(page).nth(2).focus();
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL((u) => u.pathname === to.token(EVM, big.address, desc[2]!));
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`#${desc[2]}$`));

		// The shortcut sheet.
		await page.keyboard.press('?');
		const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
		await expect(dialog).toBeVisible();
		await expect(dialog).toContainText('Next row');
		await expectAccessible(page);
		await page.keyboard.press('Escape');
		await expect(dialog).toBeHidden();

		// Lists too: internal txs, j then Enter opens the call tree of that row.
		await page.goto(to.internalTxs(EVM, FIXTURES.evm.internalTxAccount.address));
		await expect(rows(page)).toHaveCount(25);
		await expect(page.locator('[data-row][tabindex="0"]')).toHaveCount(1);
		await rows(page).first().focus();
		await page.keyboard.press('ArrowDown');
		await page.keyboard.press('j');
		expect(await focusedIndex(page)).toBe(2);
		const href = await rows(page).nth(2).locator('a[data-row-link]').getAttribute('href');
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL((u) => u.pathname === href);
	});
});

test.describe('export', () => {
	test('CSV and JSON of the loaded rows, growing with Load more', async ({ page }) => {
		await page.goto(to.collection(EVM, big.address));
		await expect(rows(page)).toHaveCount(24);
		const csv = await download(page, 'CSV');
		expect(csv.name).toBe(`tokens_${EVM}_${big.address}.csv`);
		const table = parseCsv(csv.text);
		expect(table[0]).toEqual(['token_id', 'owner', 'uri', 'object_addr', 'height', 'timestamp', 'collection_addr']);
		expect(table.slice(1).map((r) => r[0])).toEqual(desc.slice(0, 24));
		for (const r of table.slice(1)) {
			expect(r[1]).toMatch(/^init1/);
			expect(r[4]).toMatch(/^\d+$/);
			expect(r[6]).toBe(big.address);
		}

		const json = await download(page, 'JSON');
		expect(json.name).toBe(`tokens_${EVM}_${big.address}.json`);
		const items = JSON.parse(json.text) as { tokenId: string; collectionAddress: string }[];
		expect(items.map((t) => t.tokenId)).toEqual(desc.slice(0, 24));

		await page.getByRole('button', { name: 'Load more' }).click();
		await expect(rows(page)).toHaveCount(48);
		expect(parseCsv((await download(page, 'CSV')).text)).toHaveLength(1 + 48);
		expect(JSON.parse((await download(page, 'JSON')).text)).toHaveLength(48);
	});

	test('cells a spreadsheet would run as formulas are neutralised', async ({ page, env, control }) => {
		const path = `${indexerPath(EVM)}/nft/v1/tokens/by_collection/${big.address}`;
		const query = 'order_by=token_id&pagination.limit=24&pagination.count_total=true&pagination.reverse=true';
		const real = (await (await fetch(`${env.devnetUrl}${path}?${query}`)).json()) as { tokens: { nft: { token_id: string } }[] };
		const formulas = ['=HYPERLINK("http://evil.invalid","x")', '+1+1', '-2+3', '@SUM(A1:A2)'];
		formulas.forEach((f, i) => (real.tokens[i]!.nft.token_id = f));
		await control.fault({ match: `${path}?${query}`, status: 200, body: JSON.stringify(real), contentType: 'application/json', times: 1 });
		await page.goto(to.collection(EVM, big.address));
		await expect(rows(page)).toHaveCount(24);
		const table = parseCsv((await download(page, 'CSV')).text);
		expect(table.slice(1, 5).map((r) => r[0])).toEqual(formulas.map((f) => `'${f}`));
		expect(table.slice(5).every((r) => /^\d+$/.test(r[0]!))).toBe(true);
		// The JSON keeps the values exactly.
		expect((JSON.parse((await download(page, 'JSON')).text) as { tokenId: string }[]).slice(0, 4).map((t) => t.tokenId)).toEqual(formulas);
	});

	test('the call tree and internal txs export too', async ({ page }) => {
		const tree = FIXTURES.evm.callTree;
		await page.goto(to.evmTx(EVM, tree.evmHash));
		await expect(rows(page)).toHaveCount(tree.callCount);
		const csv = parseCsv((await download(page, 'CSV')).text);
		expect(csv[0]).toEqual(['index', 'parent_index', 'type', 'from', 'to', 'value', 'gas', 'gas_used', 'input', 'output']);
		expect(csv.slice(1).map((r) => Number(r[0]))).toEqual([...Array(tree.callCount).keys()]);
		// The top-level call's parent index stays a number (only text cells are neutralised).
		expect(csv[1]![1]).toBe('-1');
		expect(csv[1]![2]).toBe('CALL');
		const json = JSON.parse((await download(page, 'JSON')).text) as { index: number; value: string }[];
		expect(json).toHaveLength(tree.callCount);
		expect(typeof json[0]!.value).toBe('string');
	});
});

test.describe('accessibility', () => {
	test('search results, the tx link-out page and the error page @mobile', async ({ page, isMobile }) => {
		const hashSearch = to.search(FIXTURES.evm.callTree.cosmosHash);
		const invalid = to.account(EVM, 'nope');
		// On a phone, tests/ui/phone.spec.ts already checks the 'hello world' results and the tx page (width, light and dark).
		const urls = isMobile ? [hashSearch, invalid] : [hashSearch, to.search('hello world'), to.cosmosTx(EVM, FIXTURES.evm.callTree.cosmosHash), invalid];
		for (const url of urls) {
			await page.goto(url);
			await expect(page.locator('main h1')).toBeVisible();
			await expect(page.locator('main')).not.toContainText('Loading');
			if (isMobile) await expectNoHorizontalOverflow(page);
			await expectAccessible(page);
		}
	});

	test('collection, token and account pages on a phone keep to the screen width @mobile @phone-only', async ({ page, isMobile }) => {
		expect(isMobile, 'a phone layout test runs at phone width').toBe(true);
		for (const url of [
			to.collection(EVM, big.address, { view: 'table' }),
			to.token(EVM, FIXTURES.evm.failedTx.collection, FIXTURES.evm.failedTx.tokenId),
			to.token(FIXTURES.l1.chainId, FIXTURES.l1.oddTokens[0]!.collection, FIXTURES.l1.oddTokens[0]!.tokenId),
			to.account(FIXTURES.move.chainId, FIXTURES.move.objectOwner.owner),
			to.internalTxs(EVM, FIXTURES.evm.internalTxAccount.address),
			to.evmTx(EVM, FIXTURES.evm.callTree.evmHash)
		]) {
			await page.goto(url);
			await expect(page.locator('main h1')).toBeVisible();
			await expect(rows(page).first().or(page.getByText('History is not available')).or(page.getByText(/holds no/)).first()).toBeVisible();
			await expectNoHorizontalOverflow(page);
		}
	});
});
