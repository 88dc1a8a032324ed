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
// Then chunks every page loads at once join the app chunk, and chunks nearly the same pages load are merged
// where no page comes out heavier by a cost model (mergeChunks, mergeByCost: bytes a page downloads plus a
// cost per file); Svelte's runtime goes with the code that calls it.
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

export function createSectioner(routesDir: string, early?: string | readonly string[]) {
	const entries = new Set(typeof early === 'string' ? [early] : (early ?? []));
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
			// An early entry (see earlyChunkName) is no user: it runs before the app, on its own.
			if (entries.has(m)) continue;
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

/** A chunk as the merge step weighs it: the pages that load it at once and only on demand, its size and the chunks it imports. */
export interface LoadUnit {
	name: string;
	eager: ReadonlySet<string>;
	lazy: ReadonlySet<string>;
	/** Estimated gzip bytes. */
	bytes: number;
	/** Names of the chunks its code imports statically (they load with it). */
	imports: readonly string[];
	/** Chunks of different pools never merge (the early entry's chunks and the others). */
	pool?: string;
}

/**
 * What one more file costs a page that loads it, in gzip bytes: the compression context a file starts
 * without (~260 B: each route's files gzipped one by one vs concatenated) plus the import and export
 * lists between it and the chunks that use it. Fitting gzip size against code size over a build's
 * chunks (CHUNKS_DEBUG=sizes) gives the same ~300 B per file.
 */
export const FILE_COST = 250;

/**
 * Raw bytes of a module's code as the bundler hands it to the chunking (compiled, not yet minified)
 * per gzip byte of the built file: ~5.8 by the same fit (the median chunk ~4; libraries the bundler
 * tree-shakes much more).
 */
export const RAW_PER_GZIP = 4;

/** A set of pages as bits (page i is bit i % 32 of word i / 32). */
type Bits = Uint32Array;
const or = (a: Bits, b: Bits) => a.map((w, i) => w | b[i]!);
const andNot = (a: Bits, b: Bits) => a.map((w, i) => w & ~b[i]!);
const meets = (a: Bits, b: Bits) => a.some((w, i) => (w & b[i]!) !== 0);
const count = (a: Bits) => a.reduce((n, w) => {
	let x = w;
	for (; x; n++) x &= x - 1;
	return n;
}, 0);

/**
 * Greedy merging by cost. A page's cost is the bytes it downloads: each chunk it loads (at once or on
 * demand) plus FILE_COST per file. Merging X and Y saves a file on the pages that load both, and adds to
 * the pages that load only one of them the other's bytes and whatever the other imports that they did
 * not load yet. The merge that lowers the pages' total most is made, then the next, until none does;
 * a merge is skipped when it would leave any page costing more than before the merging began (no page
 * pays for the others' gain; the home page, which loads none of these, never grows), or would bring a
 * chunk at once to a page that loads it only on demand (what a page defers stays deferred). Chunks of
 * different pools never merge; chunks no page loads at once are never merged. Returns the merged name
 * (the first, sorted) by each name that was merged.
 */
export function mergeByCost(units: readonly LoadUnit[], { fileCost = FILE_COST }: { fileCost?: number } = {}): Map<string, string> {
	const pages = [...new Set(units.flatMap((u) => [...u.eager, ...u.lazy]))];
	const words = Math.max(1, Math.ceil(pages.length / 32));
	const bits = (s: Iterable<string>) => {
		const b = new Uint32Array(words);
		for (const p of s) {
			const i = pages.indexOf(p);
			b[i >> 5]! |= 1 << (i & 31);
		}
		return b;
	};
	const has = (b: Bits, i: number) => (b[i >> 5]! & (1 << (i & 31))) !== 0;
	type U = { names: string[]; eager: Bits; lazy: Bits; bytes: number; imports: Set<number>; pool: string; alive: boolean };
	const index = new Map(units.map((u, i) => [u.name, i]));
	const pool: U[] = units.map((u) => {
		const eager = bits(u.eager);
		return {
			names: [u.name],
			eager,
			lazy: andNot(bits(u.lazy), eager),
			bytes: u.bytes,
			imports: new Set(u.imports.map((n) => index.get(n)).filter((i): i is number => i !== undefined && units[i]!.name !== u.name)),
			pool: u.pool ?? '',
			alive: true
		};
	});
	/** Each page's change of cost so far, at once and on demand: neither ever above zero. */
	const spent = new Float64Array(pages.length);
	const spentLater = new Float64Array(pages.length);
	const closure = (start: Iterable<number>, skip: Set<number>) => {
		const seen = new Set<number>();
		const queue = [...start];
		while (queue.length) {
			const i = queue.pop()!;
			if (seen.has(i) || skip.has(i)) continue;
			seen.add(i);
			queue.push(...pool[i]!.imports);
		}
		return seen;
	};
	/** What merging i and j changes for each page; null when not allowed. */
	const weigh = (i: number, j: number) => {
		const a = pool[i]!;
		const b = pool[j]!;
		const eager = or(a.eager, b.eager);
		const lazy = andNot(or(a.lazy, b.lazy), eager);
		const pair = new Set([i, j]);
		if (meets(andNot(b.eager, a.eager), a.lazy) || meets(andNot(a.eager, b.eager), b.lazy)) return null;
		// Each page's change, in what it loads at once (`change`) and what its import()s fetch (`later`).
		const change = new Float64Array(pages.length);
		const later = new Float64Array(pages.length);
		const loads = or(eager, lazy);
		const on = (p: number) => (has(eager, p) ? change : later);
		for (let p = 0; p < pages.length; p++) {
			if (!has(loads, p)) continue;
			const had = (u: U) => has(u.eager, p) || has(u.lazy, p);
			on(p)[p]! += a.bytes + b.bytes + fileCost - (had(a) ? a.bytes + fileCost : 0) - (had(b) ? b.bytes + fileCost : 0);
		}
		for (const d of closure([...a.imports, ...b.imports], pair)) {
			const u = pool[d]!;
			if (meets(andNot(eager, u.eager), u.lazy)) return null;
			const gained = andNot(loads, or(u.eager, u.lazy));
			for (let p = 0; p < pages.length; p++) if (has(gained, p)) on(p)[p]! += u.bytes + fileCost;
		}
		let delta = 0;
		for (let p = 0; p < pages.length; p++) {
			if (spent[p]! + change[p]! > 0 || spentLater[p]! + later[p]! > 0) return null;
			delta += change[p]! + later[p]!;
		}
		return { delta, change, later, eager, lazy, pair };
	};
	for (;;) {
		let best: { i: number; j: number; w: NonNullable<ReturnType<typeof weigh>> } | null = null;
		for (let i = 0; i < pool.length; i++) {
			const a = pool[i]!;
			if (!a.alive || !count(a.eager)) continue;
			for (let j = i + 1; j < pool.length; j++) {
				const b = pool[j]!;
				// Only chunks some page loads together at once can save a file.
				if (!b.alive || b.pool !== a.pool || !meets(a.eager, b.eager)) continue;
				const w = weigh(i, j);
				if (w && w.delta < 0 && (!best || w.delta < best.w.delta)) best = { i, j, w };
			}
		}
		if (!best) break;
		const { i, j, w } = best;
		const a = pool[i]!;
		const b = pool[j]!;
		for (const d of closure([...a.imports, ...b.imports], w.pair)) {
			const u = pool[d]!;
			u.eager = or(u.eager, w.eager);
			u.lazy = andNot(or(u.lazy, w.lazy), u.eager);
		}
		for (let p = 0; p < pages.length; p++) {
			spent[p]! += w.change[p]!;
			spentLater[p]! += w.later[p]!;
		}
		pool[i] = { names: [...a.names, ...b.names], eager: w.eager, lazy: w.lazy, bytes: a.bytes + b.bytes, imports: new Set([...a.imports, ...b.imports].filter((x) => x !== i && x !== j)), pool: a.pool, alive: true };
		b.alive = false;
		// Who imported j now imports i.
		for (const u of pool) if (u.imports.delete(j)) u.imports.add(i);
		pool[i]!.imports.delete(i);
	}
	const out = new Map<string, string>();
	for (const u of pool) {
		if (!u.alive || u.names.length < 2) continue;
		const to = [...u.names].sort()[0]!;
		for (const n of u.names) out.set(n, to);
	}
	return out;
}

/**
 * The placements' chunks, merged where a deep link gains by it. The placements split code by the route
 * files that use it and by who loads it on demand, so a deep link downloads many small chunks shared by
 * slightly different sets of pages; each file costs a page its compression context and import lists.
 * Chunks are weighed by the pages that load them (those that show something: a +page.svelte; redirects do
 * not weigh) and merged by mergeByCost: a chunk every page loads at once joins the app chunk, an early
 * entry's chunks merge only among that entry's own (they must arrive before the app's code, and one
 * entry's deep links never load another's early code), and code loaded only on demand is never merged
 * (its import() decides when). Returns the final chunk name by the placements' names (an early entry's
 * part of a chunk is its prefix + name, see earlyPrefixes).
 */
export function mergeChunks(
	placeOf: ((id: string, graph: ModuleGraph) => Placement) & { users: (id: string, graph: ModuleGraph) => { statically: Set<string>; lazily: Set<string> } | 'app' },
	pages: { id: string; files: string[] }[],
	routesDir: string,
	seed: string,
	graph: FullGraph,
	early: ReadonlyMap<string, string> = new Map()
): Map<string, string> {
	const showing = pages.filter((p) => p.files.some((f) => /[\\/]\+page\.svelte$/.test(f)));
	const dir = (f: string) => relative(routesDir, f).split(sep).slice(0, -1).join('/');
	// A page's route files as users (see createSectioner): its directory, and "dir/+layout" for each layout.
	const usersOfPage = showing.map((p) => ({ id: p.id, users: new Set(p.files.map((f) => (/[\\/]\+layout\./.test(f) ? `${dir(f)}${dir(f) ? '/' : ''}+layout` : dir(f)))) }));
	const units = new Map<string, { prefix: string; eager: Set<string>; lazy: Set<string>; raw: number; modules: string[] }>();
	const unitOf = new Map<string, string>();
	for (const id of allModules(seed, graph)) {
		const p = placeOf(id, graph);
		if (p.kind !== 'group') continue;
		const u = placeOf.users(id, graph);
		if (u === 'app') continue;
		const prefix = early.get(id) ?? '';
		const name = `${prefix}${p.name}`;
		const unit = units.get(name) ?? { prefix, eager: new Set<string>(), lazy: new Set<string>(), raw: 0, modules: [] };
		units.set(name, unit);
		unitOf.set(id, name);
		unit.modules.push(id);
		for (const pg of usersOfPage) {
			if ([...pg.users].some((x) => u.statically.has(x))) unit.eager.add(pg.id);
			else if ([...pg.users].some((x) => u.lazily.has(x))) unit.lazy.add(pg.id);
		}
		unit.raw += graph.getModuleInfo(id)?.code?.length ?? 0;
	}
	const out = new Map<string, string>();
	const pool: LoadUnit[] = [];
	for (const [name, u] of units) {
		// Every page loads it at once: the app chunk, or the early entry's own app part (each entry's chunks apart).
		if (u.eager.size === showing.length) out.set(name, `${u.prefix}app`);
		else {
			const imports = new Set(u.modules.flatMap((m) => (graph.getModuleInfo(m)?.importedIds ?? []).map((i) => unitOf.get(i)).filter((n): n is string => !!n && n !== name)));
			pool.push({ name, eager: u.eager, lazy: new Set([...u.lazy].filter((p) => !u.eager.has(p))), bytes: u.raw / RAW_PER_GZIP, imports: [...imports], pool: u.prefix });
		}
	}
	for (const [from, to] of mergeByCost(pool.map((u) => ({ ...u, imports: u.imports.filter((i) => !out.has(i)) })))) out.set(from, to);
	if (process.env.CHUNKS_DEBUG === 'merge') {
		for (const [name, u] of [...units].sort((a, b) => (out.get(a[0]) ?? a[0]).localeCompare(out.get(b[0]) ?? b[0]))) {
			process.stderr.write(`merge ${name} -> ${out.get(name) ?? name} (~${(u.raw / RAW_PER_GZIP / 1024).toFixed(2)} KB gz; at once: ${[...u.eager].join(' ')}${u.lazy.size ? `; on demand: ${[...u.lazy].join(' ')}` : ''})\n`);
		}
	}
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
export function earlyChunkName(p: Placement, prefix = 'early-'): Placement {
	if (p.kind === 'app') return { kind: 'group', name: 'early-app' };
	if (p.kind === 'group') return { kind: 'group', name: `${prefix}${p.name}` };
	return p;
}

/**
 * Each module of the early entries' closures and the prefix of its early chunks: "early-" for the first
 * entry's (src/lib/nav/early-data.ts), "early-<n>-" for the n-th other entry's modules that the first does
 * not import, so one entry's deep links never load another's early code (their placements may share a name).
 */
export function earlyPrefixes(entries: readonly string[], graph: FullGraph): Map<string, string> {
	const out = new Map<string, string>();
	entries.forEach((entry, n) => {
		for (const id of staticClosure(entry, graph)) if (!out.has(id)) out.set(id, n === 0 ? 'early-' : `early-${n}-`);
	});
	return out;
}

/**
 * The bundler option (Rolldown's output.codeSplitting). Every module goes exactly where its placement
 * says, without taking its dependencies along: code loaded on demand often builds on code its routes
 * load anyway (the bridge's signing on the bridge's catalogue and errors), and taking those along would
 * make the routes' first load import the lazy chunk, and with it everything it was meant to defer.
 * A dependency is used by at least the routes of its importer, so it always has a placement of its own.
 */
export function routeTreeChunks(routesDir: string, { early }: { early?: string | readonly string[] } = {}) {
	const entries = typeof early === 'string' ? [early] : (early ?? []);
	const placeOf = createSectioner(routesDir, entries);
	let names: Map<string, string> | null = null;
	let earlyClosure: Map<string, string> | null = null;
	const place = (id: string, ctx: FullGraph): Placement => {
		earlyClosure ??= earlyPrefixes(entries, ctx);
		names ??= mergeChunks(placeOf, routeTree(routesDir), routesDir, id, ctx, earlyClosure);
		const p = placeOf(id, ctx);
		const prefix = earlyClosure.get(id);
		if (p.kind !== 'group') return prefix ? earlyChunkName(p, prefix) : p;
		const unit = `${prefix ?? ''}${p.name}`;
		const to = names.get(unit) ?? unit;
		return to === 'app' ? { kind: 'app' } : { kind: 'group', name: to };
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
