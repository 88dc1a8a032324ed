// What the service worker does with each request, as a pure function (unit-tested):
// - "page": a navigation. Network first; offline, the cached app shell (the SPA page renders any route).
// - "asset": the app's hashed files and static icons. Cache first: a hashed name never changes content.
// - "data": networks.json and service answers (GET, fetch()). Network first, always: online the
//   cache is never used, so nothing is shown past its freshness; offline, the last answer is shown
//   (the page says it is offline, and lists say when the answer was sent).
// - "pass": everything else (POSTs such as route quotes and broadcasts, images, media) goes to the
//   network untouched.
export type RequestKind = 'page' | 'asset' | 'data' | 'pass';

export interface RequestInfo {
	url: URL;
	method: string;
	mode: RequestMode;
	/** '' for fetch()/XHR, 'image', 'script', 'style', 'document'… */
	destination: string;
}

/** Files of `static/` the shell keeps (icons, manifest); networks.json is data, theme.js is inlined. */
const STATIC_ASSETS = /^\/(favicon\.svg|manifest\.webmanifest|icons\/[\w.-]+\.png)$/;

export function requestKind(r: RequestInfo, origin: string, base: string): RequestKind {
	if (r.method !== 'GET' || (r.url.protocol !== 'https:' && r.url.protocol !== 'http:')) return 'pass';
	const own = r.url.origin === origin;
	const path = own && r.url.pathname.startsWith(`${base}/`) ? r.url.pathname.slice(base.length) : null;
	if (r.mode === 'navigate') return path !== null || (own && r.url.pathname === base) ? 'page' : 'pass';
	if (path !== null && (path.startsWith('/_app/immutable/') || STATIC_ASSETS.test(path))) return 'asset';
	if (path === '/networks.json') return 'data';
	if (!own && r.destination === '') return 'data';
	return 'pass';
}

/** The hashed files the shell page loads (entry, root layout, CSS): kept at install so the site opens offline. */
export function shellFiles(html: string, base: string): string[] {
	const prefix = `${base}/_app/immutable/`;
	const found = new Set<string>();
	for (const m of html.matchAll(/(?:href|src)="([^"]+)"|import\("([^"]+)"\)/g)) {
		const url = m[1] ?? m[2]!;
		if (url.startsWith(prefix)) found.add(url);
	}
	return [...found];
}

/** The saved-at header the worker adds to stored answers, read by the HTTP layer for "as of". */
export const SAVED_AT = 'x-loom-saved-at';
