// Internal calls you can read: the call tree and an account's internal-tx list filter by call type,
// hide static calls, and (on the account) by direction; filters live in the URL, survive a reload
// and keep the page; each call shows its method selector, named for common ERC-20/721 methods.
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { expectNoHorizontalOverflow, FIXTURES, nextLink, rows, to } from '../support/explorer';

const EVM = FIXTURES.evm.chainId;
const tree = FIXTURES.evm.callTree;
const acc = FIXTURES.evm.internalTxAccount;

/** The call type of every row shown. */
const typesOf = (list: Locator) => rows(list).evaluateAll((lis) => lis.map((li) => /\b(CALL|STATICCALL|DELEGATECALL|CALLCODE|CREATE2?)\b/.exec((li as HTMLElement).innerText)?.[1] ?? ''));
/** From and to of every row shown (the row's first two account links). */
const endsOf = (list: Locator) =>
	rows(list).evaluateAll((lis) => lis.map((li) => Array.from(li.querySelectorAll('a[href*="/accounts/"]'), (a) => a.getAttribute('href')!.split('/').pop()!.toLowerCase()).slice(0, 2)));
/** Opens the phone's folded filters when they are folded. */
// Phones open the filters from a toggle; from md up they are a row of selects. The bar's code loads
// after the rows, so on a phone wait for the toggle (click waits) instead of asking whether it is there yet.
async function openFilters(page: Page) {
	if ((page.viewportSize()?.width ?? 1280) < 768) await page.getByRole('button', { name: /^Call filters/ }).click();
}

test.describe('call filters', () => {
	test('call tree: type and hide-static filters change the rows, live in the URL and survive reload @mobile', async ({ page, isMobile }) => {
		await page.goto(to.evmTx(EVM, tree.evmHash));
		const list = page.getByRole('list', { name: 'Internal calls' });
		await expect(rows(list)).toHaveCount(tree.callCount);
		const all = await typesOf(list);
		const count = (t: string) => all.filter((x) => x === t).length;
		expect(count('DELEGATECALL')).toBeGreaterThan(0);
		expect(count('STATICCALL')).toBeGreaterThan(0);

		// Method per call: a named common method (mint) and bare selectors for the rest.
		await expect(rows(list).filter({ has: page.getByTestId('method').getByText('mint', { exact: true }) }).first()).toContainText('0x40c10f19');
		await expect(rows(list).first().getByTestId('method')).toHaveText(/^0x[0-9a-f]{8}$/);
		await expect(rows(list).filter({ hasText: 'CREATE' }).getByTestId('method')).toHaveCount(0);

		await openFilters(page);
		await page.getByLabel('Type').selectOption('delegatecall');
		await expect(page).toHaveURL(/[?&]type=delegatecall/);
		await expect(rows(list)).toHaveCount(count('DELEGATECALL'));
		expect(new Set(await typesOf(list))).toEqual(new Set(['DELEGATECALL']));
		await expect(page.getByTestId('call-count')).toContainText(`${count('DELEGATECALL')} of ${tree.callCount} calls on this page match`);
		await page.reload();
		await expect(rows(list)).toHaveCount(count('DELEGATECALL'));

		await openFilters(page);
		await page.getByLabel('Type').selectOption('create');
		await expect(rows(list)).toHaveCount(count('CREATE') + count('CREATE2'));
		await page.getByLabel('Type').selectOption('all');
		await expect(page).not.toHaveURL(/type=/);
		await page.getByLabel('Hide static calls').check();
		await expect(page).toHaveURL(/[?&]static=hide/);
		await expect(rows(list)).toHaveCount(tree.callCount - count('STATICCALL'));
		expect(await typesOf(list)).not.toContain('STATICCALL');
		if (isMobile) await expectNoHorizontalOverflow(page);
		await expectAccessible(page);

		// No match on this page: said, with the way back.
		await page.goto(to.evmTx(EVM, tree.evmHash, { type: 'staticcall', static: 'hide' }));
		await expect(page.getByText('No calls on this page match the filters')).toBeVisible();
		await page.getByRole('link', { name: 'Show all calls' }).click();
		await expect(rows(list)).toHaveCount(tree.callCount);
	});

	test('call tree: the filter bar’s and export buttons’ code comes after the rows, into boxes of their size @mobile', async ({ page, isMobile }) => {
		// Hold both chunks (each found by a text of its own) until the rows have been measured.
		let release!: () => void;
		const held = new Promise<void>((r) => (release = r));
		const asked = new Set<string>();
		const marks = { filters: 'Hide static calls', export: 'The export could not start' };
		await page.route('**/_app/immutable/**/*.js', async (route) => {
			const res = await route.fetch();
			const body = await res.text();
			const hit = Object.entries(marks).find(([, text]) => body.includes(text));
			if (hit) {
				asked.add(hit[0]);
				await held;
			}
			await route.fulfill({ status: res.status(), contentType: 'text/javascript', body });
		});
		await page.goto(to.evmTx(EVM, tree.evmHash));
		const list = page.getByRole('list', { name: 'Internal calls' });
		await expect(rows(list)).toHaveCount(tree.callCount);
		await expect(page.getByTestId('call-filters-placeholder')).toBeAttached();
		await expect(page.getByTestId('export-placeholder')).toBeAttached();
		// Once the rows are in, both are asked for (and held here).
		await expect.poll(() => asked.size).toBe(2);
		const top = (await list.boundingBox())!.y;
		release();
		await expect(isMobile ? page.getByRole('button', { name: /^Call filters/ }) : page.getByRole('combobox', { name: 'Type' })).toBeVisible();
		await expect(page.getByRole('group', { name: 'Export loaded rows' })).toBeVisible();
		await expect(page.getByTestId('call-filters-placeholder')).toHaveCount(0);
		await expect(page.getByTestId('export-placeholder')).toHaveCount(0);
		expect((await list.boundingBox())!.y).toBe(top);
	});

	test('account internal txs: direction and type filters over the page, kept while paging', async ({ page }) => {
		await page.goto(to.internalTxs(EVM, acc.address));
		const list = page.getByRole('list', { name: 'Internal transactions' });
		await expect(rows(list)).toHaveCount(25);
		const me = acc.address.toLowerCase();
		const ends = await endsOf(list);
		const toMe = ends.filter(([, t]) => t === me).length;
		const fromMe = ends.filter(([f]) => f === me).length;
		expect(toMe).toBeGreaterThan(0);
		expect(fromMe).toBeGreaterThan(0);

		await page.getByLabel('Direction').selectOption('to');
		await expect(page).toHaveURL(/[?&]dir=to/);
		await expect(rows(list)).toHaveCount(toMe);
		for (const [, t] of await endsOf(list)) expect(t).toBe(me);
		await page.getByLabel('Direction').selectOption('from');
		await expect(rows(list)).toHaveCount(fromMe);
		for (const [f] of await endsOf(list)) expect(f).toBe(me);
		await page.getByLabel('Type').selectOption('staticcall');
		// Wait for the filter to be applied (the URL had dir=from already), then for the rows to follow it.
		await expect(page).toHaveURL(/[?&]type=staticcall/);
		await expect(page).toHaveURL(/dir=from/);
		await expect.poll(async () => new Set(await typesOf(list))).toEqual(new Set(['STATICCALL']));

		// Next keeps the filters; a reload shows the same.
		await nextLink(page).click();
		await expect(page).toHaveURL(/page=2/);
		await expect(page).toHaveURL(/type=staticcall/);
		await expect(page).toHaveURL(/dir=from/);
		expect(new Set(await typesOf(list))).toEqual(new Set(['STATICCALL']));
		const shown = await rows(list).count();
		await page.reload();
		await expect(rows(list)).toHaveCount(shown);
		await expect(page.getByLabel('Type')).toHaveValue('staticcall');
		await expect(page.getByLabel('Direction')).toHaveValue('from');
		await expectAccessible(page);
	});
});

test('a reverted transaction says its failed calls are not in the indexer', async ({ page }) => {
	await page.goto(to.evmTx(EVM, FIXTURES.txs.evm.reverted.evmHash));
	await expect(page.getByTestId('reverted-note')).toContainText('This transaction reverted.');
	// The Notice part (warning tone), loaded only for a reverted tx.
	await expect(page.getByTestId('reverted-note')).toHaveAttribute('data-slot', 'notice');
	await page.goto(to.evmTx(EVM, tree.evmHash));
	await expect(rows(page.getByRole('list', { name: 'Internal calls' }))).toHaveCount(tree.callCount);
	// Once the header knows the tx succeeded, there is nothing to say.
	await expect(page.getByText('Success', { exact: true }).first()).toBeVisible();
	await expect(page.getByTestId('reverted-note')).toHaveCount(0);
});
