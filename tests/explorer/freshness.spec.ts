// How fresh and how true: the chain page compares the indexer's height with the chain's latest
// block; lists say when the indexer lags the chain (only when it matters) and when its count timed
// out. The lag comes from the devnet's indexerLag knob (the indexer's /status trails the head).
import { expect, expectAccessible, test } from '../support/fixtures';
import { expectNoHorizontalOverflow, FIXTURES, logMark, rows, to } from '../support/explorer';

const EVM = FIXTURES.evm.chainId;
const big = FIXTURES.evm.bigCollection;
const freshness = (page: import('@playwright/test').Page) => page.getByTestId('indexer-freshness');

test.describe('indexer freshness', () => {
	test('the chain page says the indexer is current; lists say nothing about it', async ({ page, control }) => {
		await page.goto(to.chain(EVM));
		await expect(freshness(page)).toHaveAttribute('data-outcome', 'current');
		await expect(freshness(page)).toContainText(/The indexer is (up to date with the chain|\d+ blocks? behind the chain \(the normal indexing delay\))/);
		await expect(freshness(page)).toContainText('Chain’s latest block');
		const mark = await logMark(control);
		await page.goto(to.collection(EVM, big.address));
		await expect(rows(page)).toHaveCount(24);
		await expect(page.getByTestId('freshness')).toBeVisible();
		// The list measured the lag (status and head asked), and a 1-block delay is not worth a word.
		await expect.poll(async () => (await control.requests(mark)).requests.filter((r) => r.path.endsWith('/status') || r.path.endsWith('/blocks/latest')).length).toBeGreaterThanOrEqual(2);
		await expect(page.getByTestId('indexer-lag')).toHaveCount(0);
	});

	test('a lagging indexer is reported on the chain page and on every list, and Check again sees it catch up @mobile', async ({ page, control, isMobile }) => {
		await control.knobs({ indexerLag: 340 });
		await page.goto(to.chain(EVM));
		await expect(freshness(page)).toHaveAttribute('data-outcome', 'behind');
		// A block may be produced between the two reads: 340 or a little more, never less.
		await expect(freshness(page)).toContainText(/The indexer is 34\d blocks behind the chain\./);
		const head = Number((await freshness(page).locator('dt:text-is("Chain’s latest block") + dd').innerText()).replace(/\D/g, ''));
		const indexed = Number((await freshness(page).locator('dt:text-is("Indexed up to") + dd').innerText()).replace(/\D/g, ''));
		expect(head - indexed).toBeGreaterThanOrEqual(340);
		if (isMobile) await expectNoHorizontalOverflow(page);
		await expectAccessible(page);

		// Lists: the collection's tokens, a token's history, an account's internal txs.
		await page.goto(to.collection(EVM, big.address));
		await expect(rows(page)).toHaveCount(24);
		const note = page.getByTestId('indexer-lag');
		await expect(note).toContainText(/The indexer is 34\d blocks behind the chain\. The newest entries may not be listed yet\./);
		if (isMobile) await expectNoHorizontalOverflow(page);
		await expectAccessible(page);
		const acct = FIXTURES.evm.internalTxAccount;
		await page.goto(to.internalTxs(EVM, acct.address));
		await expect(note).toContainText(/The indexer’s internal transactions are 34\d blocks behind the chain\./);

		// The indexer catches up: Check again on the chain page says so.
		await note.getByRole('link', { name: 'Indexer status' }).click();
		await expect(page).toHaveURL((u) => u.pathname === to.chain(EVM));
		await expect(freshness(page)).toHaveAttribute('data-outcome', 'behind');
		await control.knobs({ indexerLag: 1 });
		await page.getByRole('button', { name: 'Check again' }).click();
		await expect(freshness(page)).toHaveAttribute('data-outcome', 'current');
	});

	test('an indexer that cannot be asked is explained on the chain page', async ({ page, control }) => {
		await control.fault({ match: `/indexer/${EVM}/status`, status: 502, body: 'bad gateway' });
		await page.goto(to.chain(EVM));
		await expect(freshness(page)).toHaveAttribute('data-outcome', 'failed');
		await expect(freshness(page)).toContainText('Could not read how far the indexer got.');
		await expect(freshness(page)).toContainText('502');
		await control.clearFaults();
		await page.getByRole('button', { name: 'Check again' }).click();
		await expect(freshness(page)).toHaveAttribute('data-outcome', 'current');
	});

	test('a count that timed out says so instead of showing no total', async ({ page, control }) => {
		await control.knobs({ countTimeout: true });
		await page.goto(to.collection(EVM, big.address));
		await expect(rows(page)).toHaveCount(24);
		const pager = page.getByRole('navigation', { name: 'Pages' });
		await expect(pager.getByTestId('count-timed-out')).toHaveText('total unknown: the indexer’s count timed out');
		await control.knobs({ countTimeout: false });
		await page.reload();
		await expect(pager).toContainText(/Tokens 1–24 of [\d,]+/);
		await expect(pager.getByTestId('count-timed-out')).toHaveCount(0);
	});
});
