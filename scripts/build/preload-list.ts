// What an import() must preload. Vite lists, around each import() of the build, the chunk it loads and
// that chunk's static imports, so they download together rather than one import level per round trip.
// Those the importing chunk imports statically itself, directly or not, were loaded before its code
// ran: naming them costs every page bytes for nothing. The chunk itself stays named while others do
// (its download starts with theirs, as Vite has it); alone, it is left to import(), as Vite does for a
// chunk without imports.

/** The bundle's chunks as far as this needs them: each chunk's static imports, by file name. */
export type ChunkImports = Record<string, { imports?: readonly string[] } | undefined>;

/** Vite's list `deps` for an import() of `file` in `host`, less what is loaded when that import() runs. */
export function preloadList(file: string, deps: readonly string[], host: string, chunks: ChunkImports): string[] {
	const loaded = new Set<string>();
	const queue = [host];
	while (queue.length) {
		for (const dep of chunks[queue.pop()!]?.imports ?? []) {
			if (loaded.has(dep)) continue;
			loaded.add(dep);
			queue.push(dep);
		}
	}
	const rest = deps.filter((d) => !loaded.has(d));
	return rest.length === 1 && rest[0] === file ? [] : rest;
}
