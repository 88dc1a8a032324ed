import { sveltekit } from '@sveltejs/kit/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';

/**
 * Client chunking: the Svelte and SvelteKit runtime in one chunk instead of many small files
 * (fewer requests, and gzip compresses across modules). Everything else keeps Rolldown's
 * splitting, so wallet and signing code stays out of explorer pages.
 */
function clientChunk(id: string): string | undefined {
	if (/node_modules\/(svelte|@sveltejs\/kit|esm-env|clsx|devalue)\//.test(id)) return 'framework';
	if (FRAME.some((re) => re.test(id))) return 'frame';
	return undefined;
}

/**
 * What every explorer page needs to paint its frame (validation, the API boundary, config, shared
 * small components): one chunk instead of a dozen small ones. List bodies, metadata loading and all
 * bridge code stay out of it and load on demand.
 */
const FRAME = [
	/node_modules\/valibot\//,
	/\/src\/lib\/api\/(http|indexer)\.ts$/,
	/\/src\/lib\/api\/schemas\/(common|nft|nft-tx|internal-tx|indexer-status)\.ts$/,
	/\/src\/lib\/config\//,
	/\/src\/lib\/state\/(persisted|prefs|clock)\.svelte\.ts$/,
	/\/src\/lib\/state\/current-network\.ts$/,
	/\/src\/lib\/nav\/(indexer|streamed\.svelte|lazy\.svelte|list|list-load|page-signal|require-config|find-chain)\.ts$/,
	/\/src\/lib\/format\/(address|bech32|intl|time)\.ts$/,
	/\/src\/lib\/explorer\/lists\.ts$/,
	/\/src\/lib\/(safe|routes|sleep)\.ts$/,
	/\/src\/lib\/components\/(Async|Breadcrumbs|ChainLogo|ErrorPanel|LoadError|Deferred|ListSkeleton|Address)\.svelte$/,
	/\/src\/lib\/components\/ui\/(Badge|Button|Card|CopyButton|Hash|IconButton|Time)\.svelte$/,
	/\/src\/lib\/components\/ui\/variants\.ts$/
];

export default defineConfig(({ isSsrBuild }) => ({
	plugins: [tailwindcss(), sveltekit()],
	// Component tests (happy-dom) mount the browser build of Svelte.
	resolve: process.env.VITEST ? { conditions: ['browser'] } : undefined,
	build: {
		// SOURCEMAP=1 for bundle analysis; off in normal builds.
		sourcemap: process.env.SOURCEMAP === '1',
		rollupOptions: isSsrBuild ? {} : { output: { manualChunks: clientChunk } }
	},
	server: { host: '127.0.0.1' },
	preview: { host: '127.0.0.1', port: 4173 },
	test: {
		include: ['src/**/*.test.ts', 'devnet/**/*.test.ts', 'scripts/**/*.test.ts'],
		environment: 'node',
		pool: 'threads',
		maxWorkers: 2,
		testTimeout: 20_000
	}
}));
