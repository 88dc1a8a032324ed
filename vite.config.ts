import { sveltekit } from '@sveltejs/kit/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';
import { resolve } from 'node:path';
import { routeTreeChunks } from './scripts/build/chunks.ts';
import { preloadList, type ChunkImports } from './scripts/build/preload-list.ts';
import { EARLY_ENTRIES, routePreload } from './scripts/build/route-preload.ts';

/** SvelteKit's generated client entry, whose import()s load the route nodes. */
const KIT_ENTRY = /(^|\/)entry\/app\.[^/]*\.js$/;
/** The module Vite's build imports `__vitePreload` from (src/lib/kit/preload-helper.js stands in). */
const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';
/** SvelteKit's client runtime, which reads Svelte's whole namespace (src/lib/kit/svelte-for-kit.js). */
const KIT_CLIENT = /[\\/]@sveltejs[\\/]kit[\\/]src[\\/]runtime[\\/]client[\\/]client\.js$/;

/** The client build's chunks as the bundle has them when Vite writes the preload lists (scripts/build/preload-list.ts). */
let bundleChunks: ChunkImports = {};

export default defineConfig(({ isSsrBuild }) => ({
	plugins: [
		tailwindcss(),
		sveltekit(),
		routePreload(),
		// The on-demand chunks of chunks.ts hold only their own modules (see there), which Rolldown allows
		// when entries may gain exports; kit asks for 'strict' but only reads the exports it defines.
		{
			name: 'loom-kit-root',
			apply: 'build',
			enforce: 'pre',
			resolveId: (source, importer) =>
				source === 'svelte/legacy' && importer && /[\\/]generated[\\/]root\.js$/.test(importer)
					? resolve('src/lib/kit/root-component.svelte.js')
					: source === 'svelte' && importer && KIT_CLIENT.test(importer)
						? resolve('src/lib/kit/svelte-for-kit.js')
						: null
		},
		// Vite's helper around import() (its preload lists) gives way to the site's smaller one.
		{ name: 'loom-preload-helper', apply: 'build', enforce: 'pre', resolveId: (source) => (source === VITE_PRELOAD_HELPER ? resolve('src/lib/kit/preload-helper.js') : null) },
		// Keeps the bundle's chunk graph for preloadList (Vite writes the preload lists in its own generateBundle, later).
		{ name: 'loom-chunk-graph', apply: 'build', generateBundle: { order: 'pre', handler: (_o, bundle) => void (bundleChunks = bundle as ChunkImports) } },
		{ name: 'loom-entry-signatures', apply: 'build', options: (o) => ({ ...o, preserveEntrySignatures: 'allow-extension' }) }
	],
	// Component tests (happy-dom) mount the browser build of Svelte.
	resolve: process.env.VITEST ? { conditions: ['browser'] } : undefined,
	build: {
		// SOURCEMAP=1 (the benchmark's module table): maps beside the files, no comment in them, so the
		// files are byte for byte those of a normal build.
		sourcemap: process.env.SOURCEMAP === '1' ? 'hidden' : false,
		// Vite's preload lists around import() stay (its default): without them (tried: ~1 KB gzip less
		// per route) a chunk's own imports are found one level per round trip, and the phone profile's
		// LCP was worse (account 2.46 -> 2.08 s, tx 1.65 -> 1.46 s with them). The boot script's table
		// (scripts/build/route-preload.ts) still preloads a deep link's chunks, and a later route's when a
		// link is hovered or followed (src/routes/+layout.svelte).
		// Except around kit's route nodes (the import()s in its generated entry/app.js): there the boot
		// script's table already preloads a route's chunks all at once, at start for a deep link and on
		// navigation or a reached-for link for a later route, so the list of every route's chunks the
		// entry would carry is bytes every page paid for nothing (0.8 KB gzip). CSS stays.
		// Elsewhere a list names only what is not loaded yet when its import() runs (scripts/build/preload-list.ts).
		modulePreload: { resolveDependencies: (file, deps, { hostId }) => (KIT_ENTRY.test(hostId) ? deps.filter((d) => d.endsWith('.css')) : preloadList(file, deps, hostId, bundleChunks)) },
		// Chunks follow the route tree (scripts/build/chunks.ts).
		rollupOptions: isSsrBuild
			? {}
			: {
					treeshake: { moduleSideEffects: (id: string) => !/[\\/]svelte[\\/]src[\\/]internal[\\/]client[\\/](?!.*flags)/.test(id) },
					output: { codeSplitting: routeTreeChunks(resolve('src/routes'), { early: EARLY_ENTRIES.map((e) => resolve(e.entry)) }) }
				}
	},
	server: { host: '127.0.0.1' },
	preview: { host: '127.0.0.1', port: 4173 },
	test: {
		include: ['src/**/*.test.ts', 'devnet/**/*.test.ts', 'scripts/**/*.test.ts'],
		environment: 'node',
		setupFiles: ['vitest.setup.ts'],
		pool: 'threads',
		maxWorkers: 2,
		// Files share a worker's module cache (a third of the time of isolating each file); every
		// global a test stubs is put back after it, so no file sees another's stubs.
		isolate: false,
		unstubGlobals: true,
		testTimeout: 20_000
	}
}));
