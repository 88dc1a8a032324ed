// Helpers for the explorer end-to-end specs: canonical URLs (built like src/lib/routes.ts, every
// dynamic segment percent-encoded), row readers, the hostile-content trap and scanner, the phone
// layout check and the devnet request log.
import { expect, type Locator, type Page } from '@playwright/test';
import { FIXTURES } from '../../devnet/fixtures';
import type { DevnetControl } from './fixtures';

export { FIXTURES };

const seg = encodeURIComponent;
type Query = Record<string, string | number | undefined>;

function qs(q?: Query): string {
	if (!q) return '';
	const p = new URLSearchParams();
	for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') p.set(k, String(v));
	const s = p.toString();
	return s ? `?${s}` : '';
}

/** App URLs (paths relative to the site). */
export const to = {
	chain: (chain: string) => `/${seg(chain)}`,
	account: (chain: string, address: string, q?: Query) => `/${seg(chain)}/accounts/${seg(address)}${qs(q)}`,
	internalTxs: (chain: string, address: string, q?: Query) => `/${seg(chain)}/accounts/${seg(address)}/internal-txs${qs(q)}`,
	collection: (chain: string, collection: string, q?: Query) => `/${seg(chain)}/nft-collections/${seg(collection)}${qs(q)}`,
	token: (chain: string, collection: string, tokenId: string, q?: Query) =>
		`/${seg(chain)}/nft-collections/${seg(collection)}/nft/${seg(tokenId)}${qs(q)}`,
	evmTx: (chain: string, hash: string, q?: Query) => `/${seg(chain)}/evm-txs/${seg(hash)}${qs(q)}`,
	cosmosTx: (chain: string, hash: string) => `/${seg(chain)}/txs/${seg(hash)}`,
	search: (q: string) => `/search${qs({ q })}`
};

/** Path + query of the page's current URL (what a user would copy). */
export function where(page: Page): string {
	const u = new URL(page.url());
	return u.pathname + u.search;
}

/**
 * Records whether `text` was ever in the page (from the next load on), however briefly: a state the
 * test need not catch on screen in time. Call before `goto`.
 */
export async function watchForText(page: Page, text: string): Promise<{ seen: () => Promise<boolean> }> {
	await page.addInitScript((t) => {
		const w = window as unknown as { __seen?: Record<string, boolean> };
		const seen = (w.__seen ??= {});
		new MutationObserver((_, o) => {
			if (document.body?.textContent?.includes(t)) {
				seen[t] = true;
				o.disconnect();
			}
		}).observe(document, { childList: true, subtree: true, characterData: true });
	}, text);
	return { seen: () => page.evaluate((t) => (window as unknown as { __seen?: Record<string, boolean> }).__seen?.[t] === true, text) };
}

export const rows = (page: Page | Locator) => page.locator('[data-row]');
export const nextLink = (page: Page) => page.locator('a[data-pager="next"]').first();
export const prevLink = (page: Page) => page.locator('a[data-pager="prev"]').first();
/** The pager's disabled "Next" (a span, not a link). */
export const nextDisabled = (page: Page) => page.locator('nav span[aria-disabled="true"]', { hasText: 'Next' }).first();
export const prevDisabled = (page: Page) => page.locator('nav span[aria-disabled="true"]', { hasText: 'Prev' }).first();

/** Waits until a token grid has all its cards (its first paint has the first screens' only, then boxes). */
export const gridWhole = (page: Page) => expect(page.locator('[data-card-placeholder]')).toHaveCount(0);

/** Token ids of the rendered token rows/cards, read from their links (the last path segment). */
export async function tokenIdsShown(page: Page): Promise<string[]> {
	await gridWhole(page);
	return page
		.locator('[data-row] a[data-row-link]')
		.evaluateAll((links) => links.map((a) => decodeURIComponent(new URL((a as HTMLAnchorElement).href).pathname.split('/').pop() ?? '')));
}

/** Waits for `n` rows and returns the token ids shown. */
export async function expectTokenRows(page: Page, n: number): Promise<string[]> {
	await expect(rows(page)).toHaveCount(n);
	return tokenIdsShown(page);
}

/** Waits until exactly these token ids are shown, in this order (the rows may still be the last page's). */
export async function expectTokenIds(page: Page, ids: readonly string[]) {
	await expect(rows(page)).toHaveCount(ids.length);
	await expect.poll(() => tokenIdsShown(page)).toEqual(ids);
}

/** Full tx hashes of the rows of a token history (from the hash's title). */
export async function historyHashes(page: Page): Promise<string[]> {
	return page.locator('[data-row] [data-tx-hash][title]').evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? ''));
}

/** Token ids "1".."n" in the indexer's text order (`token_id` is Postgres text: "10" < "9"). */
export function lexicographicIds(n: number, dir: 'asc' | 'desc' = 'desc'): string[] {
	const ids = Array.from({ length: n }, (_, i) => String(i + 1)).sort();
	return dir === 'asc' ? ids : ids.reverse();
}

/** Indexer requests logged by the devnet after `since` whose path contains `match`. */
export async function indexerRequests(control: DevnetControl, since: number, match = '') {
	const { requests } = await control.requests(since, 'indexer');
	return requests.filter((r) => r.path.includes(match));
}

/** The devnet request log's current sequence number. */
export async function logMark(control: DevnetControl): Promise<number> {
	return (await control.requests(Number.MAX_SAFE_INTEGER)).last;
}

/** The indexer path prefix of a chain as the devnet logs it. */
export const indexerPath = (chainId: string) => `/indexer/${chainId}/indexer`;

/**
 * Records any dialog (alert/confirm/prompt) and sets `window.__xss` if one is called, before any
 * page script runs. Hostile payloads call these; nothing may ever reach them.
 */
export async function trapScripts(page: Page) {
	await page.addInitScript(() => {
		const w = window as unknown as { __xss: boolean; __dialogs: string[] } & Record<string, unknown>;
		w.__xss = false;
		w.__dialogs = [];
		for (const name of ['alert', 'confirm', 'prompt', 'print']) {
			Object.defineProperty(window, name, {
				configurable: false,
				writable: false,
				value: (...args: unknown[]) => {
					w.__xss = true;
					w.__dialogs.push(`${name}(${args.map(String).join(', ')})`);
					return null;
				}
			});
		}
	});
	page.on('dialog', (d) => {
		void page.evaluate((m) => ((window as unknown as { __dialogs: string[] }).__dialogs.push(`dialog: ${m}`), ((window as unknown as { __xss: boolean }).__xss = true)), d.message()).catch(() => {});
		void d.dismiss().catch(() => {});
	});
}

export async function expectNothingExecuted(page: Page) {
	const state = await page.evaluate(() => {
		const w = window as unknown as { __xss?: boolean; __dialogs?: string[] };
		return { xss: w.__xss, dialogs: w.__dialogs };
	});
	expect(state, 'hostile content executed').toEqual({ xss: false, dialogs: [] });
}

/**
 * Scans the whole DOM for script-capable URLs and embedding elements: hrefs, srcs, srcsets,
 * xlink:hrefs, actions; iframe/object/embed/frame; inline event handler attributes; and inline SVG
 * that is not the app's own (aria-hidden) iconography.
 */
export async function expectNoDangerousMarkup(page: Page) {
	const found = await page.evaluate(async () => {
		const bad: string[] = [];
		// Inline scripts are allowed only when the served CSP lists their hash (SvelteKit's bootstrap).
		const csp = document.querySelector('meta[http-equiv="content-security-policy"]')?.getAttribute('content') ?? '';
		const sha256 = async (text: string) => btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))));
		// Browsers ignore control characters and spaces inside a URL's scheme ("java\tscript:").
		// eslint-disable-next-line no-control-regex
		const scheme = (v: string) => v.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
		const dangerous = (v: string) => {
			const s = scheme(v);
			return s.startsWith('javascript:') || s.startsWith('vbscript:') || (s.startsWith('data:') && !/^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/.test(s));
		};
		const all = [...document.querySelectorAll('*')];
		for (const el of all) {
			for (const attr of el.getAttributeNames()) {
				const value = el.getAttribute(attr) ?? '';
				if (/^on/i.test(attr)) bad.push(`<${el.localName} ${attr}="${value.slice(0, 60)}">`);
				if (['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'data', 'ping'].includes(attr.toLowerCase()) && dangerous(value))
					bad.push(`<${el.localName} ${attr}="${value.slice(0, 60)}">`);
				if (attr === 'srcset' && value.split(',').some((part) => dangerous(part.trim())))
					bad.push(`<${el.localName} srcset="${value.slice(0, 60)}">`);
			}
		}
		for (const el of document.querySelectorAll('iframe, frame, object, embed, applet, base, form[action^="javascript"]'))
			bad.push(`<${el.localName}> element`);
		for (const el of document.querySelectorAll('script')) {
			// The route-preload table of the boot scripts: data, never run.
			if (el.id === 'loom-route-preload' && el.getAttribute('type') === 'application/json' && el.parentElement === document.head) continue;
			const src = el.getAttribute('src');
			if (src) {
				if (new URL(src, location.href).origin !== location.origin) bad.push(`<script src="${src}">`);
			} else if (!csp.includes(`'sha256-${await sha256(el.textContent ?? '')}'`)) bad.push(`inline <script> not in the CSP: ${el.textContent?.slice(0, 60)}`);
		}
		for (const svg of document.querySelectorAll('body svg')) {
			if (svg.querySelector('script, foreignObject, a, image')) bad.push('<svg> with script, foreignObject, link or image');
			if (!svg.closest('[aria-hidden="true"]') && svg.getAttribute('aria-hidden') !== 'true') bad.push(`inline <svg> not from the app: ${svg.outerHTML.slice(0, 80)}`);
		}
		return bad;
	});
	expect(found, 'dangerous markup in the DOM').toEqual([]);
}

/** Invisible and direction-changing characters must never reach the rendered text. */
export async function expectNoHiddenCharacters(locator: Locator) {
	const text = await locator.innerText();
	// eslint-disable-next-line no-control-regex
	expect(text.match(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g) ?? []).toEqual([]);
}

/** Phone layout: the document never scrolls sideways. */
export async function expectNoHorizontalOverflow(page: Page) {
	// The screen's width: a phone browser widens its layout viewport (window.innerWidth) to fit wide content.
	const innerWidth = page.viewportSize()!.width;
	const scrollWidth = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth));
	expect(scrollWidth, 'document wider than the viewport').toBeLessThanOrEqual(innerWidth);
}

/** An `<img>` that the browser actually decoded. */
export async function expectImageLoaded(img: Locator) {
	await expect(img).toBeVisible();
	await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
}

/** Reads a Playwright download as text. */
export async function downloadText(download: import('@playwright/test').Download): Promise<string> {
	const stream = await download.createReadStream();
	const chunks: Buffer[] = [];
	for await (const c of stream) chunks.push(c as Buffer);
	return Buffer.concat(chunks).toString('utf8');
}

/** Minimal RFC 4180 CSV parser (quoted cells, doubled quotes, CRLF). */
export function parseCsv(text: string): string[][] {
	const out: string[][] = [];
	let row: string[] = [];
	let cell = '';
	let quoted = false;
	for (let i = 0; i < text.length; i++) {
		const c = text[i]!;
		if (quoted) {
			if (c === '"' && text[i + 1] === '"') {
				cell += '"';
				i++;
			} else if (c === '"') quoted = false;
			else cell += c;
		} else if (c === '"') quoted = true;
		else if (c === ',') {
			row.push(cell);
			cell = '';
		} else if (c === '\n' || c === '\r') {
			if (c === '\r' && text[i + 1] === '\n') i++;
			row.push(cell);
			out.push(row);
			row = [];
			cell = '';
		} else cell += c;
	}
	if (cell || row.length) {
		row.push(cell);
		out.push(row);
	}
	return out;
}
