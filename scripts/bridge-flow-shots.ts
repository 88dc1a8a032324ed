// `npx tsx scripts/bridge-flow-shots.ts [out-dir] [--phone [--first-screen]]`: the bridge flow on a fresh devnet with
// the burner wallet, step by step (route preview, the review of what will be signed, the live
// timeline, the end), at desktop width (or a phone's). The desktop ones are the README's
// screenshots (docs/screenshots).
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { DENOMS, L1, MOVE_L2, devnetNetworksJson } from '../devnet/chains';
import { startDevnet } from '../devnet/server';
import { CHROMIUM_ARGS, findChromium } from './chromium';
import { startStaticServer } from './static-server';

const phone = process.argv.includes('--phone');
/** Phone shots of the first screen only (the README's, next to the desktop ones), not whole pages. */
const firstScreen = process.argv.includes('--first-screen');
const out = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'docs/screenshots';
mkdirSync(out, { recursive: true });

const devnet = await startDevnet({ port: 0, knobs: { timeScale: 8 } });
const site = await startStaticServer({ dir: 'build', port: 0, networksJson: () => devnetNetworksJson(devnet.url) });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });

async function shot(page: Page, name: string) {
	await page.waitForTimeout(400);
	const file = `${out}/${name}${phone ? '-phone' : ''}.png`;
	await page.screenshot({ path: file, fullPage: phone && !firstScreen });
	process.stdout.write(`${file}\n`);
}

try {
	const ctx = await browser.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, deviceScaleFactor: 1 } : { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
	const page = await ctx.newPage();
	const q = new URLSearchParams({ src_chain: L1, src_denom: DENOMS.l1Init, dst_chain: MOVE_L2, dst_denom: DENOMS.moveInit, amount: '2' });
	await page.goto(`${site.url}/bridge?${q}`);

	await page.getByRole('button', { name: 'Connect wallet' }).first().click();
	await page.getByTestId('wallet-dialog').getByRole('button', { name: /^Devnet burner wallet/ }).click();
	const submit = page.getByTestId('bridge-submit');
	await page.waitForFunction(() => document.querySelector('[data-testid="bridge-submit"]')?.getAttribute('data-blocker') === 'Preview route', null, { timeout: 20_000 });
	await shot(page, 'bridge-1-route');

	await submit.click();
	const status = page.getByTestId('step-status');
	await status.and(page.locator('[data-step="review"][data-waiting="user"]')).waitFor({ timeout: 20_000 });
	await page.getByTestId('sign-button').scrollIntoViewIfNeeded();
	await shot(page, 'bridge-2-review');

	await page.getByTestId('sign-button').click();
	await page.getByTestId('tx-hash').waitFor({ timeout: 20_000 });
	await page.getByTestId('transfer-timeline').waitFor({ timeout: 20_000 });
	await page.waitForTimeout(1500);
	await page.getByTestId('transfer-timeline').scrollIntoViewIfNeeded();
	await shot(page, 'bridge-3-timeline');

	await page.locator('[data-testid="transfer-state"][data-state^="STATE_COMPLETED"]').first().waitFor({ timeout: 60_000 });
	await shot(page, 'bridge-4-done');

	// A failed transfer (the destination answers the IBC packet with an error): where the funds are, and Continue.
	await fetch(`${devnet.url}/__devnet/outcome`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tx_hash: 'next', outcome: 'ack_error' }) });
	await fetch(`${devnet.url}/__devnet/knobs`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ timeScale: 50 }) });
	const usdc = new URLSearchParams({ src_chain: L1, src_denom: DENOMS.l1Usdc, dst_chain: MOVE_L2, dst_denom: DENOMS.moveUsdc, amount: '12' });
	await page.goto(`${site.url}/bridge?${usdc}`);
	await page.waitForFunction(() => document.querySelector('[data-testid="bridge-submit"]')?.getAttribute('data-blocker') === 'Preview route', null, { timeout: 20_000 });
	await submit.click();
	await status.and(page.locator('[data-step="review"][data-waiting="user"]')).waitFor({ timeout: 20_000 });
	await page.getByTestId('sign-button').click();
	await page.locator('[data-testid="funds-line"]', { hasText: 'were returned' }).waitFor({ timeout: 60_000 });
	await page.getByTestId('transfer-ending').scrollIntoViewIfNeeded();
	await shot(page, 'bridge-5-failed');

	await page.getByTestId('continue').click();
	await page.waitForFunction(() => document.querySelector('[data-testid="bridge-submit"]')?.getAttribute('data-blocker') === 'Preview route', null, { timeout: 20_000 });
	await page.evaluate(() => window.scrollTo(0, 0));
	await shot(page, 'bridge-6-continue');
	await ctx.close();
} finally {
	await browser.close();
	await site.close();
	await devnet.close();
}
