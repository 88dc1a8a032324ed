// Runs only at build time: SvelteKit renders the SPA fallback page (200.html) and the prerendered
// home page through it. Puts the boot scripts at the top of <head>: the saved theme applied before
// the first paint, the early data of a deep link (its framework-free early module requested before
// anything else, src/lib/nav/early-data.ts) and the route preloading (table from
// scripts/build/route-preload.ts). Their hashes are in the CSP (svelte.config.js); the table is data,
// not script. The route preloading goes after the preload links SvelteKit and app.html put in <head>,
// before the stylesheet.
import { readFileSync } from 'node:fs';
import type { Handle } from '@sveltejs/kit';
import { base } from '$app/paths';
import { TABLE_FILE, type PreloadTable } from '../scripts/build/route-preload';
import earlyData from './boot/early-data.js?raw';
import routePreload from './boot/route-preload.js?raw';
import theme from './boot/theme.js?raw';

/** The table for one page, routes without the files the page already preloads; null when there is none. */
function table(html: string): string | null {
	let t: PreloadTable;
	try {
		t = JSON.parse(readFileSync(TABLE_FILE, 'utf8'));
	} catch {
		return null; // vite dev: no client build, nothing to preload
	}
	const inPage = (f: string) => html.includes(`/_app/immutable/${f}"`);
	// The early chunks all stay: the early script asks for them before the page's own preloads.
	const earlyFiles = new Set((t.early ?? []).flat().map((i) => t.files[i]!));
	const files = t.files.filter((f) => !inPage(f) || earlyFiles.has(f));
	const at = (i: number) => files.indexOf(t.files[i]!);
	const routes = t.routes.map(([re, idx, ...early]) => [re, idx.filter((i) => !inPage(t.files[i]!)).map(at).filter((i) => i >= 0), ...early]);
	const out = { base, files, routes, ...(t.early ? { early: t.early.map((list) => list.map(at)) } : {}) };
	// As JSON inside <script>: "<" escaped so no text can close the element.
	return JSON.stringify(out).replace(/</g, '\\u003c');
}

export const handle: Handle = ({ event, resolve }) =>
	resolve(event, {
		transformPageChunk: ({ html }) => {
			const t = table(html);
			// The table and the early script first (after the theme): the early chunks are requested before
			// the page's own preloads, so they arrive first.
			const first = t ? [`<script type="application/json" id="loom-route-preload">${t}</script>`, `<script>${earlyData}</script>`] : [];
			const preload = t ? [`<script>${routePreload}</script>`] : [];
			// The theme first (before anything paints); the route's code after the head's own preloads
			// (networks.json, the start code and app chunk): over HTTP/2 Chrome receives same-priority
			// responses in request order, and the app chunk is the one the start waits for first. Before
			// the stylesheet, though: an inline script after it would wait for the CSS to arrive.
			const at = html.search(/<link\b[^>]*\brel="stylesheet"/);
			const withPreload = preload.length ? (at < 0 ? html.replace('</head>', `${preload.join('\n\t\t')}\n</head>`) : `${html.slice(0, at)}${preload.join('\n\t\t')}\n\t\t${html.slice(at)}`) : html;
			return withPreload.replace('<head>', `<head>\n\t\t${[`<script>${theme}</script>`, ...first].join('\n\t\t')}`);
		}
	});
