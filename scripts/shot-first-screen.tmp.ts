// temp: first-screen phone screenshots of given paths
import { chromium, devices } from '@playwright/test';
import { devnetNetworksJson } from '../devnet/chains';
import { startDevnet } from '../devnet/server';
import { CHROMIUM_ARGS, findChromium } from './chromium';
import { startStaticServer } from './static-server';
import { FIXTURES as F } from '../devnet/fixtures';
const enc = encodeURIComponent;
const all: Record<string, string> = {
	home: '/',
	chain: `/${F.evm.chainId}`,
	collection: `/${F.evm.chainId}/nft-collections/${F.evm.bigCollection.address}`,
	'collection-table': `/${F.evm.chainId}/nft-collections/${F.evm.bigCollection.address}?view=table`,
	token: `/${F.evm.chainId}/nft-collections/${F.evm.longHistory.collection}/nft/${enc(F.evm.longHistory.tokenId)}`,
	account: `/${F.evm.chainId}/accounts/${F.holders.testWallet}`,
	'account-internal': `/${F.evm.chainId}/accounts/${F.evm.internalTxAccount.address}/internal-txs`,
	'evm-tx': `/${F.evm.chainId}/evm-txs/${F.evm.callTree.evmHash}`,
	search: `/search?q=${F.evm.callTree.cosmosHash}`,
	notfound: `/${F.evm.chainId}/nft-collections/0x${'12'.repeat(20)}`,
	bridge: '/bridge',
	history: '/bridge/history'
};
const names = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const dark = process.argv.includes('--dark');
const width = Number(process.argv.find((a) => a.startsWith('--w='))?.slice(4) ?? 390);
const devnet = await startDevnet({ port: 0 });
const site = await startStaticServer({ dir: 'build', port: 0, networksJson: () => devnetNetworksJson(devnet.url) });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const ctx = await browser.newContext({ ...devices['Pixel 7'], viewport: { width, height: 844 }, deviceScaleFactor: 1, colorScheme: dark ? 'dark' : 'light' });
const page = await ctx.newPage();
for (const n of names.length ? names : Object.keys(all)) {
	await page.goto(site.url + all[n]);
	await page.waitForLoadState('networkidle').catch(() => {});
	await page.waitForTimeout(500);
	const click = process.argv.find((a) => a.startsWith('--click='))?.slice(8);
	if (click) {
		await page.locator(click).first().click();
		await page.waitForTimeout(300);
	}
	const sw = await page.evaluate(() => document.documentElement.scrollWidth);
	await page.screenshot({ path: `/tmp/uishots/${n}${dark ? '-dark' : ''}-${width}.png` });
	console.log(n, 'scrollWidth', sw);
}
await browser.close();
await site.close();
await devnet.close();
