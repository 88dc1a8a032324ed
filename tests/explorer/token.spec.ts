// Token page: media, metadata, owner, object address, decoded history (mint, transfer, update,
// failed tx, an Ethereum-signed tx), raw views, a long history paged to the end and back (the
// tab's cursor trail, "First" without it), odd token ids on Move, L1 and Wasm, object-address
// links, burned and unknown tokens.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import {
	expectImageLoaded,
	expectNoHorizontalOverflow,
	FIXTURES,
	historyHashes,
	indexerPath,
	nextDisabled,
	nextLink,
	prevLink,
	rows,
	to,
	where
} from '../support/explorer';
import { rendered, shifts, watchShifts } from '../support/layout-shift';

const E = FIXTURES.evm;
const history = (page: Page) => page.getByRole('list', { name: 'Transactions, newest first' });
const historyPager = (page: Page) => page.getByRole('navigation', { name: 'History pages' });
const detail = (page: Page, term: string) => page.locator(`dt:text-is("${term}") + dd`);

test.describe('token', () => {
	test('metadata, image, attributes, owner, history with raw tx and explorer link @mobile', async ({ page, env, isMobile }) => {
		const t = E.uris.https;
		await page.goto(to.token(E.chainId, t.collection, t.tokenId));
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Loom Weavers? #1$/);
		await expect(page.getByRole('link', { name: E.bigCollection.name, exact: true }).first()).toHaveAttribute('href', to.collection(E.chainId, t.collection));
		const image = page.locator('main img[alt^="Image of"]');
		// The page's largest paint: fetched first, shown as soon as it decodes (no fade held back by a script).
		await expect(image).toHaveAttribute('fetchpriority', 'high');
		expect(await image.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
		await expectImageLoaded(image);
		await expect(detail(page, 'Token id').locator('[data-slot=hash] > .sr-only')).toHaveText('1');
		await expect(page.getByTestId('token-metadata').locator('> div.max-w-prose')).toHaveText(/\S/);
		await expect(detail(page, 'Owner').getByRole('link')).toHaveAttribute('href', /\/evm-local-1\/accounts\/init1/);
		await expect(detail(page, 'Metadata URI').getByRole('link')).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\/media\//);
		await expect(page.getByRole('heading', { name: 'Attributes' })).toBeVisible();
		expect(await page.locator('h2:text-is("Attributes") + ul > li').count()).toBeGreaterThan(0);
		// EVM tokens have no object address.
		await expect(page.locator('dt:text-is("NFT object address")')).toHaveCount(0);

		await page.getByRole('button', { name: 'Show raw metadata' }).click();
		const raw = page.locator('pre').first();
		await expect(raw).toContainText('"name"');
		await expect(raw).toContainText('"attributes"');
		await expect(page.getByText(/^Loaded from http/)).toBeVisible();

		// History: the mint, with the tx on the chain's explorer and its raw JSON on demand.
		const mint = rows(history(page)).last();
		await expect(mint).toContainText('Mint');
		await expect(mint).toContainText('Success');
		await expect(mint.getByRole('link', { name: /opens another site/ })).toHaveAttribute('href', new RegExp(`^${env.devnetUrl}/explorer/${E.chainId}/txs/[0-9A-F]{64}$`));
		await mint.getByRole('button', { name: 'Raw tx' }).click();
		await expect(mint.locator('pre')).toContainText('"txhash"');
		await expect(mint.locator('pre')).toContainText('/minievm.evm.v1.MsgCall');
		await mint.getByRole('button', { name: 'Hide raw' }).click();
		await expect(mint.locator('pre')).toHaveCount(0);
		if (isMobile) await expectNoHorizontalOverflow(page);
		await expectAccessible(page);
	});

	test('decoded actions: transfer from → to, failed tx with code and log, batch mint, Move mint and update, Wasm', async ({ page, env }) => {
		const f = E.failedTx;
		await page.goto(to.token(E.chainId, f.collection, f.tokenId));
		const failed = rows(history(page)).filter({ has: page.locator(`[data-tx-hash][title="${f.txhash}"]`) });
		await expect(failed).toContainText('Failed · evm 3');
		await expect(failed).toContainText(/execution reverted/);
		await expect(failed.locator('[title*="execution reverted"]')).toHaveCount(1);
		const transfer = rows(history(page)).filter({ hasText: 'Transfer' }).first();
		await expect(transfer.getByRole('link', { name: /^init1/ })).toHaveCount(2);
		await expect(transfer.getByLabel('to')).toHaveText('→');
		await expect(rows(history(page)).last()).toContainText('Mint');

		// Every token minted in one tx reads its own Transfer log of the batch.
		const hostile = E.hostileCollection;
		for (const id of [hostile.tokenIds[1]!, hostile.tokenIds.at(-1)!]) {
			await page.goto(to.token(E.chainId, hostile.address, id));
			await expect(rows(history(page))).toHaveCount(1);
			await expect(rows(history(page)).first()).toContainText(/Mint\s*to\s*init1/);
			if (id === hostile.tokenIds.at(-1)) {
				// The 78-digit id is cut in the middle: its last digits show.
				const end = detail(page, 'Token id').locator('span[title] > span').last();
				await expect(end).toHaveText(id.slice(-6));
				await expect(end).toBeInViewport({ ratio: 1 });
			}
		}

		// Move (L1): the mint folds in the first owner; a uri mutation reads as a metadata update.
		const l1 = FIXTURES.l1.longHistory;
		await page.goto(to.token(FIXTURES.l1.chainId, l1.collection, l1.tokenId, { limit: 100, dir: undefined }));
		await expect(historyPager(page)).toContainText(`Transactions 1–100 of ${l1.txCount}`);
		await expect(rows(history(page))).toHaveCount(100);
		const updates = await rows(history(page)).filter({ hasText: 'Metadata update' }).count();
		await nextLink(page).click();
		await expect(rows(history(page))).toHaveCount(l1.txCount - 100);
		// The mint of a batch tx that minted ten tapestries: only this token's, with its first owner.
		await expect(rows(history(page)).last()).toContainText(/Mint\s*to\s*0x/);
		await expect(rows(history(page)).filter({ hasText: 'Mint' })).toHaveCount(1);
		expect(updates + (await rows(history(page)).filter({ hasText: 'Metadata update' }).count())).toBe(1);

		// Move rollup: object transfers decode as transfers.
		const mv = FIXTURES.move.longHistory;
		await page.goto(to.token(FIXTURES.move.chainId, mv.collection, mv.tokenId));
		await expect(historyPager(page)).toContainText(`Transactions 1–10 of ${mv.txCount}`);
		await expect(rows(history(page))).toHaveCount(10);
		await expect(rows(history(page)).filter({ hasText: 'Transfer' })).toHaveCount(10);

		// Wasm: cw721 actions (a plain id, so its history is reachable).
		const wasm = FIXTURES.wasm.collection.address;
		const res = await fetch(`${env.devnetUrl}/indexer/${FIXTURES.wasm.chainId}/indexer/nft/v1/tokens/by_collection/${wasm}?pagination.limit=200`);
		const plain = ((await res.json()) as { tokens: { nft: { token_id: string } }[] }).tokens.map((t) => t.nft.token_id).find((id) => /^[\w-]+$/.test(id))!;
		await page.goto(to.token(FIXTURES.wasm.chainId, wasm, plain));
		await expect(rows(history(page)).last()).toContainText(/Mint\s*to\s*init1/);
		await expect(rows(history(page)).filter({ hasText: /^\s*Msg/ })).toHaveCount(0);
	});

	test('a long history pages to the end; Prev after reload from the tab trail', async ({ page }) => {
		const h = E.longHistory;
		const limit = 100;
		const pages = Math.ceil(h.txCount / limit);
		await page.goto(to.token(E.chainId, h.collection, h.tokenId, { limit }));
		await expect(historyPager(page)).toContainText(`Transactions 1–${limit} of ${h.txCount}`);
		const seen: string[][] = [];
		for (let n = 1; n <= pages; n++) {
			await expect(rows(history(page))).toHaveCount(n < pages ? limit : h.txCount - limit * (pages - 1));
			await expect(historyPager(page)).toContainText(`Page ${n} of ${pages}`);
			seen.push(await historyHashes(page));
			if (n < pages) {
				await nextLink(page).click();
				await expect(page).toHaveURL(new RegExp(`cursor=.*page=${n + 1}`));
			}
		}
		// The end: no Next. Every tx seen exactly once, the Ethereum-signed one too.
		await expect(nextDisabled(page)).toBeVisible();
		const all = seen.flat();
		expect(all).toHaveLength(h.txCount);
		expect(new Set(all).size).toBe(h.txCount);
		expect(all).toContain(E.ethereumTx.txhash);

		// Reload on the last page: Prev still goes back, via the cursor trail kept by this tab.
		await page.reload();
		await expect(rows(history(page))).toHaveCount(h.txCount - limit * (pages - 1));
		await prevLink(page).click();
		await expect(page).toHaveURL(new RegExp(`page=${pages - 1}`));
		await expect.poll(() => historyHashes(page)).toEqual(seen[pages - 2]);
		await page.goBack();
		await expect.poll(() => historyHashes(page)).toEqual(seen[pages - 1]);
	});

	test('a page of a long history opened in a fresh tab offers First instead of Prev; the Ethereum-signed tx renders like any other', async ({ page }) => {
		const h = E.longHistory;
		const limit = 100;
		const pages = Math.ceil(h.txCount / limit);
		await page.goto(to.token(E.chainId, h.collection, h.tokenId, { limit }));
		await expect(rows(history(page))).toHaveCount(limit);
		const firstPage = await historyHashes(page);
		await nextLink(page).click();
		await expect(historyPager(page)).toContainText(`Page 2 of ${pages}`);
		const second = where(page);

		// A fresh tab has no trail: "First" instead of Prev.
		const other = await page.context().newPage();
		await other.goto(second);
		await expect(historyPager(other)).toContainText(`Page 2 of ${pages}`);
		const first = other.getByRole('link', { name: '« First' });
		await expect(first).toHaveAttribute('title', /previous page is not known/);
		await first.click();
		await expect.poll(() => historyHashes(other)).toEqual(firstPage);
		await expect(historyPager(other)).toContainText(`Page 1 of ${pages}`);

		// Walk to the tx signed from an Ethereum wallet (signer mode 9999) and open its raw JSON, one
		// page at a time: a click before the previous page is on screen would follow a stale link.
		const ethTx = E.ethereumTx.txhash;
		for (let n = 1; n < pages && !(await historyHashes(other)).includes(ethTx); n++) {
			await nextLink(other).click();
			await expect(historyPager(other)).toContainText(`Page ${n + 1} of ${pages}`);
			await expect(rows(history(other)).first()).toBeVisible();
		}
		const row = rows(history(other)).filter({ has: other.locator(`[data-tx-hash][title="${ethTx}"]`) });
		await expect(row).toContainText('Transfer');
		await expect(row).toContainText('Success');
		await row.getByRole('button', { name: 'Raw tx' }).click();
		await expect(row.locator('pre')).toContainText('9999');
		await other.close();
	});

	for (const [label, chainId, list] of [
		['Move', FIXTURES.move.chainId, FIXTURES.move.oddTokens],
		['L1', FIXTURES.l1.chainId, FIXTURES.l1.oddTokens],
		['Wasm', FIXTURES.wasm.chainId, FIXTURES.wasm.oddTokens]
	] as const) {
		test(`odd token ids open the right token on ${label}`, async ({ page }) => {
			for (const t of list) {
				await page.goto(to.token(chainId, t.collection, t.tokenId));
				await expect(detail(page, 'Token id').locator('span[title]')).toHaveAttribute('title', t.tokenId.replace(/[\u200b-\u200f\u202a-\u202e]/g, ''));
				await expect(detail(page, 'Owner').getByRole('link')).toHaveAttribute('href', /\/accounts\/init1/);
				await expect(page.getByText('Token not found')).toHaveCount(0);
				if ('objectAddr' in t) {
					// Move: the history comes through the NFT object address instead of the id.
					await expect(detail(page, 'NFT object address')).toContainText(t.objectAddr);
					await expect(page.getByText('its history comes from the transactions of its NFT object')).toContainText(t.objectAddr);
					await expect(rows(history(page)).last()).toContainText(/Mint|Transfer/);
					await expect(page.getByText('History is not available for this token id')).toHaveCount(0);
				} else await expect(page.getByText('History is not available for this token id')).toBeVisible();
			}
		});
	}

	test('an NFT object address in the URL (InitiaScan on Move) redirects to the token', async ({ page }) => {
		for (const [chainId, t] of [
			[FIXTURES.move.chainId, FIXTURES.move.oddTokens[0]!],
			[FIXTURES.l1.chainId, FIXTURES.l1.oddTokens[1]!]
		] as const) {
			await page.goto(to.token(chainId, t.collection, t.objectAddr));
			await expect(page).toHaveURL((u) => u.pathname === to.token(chainId, t.collection, t.tokenId));
			await expect(detail(page, 'NFT object address')).toContainText(t.objectAddr);
		}
		// The owner of an object-owned token is a 32-byte (63-character) bech32 account.
		const o = FIXTURES.move.objectOwner;
		await page.goto(to.token(FIXTURES.move.chainId, o.collection, o.tokenId));
		await expect(detail(page, 'Owner').getByRole('link')).toHaveAttribute('href', to.account(FIXTURES.move.chainId, o.owner));
	});

	test('nothing on screen moves while the metadata arrives (name, description, attributes) @mobile', async ({ page, control }) => {
		// The benchmark's token: a long history under the details, so on a desktop the rows are on screen.
		const t = E.longHistory;
		await watchShifts(page);
		await control.fault({ match: '/media/', hold: true });
		await page.goto(to.token(E.chainId, t.collection, t.tokenId));
		await expect(rows(history(page)).first()).toBeVisible();
		await expect(page.getByText('Loading metadata…')).toBeVisible();
		await rendered(page);
		await control.release();
		await control.clearFaults();
		await expect(page.getByRole('heading', { name: 'Attributes' })).toBeVisible();
		await expect(page.getByTestId('token-metadata').locator('> div.max-w-prose')).toHaveText(/\S/);
		await expectImageLoaded(page.locator('main img[alt^="Image of"]'));
		const s = await shifts(page);
		expect(s.total, `moved: ${s.moved.join(' | ')}`).toBeLessThanOrEqual(0.02);
	});

	test('the token\'s skeleton holds its cells: the history does not move when the token arrives', async ({ page, control }) => {
		// A slow indexer: the token's answer comes after the page has rendered (its skeleton, the history's place).
		const t = E.longHistory;
		await watchShifts(page);
		await control.fault({ match: `${indexerPath(E.chainId)}/nft/v1/tokens/by_collection/${t.collection}?token_id=`, hold: true });
		await page.goto(to.token(E.chainId, t.collection, t.tokenId));
		await expect(page.getByLabel('Loading the token')).toBeVisible();
		await rendered(page);
		const historySection = page.locator('main section[aria-labelledby="history-title"]');
		const before = await historySection.boundingBox();
		await control.release();
		await control.clearFaults();
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Loom Weavers? #/);
		await expect(rows(history(page)).first()).toBeVisible();
		expect(await historySection.boundingBox()).toMatchObject({ x: before!.x, y: before!.y });
		const s = await shifts(page);
		expect(s.total, `moved: ${s.moved.join(' | ')}`).toBeLessThanOrEqual(0.02);
	});

	test('burned and unknown tokens say so', async ({ page }) => {
		const b = E.burned;
		await page.goto(to.token(E.chainId, b.collection, b.tokenId));
		await expect(page.getByRole('heading', { name: 'Token not found' })).toBeVisible();
		await expect(page.getByText(`has no token with id “${b.tokenId}”`)).toBeVisible();
		await expect(page.getByText('burned tokens disappear from the indexer')).toBeVisible();
		await expect(page.getByText('No transactions for this token')).toBeVisible();
		await expect(page.getByText('it may have been burned')).toBeVisible();
		await expectAccessible(page);

		await page.goto(to.token(E.chainId, E.bigCollection.address, '2401'));
		await expect(page.getByRole('heading', { name: 'Token not found' })).toBeVisible();
		await expect(page.getByRole('link', { name: E.bigCollection.address })).toHaveAttribute('href', to.collection(E.chainId, E.bigCollection.address));
	});
});
