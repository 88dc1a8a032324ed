import { sveltekit } from '@sveltejs/kit/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	plugins: [tailwindcss(), sveltekit()],
	// SOURCEMAP=1 for bundle analysis (scripts/bench); off in normal builds.
	build: { sourcemap: process.env.SOURCEMAP === '1' },
	server: { host: '127.0.0.1' },
	preview: { host: '127.0.0.1', port: 4173 },
	test: {
		include: ['src/**/*.test.ts', 'devnet/**/*.test.ts', 'scripts/**/*.test.ts'],
		environment: 'node',
		pool: 'threads',
		maxWorkers: 2,
		testTimeout: 20_000
	}
});
