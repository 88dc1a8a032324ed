// Transfer notifications through the service worker (installed apps on phones allow no other kind):
// a transfer that ends while its tab is in the background is announced by the worker with the
// transfer's title and status page, and a click on it brings that page up in a Loom tab.
import type { BrowserContext, Page } from '@playwright/test';
import { DENOMS, L1, MOVE_L2 } from '../../devnet/chains';
import { BridgePage, bridgeLink, trackLink } from '../support/bridge';
import { expect, test } from '../wallet/fixture';

const PAIR = { srcChain: L1, srcDenom: DENOMS.l1Init, dstChain: MOVE_L2, dstDenom: DENOMS.moveInit };

/** The notifications the worker shows now (closed ones are gone). */
const shown = (page: Page) =>
	page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data as unknown })));

/** The user switches to another tab or app: the page is hidden (Playwright's pages never are). */
const hide = (page: Page) =>
	page.evaluate(() => {
		Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
		Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
		document.dispatchEvent(new Event('visibilitychange'));
	});

/**
 * A click on the worker's notification. Playwright cannot click a system notification, so the
 * worker's own notificationclick handler runs on a NotificationEvent for the real notification.
 * (Browsers allow focus() and openWindow() only for a real click; the handler navigates anyway.)
 */
async function clickNotification(context: BrowserContext) {
	const [worker] = context.serviceWorkers();
	expect(worker, 'the service worker runs').toBeTruthy();
	await worker!.evaluate(async () => {
		const sw = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(e: Event): boolean };
		const [notification] = await sw.registration.getNotifications();
		// eslint-disable-next-line @typescript-eslint/no-explicit-any -- NotificationEvent exists in the worker's scope only
		const NotificationEventCtor = (self as any).NotificationEvent as new (type: string, init: { notification: Notification }) => Event;
		sw.dispatchEvent(new NotificationEventCtor('notificationclick', { notification: notification! }));
	});
}

test('a transfer that ends in the background is notified by the service worker; the click opens its status page', async ({ page, context, wallet: _wallet, control }) => {
	await context.grantPermissions(['notifications']);
	await page.goto(bridgeLink(PAIR, '1'));
	// The worker takes over a few seconds after the content (src/lib/pwa/register.ts).
	await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 20_000 }).toBe(true);
	const hash = await new BridgePage(page).sendWithReview();
	await expect(page.getByTestId('notify-button')).toHaveCount(0); // permission already granted: nothing to ask
	expect(await shown(page)).toEqual([]);

	await hide(page);
	await control.knobs({ timeScale: 100 });
	// the status page on the transfer's own network, so the link opens right from any tab
	const track = `${trackLink(L1, hash)}&network=devnet`;
	await expect.poll(() => shown(page), { timeout: 30_000 }).toEqual([{ title: 'Transfer complete', body: 'INIT → INIT', data: { href: track } }]);
	await expect(page).toHaveTitle('✓ Transfer complete · Loom');

	await clickNotification(context);
	await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(track);
	await expect(page.getByTestId('transfer-timeline')).toBeVisible();
	await expect(page.getByTestId('timeline-hop')).toHaveAttribute('data-state', 'completed');
	expect(await shown(page), 'the clicked notification is closed').toEqual([]);
});

test('a transfer that ends while its tab is in view is not notified: the page itself says it', async ({ page, context, wallet: _wallet, control }) => {
	await context.grantPermissions(['notifications']);
	await page.goto(bridgeLink(PAIR, '1'));
	await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 20_000 }).toBe(true);
	const bridge = new BridgePage(page);
	await bridge.sendWithReview();
	await control.knobs({ timeScale: 100 });
	await bridge.finalState('STATE_COMPLETED_SUCCESS');
	await expect(page.getByTestId('transfer-ending').or(page.getByTestId('timeline-hop')).first()).toBeVisible();
	expect(await shown(page)).toEqual([]);
	await expect(page).not.toHaveTitle(/Transfer complete/);
});
