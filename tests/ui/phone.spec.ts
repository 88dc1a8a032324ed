// Every page type on a phone, at 360 and 390 px wide: never wider than the screen, its main
// content on the first screen, every target in the main content at least 44 × 44 px, axe clean in
// light and dark. Runs in the mobile project (touch, coarse pointer) only. The same on the views a
// page opens: the bridge's wallet dialog and review, the claim dialog, the history with entries.
import type { Locator, Page } from '@playwright/test';
import { DENOMS, EVM_L2, L1, MOVE_L2 } from '../../devnet/chains';
import { TEST_EVM } from '../../devnet/accounts';
import { BridgePage, bridgeLink, trackLink } from '../support/bridge';
import { WithdrawalsPage, withdrawalsLink } from '../bridge/withdrawals-support';
import { expect, expectAccessible, test } from '../wallet/fixture';
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
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const evmHostile = F.evm.hostileCollection;
const wasmHostile = F.wasm.hostileCollection;
// the ids of tests/explorer/hostile.spec.ts and token.spec.ts that are hardest to lay out
const maxId = evmHostile.tokenIds.at(-1)!; // 78 digits
const markupId = wasmHostile.tokenIds.find((id) => id.includes('<img'))!;
const bidiId = wasmHostile.tokenIds.find((id) => id.includes('\u202e'))!;
const oddL1 = F.l1.oddTokens.find((t) => t.tokenId === 'a/b?c%d')!;
const oddCjk = F.l1.oddTokens.find((t) => t.tokenId.startsWith('タ'))!;
const PAGES: PageType[] = [
	{ name: 'home', path: '/', main: (p) => p.getByRole('link', { name: 'Initia L1', exact: true }) },
	{ name: 'chain', path: to.chain(EVM), main: (p) => p.getByRole('heading', { level: 1 }) },
	{ name: 'collection grid', path: to.collection(EVM, F.evm.bigCollection.address), main: (p) => firstRow(p).locator('a[data-row-link]') },
	{ name: 'collection table', path: to.collection(EVM, F.evm.bigCollection.address, { view: 'table' }), main: (p) => firstRow(p).locator('a[data-row-link]') },
	{ name: 'token', path: to.token(EVM, F.evm.longHistory.collection, F.evm.longHistory.tokenId), main: (p) => p.locator('main img').first() },
	{ name: 'token with hostile metadata', path: to.token(EVM, evmHostile.address, evmHostile.tokenIds[0]!), main: h1 },
	{ name: 'token with a 78-digit id', path: to.token(EVM, evmHostile.address, maxId), main: h1 },
	{ name: 'token with a markup id', path: to.token(F.wasm.chainId, wasmHostile.address, markupId), main: h1 },
	{ name: 'token with a right-to-left override id', path: to.token(F.wasm.chainId, wasmHostile.address, bidiId), main: h1 },
	{ name: 'token with an odd id (a/b?c%d)', path: to.token(F.l1.chainId, oddL1.collection, oddL1.tokenId), main: h1 },
	{ name: 'token with a CJK id', path: to.token(F.l1.chainId, oddCjk.collection, oddCjk.tokenId), main: h1 },
	{ name: 'account', path: to.account(EVM, F.holders.testWallet), main: firstRow },
	{ name: 'account table', path: to.account(EVM, F.holders.testWallet, { view: 'table' }), main: firstRow },
	{ name: 'account with 30 collections', path: to.account(F.manyCollectionsAccount.chainId, F.manyCollectionsAccount.address), main: firstRow },
	{ name: 'account on every chain', path: `/accounts/${F.traveller.address}`, main: (p) => p.getByTestId('holdings-summary'), ready: (p) => p.locator(`#holdings-${EVM} [data-row]`).first() },
	{ name: 'internal txs', path: to.internalTxs(EVM, F.evm.internalTxAccount.address), main: firstRow },
	{ name: 'EVM tx', path: to.evmTx(EVM, F.evm.callTree.evmHash), main: (p) => p.getByRole('heading', { level: 1 }) },
	{ name: 'tx', path: to.cosmosTx(EVM, F.evm.callTree.cosmosHash), main: (p) => p.getByRole('heading', { level: 1 }) },
	{ name: 'search results', path: to.search('hello world'), main: (p) => p.getByRole('heading', { level: 1 }) },
	{ name: 'search results on several chains', path: to.search(F.holders.testWallet), main: (p) => p.getByRole('link', { name: 'Open the account' }).first() },
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
			await page.emulateMedia({ colorScheme: 'light' }); // the mobile project is dark: light first
			// Opened once at the common width, then narrowed: the layout is CSS (and bound widths), so
			// the same loaded page answers for both widths without loading it again.
			for (const [i, size] of [...PHONES].reverse().entries()) {
				await page.setViewportSize(size);
				if (i === 0) await page.goto(t.path);
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

test.describe('breadcrumb on a phone', () => {
	test("the page's own label shows whole: a shortened hash is not cut again @mobile @phone-only", async ({ page, isMobile }) => {
		expect(isMobile, 'a phone layout test runs at phone width').toBe(true);
		for (const path of [to.cosmosTx(F.txs.l1.chainId, F.txs.l1.bankSend.hash), to.evmTx(EVM, F.evm.callTree.evmHash), to.account(EVM, F.holders.testWallet), to.collection(EVM, F.evm.bigCollection.address)]) {
			await page.goto(path);
			const current = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]');
			await expect(current).toBeVisible();
			for (const size of PHONES) {
				await page.setViewportSize(size);
				expect(await current.evaluate((e) => e.scrollWidth - e.clientWidth), `${path} at ${size.width} px: "${await current.textContent()}"`).toBe(0);
			}
		}
	});
});

test.describe('list controls on a phone', () => {
	test('internal txs: order, call filters and export take two lines; the opened filters come right below their button @mobile @phone-only', async ({ page, isMobile }) => {
		expect(isMobile, 'a phone layout test runs at phone width').toBe(true);
		await page.goto(to.internalTxs(EVM, F.evm.internalTxAccount.address));
		await expect(firstRow(page)).toBeVisible();
		const order = page.getByLabel('Order');
		const filters = page.getByRole('button', { name: /^Call filters/ });
		const exportGroup = page.getByRole('group', { name: 'Export loaded rows' });
		for (const size of PHONES) {
			await page.setViewportSize(size);
			// A control starts a new line when it begins below the lowest edge of the line before.
			const boxes = await Promise.all([order, filters, exportGroup].map(async (l) => (await l.boundingBox())!));
			let lines = 0;
			let bottom = -Infinity;
			for (const b of boxes.sort((a, c) => a.y - c.y)) {
				if (b.y >= bottom) lines++;
				bottom = Math.max(bottom, b.y + b.height);
			}
			expect(lines, `at ${size.width} px`).toBe(2);
		}
		await filters.click();
		const type = page.getByLabel('Type');
		await expect(type).toBeVisible();
		expect((await type.boundingBox())!.y).toBeLessThan((await exportGroup.boundingBox())!.y);
	});
});

/** Checks an open view (a dialog, a step of the bridge) at each phone width, then axe light and dark. */
async function checkView(page: Page, what: string, main: Locator, scope: string) {
	await page.emulateMedia({ colorScheme: 'light' }); // the mobile project is dark: light first
	await expect(page.locator('html')).not.toHaveClass(/dark/);
	for (const size of PHONES) {
		await page.setViewportSize(size);
		await expectOnFirstScreen(page, main, `${what} at ${size.width} px`);
		await expectFitsWidth(page);
		await expectTapTargets(page, scope);
	}
	await expectAccessible(page);
	await page.emulateMedia({ colorScheme: 'dark' });
	await expect(page.locator('html')).toHaveClass(/dark/);
	await expectAccessible(page);
}

test.describe('phone layout of what pages open', () => {
	const PAIR = { srcChain: L1, srcDenom: DENOMS.l1Init, dstChain: MOVE_L2, dstDenom: DENOMS.moveInit };

	test('the bridge wallet dialog and the review before signing @mobile @phone-only', async ({ page, isMobile, wallet: _wallet }) => {
		expect(isMobile, 'a phone layout test runs at phone width').toBe(true);
		await page.goto(bridgeLink(PAIR, '1'));
		await page.getByTestId('wallet-button').click();
		const dialog = page.getByTestId('wallet-dialog');
		await checkView(page, 'wallet dialog', dialog.getByTestId('wallet-option-test.wallet'), '[data-testid="wallet-dialog"]');
		await dialog.getByTestId('wallet-option-test.wallet').click();
		await expect(dialog).toBeHidden();
		await page.emulateMedia({ colorScheme: 'light' });

		const bridge = new BridgePage(page);
		await bridge.preview();
		await bridge.reviewReady();
		await checkView(page, 'review', page.getByTestId('step-status'), 'main');
		await bridge.signButton.scrollIntoViewIfNeeded();
		await expect(bridge.signButton).toBeInViewport();
	});

	test('the bridge history with entries @mobile @phone-only', async ({ page, isMobile, wallet: _wallet }) => {
		expect(isMobile, 'a phone layout test runs at phone width').toBe(true);
		await page.goto(bridgeLink(PAIR, '1'));
		await new BridgePage(page).sendWithReview();
		await page.goto('/bridge/history');
		await expect(page.getByTestId('history-item')).toHaveCount(1);
		await checkView(page, 'history', page.getByTestId('history-item').first(), 'main');
	});

	test('the claim dialog on /bridge/withdrawals @mobile @phone-only', async ({ page, isMobile, wallet: _wallet }) => {
		expect(isMobile, 'a phone layout test runs at phone width').toBe(true);
		const w = new WithdrawalsPage(page);
		await page.goto(withdrawalsLink());
		await w.connect();
		await w.seeded('evmClaimable').getByTestId('claim-button').click();
		await expect(w.phase()).toHaveAttribute('data-phase', 'review', { timeout: 20_000 });
		await checkView(page, 'claim dialog', w.dialog.getByRole('heading').first(), '[data-testid="claim-dialog"]');
		await w.dialog.getByTestId('claim-sign').scrollIntoViewIfNeeded();
		await expect(w.dialog.getByTestId('claim-sign')).toBeInViewport();
	});
});
