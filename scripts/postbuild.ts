// After `vite build`: put a tiny inline script in the head of the built pages. The SPA fallback page
// only preloads the app's entry and root layout; the JS of the route being opened would load one
// round trip later, after the entry runs. The script matches the URL against the route table and
// adds <link rel="modulepreload"> for that route's chunks at once, so a deep link costs three
// sequential round trips: document, app code (+ networks.json), data. Its hash joins the CSP.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

const CLIENT = '.svelte-kit/output/client/';
const NODE = (n: number) => `.svelte-kit/generated/client-optimized/nodes/${n}.js`;
export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** Route ids and node numbers from kit's generated dictionary: "/a/[b]": [page, [layouts…]]. */
export function routeTable(appJs: string): { id: string; nodes: number[] }[] {
	const dict = /dictionary\s*=\s*\{([\s\S]*?)\n\s*\};/.exec(appJs)?.[1] ?? '';
	return [...dict.matchAll(/"([^"]+)":\s*\[([^\]]*\]?)\]?/g)].map((m) => ({ id: m[1]!, nodes: (m[2]!.match(/\d+/g) ?? []).map(Number) }));
}

/** The pathname pattern of a route id (params match one segment; optional and rest params as kit does). */
export function routePattern(id: string): string {
	if (id === '/') return '^/$';
	const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	const parts = id
		.split('/')
		.filter(Boolean)
		.map((seg) => {
			if (/^\[\.\.\.[^\]]+\]$/.test(seg)) return '(?:/.*)?';
			if (/^\[\[[^\]]+\]\]$/.test(seg)) return '(?:/[^/]+)?';
			// Static text escaped, each [param] (with or without a matcher) one path segment.
			return `/${seg.split(/\[[^\]]+\]/).map(esc).join('[^/]+')}`;
		});
	return `^${parts.join('')}/?$`;
}

/** Static rank like kit's: routes with more static segments and fewer params win. */
function rank(id: string): number[] {
	return id
		.split('/')
		.filter(Boolean)
		.map((s) => (s.startsWith('[[') ? 3 : s.startsWith('[...') ? 4 : s.startsWith('[') ? 2 : 1));
}

function closure(manifest: Manifest, key: string, seen: Set<string>) {
	if (seen.has(key) || !manifest[key]) return;
	seen.add(key);
	for (const i of manifest[key]!.imports ?? []) closure(manifest, i, seen);
}

/** Files the app loads at start (entry, root layout, root error page), as manifest keys. */
export function startKeys(manifest: Manifest): Set<string> {
	const seen = new Set<string>();
	for (const k of ['node_modules/@sveltejs/kit/src/runtime/client/entry.js', '.svelte-kit/generated/client-optimized/app.js', NODE(0), NODE(1)]) closure(manifest, k, seen);
	return seen;
}

/** Every route's path pattern and the static JS it needs (manifest keys), in matching order. */
export function routeFiles(manifest: Manifest, appJs: string): { pattern: string; keys: string[] }[] {
	return routeTable(appJs)
		.sort((a, b) => {
			const ra = rank(a.id);
			const rb = rank(b.id);
			for (let i = 0; i < Math.max(ra.length, rb.length); i++) {
				if ((ra[i] ?? 0) !== (rb[i] ?? 0)) return (ra[i] ?? 0) - (rb[i] ?? 0);
			}
			return 0;
		})
		.map(({ id, nodes }) => {
			const seen = new Set<string>();
			for (const n of nodes) closure(manifest, NODE(n), seen);
			return { pattern: routePattern(id), keys: [...seen] };
		});
}

/** The inline script: route patterns → the chunks to modulepreload (file names listed once). */
export function preloadScript(manifest: Manifest, appJs: string, base: string): { code: string; routes: number } {
	const already = startKeys(manifest);
	const routes = routeFiles(manifest, appJs).map(
		({ pattern, keys }) => [pattern, keys.filter((k) => !already.has(k)).map((k) => manifest[k]!.file.replace(/^_app\/immutable\//, ''))] as const
	);
	const files = [...new Set(routes.flatMap(([, f]) => f))];
	const table = routes.map(([re, f]) => [re, f.map((x) => files.indexOf(x))]);
	const code = `(function(){var b=${JSON.stringify(base)},f=${JSON.stringify(files)},r=${JSON.stringify(table)},p=location.pathname.slice(b.length)||'/';for(var i=0;i<r.length;i++){if(!new RegExp(r[i][0]).test(p))continue;r[i][1].forEach(function(n){var l=document.createElement('link');l.rel='modulepreload';l.href=b+'/_app/immutable/'+f[n];document.head.appendChild(l)});return}})();`;
	return { code, routes: routes.length };
}

/** Inserts the script after <head> and allows it in the page's CSP meta by hash. */
export function injectInto(html: string, code: string): string {
	const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
	const withCsp = html.replace(/(<meta http-equiv="content-security-policy" content="[^"]*script-src 'self')/, `$1 ${hash}`);
	if (withCsp === html) throw new Error('postbuild: no CSP meta with script-src found');
	return withCsp.replace('<head>', `<head>\n\t\t<script>${code}</script>`);
}

if (process.argv[1]?.endsWith('postbuild.ts')) {
	const manifest = JSON.parse(readFileSync(`${CLIENT}.vite/manifest.json`, 'utf8')) as Manifest;
	const appJs = readFileSync('.svelte-kit/generated/client-optimized/app.js', 'utf8');
	const { code, routes } = preloadScript(manifest, appJs, (process.env.BASE_PATH ?? '').replace(/\/+$/, ''));
	// The theme is applied inline too: an external blocking script would hold up every other request.
	const theme = readFileSync('static/theme.js', 'utf8').replace(/^\s*\/\/.*$/gm, '').trim();
	for (const page of ['build/200.html', 'build/index.html']) writeFileSync(page, injectInto(injectInto(readFileSync(page, 'utf8'), code), theme));
	process.stdout.write(`postbuild: theme and route preloading inlined (${routes} routes, ${code.length} bytes)\n`);
}
