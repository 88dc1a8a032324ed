// Account pages: collections held ("All collections" and one collection from the URL), the token
// grid and table, bech32 and hex URLs, paging of collections and tokens, EVM internal txs, the
// "not available" page elsewhere, per-collection counts, Load more, empty and invalid addresses.
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { expectNoHorizontalOverflow, FIXTURES, gridWhole, indexerPath, indexerRequests, logMark, nextDisabled, nextLink, prevLink, rows, to, tokenIdsShown } from '../support/explorer';

const EVM = FIXTURES.evm.chainId;
const wallet = FIXTURES.holders.testWallet;
const held = (page: Page) => page.getByRole('navigation', { name: 'Filter by collection' });
const heldLinks = (page: Page) => held(page).getByRole('link');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages' });

/** The hex form of a bech32 address, read from the page header. */
const hexShown = (page: Page) => page.locator('main section').first().locator('[data-slot=hash] > .sr-only');

test.describe('account', () => {
	test('collections held and tokens; the header shows both address forms @mobile', async ({ page, isMobile }) => {
		await page.goto(to.account(EVM, wallet));
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(wallet);
		const hex = (await hexShown(page).innerText()).trim();
		expect(hex).toMatch(/^0x[0-9a-f]{40}$/);

		// "All collections" (selected, with the count), then one row per collection.
		const all = heldLinks(page).first();
		await expect(all).toHaveText(/^All collections\s*\d+$/);
		await expect(all).toHaveAttribute('aria-current', 'true');
		const collections = Number((await all.innerText()).replace(/\D+/g, ''));
		expect(collections).toBeGreaterThanOrEqual(4);
		await expect(heldLinks(page)).toHaveCount(collections + 1);
		await expect(heldLinks(page).filter({ hasText: FIXTURES.evm.bigCollection.name })).toHaveCount(1);

		await expect(page.getByRole('heading', { name: 'NFTs held' })).toBeVisible();
		await expect(rows(page).first()).toBeVisible();
		await gridWhole(page);
		const n = await rows(page).count();
		await expect(pager(page)).toContainText(new RegExp(`Tokens 1–${n} of ${n}`));
		// Each card names its collection and token id: a long collection name gives way, the id shows whole.
		const idsCut = await rows(page)
			.locator('p[title]')
			.evaluateAll((lines) =>
				lines
					.filter((line) => {
						// The id ends the line's last text.
						const id = line.getAttribute('title')!;
						const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
						let last = walker.nextNode() as Text;
						while (walker.nextNode()) last = walker.currentNode as Text;
						const shown = document.createRange();
						shown.setStart(last, last.data.length - id.length);
						shown.setEnd(last, last.data.length);
						return shown.getBoundingClientRect().right > line.getBoundingClientRect().right + 0.5;
					})
					.map((line) => line.textContent)
			);
		expect(idsCut).toEqual([]);
		if (isMobile) await expectNoHorizontalOverflow(page);
		// A link-styled button's text lines up with the address above it (touch pads it to 44 px without moving its text).
		const textLeft = (l: Locator) =>
			l.evaluate((e) => {
				const text = document.createRange();
				text.selectNodeContents(e);
				return Math.round(text.getBoundingClientRect().left);
			});
		expect(await textLeft(page.getByRole('link', { name: 'On every chain →' }))).toBe(await textLeft(page.getByRole('heading', { level: 1 })));
		await expectAccessible(page);

		// Table view.
		await page.getByRole('group', { name: 'View' }).getByRole('link', { name: 'Table' }).click();
		await expect(page).toHaveURL(/view=table/);
		await expect(page.getByRole('table', { name: 'Tokens' }).getByRole('columnheader', { name: 'Token id' })).toBeVisible();
		await expect(rows(page)).toHaveCount(n);
		if (isMobile) await expectNoHorizontalOverflow(page);
	});

	test('the hex URL is the same account; one collection from the URL, then back to all', async ({ page }) => {
		await page.goto(to.account(EVM, wallet));
		await expect(rows(page).first()).toBeVisible();
		const hex = (await hexShown(page).innerText()).trim();
		const ids = await tokenIdsShown(page);
		await page.goto(to.account(EVM, hex));
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(wallet);
		await expect(hexShown(page)).toHaveText(hex);
		await expect(rows(page)).toHaveCount(ids.length);
		await expect.poll(() => tokenIdsShown(page)).toEqual(ids);

		const weavers = FIXTURES.evm.bigCollection;
		await page.goto(to.account(EVM, hex, { collection: weavers.address }));
		await expect(page.getByRole('heading', { name: `Tokens of ${weavers.name}` })).toBeVisible();
		const active = heldLinks(page).filter({ hasText: weavers.name });
		await expect(active).toHaveAttribute('aria-current', 'true');
		await expect(heldLinks(page).first()).not.toHaveAttribute('aria-current', 'true');
		await expect(page.getByRole('link', { name: 'Open collection →' })).toHaveAttribute('href', to.collection(EVM, weavers.address));
		// All the tokens it holds of that collection (its count in the side list), up to a page.
		const n = Math.min(Number(await active.locator('[data-held]').getAttribute('data-held')), 24); // 24 = the default page size
		expect(n).toBeGreaterThan(0);
		await expect(rows(page)).toHaveCount(n);
		const hrefs = await page.locator('[data-row] a[data-row-link]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
		for (const h of hrefs) expect(h).toContain(`/nft-collections/${weavers.address}/nft/`);

		await heldLinks(page).first().click();
		await expect(page).not.toHaveURL(/collection=/);
		await expect(page.getByRole('heading', { name: 'NFTs held' })).toBeVisible();
		await expect.poll(() => rows(page).count()).toBeGreaterThan(n);
		// And another collection picked in the list.
		await heldLinks(page).nth(1).click();
		await expect(page).toHaveURL(/collection=0x/);
		await expect(page.getByRole('heading', { name: /^Tokens of / })).toBeVisible();
	});

	test('the /nfts tab (InitiaScan’s name for it) is the same view', async ({ page }) => {
		await page.goto(`${to.account(EVM, wallet)}/nfts`);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(wallet);
		await expect(page.getByRole('heading', { name: 'NFTs held' })).toBeVisible();
		await expect(heldLinks(page).first()).toHaveAttribute('aria-current', 'true');
		await expect(rows(page).first()).toBeVisible();
		await gridWhole(page);
		const n = await rows(page).count();
		await expect(pager(page)).toContainText(new RegExp(`Tokens 1–${n} of ${n}`));
	});

	test('many collections and tokens page; Back and reload keep the position', async ({ page }) => {
		const acc = FIXTURES.manyCollectionsAccount;
		await page.goto(to.account(acc.chainId, acc.address));
		await expect(heldLinks(page).first()).toHaveText(new RegExp(`All collections\\s*${acc.count}$`));
		await expect(heldLinks(page)).toHaveCount(1 + 20);
		const firstNames = await heldLinks(page).allInnerTexts();

		await page.getByRole('link', { name: 'More collections →' }).click();
		await expect(page).toHaveURL(/ccursor=.*cpage=2/);
		await expect(heldLinks(page)).toHaveCount(1 + acc.count - 20);
		await expect(page.getByRole('link', { name: 'More collections →' })).toHaveCount(0);
		const secondNames = await heldLinks(page).allInnerTexts();
		expect(new Set([...firstNames.slice(1), ...secondNames.slice(1)]).size).toBe(acc.count);
		await page.reload();
		await expect(heldLinks(page)).toHaveCount(1 + acc.count - 20);
		await page.getByRole('link', { name: '← Previous' }).click();
		await expect(page).not.toHaveURL(/cpage/);
		await expect(heldLinks(page)).toHaveCount(1 + 20);

		// One token per collection: 24 on page 1, the rest on page 2.
		await expect(rows(page)).toHaveCount(24);
		await expect(pager(page)).toContainText(`Tokens 1–24 of ${acc.count}`);
		const page1 = await tokenIdsShown(page);
		await nextLink(page).click();
		await expect(page).toHaveURL(/page=2/);
		await expect(rows(page)).toHaveCount(acc.count - 24);
		await expect(pager(page)).toContainText(`Tokens 25–${acc.count} of ${acc.count}`);
		await expect(nextDisabled(page)).toBeVisible();
		await page.goBack();
		await expect(rows(page)).toHaveCount(24);
		await page.goForward();
		await expect(rows(page)).toHaveCount(acc.count - 24);
		await page.reload();
		await expect(rows(page)).toHaveCount(acc.count - 24);
		await prevLink(page).click();
		await expect(page).not.toHaveURL(/page=|cursor=/);
		await expect(rows(page)).toHaveCount(24);
		expect(await page.locator('[data-row] a[data-row-link]').evaluateAll((as) => as.length)).toBe(page1.length);
	});

	test('internal txs on EVM: rows, types, values, totals @mobile', async ({ page, isMobile }) => {
		const acc = FIXTURES.evm.internalTxAccount;
		await page.goto(to.internalTxs(EVM, acc.address));
		await expect(page.getByRole('link', { name: 'Internal txs', exact: true })).toHaveAttribute('aria-current', 'page');
		const list = page.getByRole('list', { name: 'Internal transactions' });
		await expect(rows(list)).toHaveCount(25);
		await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(`Internal calls 1–25 of ${acc.count.toLocaleString('en')}`);
		await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(`Page 1 of ${Math.ceil(acc.count / 25)}`);
		for (const type of ['CALL', 'STATICCALL', 'DELEGATECALL']) await expect(rows(list).filter({ hasText: type }).first()).toBeVisible();
		// A STATICCALL carries no value ("0x"): shown as none, not as 0.
		const staticCall = rows(list).filter({ hasText: 'STATICCALL' }).first();
		await expect(staticCall.locator('span[title="0 base units"]')).toHaveText('—');
		// Values in the chain's native symbol (its fee token), as on the EVM tx page.
		await expect(rows(list).filter({ hasText: /Call #0 \(top level\)/ }).first()).toContainText(/\d INIT/);
		if (isMobile) await expectNoHorizontalOverflow(page);
		await expectAccessible(page);
	});

	test('internal txs: input/output, paging, order, the link to the call tree', async ({ page }) => {
		const acc = FIXTURES.evm.internalTxAccount;
		await page.goto(to.internalTxs(EVM, acc.address));
		const list = page.getByRole('list', { name: 'Internal transactions' });
		await expect(rows(list)).toHaveCount(25);
		const staticCall = rows(list).filter({ hasText: 'STATICCALL' }).first();

		// Input / output on demand.
		await staticCall.getByRole('button', { name: 'Input / output' }).click();
		await expect(staticCall).toContainText(/Input\s· selector 0x[0-9a-f]{8}\s· \d+ bytes/);

		// Paging by cursor; then the order flips.
		const firstHash = await rows(list).first().locator('a[data-row-link]').getAttribute('href');
		await nextLink(page).click();
		await expect(page).toHaveURL(/cursor=.*page=2/);
		await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 2 of');
		await prevLink(page).click();
		await expect(rows(list).first().locator('a[data-row-link]')).toHaveAttribute('href', firstHash!);
		await page.getByLabel('Order').selectOption('asc');
		await expect(page).toHaveURL(/order=asc/);
		await expect(rows(list).first()).toContainText('CREATE');

		// The tx link opens its call tree.
		const link = rows(list).first().locator('a[data-row-link]');
		const href = (await link.getAttribute('href'))!;
		expect(href).toMatch(new RegExp(`^/${EVM}/evm-txs/0x[0-9a-f]{64}$`));
		await link.click();
		await expect(page).toHaveURL((u) => u.pathname === href);
		await expect(page.getByRole('heading', { name: 'Call tree' })).toBeVisible();
		await expect(rows(page).first()).toBeVisible();
	});

	test('internal txs are EVM only: no tab on Move and Wasm, and a typed URL says where to go instead', async ({ page }) => {
		const tabs = page.getByRole('navigation', { name: 'Account sections' });
		await page.goto(to.account(EVM, wallet));
		await expect(tabs.getByRole('link')).toHaveText(['NFTs', 'Internal txs']);
		for (const chain of [FIXTURES.move.chainId, FIXTURES.wasm.chainId]) {
			await page.goto(to.account(chain, wallet));
			await expect(rows(page).first()).toBeVisible();
			await expect(heldLinks(page).first()).toHaveText(/^All collections\s*\d+$/);
			await expect(tabs.getByRole('link')).toHaveText(['NFTs']);
			await expect(page.getByRole('link', { name: /Internal txs/ })).toHaveCount(0);

			await page.goto(to.internalTxs(chain, wallet));
			await expect(page.getByRole('heading', { name: /^Internal transactions are not available on / })).toBeVisible();
			await expect(page.getByText(/exist only on EVM chains, and .* runs (Move|Wasm)\./)).toBeVisible();
			const hex = (await hexShown(page).innerText()).trim();
			await expect(page.getByRole('link', { name: 'Internal txs of this account on EVM Weave' })).toHaveAttribute('href', to.internalTxs(EVM, hex));
			await expect(page.getByRole('link', { name: /^NFTs of this account on / })).toHaveAttribute('href', to.account(chain, wallet));
			await expect(page.getByRole('link', { name: 'This account on every chain' })).toHaveAttribute('href', `/accounts/${wallet}`);
			await expectAccessible(page);
		}
		await page.getByRole('link', { name: 'Internal txs of this account on EVM Weave' }).click();
		await expect(page).toHaveURL(new RegExp(`/${EVM}/accounts/0x[0-9a-f]{40}/internal-txs$`));
		await expect(page.getByRole('heading', { name: 'Internal transactions' })).toBeVisible();
	});

	test('Load more on the account grid keeps its extent in the URL', async ({ page }) => {
		const acc = FIXTURES.manyCollectionsAccount;
		await page.goto(to.account(acc.chainId, acc.address));
		await expect(rows(page)).toHaveCount(24);
		const first = await tokenIdsShown(page);
		await page.getByRole('button', { name: 'Load more' }).click();
		await expect(rows(page)).toHaveCount(acc.count);
		await expect(page).toHaveURL(/[?&]more=1(&|$)/);
		await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
		await expect(pager(page)).toContainText(`Tokens 1–${acc.count} of ${acc.count}`);
		await page.reload();
		await expect(rows(page)).toHaveCount(acc.count);
		expect((await tokenIdsShown(page)).slice(0, 24)).toEqual(first);
		// Picking a collection starts that list afresh.
		await heldLinks(page).nth(1).click();
		await expect(page).not.toHaveURL(/more=/);
		await expect(rows(page)).toHaveCount(1);
	});

	test('an account with nothing, and an invalid address', async ({ page }) => {
		const empty = `0x${'ab'.repeat(20)}`;
		await page.goto(to.account(FIXTURES.wasm.chainId, empty));
		await expect(page.getByText('This account holds no NFTs on Wasm Warp')).toBeVisible();
		await expect(held(page)).toContainText('None');
		await expect(heldLinks(page).first()).toHaveText('All collections');
		await page.goto(to.internalTxs(EVM, empty));
		await expect(page.getByText('No internal transactions for this account')).toBeVisible();

		await page.goto(to.account(EVM, 'init1notanaddress'));
		await expect(page.getByRole('heading', { level: 1, name: 'That does not look right' })).toBeVisible();
		await expect(page.getByText('“init1notanaddress” is not an account address.')).toBeVisible();
		await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
		await expectAccessible(page);
	});
});

test.describe('account requests', () => {

	test('per-collection counts: from the tokens when one page holds them all, else counted per collection', async ({ page, control, env }) => {
		const countOf = async (chain: string, account: string, collection: string) =>
			((await (await fetch(`${env.devnetUrl}${indexerPath(chain)}/nft/v1/tokens/by_account/${account}?collection_addr=${collection}&pagination.limit=1000`)).json()) as { tokens: unknown[] }).tokens.length;
		// The wallet's tokens fit on one page: counts come from them, with no extra request.
		let mark = await logMark(control);
		await page.goto(to.account(EVM, wallet));
		await expect(rows(page).first()).toBeVisible();
		const counted = heldLinks(page).locator('[data-held]');
		const n = (await heldLinks(page).count()) - 1;
		await expect(counted).toHaveCount(n);
		expect(await indexerRequests(control, mark, 'collection_addr=')).toEqual([]);
		for (const [i, el] of (await counted.all()).entries()) {
			const address = (await heldLinks(page).nth(i + 1).getAttribute('title'))!;
			expect(Number(await el.getAttribute('data-held')), address).toBe(await countOf(EVM, wallet, address));
		}

		// 30 collections, 30 tokens: more than a page, so each listed collection is counted (limit 1).
		const acc = FIXTURES.manyCollectionsAccount;
		mark = await logMark(control);
		await page.goto(to.account(acc.chainId, acc.address));
		await expect(heldLinks(page).locator('[data-held="1"]')).toHaveCount(20);
		const counts = await indexerRequests(control, mark, 'collection_addr=');
		expect(counts).toHaveLength(20);
		for (const r of counts) expect(r.path).toContain('pagination.limit=1&');
	});
});
