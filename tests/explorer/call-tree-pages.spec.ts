// A call tree longer than a page (the devnet's airdrop: 265 calls): the pager appears (its code loads
// only for such trees), Next shows the following calls in execution order, the URL keeps the position
// (a reload or a shared link opens the same page), Back returns, and a smaller page size pages too.
import type { Locator } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { expectNoHorizontalOverflow, FIXTURES, nextDisabled, nextLink, prevLink, rows, to } from '../support/explorer';

const EVM = FIXTURES.evm.chainId;
const wide = FIXTURES.evm.wideTree;

/** The call indexes the rows show ("Call #12 of #0"), in order. */
const indexes = (list: Locator) => rows(list).evaluateAll((lis) => lis.map((li) => Number(/Call #(\d+)/.exec((li as HTMLElement).innerText)?.[1] ?? NaN)));
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

test.describe('call tree pages', () => {
	test('a tree of more than one page: Next, the position in the URL, Back, reload', async ({ page }) => {
		await page.goto(to.evmTx(EVM, wide.evmHash));
		const list = page.getByRole('list', { name: 'Internal calls' });
		const pages = page.getByRole('navigation', { name: 'Call tree pages' });
		await expect(rows(list)).toHaveCount(250);
		await expect(page.getByTestId('call-count')).toHaveText(new RegExp(`^${wide.callCount} calls at height [\\d,]+, in execution order\\.$`));
		expect(await indexes(list)).toEqual(range(0, 250));
		await expect(pages).toContainText('Page 1 of 2');
		await expect(pages.locator('[data-pager="prev"]')).toHaveCount(0);

		// Next: the rest of the tree, continuing the execution order; the cursor is in the URL.
		await nextLink(page).click();
		await expect(page).toHaveURL(/[?&]page=2/);
		await expect(page).toHaveURL(/[?&]cursor=/);
		await expect(rows(list)).toHaveCount(wide.callCount - 250);
		expect(await indexes(list)).toEqual(range(250, wide.callCount));
		await expect(pages).toContainText('Page 2 of 2');
		await expect(nextDisabled(page)).toBeVisible();
		await expectAccessible(page);

		// The URL is the position: a reload (or the link, shared) opens page 2 again.
		const second = page.url();
		await page.reload();
		await expect(rows(list)).toHaveCount(wide.callCount - 250);
		expect(await indexes(list)).toEqual(range(250, wide.callCount));

		// Back returns to the first page; Forward to the second.
		await page.goBack();
		await expect(page).not.toHaveURL(/cursor=/);
		await expect(rows(list)).toHaveCount(250);
		expect((await indexes(list)).slice(0, 3)).toEqual([0, 1, 2]);
		await page.goForward();
		await expect(page).toHaveURL(second);
		await expect(rows(list)).toHaveCount(wide.callCount - 250);

		// Prev from page 2 is the first page too.
		await prevLink(page).click();
		await expect(page).not.toHaveURL(/cursor=/);
		await expect(rows(list)).toHaveCount(250);
	});

	// The paging itself is the same code at any width (above); on a phone: both pages keep to the screen, axe in dark.
	test('on a phone both pages of a long tree keep to the screen @mobile @phone-only', async ({ page }) => {
		await page.goto(to.evmTx(EVM, wide.evmHash));
		const list = page.getByRole('list', { name: 'Internal calls' });
		await expect(rows(list)).toHaveCount(250);
		await expectNoHorizontalOverflow(page);
		await nextLink(page).click();
		await expect(rows(list)).toHaveCount(wide.callCount - 250);
		await expect(page.getByRole('navigation', { name: 'Call tree pages' })).toContainText('Page 2 of 2');
		await expectNoHorizontalOverflow(page);
		await expectAccessible(page);
	});

	test('100 calls a page: three pages, each continuing where the last ended', async ({ page }) => {
		await page.goto(to.evmTx(EVM, wide.evmHash));
		const list = page.getByRole('list', { name: 'Internal calls' });
		await expect(rows(list)).toHaveCount(250);
		await page.getByRole('navigation', { name: 'Call tree pages' }).getByLabel('Rows').selectOption('100');
		await expect(page).toHaveURL(/[?&]limit=100/);
		await expect(rows(list)).toHaveCount(100);
		expect(await indexes(list)).toEqual(range(0, 100));
		for (const [n, from, until] of [
			[2, 100, 200],
			[3, 200, wide.callCount]
		] as const) {
			await nextLink(page).click();
			await expect(page).toHaveURL(new RegExp(`[?&]page=${n}`));
			await expect(rows(list)).toHaveCount(until - from);
			expect(await indexes(list)).toEqual(range(from, until));
		}
		await expect(page).toHaveURL(/[?&]limit=100/);
		await expect(nextDisabled(page)).toBeVisible();
	});
});
