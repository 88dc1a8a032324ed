// The account on every chain at once (/accounts/{address}): per chain what it holds, with counts,
// streamed as each indexer answers; a failing or slow chain named without holding up the others;
// a capped number of requests per chain; both address forms; links into each chain's pages.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { expectNoHorizontalOverflow, FIXTURES, indexerPath, indexerRequests, logMark, rows, to } from '../support/explorer';
import { rendered, shifts, watchShifts } from '../support/layout-shift';

const T = FIXTURES.traveller;
const EVM = FIXTURES.evm.chainId;
const MOVE = FIXTURES.move.chainId;
const WASM = FIXTURES.wasm.chainId;
const L1 = FIXTURES.l1.chainId;
const NAMES: Record<string, string> = { [L1]: 'Initia L1', [EVM]: 'EVM Weave', [MOVE]: 'Move Loom', [WASM]: 'Wasm Warp' };

const everywhere = (address: string) => `/accounts/${encodeURIComponent(address)}`;
const section = (page: Page, chainId: string) => page.locator(`#holdings-${chainId}`);
const summary = (page: Page) => page.getByTestId('holdings-summary');
const chip = (page: Page, chainId: string) => page.getByRole('list', { name: 'Chains' }).getByRole('link', { name: new RegExp(NAMES[chainId]!) });


test.describe('account on every chain', () => {
	test('what the traveller holds on each chain, with counts and links @mobile', async ({ page, isMobile }) => {
		await page.goto(everywhere(T.address));
		await expect(page.getByRole('heading', { level: 1 })).toContainText(T.address);
		await expect(summary(page)).toHaveText('NFTs on 3 of 4 chains.');
		for (const [chainId, held] of Object.entries(T.nfts)) {
			const s = section(page, chainId);
			const n = held.tokenIds.length;
			await expect(chip(page, chainId)).toContainText(`${n} NFTs`);
			await expect(s.getByTestId('held-summary')).toHaveText(`${n} NFTs in 1 collection`);
			const collection = s.getByRole('list', { name: `Collections held on ${NAMES[chainId]}` }).getByRole('link');
			await expect(collection).toHaveCount(1);
			await expect(collection).toContainText(held.name);
			await expect(collection.locator('[data-held]')).toHaveAttribute('data-held', String(n));
			await expect(collection).toHaveAttribute('href', to.account(chainId, T.address, { collection: held.collection }));
			await expect(rows(s)).toHaveCount(n);
			// Phones show the first four.
			await expect(rows(s).filter({ visible: true })).toHaveCount(isMobile ? Math.min(n, 4) : n);
			await expect(s.getByRole('link', { name: `Open on ${NAMES[chainId]} →` })).toHaveAttribute('href', to.account(chainId, T.address));
		}
		// Nothing on the L1; internal txs only on the EVM chain.
		await expect(chip(page, L1)).toContainText('none');
		await expect(section(page, L1)).toContainText('No NFTs held on Initia L1.');
		await expect(section(page, EVM).getByRole('link', { name: `${T.internalTxs.count} internal transactions on EVM Weave →` })).toHaveAttribute(
			'href',
			to.internalTxs(EVM, T.address)
		);
		for (const chainId of [L1, MOVE, WASM]) await expect(section(page, chainId).getByTestId('internal-summary')).toHaveCount(0);
		if (isMobile) await expectNoHorizontalOverflow(page);
		await expectAccessible(page);

		// A chip jumps to its chain's section.
		await chip(page, WASM).click();
		await expect(page).toHaveURL(new RegExp(`#holdings-${WASM}$`));
		await expect(section(page, WASM)).toBeInViewport();
	});

	test('the hex form is the same account; an address that holds nothing anywhere says so', async ({ page }) => {
		await page.goto(everywhere(T.hex));
		await expect(page.getByRole('heading', { level: 1 })).toContainText(T.address);
		await expect(summary(page)).toHaveText('NFTs on 3 of 4 chains.');
		// Each chain is asked with its own bech32 form, the one its pages link to.
		await expect(section(page, EVM).getByRole('link', { name: 'Open on EVM Weave →' })).toHaveAttribute('href', to.account(EVM, T.address));

		const nobody = `0x${'ab'.repeat(20)}`;
		await page.goto(everywhere(nobody));
		await expect(summary(page)).toHaveText('NFTs on 0 of 4 chains.');
		for (const chainId of [L1, EVM, MOVE, WASM]) await expect(section(page, chainId)).toContainText(`No NFTs held on ${NAMES[chainId]}.`);
		await expect(section(page, EVM)).toContainText('No internal transactions on EVM Weave.');

		await page.goto(everywhere('init1notanaddress'));
		await expect(page.getByRole('heading', { level: 1, name: 'That does not look right' })).toBeVisible();
		await expect(page.getByText('“init1notanaddress” is not an account address.')).toBeVisible();
	});

	test('a failing chain and a slow one are named without holding up the others; Retry asks only that chain', async ({ page, control }) => {
		const wasmTokens = `${indexerPath(WASM)}/nft/v1/tokens/by_account/`;
		await control.fault({ match: wasmTokens, status: 500, body: 'Internal Server Error' });
		// Move answers only once the faults are cleared: the page first says it is still waiting.
		await control.fault({ match: `${indexerPath(MOVE)}/nft/v1/`, hold: true });
		await page.goto(everywhere(T.address));
		// EVM answers while Move is still waiting and Wasm has failed.
		await expect(section(page, EVM).getByTestId('held-summary')).toHaveText('3 NFTs in 1 collection');
		await expect(section(page, WASM).getByRole('alert')).toContainText('What this account holds on Wasm Warp could not be loaded');
		await expect(section(page, WASM).getByRole('alert')).toContainText('500');
		await expect(chip(page, WASM)).toContainText('failed');
		await expect(section(page, MOVE).getByText('Still waiting for the indexer of Move Loom…')).toBeVisible();
		await expect(summary(page)).toContainText('Asking 4 chains… 3 answered so far, NFTs on 1');
		// Clearing the faults lets Move answer (Wasm has already failed; it is asked again on Retry).
		await control.clearFaults();
		await expect(section(page, MOVE).getByTestId('held-summary')).toHaveText('2 NFTs in 1 collection');
		await expect(summary(page)).toHaveText('NFTs on 2 of 4 chains; 1 could not be asked.');

		const mark = await logMark(control);
		await section(page, WASM).getByRole('button', { name: 'Retry' }).click();
		await expect(section(page, WASM).getByTestId('held-summary')).toHaveText('4 NFTs in 1 collection');
		await expect(summary(page)).toHaveText('NFTs on 3 of 4 chains.');
		const again = await indexerRequests(control, mark);
		expect(new Set(again.map((r) => r.chainId))).toEqual(new Set([WASM]));
		await expectAccessible(page);
	});

	test('a capped number of requests per chain, shared with the chain pages it links to', async ({ page, control }) => {
		// 30 collections and 30 tokens: more than one page, so the shown collections are counted, at most 6.
		const acc = FIXTURES.manyCollectionsAccount;
		let mark = await logMark(control);
		await page.goto(everywhere(acc.address));
		await expect(summary(page)).toHaveText('NFTs on 1 of 4 chains.');
		const evm = section(page, EVM);
		await expect(evm.getByTestId('held-summary')).toHaveText(`${acc.count} NFTs in ${acc.count} collections`);
		await expect(evm.locator('[data-held="1"]')).toHaveCount(6);
		await expect(evm.getByRole('link', { name: `${acc.count - 6} more collections on EVM Weave →` })).toHaveAttribute('href', to.account(EVM, acc.address));
		await expect(evm.getByRole('link', { name: 'All NFTs on EVM Weave →' })).toBeVisible();
		const requests = await indexerRequests(control, mark);
		for (const chainId of [L1, EVM, MOVE, WASM]) {
			const mine = requests.filter((r) => r.chainId === chainId);
			expect(mine.filter((r) => r.path.includes('/collections/by_account/')), chainId).toHaveLength(1);
			expect(mine.filter((r) => r.path.includes('/tokens/by_account/') && !r.path.includes('collection_addr=')), chainId).toHaveLength(1);
			expect(mine.filter((r) => r.path.includes('collection_addr=')), chainId).toHaveLength(chainId === EVM ? 6 : 0);
			expect(mine.filter((r) => r.path.includes('/evm-internal-txs/')), chainId).toHaveLength(chainId === EVM ? 1 : 0);
			expect(mine.length, chainId).toBeLessThanOrEqual(9);
		}

		// Opening the chain's page shows its first lists without asking the indexer again.
		mark = await logMark(control);
		await evm.getByRole('link', { name: 'Open on EVM Weave →' }).click();
		await expect(page).toHaveURL((u) => u.pathname === to.account(EVM, acc.address));
		await expect(rows(page)).toHaveCount(24);
		// (The idle prefetch of each list's next page, pagination.key=…, may come at any time: not a first list.)
		const after = (await indexerRequests(control, mark)).filter((r) => /\/(tokens|collections)\/by_account\//.test(r.path) && !r.path.includes('collection_addr=') && !r.path.includes('pagination.key='));
		expect(after).toEqual([]);
	});

	test('the chains do not jump when their answers arrive; long collection names stay inside the screen @mobile', async ({ page, control, isMobile }) => {
		// Every chain holds NFTs here, some in collections with long or hostile names.
		const w = FIXTURES.holders.testWallet;
		await watchShifts(page);
		await control.fault({ match: '/nft/v1/tokens/by_account/', hold: true });
		await page.goto(everywhere(w));
		// Waiting: each chain shows the shape of its answer (summary, a collection, a row of cards).
		await expect(page.getByTestId('holdings-skeleton')).toHaveCount(4);
		await rendered(page);
		await control.release();
		await control.clearFaults();
		for (const chainId of [L1, EVM, MOVE, WASM]) await expect(section(page, chainId).getByTestId('held-summary')).toBeVisible();
		await expect(summary(page)).toHaveText('NFTs on 4 of 4 chains.');
		const s = await shifts(page);
		expect(s.total, `moved: ${s.moved.join(' | ')}`).toBeLessThanOrEqual(0.02);
		if (isMobile) await expectNoHorizontalOverflow(page);
	});

	test('links in: InitiaScan account links without a chain', async ({ page }) => {
		const w = FIXTURES.holders.testWallet;
		await page.goto(`/accounts/${w}/nfts`);
		await expect(page).toHaveURL((u) => u.pathname === everywhere(w));
		await expect(summary(page)).toHaveText(/^NFTs on \d of 4 chains\.$/);
		await page.goto(`/accounts/${w}/internal-txs`);
		await expect(page).toHaveURL((u) => u.pathname === to.internalTxs(EVM, w));
		await page.goto(`/accounts/${w}?chain=${WASM}`);
		await expect(page).toHaveURL((u) => u.pathname === to.account(WASM, w));
		// Each chain's account page leads back here.
		await page.getByRole('link', { name: 'On every chain →' }).click();
		await expect(page).toHaveURL((u) => u.pathname === everywhere(w));
	});
});
