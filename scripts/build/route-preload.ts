// Deep links in three sequential round trips. The SPA fallback page preloads only the app's start
// code; the code of the route being opened would load one round trip later, after the app has run.
// So the built pages carry a small table: URL pattern → that route's chunks, and a boot script
// (src/boot/route-preload.js, allowed by the CSP through its hash) adds <link rel="modulepreload">
// for the matching route at once.
//
// The table comes from the route tree (the +page and +layout files under src/routes) and the
// bundler's module graph (which chunk holds each route file and what it imports), read by a Vite
// plugin during the client build; nothing parses generated files. src/hooks.server.ts puts the
// table into the pages SvelteKit renders (the SPA fallback and the prerendered home page).
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { EARLY_ROUTES, EVM_TX_EARLY_ROUTES, TX_EARLY_ROUTES } from '../../src/lib/nav/early-routes.ts';

/** Where the client build leaves the table for src/hooks.server.ts (never shipped). */
export const TABLE_FILE = '.svelte-kit/loom/route-preload.json';

/**
 * The modules a deep link's boot script imports at once to start its first requests (src/boot/early-data.js),
 * each with the routes it serves: the NFT pages', the EVM tx page's and the Cosmos tx page's, apart so no
 * page loads another's early code. The first one's chunks are named "early-…" (scripts/build/chunks.ts earlyPrefixes).
 */
export const EARLY_ENTRIES: readonly { entry: string; routes: readonly string[] }[] = [
	{ entry: 'src/lib/nav/early-data.ts', routes: EARLY_ROUTES },
	{ entry: 'src/lib/explorer/tx/early-evm-tx.ts', routes: EVM_TX_EARLY_ROUTES },
	{ entry: 'src/lib/explorer/tx/early-tx.ts', routes: TX_EARLY_ROUTES }
];

/** The table as the boot scripts read it: chunk files listed once, routes in matching order. */
export interface PreloadTable {
	/** Chunk paths under `_app/immutable/`. */
	files: string[];
	/** [pathname pattern, indexes into files, the route id when an early module starts its requests, which one (index into early; 0 when absent)]. */
	routes: [string, number[], string?, number?][];
	/** Per early module: its chunk, then the chunks it imports (indexes into files); absent without one. */
	early?: number[][];
}

/** The pathname pattern of a route id (params match one segment; optional and rest params as kit does; (groups) are not in URLs). */
export function routePattern(id: string): string {
	const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	const parts = id
		.split('/')
		.filter((seg) => seg && !/^\(.+\)$/.test(seg))
		.map((seg) => {
			if (/^\[\.\.\.[^\]]+\]$/.test(seg)) return '(?:/.*)?';
			if (/^\[\[[^\]]+\]\]$/.test(seg)) return '(?:/[^/]+)?';
			// Static text escaped, each [param] (with or without a matcher) one path segment.
			return `/${seg.split(/\[[^\]]+\]/).map(esc).join('[^/]+')}`;
		});
	return parts.length ? `^${parts.join('')}/?$` : '^/$';
}

/** Kit's order: per segment, static before [param] before [[optional]] before [...rest]. */
export function compareRoutes(a: string, b: string): number {
	const rank = (id: string) =>
		id
			.split('/')
			.filter((s) => s && !/^\(.+\)$/.test(s))
			.map((s) => (s.startsWith('[[') ? 3 : s.startsWith('[...') ? 4 : s.startsWith('[') ? 2 : 1));
	const ra = rank(a);
	const rb = rank(b);
	for (let i = 0; i < Math.max(ra.length, rb.length); i++) {
		if ((ra[i] ?? 0) !== (rb[i] ?? 0)) return (ra[i] ?? 0) - (rb[i] ?? 0);
	}
	return 0;
}

const ROUTE_FILE = /^\+(page|layout)(@[^.]*)?\.(svelte|ts|js)$/;

/** Every directory under `routesDir` with a +page, with the route files of it and its layouts. */
export function routeTree(routesDir: string): { id: string; files: string[] }[] {
	const out: { id: string; files: string[] }[] = [];
	const walk = (dir: string, layouts: string[]) => {
		const entries = readdirSync(dir, { withFileTypes: true });
		const here = entries.filter((e) => e.isFile() && ROUTE_FILE.test(e.name)).map((e) => join(dir, e.name));
		if (here.some((f) => /@/.test(f))) throw new Error(`route-preload: layout resets (${dir}) are not supported`);
		const withLayout = [...layouts, ...here.filter((f) => f.includes(`${sep}+layout.`))];
		const pages = here.filter((f) => f.includes(`${sep}+page.`));
		if (pages.length) out.push({ id: `/${relative(routesDir, dir).split(sep).join('/')}`.replace(/\/$/, '') || '/', files: [...withLayout, ...pages] });
		for (const e of entries) if (e.isDirectory()) walk(join(dir, e.name), withLayout);
	};
	walk(routesDir, []);
	return out.sort((a, b) => compareRoutes(a.id, b.id));
}

interface ChunkLike {
	type: 'chunk';
	fileName: string;
	imports: string[];
	facadeModuleId: string | null;
	isEntry: boolean;
}

/**
 * The table from the route tree and the client bundle: a route's chunks are those of the entry
 * chunks that import its route files (kit's node entries), plus everything they import statically.
 * `moduleImports(id)` gives the modules a module imports (the bundler's module graph).
 */
export function buildTable(
	routes: { id: string; files: string[] }[],
	chunks: ChunkLike[],
	moduleImports: (id: string) => readonly string[],
	immutablePrefix = '_app/immutable/',
	early: readonly { entry: string; routes: readonly string[] }[] = []
): PreloadTable {
	const byFile = new Map(chunks.map((c) => [c.fileName, c]));
	const entryOf = new Map<string, ChunkLike>();
	for (const c of chunks) {
		if (!c.isEntry || !c.facadeModuleId) continue;
		for (const id of moduleImports(c.facadeModuleId)) if (!entryOf.has(id)) entryOf.set(id, c);
	}
	const files: string[] = [];
	const indexOf = (f: string) => {
		const rel = f.startsWith(immutablePrefix) ? f.slice(immutablePrefix.length) : f;
		if (!files.includes(rel)) files.push(rel);
		return files.indexOf(rel);
	};
	/** A chunk and everything it imports statically, itself first. */
	const closure = (start: (ChunkLike | undefined)[]) => {
		const seen = new Set<string>();
		const visit = (c: ChunkLike | undefined) => {
			if (!c || seen.has(c.fileName)) return;
			seen.add(c.fileName);
			for (const i of c.imports) visit(byFile.get(i));
		};
		start.forEach(visit);
		return [...seen];
	};
	const table: [string, number[], string?, number?][] = [];
	const earlyChunks = early.map(({ entry, routes: ids }) => {
		const chunk = chunks.find((c) => c.facadeModuleId === entry);
		if (!chunk) throw new Error(`route-preload: no chunk for the early module ${entry}`);
		for (const id of ids) if (!routes.some((r) => r.id === id)) throw new Error(`route-preload: early route ${id} is not in the route tree`);
		return chunk;
	});
	for (const r of routes) {
		const idx = closure(r.files.map((f) => entryOf.get(f))).map(indexOf);
		const n = early.findIndex((e) => e.routes.includes(r.id));
		table.push(n < 0 ? [routePattern(r.id), idx] : n === 0 ? [routePattern(r.id), idx, r.id] : [routePattern(r.id), idx, r.id, n]);
	}
	return earlyChunks.length ? { files, routes: table, early: earlyChunks.map((c) => closure([c]).map(indexOf)) } : { files, routes: table };
}

/** The Vite plugin: adds the early module as an entry of the client build and writes the table after it (the server build has no client chunks). */
export function routePreload(routesDir = 'src/routes'): Plugin {
	const early = EARLY_ENTRIES.map((e) => ({ ...e, entry: resolve(e.entry) }));
	return {
		name: 'loom-route-preload',
		apply: 'build',
		buildStart() {
			if (this.environment.name === 'client') early.forEach(({ entry }, n) => this.emitFile({ type: 'chunk', id: entry, name: n ? `early-${n}` : 'early' }));
		},
		generateBundle(_options, bundle) {
			if (this.environment.name !== 'client') return;
			const chunks = Object.values(bundle).filter((o): o is typeof o & ChunkLike => o.type === 'chunk');
			const table = buildTable(routeTree(resolve(routesDir)), chunks, (id) => this.getModuleInfo(id)?.importedIds ?? [], undefined, early);
			// The early modules must arrive before the app's code: nothing of Svelte or SvelteKit may ride with them.
			for (const i of (table.early ?? []).flat()) {
				const c = bundle[`_app/immutable/${table.files[i]}`];
				const framework = c?.type === 'chunk' ? Object.keys(c.modules).find((m) => /[\\/](svelte|@sveltejs)[\\/]|\.svelte(\?|$)|__sveltekit/.test(m)) : undefined;
				if (framework) throw new Error(`route-preload: the early module's chunks must be framework-free, but ${table.files[i]} holds ${framework}`);
			}
			if (!table.routes.length) throw new Error('route-preload: no routes found');
			// CHUNKS_DEBUG=sizes: each chunk's gzip size beside its modules' code as the chunking saw it (calibrates chunks.ts RAW_PER_GZIP).
			if (process.env.CHUNKS_DEBUG === 'sizes') {
				for (const c of Object.values(bundle)) {
					if (c.type !== 'chunk' || c.isEntry) continue;
					const raw = Object.keys(c.modules).reduce((n, m) => n + (this.getModuleInfo(m)?.code?.length ?? 0), 0);
					process.stderr.write(`size ${c.fileName} ${c.name} gz ${gzipSync(c.code, { level: 9 }).length} raw ${raw}\n`);
				}
				for (const [pattern, idx] of table.routes) {
					const files = idx.map((i) => bundle[`_app/immutable/${table.files[i]}`]).filter((c) => c?.type === 'chunk');
					const gz = (c: (typeof files)[number]) => (c.type === 'chunk' ? gzipSync(c.code, { level: 9 }).length : 0);
					process.stderr.write(`route ${pattern} ${files.length} files ${(files.reduce((n, c) => n + gz(c), 0) / 1024).toFixed(1)} KB: ${files.map((c) => `${c.name}=${gz(c)}`).join(' ')}\n`);
				}
			}
			mkdirSync(dirname(TABLE_FILE), { recursive: true });
			writeFileSync(TABLE_FILE, JSON.stringify(table));
		}
	};
}
