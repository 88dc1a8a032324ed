// Phone layout checks (issue 12): the page is never wider than the screen, its main content starts
// on the first screen, and every interactive element in <main> is a target of at least 44 × 44 px
// (a smaller one counts when nothing else is within the 44 × 44 square around it, as WCAG 2.5.8's
// spacing rule; links inside a sentence are exempt, as there).
import { expect, type Locator, type Page } from '@playwright/test';

export const PHONES = [
	{ width: 360, height: 740 },
	{ width: 390, height: 844 }
] as const;

export async function expectFitsWidth(page: Page) {
	// The screen's width, not window.innerWidth: a phone browser widens its layout viewport (and zooms
	// out) to fit content that is too wide.
	const innerWidth = page.viewportSize()!.width;
	const { scrollWidth, wide } = await page.evaluate((innerWidth) => {
		// Name the widest culprit, so a failure says what to fix.
		const wide = [...document.querySelectorAll('body *')]
			.filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5 && !e.closest('[data-slot=table] .overflow-x-auto, .overflow-x-auto, .overflow-auto, .sr-only, [class*="sr-only"]'))
			.slice(-3)
			.map((e) => `<${e.localName} class="${e.getAttribute('class')?.slice(0, 80)}"> right=${Math.round(e.getBoundingClientRect().right)}`);
		return { scrollWidth: Math.max(document.documentElement.scrollWidth, window.innerWidth), wide };
	}, innerWidth);
	expect(scrollWidth, `page wider than the ${innerWidth} px screen: ${wide.join('; ')}`).toBeLessThanOrEqual(innerWidth);
}

/** The main content (a locator for its first part) is on the first screen, at least `visible` px of it. */
export async function expectOnFirstScreen(page: Page, main: Locator, what: string, visible = 24) {
	await expect(main, what).toBeVisible();
	const box = await main.boundingBox();
	const height = page.viewportSize()!.height;
	// boundingBox is relative to the viewport; the page is at the top (freshly opened).
	expect(await page.evaluate(() => window.scrollY), 'the page opened scrolled').toBe(0);
	expect(box!.y + Math.min(box!.height, visible), `${what} starts at y=${Math.round(box!.y)}, below the ${height} px screen`).toBeLessThanOrEqual(height);
}

export async function expectTapTargets(page: Page, scope = 'main') {
	const small = await page.evaluate((scope) => {
		const root = document.querySelector(scope);
		if (!root) return [`no ${scope}`];
		const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [tabindex="0"]';
		const visible = (r: DOMRect, e: Element) => r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden' && !e.closest('.sr-only, [inert]');
		const targets = [...root.querySelectorAll(selector)]
			.map((e) => {
				let r = e.getBoundingClientRect();
				// A stretched link (::after covering its card) is as big as the card.
				const after = getComputedStyle(e, '::after');
				if (after.position === 'absolute' && after.content !== 'none' && (e as HTMLElement).offsetParent) r = (e as HTMLElement).offsetParent!.getBoundingClientRect();
				return { e, r };
			})
			.filter(({ e, r }) => visible(r, e));
		const inSentence = (e: Element) => {
			if (e.localName !== 'a' || getComputedStyle(e).display !== 'inline') return false;
			const parent = e.parentElement!;
			const own = [...parent.childNodes].filter((n) => n !== e).map((n) => n.textContent ?? '').join('');
			return own.trim().length > 0;
		};
		const overlaps = (a: { left: number; top: number; right: number; bottom: number }, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
		const bad: string[] = [];
		for (const { e, r } of targets) {
			if (r.width >= 43.5 && r.height >= 43.5) continue;
			if (inSentence(e)) continue;
			const cx = r.left + r.width / 2;
			const cy = r.top + r.height / 2;
			const square = { left: cx - 22, right: cx + 22, top: cy - 22, bottom: cy + 22 };
			const crowded = targets.some((t) => t.e !== e && !t.e.contains(e) && !e.contains(t.e) && overlaps(square, t.r));
			if (r.width >= 24 && r.height >= 24 && !crowded) continue;
			const name = (e.getAttribute('aria-label') ?? e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
			bad.push(`<${e.localName}> "${name}" ${Math.round(r.width)}×${Math.round(r.height)}${crowded ? ' (crowded)' : ''}`);
		}
		return bad;
	}, scope);
	expect(small, `targets under 44 × 44 px in ${scope}`).toEqual([]);
}
