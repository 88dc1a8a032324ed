// Client chunking that follows the route tree instead of a list of files. Every page pays for the
// app chunk, so it holds only what every page runs anyway; everything else goes where its users are:
//
//   - reached statically from SvelteKit's start code, the root layout or the root error page (kit
//     loads both at start): the "app" chunk, with the Svelte and SvelteKit runtime;
//   - used statically by several routes of one section (say pages under [chain=chain]): that
//     section's chunk, loaded by those routes only; an explorer section's chunk is split by the
//     subsections that use the code (accounts, nft-collections, txs, evm-txs), so the tx page never
//     downloads the account lists;
//   - used statically by routes of different sections (the home page and the chain pages): a chunk
//     named by the areas that use it, the explorer counted by part (a chain's txs, its accounts,
//     search…), so the home page never downloads the explorer's clients and the NFT pages never the
//     tx pages' (code the home page uses: one chunk per area, home imports one shared chunk);
//   - also loaded on demand (import()) by routes outside that section: a chunk of its own, with
//     the modules that have exactly the same static and on-demand users, so an import() never drags
//     a section along and code meant for later never rides with code loaded at once;
//   - used by one route, or only behind a dynamic import(): left to the bundler, so it stays in
//     the route's own chunk or in the lazy chunk of the import().
//
// Then chunks that exactly the same pages load at once (and on demand) are one chunk, the app chunk when
// every page loads them (sameLoadsOneChunk), and Svelte's runtime goes with the code that calls it.
// Moving a file never changes the chunking; importing it from another route does, as it should.
import { createHash } from 'node:crypto';
import { dirname, relative, resolve, sep } from 'node:path';
import { routeTree } from './route-preload.ts';

export interface ModuleGraph {
	/** Importers of a module, and whether it is an entry (kit's start code and route nodes); its code when known. */
	getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters?: readonly string[]; isEntry: boolean; code?: string | null } | null;
}

/** Svelte's client runtime barrel, which every compiled component imports whole (`import * as $`). */
const SVELTE_BARREL = /[\\/]svelte[\\/]src[\\/]internal[\\/]client[\\/]index\.js$/;

/**
 * Who really uses each piece of Svelte's runtime. Every component imports the runtime's barrel, so by
 * imports alone every piece (`{#await}`, `<svelte:element>`, `bind:value`…) is reached from the root
 * layout and would ride in the app chunk even when only a bridge dialog uses it. The barrel's importers
 * name what they call (`$.each(`, `import { noop } from 'svelte/internal/client'`): a runtime module's
 * users are those that call one of its exports. An importer whose uses cannot be read uses all of them.
 */
export function barrelUsers(barrel: string, graph: ModuleGraph): Map<string, string[]> {
	const code = graph.getModuleInfo(barrel)?.code ?? '';
	const moduleOf = new Map<string, string>();
	for (const [, names, from] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
		const target = resolve(dirname(barrel), from!);
		for (const n of names!.split(',')) {
			const exported = n.trim().split(/\s+as\s+/).pop();
			if (exported) moduleOf.set(exported, target);
		}
	}
	const out = new Map<string, string[]>();
	const use = (m: string, importer: string) => out.set(m, [...(out.get(m) ?? []), importer]);
	const spec = `['"](?:svelte/internal/client|[./]+(?:internal/client/)?index\\.js)['"]`;
	for (const importer of graph.getModuleInfo(barrel)?.importers ?? []) {
		const src = graph.getModuleInfo(importer)?.code ?? '';
		const names = new Set<string>();
		let readable = false;
		for (const [, ns] of src.matchAll(new RegExp(`import\\s*\\*\\s*as\\s*([\\w$]+)\\s*from\\s*${spec}`, 'g'))) {
			readable = true;
			const esc = ns!.replace(/\$/g, '\\$');
			for (const [, n] of src.matchAll(new RegExp(`(?<![\\w$])${esc}\\.([\\w$]+)`, 'g'))) names.add(n!);
		}
		for (const [, list] of src.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*${spec}`, 'g'))) {
			readable = true;
			for (const n of list!.split(',')) if (n.trim()) names.add(n.trim().split(/\s+as\s+/)[0]!);
		}
		const modules = readable ? [...names].map((n) => moduleOf.get(n)).filter((m): m is string => !!m) : [...new Set(moduleOf.values())];
		for (const m of new Set(modules)) use(m, importer);
	}
	return out;
}

const ROUTE_FILE = /^\+(page|layout)(@[^.]*)?\.(svelte|ts|js)$/;

/** Where a module goes: the app chunk, a named group of routes, or the bundler's choice. */
export type Placement =
	| { kind: 'app' }
	| { kind: 'group'; name: string }
	| { kind: 'bundler' };

/** A route file as a user: its directory, and "/+layout" after it for a layout (a layout serves every page below). */
type User = string;

export function createSectioner(routesDir: string, early?: string) {
	const userOf = (id: string): User | null => {
		const rel = relative(routesDir, id.replace(/\?.*$/, ''));
		const file = rel.split(sep).pop() ?? '';
		if (rel.startsWith('..') || !ROUTE_FILE.test(file)) return null;
		const dir = rel.split(sep).slice(0, -1).join('/');
		return file.startsWith('+layout') ? `${dir}${dir ? '/' : ''}+layout` : dir;
	};
	const dirOf = (u: User) => u.replace(/\/?\+layout$/, '');

	const barrels = new Map<string, Map<string, string[]>>();
	/** A module's importers, the runtime barrel replaced by the modules that call this runtime piece. */
	const importersOf = (id: string, info: { importers: readonly string[] }, graph: ModuleGraph): readonly string[] => {
		const barrel = info.importers.find((i) => SVELTE_BARREL.test(i));
		if (!barrel || !id.startsWith(dirname(barrel))) return info.importers;
		if (!barrels.has(barrel)) barrels.set(barrel, barrelUsers(barrel, graph));
		return [...info.importers.filter((i) => i !== barrel), ...(barrels.get(barrel)!.get(id) ?? [])];
	};

	/**
	 * Route files that reach `id` by static imports, and those that reach it only through an
	 * import() on the way; 'app' when the start code, the root layout or the error page reach it statically.
	 */
	function users(id: string, graph: ModuleGraph): { statically: Set<User>; lazily: Set<User> } | 'app' {
		const statically = new Set<User>();
		const ever = new Set<User>();
		const seen = new Map<string, boolean>([[id, true]]);
		const queue: [string, boolean][] = [[id, true]];
		while (queue.length) {
			const [m, isStatic] = queue.pop()!;
			// The early entry (see earlyChunkName) is no user: it runs before the app, on its own.
			if (m === early) continue;
			const user = userOf(m);
			if (user !== null) {
				if (isStatic && user === '+layout') return 'app';
				ever.add(user);
				if (isStatic) statically.add(user);
				continue;
			}
			const info = graph.getModuleInfo(m);
			if (!info) continue;
			// An entry that is not a page or layout: SvelteKit's start code (runtime, app manifest,
			// matchers) or the root error page, which kit loads at start with the root layout.
			if (info.isEntry && isStatic) return 'app';
			const next: [string, boolean][] = [...importersOf(m, info, graph).map((i): [string, boolean] => [i, isStatic]), ...(info.dynamicImporters ?? []).map((i): [string, boolean] => [i, false])];
			for (const [importer, viaStatic] of next) {
				// Visit again only to upgrade a lazy path to a static one.
				if (seen.has(importer) && (seen.get(importer) || !viaStatic)) continue;
				seen.set(importer, viaStatic);
				queue.push([importer, viaStatic]);
			}
		}
		return { statically, lazily: new Set([...ever].filter((u) => !statically.has(u))) };
	}

	const common = (users: Set<User>) => {
		const parts = [...users].map((u) => (dirOf(u) ? dirOf(u).split('/') : []));
		const out: string[] = [];
		for (let i = 0; parts.length && parts.every((p) => i < p.length && p[i] === parts[0]![i]); i++) out.push(parts[0]![i]!);
		return out.join('/');
	};
	const sorted = (users: Set<User>) => [...users].sort();
	/** The area of a route: the home page, the bridge, or the explorer (chains, accounts, search, aliases). */
	const areaOf = (u: User) => {
		const top = dirOf(u).split('/')[0];
		return !top ? 'home' : top === 'bridge' ? 'bridge' : 'explorer';
	};

	/** The section's own page (e.g. /bridge) or its layout loads the code at once. */
	const atSectionPage = (section: string, statically: Set<User>) => statically.has(section) || statically.has(`${section}/+layout`);

	/** An explorer route's part: "[chain=chain]/txs" under a chain, else its top directory ("search"). */
	const explorerPart = (u: User) => {
		const parts = dirOf(u).split('/');
		return parts.slice(0, parts[0]!.startsWith('[') ? 2 : 1).join('/');
	};

	const placed = new Map<string, Placement>();
	const inProgress = new Set<string>();
	const place = (id: string, graph: ModuleGraph): Placement => {
		if (!placed.has(id)) {
			if (inProgress.has(id)) return { kind: 'app' };
			inProgress.add(id);
			placed.set(id, placeRuntimePiece(id, graph) ?? placeModule(id, graph));
			inProgress.delete(id);
		}
		return placed.get(id)!;
	};

	/**
	 * A piece of Svelte's runtime goes with the code that calls it: into the callers' chunk when they are
	 * all in one (VirtualList's size bindings with the lists), else where its callers' routes put it.
	 */
	const placeRuntimePiece = (id: string, graph: ModuleGraph): Placement | null => {
		const info = graph.getModuleInfo(id);
		const barrel = info?.importers.find((i) => SVELTE_BARREL.test(i));
		if (!info || !barrel || !id.startsWith(dirname(barrel)) || info.isEntry) return null;
		if (users(id, graph) === 'app') return { kind: 'app' };
		const callers = importersOf(id, info, graph);
		const homes = new Set(callers.map((c) => JSON.stringify(place(c, graph))));
		const [only] = homes;
		return homes.size === 1 && JSON.parse(only!).kind === 'group' ? (JSON.parse(only!) as Placement) : null;
	};

	const placeModule = (id: string, graph: ModuleGraph): Placement => {
		// Entries (SvelteKit's start code and route nodes) stay entries.
		if (graph.getModuleInfo(id)?.isEntry) return { kind: 'bundler' };
		const u = users(id, graph);
		if (u === 'app') return { kind: 'app' };
		const all = new Set([...u.statically, ...u.lazily]);
		const section = common(u.statically);
		const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 6);
		if (u.statically.size === 0) {
			// Only on demand, from one section (or one route): the bundler keeps it with its import().
			if (all.size < 2 || common(all) !== '') return { kind: 'bundler' };
		} else if (common(all) === section) {
			if (u.statically.size === 1) return { kind: 'bundler' };
			// Several routes of one explorer section: a chunk named by the subsections that load it at once
			// (and those that load it only on demand), so a tx page never downloads the account's lists.
			if (section !== '' && areaOf(section) === 'explorer') {
				const depth = section.split('/').length;
				const subsOf = (us: Set<User>) => [...new Set([...us].map((x) => dirOf(x).split('/')[depth] || 'index'))].sort().join('+');
				const lazy = subsOf(u.lazily);
				return { kind: 'group', name: chunkName(`${section}/${subsOf(u.statically)}${lazy ? `/later-${lazy}` : ''}`) };
			}
			// Elsewhere (the bridge, whose few routes share most of their code): the section's chunk, except
			// code the section's own page does not load at once, which would ride with it before it is needed.
			if (section !== '') return { kind: 'group', name: chunkName(atSectionPage(section, u.statically) ? section : `${section}/pages`) };
			// Routes of different sections: one chunk per area that uses it (home, explorer, bridge):
			// home never loads the explorer's clients, and a deep link imports a few chunks rather than
			// one per combination of routes (each import list costs bytes too).
			// The explorer by the parts that load it at once (a chain's txs, its accounts, search…): the tx
			// pages' clients and schemas never ride onto the NFT pages. Code the home page uses stays in one
			// chunk per area: home, the lightest page, imports one shared chunk rather than several.
			const users = [...u.statically];
			const home = users.some((x) => areaOf(x) === 'home');
			const areas = [...new Set(users.map((x) => (areaOf(x) === 'explorer' && !home ? explorerPart(x) : areaOf(x))))].sort().join('+');
			return { kind: 'group', name: `shared-${chunkName(areas)}` };
		}
		// Loaded on demand by routes outside the section that loads it at once (or only on demand, by
		// several sections): keyed by exactly its static and on-demand users, so an import() never drags
		// a section along and code meant for later never shares a chunk with code loaded at once.
		const key = `${sorted(u.statically).join(',')}|${sorted(u.lazily).join(',')}`;
		const readable = chunkName(sorted(u.statically.size ? u.statically : u.lazily).map((x) => dirOf(x) || 'home').join('+')).slice(0, 40);
		return { kind: 'group', name: `${u.statically.size ? 'shared' : 'lazy'}-${readable}-${hash(key)}` };
	};
	return Object.assign(place, { users });
}

/** Chunk names from sections: "app" for the whole app, else the section's path with only safe characters. */
export function chunkName(section: string): string {
	return section === '' ? 'app' : section.replace(/[^a-z0-9+]+/gi, '-').replace(/^-|-$/g, '');
}

/** The bundler's graph with what the merge step reads too: what each module imports. */
export interface FullGraph extends ModuleGraph {
	getModuleInfo(id: string): {
		importers: readonly string[];
		dynamicImporters?: readonly string[];
		importedIds?: readonly string[];
		dynamicallyImportedIds?: readonly string[];
		isEntry: boolean;
		code?: string | null;
	} | null;
}

/** Every module of the graph, found from one of them through imports both ways. */
function allModules(seed: string, graph: FullGraph): string[] {
	const seen = new Set([seed]);
	const queue = [seed];
	while (queue.length) {
		const info = graph.getModuleInfo(queue.pop()!);
		for (const next of info ? [...info.importers, ...(info.dynamicImporters ?? []), ...(info.importedIds ?? []), ...(info.dynamicallyImportedIds ?? [])] : []) {
			if (!seen.has(next)) {
				seen.add(next);
				queue.push(next);
			}
		}
	}
	return [...seen];
}

/**
 * Chunks that exactly the same pages load at once become one chunk (the first name, sorted; 'app' when
 * every page loads them at once): the placements split code by the route files that use it and by who
 * loads it on demand, and two such chunks a deep link always downloads together only cost it a file and
 * an import list more. Pages are counted when they show something (a +page.svelte; redirects do not
 * weigh). A page that loads one of them on demand then loads both when it does; what a page loads at
 * once never changes. Returns new names by old.
 */
export function sameLoadsOneChunk(
	placeOf: ((id: string, graph: ModuleGraph) => Placement) & { users: (id: string, graph: ModuleGraph) => { statically: Set<string>; lazily: Set<string> } | 'app' },
	pages: { id: string; files: string[] }[],
	routesDir: string,
	seed: string,
	graph: FullGraph
): Map<string, string> {
	const showing = pages.filter((p) => p.files.some((f) => /[\\/]\+page\.svelte$/.test(f)));
	const dir = (f: string) => relative(routesDir, f).split(sep).slice(0, -1).join('/');
	// A page's route files as users (see createSectioner): its directory, and "dir/+layout" for each layout.
	const usersOfPage = showing.map((p) => ({ id: p.id, users: new Set(p.files.map((f) => (/[\\/]\+layout\./.test(f) ? `${dir(f)}${dir(f) ? '/' : ''}+layout` : dir(f)))) }));
	const everyPage = showing.map((p) => p.id).join(' ');
	const keyOf = new Map<string, string>();
	for (const id of allModules(seed, graph)) {
		const p = placeOf(id, graph);
		if (p.kind !== 'group' || keyOf.has(p.name)) continue;
		const u = placeOf.users(id, graph);
		if (u === 'app') continue;
		const eager = usersOfPage.filter((pg) => [...pg.users].some((x) => u.statically.has(x))).map((pg) => pg.id);
		const later = usersOfPage.filter((pg) => !eager.includes(pg.id) && [...pg.users].some((x) => u.lazily.has(x))).map((pg) => pg.id);
		// Loaded only on demand: the import() decides when, never merged.
		if (eager.length) keyOf.set(p.name, `${eager.join(' ')}|${later.join(' ')}`);
	}
	const byKey = new Map<string, string[]>();
	for (const [name, key] of keyOf) byKey.set(key, [...(byKey.get(key) ?? []), name]);
	const out = new Map<string, string>();
	for (const [key, group] of byKey) {
		const to = key === `${everyPage}|` ? 'app' : group.sort()[0]!;
		for (const name of group) out.set(name, to);
	}
	if (process.env.CHUNKS_DEBUG === 'merge') for (const [from, to] of out) if (from !== to) process.stderr.write(`merge ${from} -> ${to}\n`);
	return out;
}

/** What `entry` imports statically, directly or not (itself excluded). */
export function staticClosure(entry: string, graph: FullGraph): Set<string> {
	const seen = new Set<string>();
	const queue = [entry];
	while (queue.length) {
		for (const next of graph.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
			if (next === entry || seen.has(next)) continue;
			seen.add(next);
			queue.push(next);
		}
	}
	return seen;
}

/**
 * The early entry (src/lib/nav/early-data.ts, imported by a boot script while the app downloads) starts a
 * deep link's first requests. What it imports must not ride in the app chunk or a route's chunk, or it
 * would arrive no earlier than they do: each of its modules goes where the rules above put it, but in a
 * chunk of the early code only ("early-" + that chunk's name). Pages load the same modules as before,
 * split off the chunks they loaded them with (a file more, not a byte more).
 */
export function earlyChunkName(p: Placement): Placement {
	if (p.kind === 'app') return { kind: 'group', name: 'early-app' };
	if (p.kind === 'group') return { kind: 'group', name: `early-${p.name}` };
	return p;
}

/**
 * The bundler option (Rolldown's output.codeSplitting). Every module goes exactly where its placement
 * says, without taking its dependencies along: code loaded on demand often builds on code its routes
 * load anyway (the bridge's signing on the bridge's catalogue and errors), and taking those along would
 * make the routes' first load import the lazy chunk, and with it everything it was meant to defer.
 * A dependency is used by at least the routes of its importer, so it always has a placement of its own.
 */
export function routeTreeChunks(routesDir: string, { early }: { early?: string } = {}) {
	const placeOf = createSectioner(routesDir, early);
	let names: Map<string, string> | null = null;
	let earlyClosure: Set<string> | null = null;
	const place = (id: string, ctx: FullGraph): Placement => {
		names ??= sameLoadsOneChunk(placeOf, routeTree(routesDir), routesDir, id, ctx);
		earlyClosure ??= early ? staticClosure(early, ctx) : new Set();
		const p = placeOf(id, ctx);
		const merged: Placement = p.kind === 'group' && names.has(p.name) ? (names.get(p.name) === 'app' ? { kind: 'app' } : { kind: 'group', name: names.get(p.name)! }) : p;
		return earlyClosure.has(id) ? earlyChunkName(merged) : merged;
	};
	// CHUNKS_DEBUG=part-of-a-path npx vite build: where those modules go.
	const debug = (id: string, name: string) => {
		if (process.env.CHUNKS_DEBUG && id.includes(process.env.CHUNKS_DEBUG)) process.stderr.write(`chunk ${name}: ${id}\n`);
		return name;
	};
	return {
		groups: [
			{ debugName: 'app', name: (id: string, ctx: FullGraph) => (place(id, ctx).kind === 'app' ? debug(id, 'app') : null), priority: 2, includeDependenciesRecursively: false },
			{
				debugName: 'route-tree',
				name: (id: string, ctx: FullGraph) => {
					const p = place(id, ctx);
					return p.kind === 'group' ? debug(id, p.name) : null;
				},
				priority: 1,
				includeDependenciesRecursively: false
			}
		]
	};
}
