// Memory across client-side navigations: what a page leaves behind can be collected even when it
// goes mid-load. A loading detached <img> kept its whole page alive until its server answered, and a
// page left before its after-content moment was kept by that call's timer (heap after 300
// navigations was 8.0 MB against 4.9 after 10). Counted in DOM nodes alive after a full GC.
import type { Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { FIXTURES, gridWhole, to } from '../support/explorer';
import { followLink } from '../support/follow';

const EVM = FIXTURES.evm.chainId;
const big = FIXTURES.evm.bigCollection;
const collection = to.collection(EVM, big.address);
const path = (r: Request) => new URL(r.url()).pathname;

const cases: { name: string; hang: (r: Request) => boolean; rows: string }[] = [
	// NFT images that never answer (a slow IPFS gateway): every token image is still loading when its page goes.
	{ name: 'with their images still loading', hang: (r) => r.resourceType() === 'image' && !path(r).startsWith('/logos/'), rows: '[data-row] img' },
	// NFT metadata that never answers: a request stays under way, so no page reaches its after-content moment.
	{ name: 'before their after-content moment', hang: (r) => r.resourceType() === 'fetch' && /^\/(media|ipfs)\//.test(path(r)), rows: '[data-row]' }
];

for (const c of cases) {
	test(`pages left behind are collected, ${c.name}`, async ({ page }) => {
		await page.route('**/*', (route) => (c.hang(route.request()) ? undefined : route.fallback()));
		const cdp = await page.context().newCDPSession(page);
		const liveNodes = () =>
			page.evaluate(() => {
				const walk = document.createTreeWalker(document);
				let n = 0;
				while (walk.nextNode()) n++;
				return n;
			});
		// Nodes alive outside the document after a full GC: what pages left behind still hold. The
		// document's own nodes are not counted: the page on screen differs from round to round (which
		// cards have their image, which after-content parts have come), by ±100 nodes on a busy machine.
		const detachedAfterGc = async () => {
			// After the tasks the pages that went have queued (an abandoned image lets go in one).
			await page.evaluate(() => new Promise((r) => setTimeout(r, 0)));
			await cdp.send('HeapProfiler.collectGarbage');
			await cdp.send('HeapProfiler.collectGarbage');
			return (await cdp.send('Memory.getDOMCounters')).nodes - (await liveNodes());
		};
		const round = async (tokenId: string) => {
			await followLink(page, to.token(EVM, big.address, tokenId), '#history-title');
			await followLink(page, collection, c.rows);
			// Counted with every card built (the first screen's come first, the others a frame later).
			await gridWhole(page);
		};

		await page.goto(collection);
		await expect(page.locator(c.rows).first()).toBeVisible();
		await gridWhole(page);
		// Each kind of page twice first: components make their templates and caches on first use.
		await round('1');
		await round('2');
		const before = await detachedAfterGc();
		const pageNodes = await liveNodes();
		for (const id of ['3', '1', '2', '3']) await round(id);
		// Eight pages left behind since `before`: together they may not keep even a quarter of one page
		// (when they were kept, it was thousands of nodes).
		expect((await detachedAfterGc()) - before).toBeLessThan(pageNodes / 4);
	});
}
