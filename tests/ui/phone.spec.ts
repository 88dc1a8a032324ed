// Every page type on a phone, at 360 and 390 px wide: never wider than the screen, its main
// content on the first screen, every target in the main content at least 44 × 44 px, axe clean in
// light and dark. Runs in the mobile project (touch, coarse pointer) only.
import type { Locator, Page } from '@playwright/test';
import { DENOMS, EVM_L2, L1 } from '../../devnet/chains';
import { TEST_EVM } from '../../devnet/accounts';
import { bridgeLink, trackLink } from '../support/bridge';
import { withdrawalsLink } from '../bridge/withdrawals-support';
import { expect, expectAccessible, test } from '../support/fixtures';
import { FIXTURES, rows, to } from '../support/explorer';
import { expectFitsWidth, expectOnFirstScreen, expectTapTargets, PHONES } from '../support/phone';

const F = FIXTURES;
const EVM = F.evm.chainId;

interface PageType {
	name: string;
	path: string;
	/** The first part of the page's main content (first row, token image, timeline…). */
	main: (page: Page) => Locator;
	/** Ready to check: its data has arrived. */
	ready?: (page: Page) => Locator;
}

const firstRow = (page: Page) => rows(page).first();
const PAGES: PageType[] = [
	{ name: 'home', path: '/', main: (p) => p.getByRole('link', { name: 'Initia L1', exact: true }) },
	{ name: 'chain', path: to.chain(EVM), main: (p) => p.getByRole('heading', { level: 1 }) },
	{ name: 'collection grid', path: to.collection(EVM, F.evm.bigCollection.address), main: (p) => firstRow(p).locator('a[data-row-link]') },
	{ name: 'collection table', path: to.collection(EVM, F.evm.bigCollection.address, { view: 'table' }), main: (p) => firstRow(p).locator('a[data-row-link]') },
	{ name: 'token', path: to.token(EVM, F.evm.longHistory.collection, F.evm.longHistory.tokenId), main: (p) => p.locator('main img').first() },
	{ name: 'account', path: to.account(EVM, F.holders.testWallet), main: firstRow },
	{ name: 'account table', path: to.account(EVM, F.holders.testWallet, { view: 'table' }), main: firstRow },
	{ name: 'account with 30 collections', path: to.account(F.manyCollectionsAccount.chainId, F.manyCollectionsAccount.address), main: firstRow },
	{ name: 'account on every chain', path: `/accounts/${F.traveller.address}`, main: (p) => p.getByTestId('holdings-summary'), ready: (p) => p.locator(`#holdings-${EVM} [data-row]`).first() },
	{ name: 'internal txs', path: to.internalTxs(EVM, F.evm.internalTxAccount.address), main: firstRow },
	{ name: 'EVM tx', path: to.evmTx(EVM, F.evm.callTree.evmHash), main: (p) => p.getByRole('heading', { level: 1 }) },
	{ name: 'tx', path: to.cosmosTx(EVM, F.evm.callTree.cosmosHash), main: (p) => p.getByRole('heading', { level: 1 }) },
	{ name: 'search results', path: to.search('hello world'), main: (p) => p.getByRole('heading', { level: 1 }) },
	{ name: 'not found', path: to.collection(EVM, `0x${'12'.repeat(20)}`), main: (p) => p.getByRole('heading', { level: 1 }) },
	{ name: 'bridge', path: bridgeLink({ srcChain: L1, srcDenom: DENOMS.l1Init, dstChain: EVM_L2, dstDenom: DENOMS.evmInit }, '1'), main: (p) => p.locator('#bridge-amount') },
	{ name: 'bridge track', path: trackLink(L1, 'D'.repeat(63) + '4'), main: (p) => p.getByTestId('transfer-timeline') },
	{ name: 'bridge history', path: '/bridge/history', main: (p) => p.getByRole('heading', { level: 1 }) },
	{ name: 'withdrawals', path: withdrawalsLink({ address: TEST_EVM.init }), main: (p) => p.getByTestId('withdrawal').first() }
];

test.describe('phone layout', () => {
	for (const t of PAGES) {
		test(`${t.name}: fits, content first, 44 px targets, axe light and dark @mobile @phone-only`, async ({ page, isMobile }) => {
			expect(isMobile, 'a phone layout test runs at phone width').toBe(true);
			for (const size of PHONES) {
				await page.setViewportSize(size);
				await page.goto(t.path);
				await expect(page.locator('main')).not.toHaveAttribute('aria-busy', 'true');
				if (t.ready) await expect(t.ready(page)).toBeVisible();
				await expectOnFirstScreen(page, t.main(page), `${t.name} at ${size.width} px: main content`);
				await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
				await expectFitsWidth(page);
				await expectTapTargets(page);
			}
			await expectAccessible(page);
			await page.emulateMedia({ colorScheme: 'dark' });
			await expect(page.locator('html')).toHaveClass(/dark/);
			await expectAccessible(page);
		});
	}
});
