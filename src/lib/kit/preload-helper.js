// Vite wraps each import() of the build in `__vitePreload(load, deps)`: before the chunk loads, its own
// imports get <link rel="modulepreload"> so they download with it, not one import level per round trip
// (vite.config.ts keeps those lists). Vite's helper (0.7 KB gzip, in every page) also resolves paths for
// relative bases, reads CSP nonces and reports failures as `vite:preloadError` events; the site needs none
// of that (absolute paths, scripts allowed by hash, no listener). This is what it needs: each file once,
// not when the page already links it, and a stylesheet waited for before its chunk runs, as Vite does.
/** @type {Record<string, Promise<unknown> | undefined>} */
const seen = {};

/** @param {() => Promise<unknown>} load @param {string[] | undefined} deps */
export function __vitePreload(load, deps) {
	return Promise.all((deps ?? []).map((dep) => (dep in seen ? seen[dep] : (seen[dep] = preload(new URL(dep, location.href).href))))).then(load);
}

/** @param {string} href */
function preload(href) {
	const css = href.endsWith('.css');
	for (const l of document.querySelectorAll(css ? 'link[rel=stylesheet]' : 'link')) if (/** @type {HTMLLinkElement} */ (l).href === href) return;
	const link = document.createElement('link');
	link.rel = css ? 'stylesheet' : 'modulepreload';
	link.href = href;
	// A stylesheet that fails leaves its chunk unstyled rather than unloaded.
	const loaded = css ? new Promise((done) => (link.onload = link.onerror = done)) : undefined;
	document.head.append(link);
	return loaded;
}
