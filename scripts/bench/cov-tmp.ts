// TEMP (not committed): which bytes of each deep link's JS ran before its content was complete.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { decode } from '@jridgewell/sourcemap-codec';
import { devnetNetworksJson } from '../../devnet/chains';
import { FIXTURES as F } from '../../devnet/fixtures';
import { startDevnet } from '../../devnet/server';
import { CHROMIUM_ARGS, findChromium } from '../chromium';
import { startStaticServer } from '../static-server';
import { moduleName } from './modules';
import { PROBE_SCRIPT, watchScript } from './probe';

const enc = encodeURIComponent;
const ROUTES = [
	{ route: 'account', path: `/${F.evm.chainId}/accounts/${F.holders.testWallet}`, complete: '[data-row]' },
	{ route: 'all-chains', path: `/accounts/${F.holders.testWallet}`, complete: '[data-testid="held-summary"]' },
	{ route: 'collection', path: `/${F.evm.chainId}/nft-collections/${F.evm.bigCollection.address}`, complete: '[data-row]' },
	{ route: 'token', path: `/${F.evm.chainId}/nft-collections/${F.evm.longHistory.collection}/nft/${enc(F.evm.longHistory.tokenId)}`, complete: 'main:has(li[data-row]):not(:has([aria-label="Loading the token"]))' },
	{ route: 'evm-tx', path: `/${F.evm.chainId}/evm-txs/${F.evm.callTree.evmHash}`, complete: '[data-row]' },
	{ route: 'tx', path: `/${F.evm.chainId}/txs/${F.evm.failedTx.txhash}`, complete: '[data-message]' }
].filter((r) => !process.argv[2] || process.argv[2].split(',').includes(r.route));
const devnet = await startDevnet({ port: 0, knobs: { latencyMs: 20 } });
const site = await startStaticServer({ dir: 'build', port: 0, latencyMs: 20, networksJson: () => devnetNetworksJson(devnet.url) });
const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS] });
for (const r of ROUTES) {
	const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
	await ctx.addInitScript(PROBE_SCRIPT);
	await ctx.addInitScript(watchScript(r.complete));
	const page = await ctx.newPage();
	await page.coverage.startJSCoverage({ resetOnNavigation: false });
	await page.goto(site.url + r.path, { waitUntil: 'domcontentloaded' });
	await page.waitForFunction((sel) => window.__bench.seen[sel] !== undefined, r.complete, { timeout: 30000 });
	const cov = await page.coverage.stopJSCoverage();
	const per = new Map<string, { total: number; unused: number }>();
	for (const e of cov) {
		const p = new URL(e.url).pathname;
		if (!p.startsWith('/_app/')) continue;
		const file = join('build', p);
		const src = e.source ?? '';
		const count = new Int32Array(src.length).fill(-1);
		const ranges = e.functions.flatMap((f) => f.ranges).sort((a, b) => b.endOffset - b.startOffset - (a.endOffset - a.startOffset));
		for (const rg of ranges) count.fill(rg.count, rg.startOffset, rg.endOffset);
		if (!existsSync(file + '.map')) continue;
		const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
		const lines = src.split('\n');
		const dec = decode(map.mappings);
		let off = 0;
		for (let li = 0; li < lines.length; li++) {
			const segs = dec[li] ?? [];
			const line = lines[li]!;
			let cur = '(chunk imports)';
			let col = 0;
			const flush = (to: number) => {
				const m = per.get(cur) ?? { total: 0, unused: 0 };
				for (let c = col; c < to; c++) {
					m.total++;
					if (count[off + c] === 0) m.unused++;
				}
				per.set(cur, m);
				col = to;
			};
			for (const s of segs) {
				if (s.length < 2) continue;
				flush(s[0]);
				cur = moduleName(map.sources[s[1]!]);
			}
			flush(line.length);
			off += line.length + 1;
		}
	}
	console.log(`\n== ${r.route}: modules by raw bytes not run before content (unused/total)`);
	for (const [m, v] of [...per].filter(([m]) => !m.startsWith('svelte') && !m.startsWith('@sveltejs')).sort((a, b) => b[1].unused - a[1].unused).slice(0, 45)) console.log(`${String(v.unused).padStart(6)} / ${String(v.total).padStart(6)}  ${m}`);
	await ctx.close();
}
await browser.close();
await site.close?.();
await devnet.close?.();
process.exit(0);
