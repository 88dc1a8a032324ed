// A deep link's data starts while the app's code downloads (src/lib/nav/early-data.ts, loaded by the
// boot script src/boot/early-data.js). Each test holds SvelteKit's start code back: the page's first
// requests, its first metadata and images must still go out, which only the early module can do; then
// the app runs, its loads get the same answers from http.ts's cache (one request each on the wire), and
// the page shows the right rows.
import type { Page } from '@playwright/test';
import { expect, test, type DevnetControl } from '../support/fixtures';
import { expectImageLoaded, expectTokenIds, FIXTURES, indexerPath, indexerRequests, lexicographicIds, logMark, to } from '../support/explorer';

const E = FIXTURES.evm;

/** Holds the app's start code until released: nothing of SvelteKit runs before. */
async function holdApp(page: Page): Promise<() => void> {
	let release!: () => void;
	const held = new Promise<void>((r) => (release = r));
	await page.route(/\/_app\/immutable\/entry\/start\.[^/]+\.js$/, async (route) => {
		await held;
		await route.continue();
	});
	return release;
}

/** Requests the devnet got for `service` since `mark`, by path (query included). */
async function served(control: DevnetControl, mark: number, service: string): Promise<string[]> {
	return (await control.requests(mark, service)).requests.map((r) => r.path);
}

/** The images the early module hinted (<link rel=preload as=image>). */
const hintedImages = (page: Page) => page.locator('head link[rel="preload"][as="image"]').evaluateAll((ls) => ls.map((l) => (l as HTMLLinkElement).href));

test.describe('deep links start their data early', () => {
	test('collection: rows, first metadata and images go out before the app runs, each once @mobile', async ({ page, control }) => {
		const big = E.bigCollection;
		const mark = await logMark(control);
		const configRequests: string[] = [];
		page.on('request', (r) => r.url().endsWith('/networks.json') && configRequests.push(r.url()));
		const release = await holdApp(page);
		await page.goto(to.collection(E.chainId, big.address), { waitUntil: 'commit' });

		const tokensPath = `${indexerPath(E.chainId)}/nft/v1/tokens/by_collection/${big.address}`;
		// While the app's code is held: the header, the first page of tokens and the first cards' metadata and images.
		await expect.poll(async () => (await indexerRequests(control, mark, tokensPath)).length).toBe(1);
		await expect.poll(async () => (await indexerRequests(control, mark, `/nft/v1/collections/${big.address}`)).length).toBe(1);
		await expect.poll(async () => (await served(control, mark, 'media')).filter((p) => p.endsWith('.json')).length).toBeGreaterThanOrEqual(4);
		await expect.poll(async () => (await hintedImages(page)).length).toBeGreaterThan(0);
		release();

		await expectTokenIds(page, lexicographicIds(big.size, 'desc').slice(0, 24));
		await expect(page.getByRole('heading', { level: 1, name: big.name })).toBeVisible();
		// The hinted images are the first cards' own, loaded once (the <img> found the preloaded one). The
		// first token's image is missing (404): its card shows the placeholder, as without the hint.
		const hinted = await hintedImages(page);
		expect(hinted.length).toBeLessThanOrEqual(4);
		const shown = await page.locator('main img[alt^="Image of"]').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
		for (const href of hinted.filter((h) => !h.includes('missing-'))) expect(shown).toContain(href);
		const loaded = page.locator(`main img[src="${hinted.find((h) => h.endsWith('.svg'))}"]`);
		await expectImageLoaded(loaded);

		// One request on the wire for each of the page's first answers.
		const first = (await indexerRequests(control, mark, tokensPath))[0]!.path;
		expect((await indexerRequests(control, mark, tokensPath)).filter((r) => r.path === first)).toHaveLength(1);
		expect(await indexerRequests(control, mark, `/nft/v1/collections/${big.address}`)).toHaveLength(1);
		const media = await served(control, mark, 'media');
		for (const href of hinted) expect(media.filter((p) => p === new URL(href).pathname)).toHaveLength(1);
		expect(media.filter((p) => p.endsWith('.json')).length).toBe(new Set(media.filter((p) => p.endsWith('.json'))).size);
		expect(configRequests).toHaveLength(1);
	});

	test("token: the token, its history, its metadata and image go out before the app runs, each once @mobile", async ({ page, control }) => {
		const t = E.uris.https;
		const mark = await logMark(control);
		const release = await holdApp(page);
		await page.goto(to.token(E.chainId, t.collection, t.tokenId), { waitUntil: 'commit' });

		const historyPath = `/nft/v1/txs/${t.collection}/${t.tokenId}`;
		await expect.poll(async () => (await indexerRequests(control, mark, `/nft/v1/tokens/by_collection/${t.collection}`)).length).toBe(1);
		await expect.poll(async () => (await hintedImages(page)).length).toBe(1);
		await expect.poll(async () => (await indexerRequests(control, mark, historyPath)).length).toBe(1);
		release();

		await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Loom Weavers? #1$/);
		const image = page.locator('main img[alt^="Image of"]');
		await expectImageLoaded(image);
		const [hinted] = await hintedImages(page);
		await expect(image).toHaveAttribute('src', hinted!);
		await expect(page.getByRole('list', { name: 'Transactions, newest first' }).locator('[data-row]').last()).toContainText('Mint');

		expect(await indexerRequests(control, mark, historyPath)).toHaveLength(1);
		expect(await indexerRequests(control, mark, `/nft/v1/tokens/by_collection/${t.collection}`)).toHaveLength(1);
		expect(await indexerRequests(control, mark, `/nft/v1/collections/${t.collection}`)).toHaveLength(1);
		const media = await served(control, mark, 'media');
		expect(media.filter((p) => p.endsWith('.json'))).toHaveLength(1);
		expect(media.filter((p) => p.startsWith('/media/') && !p.endsWith('.json'))).toHaveLength(1);
	});

	test("token: the history is asked once the token's image is in, not while its metadata is on the way @mobile", async ({ page, control }) => {
		const t = E.uris.https;
		const historyPath = `/nft/v1/txs/${t.collection}/${t.tokenId}`;
		const mark = await logMark(control);
		// The token's metadata waits at the devnet until released (the app's code is held too).
		await control.fault({ match: '.json', hold: true, times: 1 });
		const release = await holdApp(page);
		await page.goto(to.token(E.chainId, t.collection, t.tokenId), { waitUntil: 'commit' });

		await expect.poll(async () => (await served(control, mark, 'media')).filter((p) => p.endsWith('.json')).length).toBe(1);
		await expect.poll(async () => (await indexerRequests(control, mark, `/nft/v1/collections/${t.collection}`)).length).toBe(1);
		expect(await indexerRequests(control, mark, historyPath)).toHaveLength(0);
		const beforeRelease = await logMark(control);
		await control.release();
		// Then the image, and after it the history (the app still held): asked once, after the release.
		await expect.poll(async () => (await hintedImages(page)).length).toBe(1);
		await expect.poll(async () => (await indexerRequests(control, mark, historyPath)).length).toBe(1);
		const image = (await control.requests(mark, 'media')).requests.filter((r) => r.path.startsWith('/media/') && !r.path.endsWith('.json'));
		expect(image).toHaveLength(1);
		const [history] = await indexerRequests(control, mark, historyPath);
		expect(history!.seq).toBeGreaterThan(Math.max(beforeRelease, image[0]!.seq));
		release();
		await expect(page.getByRole('list', { name: 'Transactions, newest first' }).locator('[data-row]').last()).toContainText('Mint');
		expect(await indexerRequests(control, mark, historyPath)).toHaveLength(1);
	});

	test("the account on every chain: each chain's first pages go out before the app runs, each once @mobile", async ({ page, control }) => {
		const T = FIXTURES.traveller;
		const mark = await logMark(control);
		const release = await holdApp(page);
		await page.goto(`/accounts/${encodeURIComponent(T.address)}`, { waitUntil: 'commit' });

		// Every chain's first page of tokens (by its bech32 form of the account), while the app's code is held.
		const tokenRequests = async () => (await control.requests(mark, 'indexer')).requests.filter((r) => r.path.includes('/nft/v1/tokens/by_account/'));
		await expect.poll(async () => new Set((await tokenRequests()).map((r) => r.chainId)).size).toBe(4);
		release();

		await expect(page.getByTestId('holdings-summary')).toHaveText('NFTs on 3 of 4 chains.');
		for (const [chainId, held] of Object.entries(T.nfts)) await expect(page.locator(`#holdings-${chainId}`).getByTestId('held-summary')).toHaveText(`${held.tokenIds.length} NFTs in 1 collection`);
		// One request per chain: the page's load got the early answers.
		const byChain = (await tokenRequests()).map((r) => `${r.chainId} ${r.path}`);
		expect(byChain).toHaveLength(new Set(byChain).size);
		expect(new Set((await tokenRequests()).map((r) => r.chainId)).size).toBe(4);
	});

	test("the account on every chain: the other chains are asked once the first chain's first pages answered @mobile", async ({ page, control }) => {
		const T = FIXTURES.traveller;
		const first = FIXTURES.l1.chainId; // the L1 comes first (sortChains)
		const tokens = `${indexerPath(first)}/nft/v1/tokens/by_account/`;
		const mark = await logMark(control);
		// The first chain's tokens wait at the devnet until released.
		await control.fault({ match: tokens, hold: true, times: 1 });
		const release = await holdApp(page);
		await page.goto(`/accounts/${encodeURIComponent(T.address)}`, { waitUntil: 'commit' });

		const others = async () => (await control.requests(mark, 'indexer')).requests.filter((r) => r.chainId !== first);
		await expect.poll(async () => (await indexerRequests(control, mark, tokens)).length).toBe(1);
		await expect.poll(async () => (await indexerRequests(control, mark, `${indexerPath(first)}/nft/v1/collections/by_account/`)).length).toBe(1);
		const beforeRelease = await logMark(control);
		await control.release();
		// Only then the others (every chain's tokens, the app still held): none reached the devnet before.
		await expect.poll(async () => new Set((await others()).filter((r) => r.path.includes('/nft/v1/tokens/by_account/')).map((r) => r.chainId)).size).toBe(3);
		for (const r of await others()) expect(r.seq, `${r.chainId} ${r.path}`).toBeGreaterThan(beforeRelease);
		release();
		await expect(page.getByTestId('holdings-summary')).toHaveText('NFTs on 3 of 4 chains.');
	});

	test("the account on every chain: the first render waits for the first chain's first pages only briefly, a slow indexer does not hold the page @mobile", async ({ page, control }) => {
		const T = FIXTURES.traveller;
		const tokens = `${indexerPath(FIXTURES.l1.chainId)}/nft/v1/tokens/by_account/`;
		const mark = await logMark(control);
		// The first chain's tokens wait at the devnet until released; the app's code is not held.
		await control.fault({ match: tokens, hold: true, times: 1 });
		await page.goto(`/accounts/${encodeURIComponent(T.address)}`, { waitUntil: 'commit' });

		await expect.poll(async () => (await indexerRequests(control, mark, tokens)).length).toBe(1);
		// The page renders while they are still held (src/lib/nav/first-render.ts MAX_HOLD_MS).
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await control.release();
		await expect(page.getByTestId('holdings-summary')).toHaveText('NFTs on 3 of 4 chains.');
		expect(await indexerRequests(control, mark, tokens)).toHaveLength(1);
	});
});

test.describe('the EVM tx page starts its data early too (src/lib/explorer/tx/early-evm-tx.ts)', () => {
	test('the receipt, the JSON-RPC batch and the first calls go out before the app runs, each once @mobile', async ({ page, control }) => {
		const tree = E.callTree;
		const mark = await logMark(control);
		const posts = async () => (await control.requests(mark, 'jsonrpc')).requests.filter((r) => r.method === 'POST' && r.chainId === E.chainId);
		const release = await holdApp(page);
		await page.goto(to.evmTx(E.chainId, tree.evmHash), { waitUntil: 'commit' });

		const receiptPath = `${indexerPath(E.chainId)}/tx/v1/evm-txs/${tree.evmHash}`;
		const callsPath = `/tx/v1/evm-internal-txs/${tree.evmHash}`;
		// While the app's code is held: the header's two sources and the call tree's first page.
		await expect.poll(async () => (await indexerRequests(control, mark, receiptPath)).length).toBe(1);
		await expect.poll(async () => (await indexerRequests(control, mark, callsPath)).length).toBe(1);
		await expect.poll(async () => (await posts()).length).toBe(1);
		release();

		await expect(page.getByRole('list', { name: 'Internal calls' }).locator('[data-row]').first()).toBeVisible();
		await expect(page.getByText('Cosmos tx with EVM logs')).toBeVisible();
		// The block time comes after the content, in a second JSON-RPC request of the page's own.
		await expect(page.locator('dt:text-is("Time") + dd').getByLabel('Loading the block time')).toHaveCount(0);
		// The page's loads got the early answers: one request on the wire for each.
		expect(await indexerRequests(control, mark, receiptPath)).toHaveLength(1);
		expect(await indexerRequests(control, mark, callsPath)).toHaveLength(1);
		expect(await posts()).toHaveLength(2);
	});
});

test.describe('the Cosmos tx page starts its data early too (src/lib/explorer/tx/early-tx.ts)', () => {
	test('the indexer’s tx and the router’s denoms go out before the app runs, each once @mobile', async ({ page, control }) => {
		const W = FIXTURES.txs.wasm;
		const mark = await logMark(control);
		const assets = async () => (await control.requests(mark, 'router')).requests.filter((r) => r.path.includes('/v2/fungible/assets') && r.path.includes(W.chainId));
		const release = await holdApp(page);
		await page.goto(to.cosmosTx(W.chainId, W.execute.hash), { waitUntil: 'commit' });

		const txPath = `${indexerPath(W.chainId)}/tx/v1/txs/${W.execute.hash}`;
		await expect.poll(async () => (await indexerRequests(control, mark, txPath)).length).toBe(1);
		await expect.poll(async () => (await assets()).length).toBe(1);
		release();

		await expect(page.getByRole('heading', { level: 1 })).toContainText(W.execute.hash);
		await expect(page.locator('[data-message="0"]')).toContainText(W.execute.action);
		// The page's load got the early answers: one request on the wire for each.
		expect(await indexerRequests(control, mark, txPath)).toHaveLength(1);
		expect(await assets()).toHaveLength(1);
	});
});
