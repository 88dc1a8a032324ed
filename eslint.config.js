import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
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
		files: ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'],
		languageOptions: { parserOptions: { projectService: true, extraFileExtensions: ['.svelte'], parser: ts.parser, svelteConfig } }
	},
	{
		files: ['devnet/**', 'scripts/**', 'tests/**'],
		rules: { 'no-console': 'off' }
	}
);
