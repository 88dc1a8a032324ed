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
	return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
	plugins: [tailwindcss(), sveltekit()],
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
