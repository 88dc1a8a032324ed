// `npx tsx scripts/screenshots.ts [out-dir] [--only=name,name] [--variants=desktop,phone] [--first-screen
// [--max-height=N]]`: screenshots of every page of the built site against a fresh devnet, at desktop
// and phone width, each light and dark (whole pages, or with --first-screen only what shows without
// scrolling, at most N px tall). For looking at what we build and for the README (docs/screenshots).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { devnetNetworksJson } from '../devnet/chains';
import { FIXTURES } from '../devnet/fixtures';
import { startDevnet } from '../devnet/server';
import { CHROMIUM_ARGS, findChromium } from './chromium';
import { startStaticServer } from './static-server';

const out = process.argv.find((a, i) => i > 1 && !a.startsWith('--')) ?? 'screenshots';
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7).split(',');
const firstScreen = process.argv.includes('--first-screen');
const onlyVariants = process.argv.find((a) => a.startsWith('--variants='))?.slice(11).split(',');
const maxHeight = Number(process.argv.find((a) => a.startsWith('--max-height='))?.slice(13)) || undefined;
mkdirSync(out, { recursive: true });

const F = FIXTURES;
const enc = encodeURIComponent;
const pages: [string, string][] = [
	['home', '/'],
	['collection', `/${F.evm.chainId}/nft-collections/${F.evm.bigCollection.address}`],
	['collection-table', `/${F.evm.chainId}/nft-collections/${F.evm.bigCollection.address}?view=table`],
	['token', `/${F.evm.chainId}/nft-collections/${F.evm.longHistory.collection}/nft/${enc(F.evm.longHistory.tokenId)}`],
	['token-move-odd', `/${F.move.chainId}/nft-collections/${F.move.oddTokens[0]!.collection}/nft/${enc(F.move.oddTokens[0]!.tokenId)}`],
	['hostile', `/${F.evm.chainId}/nft-collections/${F.evm.hostileCollection.address}`],
	['account', `/${F.evm.chainId}/accounts/${F.holders.testWallet}`],
	['account-all-chains', `/accounts/${F.traveller.address}`],
	['account-internal', `/${F.evm.chainId}/accounts/${F.evm.internalTxAccount.address}/internal-txs`],
	['evm-tx', `/${F.evm.chainId}/evm-txs/${F.evm.callTree.evmHash}`],
	['evm-tx-value', `/${F.evm.chainId}/evm-txs/${F.txs.evm.valueTransfer.evmHash}`],
	['tx-failed', `/${F.txs.l1.chainId}/txs/${F.txs.l1.failedSend.hash}`],
	['tx-wasm', `/${F.wasm.chainId}/txs/${F.txs.wasm.execute.hash}`],
	['tx-not-here', `/${F.txs.l1.chainId}/txs/${F.txs.wasm.execute.hash}`],
	['search', `/search?q=${F.holders.testWallet}`],
	['search-username', `/search?q=${F.usernames.alice.name}`],
	['not-found', `/${F.evm.chainId}/nft-collections/0x${'12'.repeat(20)}`],
	['bridge', '/bridge'],
	['bridge-history', '/bridge/history'],
	['bridge-withdrawals', `/bridge/withdrawals?address=${F.holders.testWallet}`],
	['chain', `/${F.evm.chainId}`]
];

const devnet = await startDevnet({ port: 0 });
const site = await startStaticServer({ dir: 'build', port: 0, networksJson: () => devnetNetworksJson(devnet.url) });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const variants = [
	{ name: 'desktop', viewport: { width: 1280, height: 800 }, colorScheme: 'light' as const },
	{ name: 'phone', viewport: { width: 390, height: 844 }, colorScheme: 'light' as const, isMobile: true },
	{ name: 'desktop-dark', viewport: { width: 1280, height: 800 }, colorScheme: 'dark' as const },
	{ name: 'phone-dark', viewport: { width: 390, height: 844 }, colorScheme: 'dark' as const, isMobile: true }
];
try {
	for (const v of variants) {
		if (onlyVariants && !onlyVariants.includes(v.name)) continue;
		const ctx = await browser.newContext({ viewport: v.viewport, colorScheme: v.colorScheme, isMobile: v.isMobile ?? false, deviceScaleFactor: 1 });
		const page = await ctx.newPage();
		for (const [name, path] of pages) {
			if (only && !only.includes(name)) continue;
			await page.goto(site.url + path);
			await page.waitForLoadState('networkidle').catch(() => {});
			await page.waitForTimeout(600);
			const clip = firstScreen && maxHeight ? { x: 0, y: 0, width: v.viewport.width, height: Math.min(maxHeight, v.viewport.height) } : undefined;
			await page.screenshot({ path: `${out}/${name}-${v.name}.png`, fullPage: !firstScreen, clip });
			process.stdout.write(`${out}/${name}-${v.name}.png\n`);
		}
		await ctx.close();
	}
} finally {
	await browser.close();
	await site.close();
	await devnet.close();
}
