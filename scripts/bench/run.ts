// `npm run bench [-- --latency=100 --no-build --update-baseline]`: builds the site, starts the devnet
// and a static host with injected latency, drives the built site in headless Chromium, and writes
// scripts/bench/out/report.json plus a readable table, with PASS/FAIL per budget and a diff against
// the committed baseline (scripts/bench/baseline.json).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { chromium } from '@playwright/test';
import { devnetNetworksJson } from '../../devnet/chains';
import { FIXTURES } from '../../devnet/fixtures';
import { startDevnet } from '../../devnet/server';
import { CHROMIUM_ARGS, findChromium } from '../chromium';
import { startStaticServer } from '../static-server';
import { measureBridge, type BridgeMetrics } from './bridge';
import { measureLists, type ListMetrics } from './lists';
import { diff, kb, table, type Budget } from './report';
import { measureRouteLoad, type RouteLoad } from './route-load';
import { selfSignedCert } from './tls';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const flag = (name: string) => process.argv.includes(`--${name}`);
const latency = Number(arg('latency') ?? 100);
const navigations = Number(arg('navigations') ?? 300);
const outDir = 'scripts/bench/out';
const baselinePath = 'scripts/bench/baseline.json';
const started = Date.now();

if (!flag('no-build')) {
	process.stdout.write('Building…\n');
	const b = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
	if (b.status !== 0) process.exit(b.status ?? 1);
}

const F = FIXTURES;
const enc = encodeURIComponent;
const ROUTES: { route: string; path: string; complete: string; explorer: boolean }[] = [
	{ route: 'home', path: '/', complete: 'main [href$="/evm-local-1"]', explorer: true },
	{ route: 'account', path: `/${F.evm.chainId}/accounts/${F.holders.testWallet}`, complete: '[data-row]', explorer: true },
	{ route: 'collection', path: `/${F.evm.chainId}/nft-collections/${F.evm.bigCollection.address}`, complete: '[data-row]', explorer: true },
	{ route: 'token', path: `/${F.evm.chainId}/nft-collections/${F.evm.longHistory.collection}/nft/${enc(F.evm.longHistory.tokenId)}`, complete: 'li[data-row]', explorer: true },
	{ route: 'evm-tx', path: `/${F.evm.chainId}/evm-txs/${F.evm.callTree.evmHash}`, complete: '[data-row]', explorer: true },
	{ route: 'bridge', path: '/bridge', complete: '[data-testid="bridge-submit"]', explorer: false },
	{ route: 'bridge-track', path: '/bridge/track?chain_id=initia-local-1&tx_hash=' + 'A'.repeat(64), complete: '[data-testid="transfer-timeline"], [data-testid="transfer-state"]', explorer: false }
];

const devnet = await startDevnet({ port: 0, knobs: { latencyMs: latency } });
const site = await startStaticServer({ dir: 'build', port: 0, latencyMs: latency, tls: selfSignedCert(), networksJson: () => devnetNetworksJson(devnet.url) });
const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'] });
const log = {
	last: async () => ((await (await fetch(`${devnet.url}/__devnet/requests?since=999999999`)).json()) as { last: number }).last,
	since: async (seq: number, service?: string) =>
		((await (await fetch(`${devnet.url}/__devnet/requests?since=${seq}${service ? `&service=${service}` : ''}`)).json()) as { requests: { path: string }[] }).requests
};

// --skip-lists / --skip-bridge: quicker partial runs while working on one area (budgets then FAIL).
const SKIPPED_LISTS: ListMetrics = { nextMs: [NaN], backMs: [NaN], indexerRequestsPerNext: [], hoverThenClickRequests: NaN, hoverThenClickUniqueUrls: NaN, grid: { items: 0, domNodes: NaN, heapMb: NaN, frameP95Ms: NaN, longFrames: NaN, frames: 0 }, heapAfter10Mb: NaN, heapAfter300Mb: NaN };
const SKIPPED_BRIDGE: BridgeMetrics = { jsWithSigning: { raw: NaN, gzip: NaN, files: 0 }, etaSeconds: NaN, timeScale: 1, statusRequests: NaN, minimumStatusRequests: NaN, heapIdleMb: NaN, heapWith20TrackedMb: NaN };
const loads: RouteLoad[] = [];
let lists: ListMetrics;
let bridge: BridgeMetrics;
try {
	for (const r of ROUTES) {
		process.stdout.write(`route ${r.route}…\n`);
		loads.push(await measureRouteLoad(browser, { ...r, siteUrl: site.url, buildDir: 'build', devnetUrl: devnet.url }));
	}
	process.stdout.write('lists…\n');
	lists = flag('skip-lists') ? SKIPPED_LISTS : await measureLists(browser, {
		siteUrl: site.url,
		log,
		collectionPath: `/${F.evm.chainId}/nft-collections/${F.evm.bigCollection.address}`,
		tokenPaths: ['1', '2', '3', F.evm.longHistory.tokenId].map((id) => `/${F.evm.chainId}/nft-collections/${F.evm.bigCollection.address}/nft/${id}`),
		navigations
	});
	process.stdout.write('bridge…\n');
	bridge = flag('skip-bridge') ? SKIPPED_BRIDGE : await measureBridge(browser, { siteUrl: site.url, devnetUrl: devnet.url, log });
} finally {
	await browser.close();
	await site.close();
	await devnet.close();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const budgets: Budget[] = [];
const check = (name: string, limit: string, value: string, pass: boolean) => budgets.push({ name, limit, value, pass });
for (const l of loads) {
	const explorer = ROUTES.find((r) => r.route === l.route)!.explorer;
	if (explorer) {
		check(`${l.route}: JS before first content`, '≤ 60 KB gzip', kb(l.jsRequired.gzip), l.jsRequired.gzip <= 60 * 1024);
		check(`${l.route}: CSS before first content`, '≤ 15 KB gzip', kb(l.cssRequired.gzip), l.cssRequired.gzip <= 15 * 1024);
		if (l.route !== 'home') check(`${l.route}: sequential round trips to content`, '≤ 3', String(l.roundTripsBeforeComplete), l.roundTripsBeforeComplete <= 3);
	}
}
const bridgeLoad = loads.find((l) => l.route === 'bridge')!;
check('bridge: JS before connecting a wallet', '≤ 150 KB gzip', kb(Math.max(bridgeLoad.jsTotal.gzip, bridgeLoad.jsRequired.gzip)), Math.max(bridgeLoad.jsTotal.gzip, bridgeLoad.jsRequired.gzip) <= 150 * 1024);
check('bridge: JS with all signing code', '≤ 300 KB gzip', kb(bridge.jsWithSigning.gzip), bridge.jsWithSigning.gzip <= 300 * 1024);
check('Next shows prefetched rows', '≤ 50 ms', `${median(lists.nextMs)} ms (median)`, median(lists.nextMs) <= 50);
check('hover preload + navigation share requests', 'no duplicate', `${lists.hoverThenClickRequests} requests / ${lists.hoverThenClickUniqueUrls} URLs`, lists.hoverThenClickRequests === lists.hoverThenClickUniqueUrls);
check('grid of 2,000 tokens: DOM nodes', '< 3,000', String(lists.grid.domNodes), lists.grid.domNodes < 3000 && lists.grid.items >= 2000);
check('status polling vs minimum for the ETA', '≤ 1.2×', `${bridge.statusRequests} / ${bridge.minimumStatusRequests}`, bridge.statusRequests <= 1.2 * bridge.minimumStatusRequests);
check(`heap after ${navigations} navigations`, '≤ 1.5× heap after 10', `${lists.heapAfter300Mb} MB / ${lists.heapAfter10Mb} MB`, lists.heapAfter300Mb <= 1.5 * lists.heapAfter10Mb);

const report = {
	generatedAt: new Date().toISOString(),
	machine: { cpus: cpus().length, node: process.version },
	latencyMs: latency,
	durationS: 0,
	routes: loads,
	lists,
	bridge,
	budgets
};
report.durationS = Math.round((Date.now() - started) / 1000);

mkdirSync(outDir, { recursive: true });
writeFileSync(`${outDir}/report.json`, `${JSON.stringify(report, null, 2)}\n`);

const routeTable = table(
	['route', 'JS first gz', 'JS first raw', 'CSS first gz', 'seen≤FCP gz', 'JS total gz', 'req≤FCP', 'trips≤FCP', 'trips≤done', 'data req', 'FCP ms', 'done ms', 'long tasks'],
	loads.map((l) => [
		l.route,
		kb(l.jsRequired.gzip),
		kb(l.jsRequired.raw),
		kb(l.cssRequired.gzip),
		kb(l.jsBeforeFirst.gzip),
		kb(l.jsTotal.gzip),
		l.requestsBeforeFirst,
		l.roundTripsBeforeFirst,
		l.roundTripsBeforeComplete,
		l.dataRequestsBeforeComplete,
		l.firstContentMs,
		l.completeMs,
		`${l.longTasks} (${l.longTaskMs} ms)`
	])
);
const other = table(
	['measure', 'value'],
	[
		['Next → rows (ms)', lists.nextMs.join(', ')],
		['Back → rows (ms)', lists.backMs.join(', ')],
		['indexer requests per Next', lists.indexerRequestsPerNext.join(', ')],
		['hover + click: requests / unique URLs', `${lists.hoverThenClickRequests} / ${lists.hoverThenClickUniqueUrls}`],
		['grid items / DOM nodes / heap', `${lists.grid.items} / ${lists.grid.domNodes} / ${lists.grid.heapMb} MB`],
		['grid scroll: p95 frame / frames > 34 ms', `${lists.grid.frameP95Ms} ms / ${lists.grid.longFrames} of ${lists.grid.frames}`],
		[`heap after 10 / ${navigations} navigations`, `${lists.heapAfter10Mb} MB / ${lists.heapAfter300Mb} MB`],
		['bridge: JS with signing (gzip)', kb(bridge.jsWithSigning.gzip)],
		['bridge: status requests / minimum for ETA', `${bridge.statusRequests} / ${bridge.minimumStatusRequests} (ETA ${bridge.etaSeconds} s, time scale ${bridge.timeScale})`],
		['bridge: heap with 20 tracked transfers', `${bridge.heapWith20TrackedMb} MB (idle ${bridge.heapIdleMb} MB)`]
	]
);
const budgetTable = table(['budget', 'limit', 'measured', 'result'], budgets.map((b) => [b.name, b.limit, b.value, b.pass ? 'PASS' : 'FAIL']));
const text = `Loom benchmark (${report.generatedAt}, latency ${latency} ms, ${report.durationS} s)\n\n${routeTable}\n\n${other}\n\n${budgetTable}\n`;
writeFileSync(`${outDir}/report.txt`, text);
process.stdout.write(`\n${text}`);

if (existsSync(baselinePath) && !flag('update-baseline')) {
	const changes = diff(report, JSON.parse(readFileSync(baselinePath, 'utf8')));
	process.stdout.write(changes.length ? `\nChanged against the baseline (>10 %):\n  ${changes.join('\n  ')}\n` : '\nNo change against the baseline beyond 10 %.\n');
}
const partial = flag('skip-lists') || flag('skip-bridge');
if (!partial && (flag('update-baseline') || !existsSync(baselinePath))) {
	writeFileSync(baselinePath, `${JSON.stringify(report, null, 2)}\n`);
	// README shows the run the baseline holds, so the two never disagree.
	const readme = readFileSync('README.md', 'utf8');
	const block = /(<!-- bench:start -->\n)[\s\S]*?(<!-- bench:end -->)/;
	if (block.test(readme)) writeFileSync('README.md', readme.replace(block, (_, a: string, b: string) => `${a}\`\`\`text\n${text}\`\`\`\n${b}`));
	process.stdout.write(`Baseline written to ${baselinePath}, table to README.md\n`);
}
process.exit(budgets.every((b) => b.pass) ? 0 : 1);
