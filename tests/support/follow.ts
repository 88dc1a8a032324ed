// A link followed the way a user does: an <a> clicked in the page, so SvelteKit routes it there
// (no page.goto, which would reload the app). Shared by the e2e tests and the benchmark.
import type { Page } from '@playwright/test';

/** Follows `href` (absolute, or relative to the page), then waits for its URL and for `ready` on screen. */
export async function followLink(page: Page, href: string, ready: string): Promise<void> {
	const target = new URL(href, page.url());
	await page.evaluate((h) => {
		const a = document.createElement('a');
		a.href = h;
		document.body.append(a);
		a.click();
		a.remove();
	}, target.href);
	await page.waitForURL((u) => u.pathname === target.pathname && u.search === target.search, { waitUntil: 'commit' });
	await page.locator(ready).first().waitFor({ state: 'visible' });
}
