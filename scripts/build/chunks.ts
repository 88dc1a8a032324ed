// Client chunking that follows the route tree instead of a list of files. A module goes into the
// chunk of the deepest directory of src/routes that holds every route using it statically:
//
//   - used by the app's start code or by routes in different sections (explorer and bridge): the
//     "app" chunk, with the Svelte and SvelteKit runtime, which every page loads anyway;
//   - used by several routes of one section (say every page under [chain=chain]): that section's
//     chunk, loaded by those routes only;
//   - also loaded on demand (import()) by routes outside that section: a chunk of its own, with
//     the modules used by exactly the same routes, so the import() never drags a section along;
//   - used by one route, or only behind a dynamic import(): left to the bundler, so it stays in
//     the route's own chunk or in the lazy chunk of the import().
//
// Moving a file never changes the chunking; importing it from another route does, as it should.
import { relative, sep } from 'node:path';

export interface ModuleGraph {
	/** Importers of a module, and whether it is an entry (kit's start code and route nodes). */
	getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters?: readonly string[]; isEntry: boolean } | null;
}

const ROUTE_FILE = /^\+(page|layout)(@[^.]*)?\.(svelte|ts|js)$/;

/** The section a module belongs to: '' = the whole app, 'bridge', '[chain=chain]', … or null (one route, or lazy). */
export function createSectioner(routesDir: string) {
	const routeDir = (id: string): string | null => {
		const rel = relative(routesDir, id.replace(/\?.*$/, ''));
		if (rel.startsWith('..') || !ROUTE_FILE.test(rel.split(sep).pop() ?? '')) return null;
		return rel.split(sep).slice(0, -1).join('/');
	};

	/**
	 * Route directories that reach `id` by static imports, and those that reach it at all (through an
	 * import() on the way too); 'app' when the start code reaches it statically.
	 */
	function users(id: string, graph: ModuleGraph): { statically: Set<string>; ever: Set<string> } | 'app' {
		const statically = new Set<string>();
		const ever = new Set<string>();
		const seen = new Map<string, boolean>([[id, true]]);
		const queue: [string, boolean][] = [[id, true]];
		while (queue.length) {
			const [m, isStatic] = queue.pop()!;
			const dir = routeDir(m);
			if (dir !== null) {
				ever.add(dir);
				if (isStatic) statically.add(dir);
				continue;
			}
			const info = graph.getModuleInfo(m);
			if (!info) continue;
			// An entry that is not a route file: SvelteKit's start code (runtime, app manifest, matchers).
			if (info.isEntry && isStatic) return 'app';
			const next: [string, boolean][] = [...info.importers.map((i): [string, boolean] => [i, isStatic]), ...(info.dynamicImporters ?? []).map((i): [string, boolean] => [i, false])];
			for (const [importer, viaStatic] of next) {
				// Visit again only to upgrade a lazy path to a static one.
				if (seen.has(importer) && (seen.get(importer) || !viaStatic)) continue;
				seen.set(importer, viaStatic);
				queue.push([importer, viaStatic]);
			}
		}
		return { statically, ever };
	}

	const common = (dirs: Set<string>) => {
		if (dirs.size === 0) return '';
		const parts = [...dirs].map((d) => (d ? d.split('/') : []));
		const out: string[] = [];
		for (let i = 0; parts.every((p) => i < p.length && p[i] === parts[0]![i]); i++) out.push(parts[0]![i]!);
		return out.join('/');
	};

	return (id: string, graph: ModuleGraph): Placement => {
		// Entries (SvelteKit's start code and route nodes) stay entries.
		if (graph.getModuleInfo(id)?.isEntry) return { kind: 'bundler' };
		const u = users(id, graph);
		if (u === 'app') return { kind: 'section', section: '' };
		const section = common(u.statically);
		// Loaded on demand by routes outside its section too: a chunk of its own, shared with the
		// modules used by exactly the same routes, so an import() elsewhere never pulls a section.
		if (u.ever.size > 1 && common(u.ever) !== section) return { kind: 'shared', users: [...u.ever].sort() };
		if (u.statically.size < 2) return { kind: 'bundler' };
		return { kind: 'section', section };
	};
}

/** Where a module goes: a section's chunk, a chunk shared by exactly these routes, or the bundler's choice. */
export type Placement = { kind: 'section'; section: string } | { kind: 'shared'; users: string[] } | { kind: 'bundler' };

/** Chunk names from sections: "app" for the whole app, else the section's path with only safe characters. */
export function chunkName(section: string): string {
	return section === '' ? 'app' : section.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
}

/** Depth of the deepest section a route tree of this size can have (src/routes is shallow). */
const MAX_DEPTH = 8;
/** More route directories than src/routes will ever have. */
const MAX_ROUTES = 64;

/**
 * The bundler option (Rolldown's output.codeSplitting). A group takes its modules with their
 * dependencies, and a dependency is used by at least the routes that use the module; so groups run
 * from the most widely used code to the least: the app, then chunks shared across sections (more
 * routes first), then sections (shallow first). Each group then finds its dependencies taken.
 */
export function routeTreeChunks(routesDir: string) {
	const placeOf = createSectioner(routesDir);
	const memo = new Map<string, Placement>();
	const place = (id: string, ctx: ModuleGraph) => {
		if (!memo.has(id)) memo.set(id, placeOf(id, ctx));
		return memo.get(id)!;
	};
	const depth = (s: string) => (s === '' ? 0 : s.split('/').length);
	// CHUNKS_DEBUG=part-of-a-path npx vite build: where those modules go.
	const debug = (id: string, name: string) => {
		if (process.env.CHUNKS_DEBUG && id.includes(process.env.CHUNKS_DEBUG)) process.stderr.write(`chunk ${name}: ${id}\n`);
		return name;
	};
	const app = { debugName: 'app', priority: 3 * MAX_ROUTES, name: (id: string, ctx: ModuleGraph) => { const p = place(id, ctx); return p.kind === 'section' && p.section === '' ? debug(id, 'app') : null; } };
	const shared = Array.from({ length: MAX_ROUTES - 1 }, (_, i) => ({
		debugName: `shared by ${MAX_ROUTES - i} routes`,
		priority: 2 * MAX_ROUTES - i,
		// Only the modules placed here: code loaded on demand often builds on code its routes load
		// anyway (the bridge's signing on the bridge's catalogue and errors); taking those along would
		// make the routes' first load import this chunk, and with it everything it was meant to defer.
		includeDependenciesRecursively: false,
		name: (id: string, ctx: ModuleGraph) => {
			const p = place(id, ctx);
			return p.kind === 'shared' && p.users.length === MAX_ROUTES - i ? debug(id, `shared-${chunkName(p.users.join('+'))}`.slice(0, 60)) : null;
		}
	}));
	const sections = Array.from({ length: MAX_DEPTH }, (_, i) => ({
		debugName: `sections at depth ${i + 1}`,
		priority: MAX_DEPTH - i,
		name: (id: string, ctx: ModuleGraph) => {
			const p = place(id, ctx);
			return p.kind === 'section' && p.section !== '' && depth(p.section) === i + 1 ? debug(id, chunkName(p.section)) : null;
		}
	}));
	return { groups: [app, ...shared, ...sections] };
}
