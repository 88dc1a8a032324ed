// `npm run bench [-- --latency=100 --phone-runs=3 --modules=10 --routes=home,tx --waterfall --no-build --update-baseline]`: builds the site
// (with hidden source maps), starts the devnet and a static host with injected latency, drives the
// built site in headless Chromium (desktop loads, then the phone profile), and writes
// scripts/bench/out/report.json plus a readable table: per-route bytes, phone vitals, the largest
// modules per route, PASS/FAIL per budget and a diff against the committed baseline
// (scripts/bench/baseline.json).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { devnetNetworksJson } from '../../devnet/chains';
import { FIXTURES } from '../../devnet/fixtures';
import { startDevnet } from '../../devnet/server';
import { CHROMIUM_ARGS, findChromium } from '../chromium';
import { startStaticServer } from '../static-server';
import { bridgeJsWithSigning, measureBridge, type BridgeMetrics } from './bridge';
import { GRID_EXTENT, measureLists, type ListMetrics } from './lists';
import { diff, kb, table, type Budget } from './report';
import { modulesOf } from './modules';
import { measurePhone, PHONE, type PhoneResult } from './phone';
import { measureRouteLoad, type RouteLoad } from './route-load';
import { selfSignedCert } from './tls';
import { formatWaterfall } from './waterfall';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const flag = (name: string) => process.argv.includes(`--${name}`);
const latency = Number(arg('latency') ?? 100);
const navigations = Number(arg('navigations') ?? 300);
const phoneRuns = Number(arg('phone-runs') ?? 3);
const TOP_MODULES = Number(arg('modules') ?? 10);
/** The tx page's main content: its status and decoded messages. */
const TX_COMPLETE = '[data-message]';
const outDir = 'scripts/bench/out';
const baselinePath = 'scripts/bench/baseline.json';
const started = Date.now();

if (!flag('no-build')) {
	process.stdout.write('Building (with hidden source maps for the module table)…\n');
	const b = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', env: { ...process.env, SOURCEMAP: '1' } });
	if (b.status !== 0) process.exit(b.status ?? 1);
}

const F = FIXTURES;
const enc = encodeURIComponent;
/** `complete`: the page's main content is on screen (rows for lists). */
const ROUTES: { route: string; path: string; complete: string; explorer: boolean }[] = [
	{ route: 'home', path: '/', complete: 'main [href$="/evm-local-1"]', explorer: true },
	{ route: 'account', path: `/${F.evm.chainId}/accounts/${F.holders.testWallet}`, complete: '[data-row]', explorer: true },
	// The account on every chain: content is the first chain's holdings.
	{ route: 'all-chains', path: `/accounts/${F.holders.testWallet}`, complete: '[data-testid="held-summary"]', explorer: true },
	{ route: 'collection', path: `/${F.evm.chainId}/nft-collections/${F.evm.bigCollection.address}`, complete: '[data-row]', explorer: true },
	// The token itself (its details, not their skeleton) and its history rows: with the rows alone, whether the
	// details' code (media view, metadata extras) counted depended on which arrived first (±6 KB between runs).
	{
		route: 'token',
		path: `/${F.evm.chainId}/nft-collections/${F.evm.longHistory.collection}/nft/${enc(F.evm.longHistory.tokenId)}`,
		complete: 'main:has(li[data-row]):not(:has([aria-label="Loading the token"]))',
		explorer: true
	},
	{ route: 'evm-tx', path: `/${F.evm.chainId}/evm-txs/${F.evm.callTree.evmHash}`, complete: '[data-row]', explorer: true },
	{ route: 'tx', path: `/${F.evm.chainId}/txs/${F.evm.failedTx.txhash}`, complete: TX_COMPLETE, explorer: true },
	{ route: 'bridge', path: '/bridge', complete: '[data-testid="bridge-submit"]', explorer: false },
	{ route: 'bridge-track', path: '/bridge/track?chain_id=initia-local-1&tx_hash=' + 'A'.repeat(64), complete: '[data-testid="transfer-timeline"], [data-testid="transfer-state"]', explorer: false }
];
// --routes=home,tx: only those routes (and their budgets), for a quick look at one area.
const only = arg('routes')?.split(',').map((x) => x.trim()).filter(Boolean);
const unknown = only?.filter((x) => !ROUTES.some((r) => r.route === x)) ?? [];
if (unknown.length) {
	process.stderr.write(`unknown route(s) ${unknown.join(', ')}; known: ${ROUTES.map((r) => r.route).join(', ')}\n`);
	process.exit(2);
}
const routes = only ? ROUTES.filter((r) => only.includes(r.route)) : ROUTES;
const BUILD = 'build';

const devnet = await startDevnet({ port: 0, knobs: { latencyMs: latency } });
const tls = selfSignedCert();
// Both hosts gzip text as production static hosts do: the budgets are gzip figures, and the phone's
// slow link must carry the bytes a user's phone would get, not the raw files.
const site = await startStaticServer({ dir: BUILD, port: 0, latencyMs: latency, tls, compress: true, networksJson: () => devnetNetworksJson(devnet.url) });
// The phone profile's network is the browser's (DevTools throttling), so its host adds no latency.
const phoneSite = await startStaticServer({ dir: BUILD, port: 0, tls, compress: true, networksJson: () => devnetNetworksJson(devnet.url) });
const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'] });
const control = async (path: string, body: unknown) => {
	await fetch(`${devnet.url}/__devnet${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
};
const log = {
	last: async () => ((await (await fetch(`${devnet.url}/__devnet/requests?since=999999999`)).json()) as { last: number }).last,
	since: async (seq: number, service?: string) =>
		((await (await fetch(`${devnet.url}/__devnet/requests?since=${seq}${service ? `&service=${service}` : ''}`)).json()) as { requests: { path: string }[] }).requests
};

// --skip-lists / --skip-bridge / --skip-phone: quicker partial runs while working on one area (budgets then FAIL).
const SKIPPED_LISTS: ListMetrics = { nextMs: [NaN], backMs: [NaN], indexerRequestsPerNext: [], hoverThenClickRequests: NaN, hoverThenClickUniqueUrls: NaN, grid: { items: 0, domNodes: NaN, heapMb: NaN, frameP95Ms: NaN, longFrames: NaN, frames: 0 }, heapAfter10Mb: NaN, heapAfter300Mb: NaN, nodesAfter10: NaN, nodesAfter300: NaN };
const SKIPPED_BRIDGE: BridgeMetrics = { etaSeconds: NaN, timeScale: 1, statusRequests: NaN, minimumStatusRequests: NaN, heapIdleMb: NaN, heapWith20TrackedMb: NaN };
const loads: RouteLoad[] = [];
const phone: PhoneResult[] = [];
let lists: ListMetrics;
let bridge: BridgeMetrics;
try {
	for (const r of routes) {
		process.stdout.write(`route ${r.route}…\n`);
		loads.push(await measureRouteLoad(browser, { ...r, siteUrl: site.url, buildDir: BUILD, devnetUrl: devnet.url }));
	}
	if (!flag('skip-phone')) {
		await control('/knobs', { latencyMs: 0 });
		for (const r of routes.filter((x) => x.route !== 'bridge-track')) {
			process.stdout.write(`phone ${r.route}…\n`);
			phone.push(await measurePhone(browser, { route: r.route, url: phoneSite.url + r.path, complete: r.complete, runs: phoneRuns, waterfall: flag('waterfall') }));
		}
		await control('/knobs', { latencyMs: latency });
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
	await phoneSite.close();
	await devnet.close();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const budgets: Budget[] = [];
const check = (name: string, limit: string, value: string, pass: boolean) => budgets.push({ name, limit, value, pass });
for (const l of loads.filter((x) => ROUTES.find((r) => r.route === x.route)!.explorer)) {
	check(`${l.route}: JS until content`, '≤ 45 KB gzip', kb(l.jsToContent.gzip), l.jsToContent.gzip <= 45 * 1024);
	check(`${l.route}: CSS until content`, '≤ 8 KB gzip', kb(l.cssToContent.gzip), l.cssToContent.gzip <= 8 * 1024);
	check(`${l.route}: sequential round trips to content`, '≤ 3', String(l.roundTripsBeforeComplete), l.roundTripsBeforeComplete <= 3);
}
const bridgeLoad = loads.find((l) => l.route === 'bridge');
const jsWithSigning = bridgeLoad ? bridgeJsWithSigning(BUILD, bridgeLoad.jsTotalFiles) : { raw: NaN, gzip: NaN, files: 0 };
if (bridgeLoad) {
	check('bridge: JS before a wallet connects', '≤ 100 KB gzip', kb(bridgeLoad.jsTotal.gzip), bridgeLoad.jsTotal.gzip <= 100 * 1024);
	check('bridge: JS with all signing code', '≤ 200 KB gzip', kb(jsWithSigning.gzip), jsWithSigning.gzip <= 200 * 1024);
}
for (const p of phone) {
	if (p.route === 'bridge') {
		check('phone: bridge form interactive', '≤ 2.5 s', `${p.interactiveMs} ms`, p.interactiveMs <= 2500);
		continue;
	}
	check(`phone: ${p.route} LCP`, '≤ 1.5 s', `${p.lcpMs} ms`, p.lcpMs <= 1500);
	check(`phone: ${p.route} CLS`, '≤ 0.02', String(p.cls), p.cls <= 0.02);
	check(`phone: ${p.route} total blocking time`, '≤ 100 ms', `${p.tbtMs} ms`, p.tbtMs <= 100);
}
if (flag('skip-phone')) check('phone profile', 'measured', 'skipped', false);
if (flag('skip-lists')) check('lists (Next, hover, grid, heap)', 'measured', 'skipped', false);
else {
	check('Next shows prefetched rows', '≤ 50 ms', `${median(lists.nextMs)} ms (median)`, median(lists.nextMs) <= 50);
	check('hover preload + navigation share requests', 'no duplicate', `${lists.hoverThenClickRequests} requests / ${lists.hoverThenClickUniqueUrls} URLs`, lists.hoverThenClickRequests === lists.hoverThenClickUniqueUrls);
	check(`grid grown to ${GRID_EXTENT.toLocaleString('en')} tokens: DOM nodes`, '< 3,000', `${lists.grid.domNodes} for ${lists.grid.items} items`, lists.grid.domNodes < 3000 && lists.grid.items >= GRID_EXTENT);
	check(`heap after ${navigations} navigations`, '≤ 1.5× heap after 10', `${lists.heapAfter300Mb} MB / ${lists.heapAfter10Mb} MB`, lists.heapAfter300Mb <= 1.5 * lists.heapAfter10Mb);
}
if (flag('skip-bridge')) check('bridge status polling', 'measured', 'skipped', false);
else check('status polling vs minimum for the ETA', '≤ 1.2×', `${bridge.statusRequests} / ${bridge.minimumStatusRequests}`, bridge.statusRequests <= 1.2 * bridge.minimumStatusRequests);

// Where the bytes go: the largest modules of each route's JS until content (bridge: before a wallet).
const moduleRows = loads
	.filter((l) => l.route !== 'bridge-track')
	.map((l) => ({ route: l.route, modules: modulesOf(l.route === 'bridge' ? l.jsTotalFiles : l.jsToContentFiles).slice(0, TOP_MODULES) }));

const report = {
	generatedAt: new Date().toISOString(),
	machine: { cpus: cpus().length, node: process.version, load: loadavg().map((x) => Math.round(x * 10) / 10) },
	latencyMs: latency,
	phoneProfile: PHONE,
	durationS: 0,
	routes: loads,
	phone,
	modules: moduleRows,
	lists,
	bridge: { ...bridge, jsWithSigning },
	budgets
};
report.durationS = Math.round((Date.now() - started) / 1000);

mkdirSync(outDir, { recursive: true });
writeFileSync(`${outDir}/report.json`, `${JSON.stringify(report, null, 2)}\n`);

const routeTable = table(
	['route', 'JS→content gz', 'raw', 'files', 'CSS gz', 'JS total gz', 'req', 'trips FCP', 'trips done', 'data req', 'FCP ms', 'done ms', 'long tasks'],
	loads.map((l) => [
		l.route,
		kb(l.jsToContent.gzip),
		kb(l.jsToContent.raw),
		l.jsToContent.files,
		kb(l.cssToContent.gzip),
		kb(l.jsTotal.gzip),
		l.requestsBeforeComplete,
		l.roundTripsBeforeFirst,
		l.roundTripsBeforeComplete,
		l.dataRequestsBeforeComplete,
		l.firstContentMs,
		l.completeMs,
		`${l.longTasks} (${l.longTaskMs} ms)`
	])
);
const phoneTable = phone.length
	? table(
			['phone route', 'LCP ms', 'CLS', 'TBT ms', 'interactive ms', 'content ms', `runs (LCP/TBT)`],
			phone.map((p) => [p.route, p.lcpMs, p.cls, p.tbtMs, p.interactiveMs, p.completeMs, p.runs.map((r) => `${r.lcpMs}/${r.tbtMs}`).join(' ')])
		)
	: 'phone profile skipped';
// --waterfall: what each route's phone load waited for (the median-LCP run).
const phoneOrigin = new URL(phoneSite.url).origin;
const waterfalls = phone
	.filter((p) => p.waterfall)
	.map((p) => formatWaterfall(p.route, p.waterfall!, phoneOrigin))
	.join('\n\n');
const moduleTable = moduleRows
	.map((r) => `${r.route}: ${r.modules.map((m) => `${m.module} ${(m.gzip / 1024).toFixed(1)}`).join(' · ') || '(no source maps: build with SOURCEMAP=1)'}`)
	.join('\n');
const other = table(
	['measure', 'value'],
	[
		['Next → rows (ms)', lists.nextMs.join(', ')],
		['Back → rows (ms)', lists.backMs.join(', ')],
		['indexer requests per Next', lists.indexerRequestsPerNext.join(', ')],
		['hover + click: requests / unique URLs', `${lists.hoverThenClickRequests} / ${lists.hoverThenClickUniqueUrls}`],
		['grid items / DOM nodes / heap', `${lists.grid.items} / ${lists.grid.domNodes} / ${lists.grid.heapMb} MB`],
		['grid scroll: p95 frame / frames > 34 ms', `${lists.grid.frameP95Ms} ms / ${lists.grid.longFrames} of ${lists.grid.frames}`],
		[`heap after 10 / ${navigations} navigations (after GC)`, `${lists.heapAfter10Mb} MB / ${lists.heapAfter300Mb} MB (DOM nodes alive ${lists.nodesAfter10} / ${lists.nodesAfter300})`],
		['bridge: JS with signing (gzip)', `${kb(jsWithSigning.gzip)} in ${jsWithSigning.files} files`],
		['bridge: status requests / minimum for ETA', `${bridge.statusRequests} / ${bridge.minimumStatusRequests} (ETA ${bridge.etaSeconds} s, time scale ${bridge.timeScale})`],
		['bridge: heap with 20 tracked transfers', `${bridge.heapWith20TrackedMb} MB (idle ${bridge.heapIdleMb} MB)`]
	]
);
const budgetTable = table(['budget', 'limit', 'measured', 'result'], budgets.map((b) => [b.name, b.limit, b.value, b.pass ? 'PASS' : 'FAIL']));
const text = `Loom benchmark (${report.generatedAt}, latency ${latency} ms, load ${report.machine.load.join(' ')}, ${report.durationS} s)

${routeTable}

Phone profile: ${PHONE.cpuSlowdown}× CPU slowdown, ${PHONE.rttMs} ms RTT, ${PHONE.downKbps / 1000} Mbps down, ${PHONE.width} px; medians of ${phoneRuns} cold loads
${phoneTable}
${waterfalls ? `\nPhone waterfalls (ms from the document request; wire = bytes as sent)\n${waterfalls}\n` : ''}
Largest modules of each route's JS until content (gzip KB, from source maps)
${moduleTable}

${other}

${budgetTable}
`;
writeFileSync(`${outDir}/report.txt`, text);
process.stdout.write(`\n${text}`);

if (existsSync(baselinePath) && !flag('update-baseline')) {
	const changes = diff(report, JSON.parse(readFileSync(baselinePath, 'utf8')));
	process.stdout.write(changes.length ? `\nChanged against the baseline (>10 %):\n  ${changes.join('\n  ')}\n` : '\nNo change against the baseline beyond 10 %.\n');
}
const partial = flag('skip-lists') || flag('skip-bridge') || flag('skip-phone') || only !== undefined;
if (!partial && (flag('update-baseline') || !existsSync(baselinePath))) {
	writeFileSync(baselinePath, `${JSON.stringify(report, null, 2)}\n`);
	// README shows the run the baseline holds, so the two never disagree.
	const readme = readFileSync('README.md', 'utf8');
	const block = /(<!-- bench:start -->\n)[\s\S]*?(<!-- bench:end -->)/;
	if (block.test(readme)) writeFileSync('README.md', readme.replace(block, (_, a: string, b: string) => `${a}\`\`\`text\n${text}\`\`\`\n${b}`));
	process.stdout.write(`Baseline written to ${baselinePath}, table to README.md\n`);
}
process.exit(budgets.every((b) => b.pass) ? 0 : 1);
