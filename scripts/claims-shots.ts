// `npx tsx scripts/claims-shots.ts [out-dir] [--phone]`: the README's screenshots of OP withdrawals
// and bare-hash tracking on a fresh devnet (npm run build first): /bridge/withdrawals with the
// burner wallet (its seeded claimable and counting-down withdrawals), the claim's review, the claim
// paid out, and /bridge/track?tx_hash= without a chain while one rollup cannot answer. At desktop
// width, or a phone's with --phone.
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { MOVE_L2, devnetNetworksJson } from '../devnet/chains';
import { SEEDED } from '../devnet/executor/seed';
import { startDevnet } from '../devnet/server';
import { CHROMIUM_ARGS, findChromium } from './chromium';
import { startStaticServer } from './static-server';

const phone = process.argv.includes('--phone');
const out = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'docs/screenshots';
mkdirSync(out, { recursive: true });

const devnet = await startDevnet({ port: 0 });
const site = await startStaticServer({ dir: 'build', port: 0, networksJson: () => devnetNetworksJson(devnet.url) });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });

async function shot(page: Page, name: string) {
	await page.waitForTimeout(400);
	const file = `${out}/${name}${phone ? '-phone' : ''}.png`;
	await page.screenshot({ path: file });
	process.stdout.write(`${file}\n`);
}

const stage = (page: Page, label: 'burnerClaimable' | 'burnerCountdown') =>
	page.locator(`[data-testid="withdrawal"][data-chain="${SEEDED[label].chainId}"][data-sequence="${SEEDED[label].sequence}"]`);

try {
	const ctx = await browser.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 } : { viewport: { width: 1280, height: 860 }, deviceScaleFactor: 1 });
	const page = await ctx.newPage();
	await page.goto(`${site.url}/bridge/withdrawals`);
	await page.getByTestId('wallet-button').click();
	await page.getByTestId('wallet-dialog').getByRole('button', { name: /^Devnet burner wallet/ }).click();
	const claimable = stage(page, 'burnerClaimable');
	await claimable.getByTestId('claim-button').waitFor({ timeout: 20_000 });
	await stage(page, 'burnerCountdown').locator('[data-stage="countdown"]').waitFor({ timeout: 20_000 });
	await shot(page, 'withdrawals-1-list');

	await claimable.getByTestId('claim-button').click();
	const phase = page.getByTestId('claim-phase');
	await phase.and(page.locator('[data-phase="review"]')).waitFor({ timeout: 20_000 });
	await shot(page, 'withdrawals-2-review');

	await page.getByTestId('claim-sign').click();
	await phase.and(page.locator('[data-phase="done"]')).waitFor({ timeout: 30_000 });
	await shot(page, 'withdrawals-3-claimed');

	// a bare hash while the Move rollup's REST is down: "unknown", naming the chain, never "not found"
	await fetch(`${devnet.url}/__devnet/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rules: [{ match: `/rest/${MOVE_L2}/cosmos/tx/v1beta1/txs/`, status: 500 }] }) });
	await page.goto(`${site.url}/bridge/track?tx_hash=${'8'.repeat(64)}`);
	await page.locator('[data-testid="locate"][data-result="inconclusive"]').waitFor({ timeout: 30_000 });
	await shot(page, 'track-bare-hash');
	await ctx.close();
} finally {
	await browser.close();
	await site.close();
	await devnet.close();
}
