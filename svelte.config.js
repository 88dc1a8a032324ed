import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import adapter from '@sveltejs/adapter-static';

/** The boot scripts src/hooks.server.ts inlines in the built pages, allowed by hash. */
const bootHashes = /** @type {`sha256-${string}`[]} */ (
	['src/boot/theme.js', 'src/boot/early-data.js', 'src/boot/route-preload.js'].map((f) => `sha256-${createHash('sha256').update(readFileSync(f, 'utf8')).digest('base64')}`)
);

/** Sub-path hosting: BASE_PATH=/sub npm run build */
const raw = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');
if (raw && !raw.startsWith('/')) throw new Error(`BASE_PATH must start with "/" (got "${raw}")`);
const base = /** @type {'' | `/${string}`} */ (raw);
/** Output directory: build/ unless BUILD_DIR says otherwise (the e2e suite's sub-path build goes to build-sub/). */
const out = process.env.BUILD_DIR || 'build';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	// No version beacon in the bundle (window.__svelte): bytes every page would pay for.
	// Runes everywhere: a component without runes would otherwise compile in legacy mode and pull
	// Svelte's legacy support into the page that loads it.
	// Templates built with DOM calls ('tree'), not parsed from HTML strings by innerHTML: a first render
	// creates each of its ~50 templates once, and on the phone profile innerHTML's parser set-up per
	// template was a fifth of the app's first-render task; 'tree' does the same in under half the time.
	compilerOptions: { discloseVersion: false, runes: true, fragments: 'tree' },
	kit: {
		// Every path is served by the SPA fallback; the site is pure static files.
		adapter: adapter({ pages: out, assets: out, fallback: '200.html', precompress: false, strict: true }),
		paths: { base, relative: false },
		// Strict CSP. Endpoints come from networks.json at run time, so connect-src
		// allows any https host plus loopback (the devnet); deployers narrow it with a header (README).
		csp: {
			mode: 'hash',
			directives: {
				'default-src': ['self'],
				'script-src': ['self', ...bootHashes],
				'style-src': ['self', 'unsafe-inline'],
				'img-src': ['self', 'data:', 'https:', 'http://127.0.0.1:*', 'http://localhost:*'],
				'media-src': ['self', 'https:', 'http://127.0.0.1:*', 'http://localhost:*'],
				'font-src': ['self'],
				'connect-src': ['self', 'https:', 'http://127.0.0.1:*', 'http://localhost:*'],
				'object-src': ['none'],
				'base-uri': ['self'],
				'form-action': ['self'],
				'frame-src': ['none'],
				'worker-src': ['self'],
				'manifest-src': ['self']
			}
		},
		// src/lib/pwa/register.ts registers the worker after the page's content, not kit at start-up.
		serviceWorker: { register: false },
		version: { pollInterval: 0 }
	}
};

export default config;
