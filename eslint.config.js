import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import loom from './scripts/lint/import-failure-path.js';
import svelteConfig from './svelte.config.js';

export default ts.config(
	{ ignores: ['build/', 'build-*/', '.svelte-kit/', 'node_modules/', 'test-results/', 'playwright-report/', 'scripts/bench/out/', 'screenshots/'] },
	js.configs.recommended,
	...ts.configs.recommended,
	...svelte.configs.recommended,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } },
		rules: {
			'no-undef': 'off',
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
			'@typescript-eslint/no-explicit-any': 'error',
			// Service data must never be rendered as HTML.
			'svelte/no-at-html-tags': 'error',
			'svelte/no-target-blank': 'error',
			// In-app URLs come from $lib/routes, which applies resolve(); the rule cannot see through it.
			'svelte/no-navigation-without-resolve': 'off',
			'no-console': ['error', { allow: ['warn', 'error'] }]
		}
	},
	{
		// No type information (projectService): it made lint ~6× slower (a TypeScript program update per
		// component) for one rule, svelte/no-unused-props; types are svelte-check's job.
		files: ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'],
		languageOptions: { parserOptions: { extraFileExtensions: ['.svelte'], parser: ts.parser, svelteConfig } }
	},
	{
		// One HTTP boundary: the site's requests go through src/lib/api/http.ts (deadlines, retries,
		// typed errors, the browser-blocked diagnosis, the request log). Tests pass fakes to it.
		files: ['src/**'],
		// The service worker is the network proxy under all of them: it forwards the page's own requests.
		ignores: ['src/lib/api/**', 'src/**/*.test.ts', 'src/service-worker.ts'],
		rules: {
			'no-restricted-globals': ['error', { name: 'fetch', message: 'Request through src/lib/api (http.ts request/getJson/postJson), not fetch().' }],
			'no-restricted-properties': [
				'error',
				{ object: 'globalThis', property: 'fetch', message: 'Request through src/lib/api/http.ts.' },
				{ object: 'window', property: 'fetch', message: 'Request through src/lib/api/http.ts.' },
				{ object: 'self', property: 'fetch', message: 'Request through src/lib/api/http.ts.' }
			],
			'no-restricted-syntax': ['error', { selector: 'NewExpression[callee.name="XMLHttpRequest"]', message: 'Request through src/lib/api/http.ts.' }]
		}
	},
	{
		// Code loaded on demand may not arrive (offline, a new deploy): every import() has a failure path
		// (scripts/lint/import-failure-path.js says which count).
		files: ['src/**'],
		ignores: ['src/**/*.test.ts'],
		plugins: { loom },
		rules: { 'loom/import-failure-path': 'error' }
	},
	{
		files: ['devnet/**', 'scripts/**', 'tests/**'],
		rules: { 'no-console': 'off' }
	}
);
