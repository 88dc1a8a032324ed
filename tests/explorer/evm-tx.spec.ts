// EVM tx page: the call tree (nesting by parent, types, from/to, values, gas, input/output), the
// unknown (404) and malformed (400) hash states, a Cosmos hash given instead, and non-EVM chains.
import { expect, expectAccessible, test } from '../support/fixtures';
import { expectNoHorizontalOverflow, FIXTURES, rows, to } from '../support/explorer';

const EVM = FIXTURES.evm.chainId;
const tree = FIXTURES.evm.callTree;

test.describe('EVM tx', () => {
	test('call tree indented by parent, with types, addresses, values, gas and data @mobile', async ({ page, isMobile }) => {
		await page.goto(to.evmTx(EVM, tree.evmHash));
		await expect(page.getByRole('heading', { level: 1 })).toContainText(tree.evmHash);
		const list = page.getByRole('list', { name: 'Internal calls' });
		await expect(rows(list)).toHaveCount(tree.callCount);
		await expect(page.getByText(new RegExp(`^${tree.callCount} calls at height \\d+, in execution order\\.$`))).toBeVisible();

		// Read each row's index, parent and indentation; a child is indented deeper than its parent.
		const calls = await rows(list).evaluateAll((lis) =>
			lis.map((li) => {
				const text = (li as HTMLElement).innerText;
				const m = /Call #(\d+)(?: of #(\d+)| \(top level\))/.exec(text)!;
				const pad = parseFloat(getComputedStyle(li.firstElementChild as HTMLElement).paddingLeft);
				return { index: Number(m[1]), parent: m[2] === undefined ? -1 : Number(m[2]), pad, type: /\b(CALL|STATICCALL|DELEGATECALL|CALLCODE|CREATE2?|SELFDESTRUCT)\b/.exec(text)?.[1] ?? '' };
			})
		);
		expect(calls.map((c) => c.index)).toEqual(calls.map((_, i) => i));
		expect(calls[0]!.parent).toBe(-1);
		const byIndex = new Map(calls.map((c) => [c.index, c]));
		for (const c of calls.filter((c) => c.parent >= 0)) expect(c.pad, `call #${c.index} deeper than #${c.parent}`).toBeGreaterThan(byIndex.get(c.parent)!.pad);
		expect(Math.max(...calls.map((c) => c.pad))).toBeGreaterThan(byIndex.get(1)!.pad);
		const types = new Set(calls.map((c) => c.type));
		for (const t of ['CALL', 'STATICCALL', 'DELEGATECALL', 'CREATE']) expect(types).toContain(t);

		// From/to are account links; values in the chain's native symbol or "—" when the call carries none; gas used / limit.
		const top = rows(list).first();
		const links = top.getByRole('link', { name: /^0x[0-9a-f]{40}$/ });
		await expect(links).toHaveCount(2);
		await expect(links.first()).toHaveAttribute('href', new RegExp(`^/${EVM}/accounts/0x[0-9a-f]{40}$`));
		await expect(top).toContainText(/\d INIT/);
		await expect(top).toContainText(/gas [\d,]+ \/ [\d,]+/);
		await expect(rows(list).filter({ hasText: 'STATICCALL' }).first().locator('span[title="0 base units"]')).toHaveText('—');

		// Input/output: the top-level output is never kept by the indexer, and the page says so.
		await top.getByRole('button', { name: 'Input / output' }).click();
		await expect(top).toContainText(/Input\s*· selector 0x[0-9a-f]{8}/);
		await expect(top.getByText('The indexer does not keep the output of the top-level call.')).toBeVisible();
		const child = rows(list).filter({ hasText: 'STATICCALL' }).first();
		await child.getByRole('button', { name: 'Input / output' }).click();
		await expect(child).toContainText(/Output\s*· selector 0x[0-9a-f]{8}\s*· \d+ bytes/);
		if (isMobile) await expectNoHorizontalOverflow(page);
		await expectAccessible(page);
		await child.getByRole('button', { name: 'Hide data' }).click();
		await expect(child).not.toContainText('Output');
	});

	test('unknown hash, malformed hash, and the Cosmos hash given instead', async ({ page }) => {
		await page.goto(to.evmTx(EVM, `0x${'ab'.repeat(32)}`));
		await expect(page.getByText('No internal calls indexed for this hash on EVM Weave')).toBeVisible();
		await expect(page.getByText(/Use the EVM transaction hash \(0x…, as in the receipt\), not the Cosmos transaction hash/)).toBeVisible();

		// The Cosmos hash of the same tx, as an explorer would print it: explained, not a dead end.
		await page.goto(to.evmTx(EVM, tree.cosmosHash));
		await expect(page.getByText('No internal calls indexed for this hash on EVM Weave')).toBeVisible();
		await expect(page.getByText(/not the Cosmos transaction hash/)).toBeVisible();
		await expectAccessible(page);

		await page.goto(to.evmTx(EVM, '0xnot-a-hash'));
		await expect(page.getByRole('heading', { level: 1, name: 'That does not look right' })).toBeVisible();
		await expect(page.getByText('“0xnot-a-hash” is not a transaction hash (expected 0x followed by 64 hex digits).')).toBeVisible();
		await expect(page.getByText('400', { exact: true })).toBeVisible();

		// Through InitiaScan's tx route: the Cosmos hash opens the tx page, which links the EVM view.
		await page.goto(to.cosmosTx(EVM, tree.cosmosHash));
		await expect(page.getByRole('heading', { level: 1 })).toContainText(tree.cosmosHash);
		await expect(page.locator('dt:text-is("Same tx as EVM tx") + dd').getByRole('link')).toHaveAttribute('href', to.evmTx(EVM, tree.evmHash));
		await expectAccessible(page);
	});

	test('the facts grid has no empty cell at phone and desktop widths @mobile', async ({ page }) => {
		const T = FIXTURES.txs.evm;
		const facts = page.locator('main dl').first();
		for (const hash of [T.valueTransfer.evmHash, T.reverted.evmHash, T.creation.evmHash, T.synthetic.evmHash, tree.evmHash]) {
			await page.goto(to.evmTx(EVM, hash));
			await expect(facts.locator('dt:text-is("Time") + dd [aria-busy="true"]')).toHaveCount(0);
			for (const width of [390, 1280]) {
				await page.setViewportSize({ width, height: 800 });
				// Each row of the grid but the last ends at its right edge: no fact sits beside an empty
				// cell with more facts below it.
				const rows = await facts.evaluate((dl) => {
					const right = dl.getBoundingClientRect().right;
					const ends = new Map<number, number>();
					for (const cell of dl.children) {
						const box = cell.getBoundingClientRect();
						ends.set(Math.round(box.top), Math.max(ends.get(Math.round(box.top)) ?? 0, box.right));
					}
					return [...ends].slice(0, -1).map(([top, end]) => ({ top, short: Math.round(right - end) }));
				});
				expect(rows.filter((r) => r.short > 1), `${hash} at ${width} px`).toEqual([]);
			}
		}
	});

	test('on a Move chain the call tree points to the EVM chain', async ({ page }) => {
		await page.goto(to.evmTx(FIXTURES.move.chainId, tree.evmHash));
		await expect(page.getByRole('heading', { name: 'EVM call trees are not available on Move Loom' })).toBeVisible();
		await expect(page.getByRole('link', { name: 'Search every chain for this hash' })).toBeVisible();
		await page.getByRole('link', { name: 'This hash on EVM Weave' }).click();
		await expect(page).toHaveURL((u) => u.pathname === to.evmTx(EVM, tree.evmHash));
		await expect(rows(page)).toHaveCount(tree.callCount);
	});
});
