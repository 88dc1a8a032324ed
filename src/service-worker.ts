/// <reference types="@sveltejs/kit" />
/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
// Offline and installed use. The app shell and the hashed files of pages already opened come from
// the cache; networks.json and service answers always come from the network while it answers, and
// from the last saved copy only when it does not (see src/lib/pwa/policy.ts). The page registers
// this worker after its content is on screen (src/lib/pwa/register.ts).
import { base, version } from '$service-worker';
import { notificationTarget, openTarget } from '$lib/pwa/notification-click';
import { requestKind, SAVED_AT, shellFiles } from '$lib/pwa/policy';

const sw = self as unknown as ServiceWorkerGlobalScope;
const SHELL = `loom-shell-${version}`;
const ASSETS = 'loom-assets';
const DATA = 'loom-data';
const SHELL_PAGE = `${base}/200.html`;
/** Answers kept for offline reading: the most recent ones, for a week at most. */
const DATA_MAX = 300;
const DATA_MAX_AGE_MS = 7 * 24 * 3600_000;
const ASSETS_MAX = 400;

sw.addEventListener('install', (event) => {
	event.waitUntil(
		(async () => {
			const shell = await caches.open(SHELL);
			const res = await fetch(SHELL_PAGE, { cache: 'no-cache' });
			if (!res.ok) throw new Error(`shell page: ${res.status}`);
			const html = await res.clone().text();
			await shell.put(SHELL_PAGE, res);
			const assets = await caches.open(ASSETS);
			const files = [...shellFiles(html, base), `${base}/favicon.svg`, `${base}/manifest.webmanifest`, `${base}/icons/icon-192.png`];
			await Promise.all(files.map(async (f) => (await assets.match(f)) ?? assets.add(f)));
			await sw.skipWaiting();
		})()
	);
});

sw.addEventListener('activate', (event) => {
	event.waitUntil(
		(async () => {
			for (const key of await caches.keys()) if (key.startsWith('loom-shell-') && key !== SHELL) await caches.delete(key);
			await expire(DATA, DATA_MAX_AGE_MS);
			await prune(DATA, DATA_MAX);
			await prune(ASSETS, ASSETS_MAX);
			await sw.clients.claim();
		})()
	);
});

sw.addEventListener('fetch', (event) => {
	const req = event.request;
	const kind = requestKind({ url: new URL(req.url), method: req.method, mode: req.mode, destination: req.destination }, sw.location.origin, base);
	if (kind === 'page') event.respondWith(page(req));
	else if (kind === 'asset') event.respondWith(asset(req));
	else if (kind === 'data') event.respondWith(data(req, (p) => event.waitUntil(p.catch(() => {}))));
});

// The page hands over the files it loaded before this worker controlled it: its hashed files (from
// the HTTP cache) and networks.json (small, and the shell needs it to start offline). Service answers
// are NOT asked again: that would double the first visit's load on the services and the bytes on a
// phone; answers are kept from the next page on, as they load through this worker. Replies 'kept'.
sw.addEventListener('message', (event) => {
	const msg = event.data as { type?: string; urls?: unknown } | null;
	if (msg?.type !== 'keep' || !Array.isArray(msg.urls)) return;
	const own = msg.urls
		.filter((u): u is string => typeof u === 'string' && u.startsWith(`${sw.location.origin}/`))
		.slice(0, 200)
		.map((u) => ({ u, kind: requestKind({ url: new URL(u), method: 'GET', mode: 'cors', destination: 'script' }, sw.location.origin, base) }));
	event.waitUntil(
		Promise.all([
			caches.open(ASSETS).then((c) => Promise.all(own.filter((k) => k.kind === 'asset').map(async ({ u }) => (await c.match(u)) ?? c.add(u).catch(() => {})))),
			...own
				.filter((k) => k.kind === 'data')
				.map(async ({ u }) => {
					const res = await fetch(u).catch(() => null);
					if (res && storable(res)) await store(new Request(u), res).catch(() => {});
				})
		]).then(() => (event.source as Client | null)?.postMessage({ type: 'kept' }))
	);
});

// A notification about a transfer opens (or focuses) Loom on that transfer (src/lib/pwa/notification-click.ts).
sw.addEventListener('notificationclick', (event) => {
	event.notification.close();
	const target = notificationTarget(event.notification.data, sw.location.origin, base);
	if (target) event.waitUntil(openTarget(sw.clients, target).catch(() => {}));
});

async function page(req: Request): Promise<Response> {
	try {
		return await fetch(req);
	} catch (e) {
		const shell = await caches.match(SHELL_PAGE);
		if (shell) return shell;
		throw e;
	}
}

async function asset(req: Request): Promise<Response> {
	const cached = await caches.match(req, { ignoreSearch: true });
	if (cached) return cached;
	const res = await fetch(req);
	if (res.ok) {
		const copy = res.clone();
		void caches.open(ASSETS).then((c) => c.put(req, copy));
	}
	return res;
}

async function data(req: Request, saving: (p: Promise<void>) => void): Promise<Response> {
	let res: Response;
	try {
		res = await fetch(req);
	} catch (e) {
		// Offline (or the service unreachable): the last answer, marked with when it was saved.
		const saved = await caches.open(DATA).then((c) => c.match(req));
		if (saved) return saved;
		throw e;
	}
	if (storable(res)) saving(store(req, res.clone()));
	return res;
}

const storable = (res: Response) => res.ok && (res.headers.get('content-type') ?? '').includes('json');

async function store(req: Request, res: Response) {
	const headers = new Headers(res.headers);
	headers.set(SAVED_AT, String(Date.now()));
	const body = await res.arrayBuffer();
	const cache = await caches.open(DATA);
	await cache.delete(req);
	await cache.put(req, new Response(body, { status: res.status, statusText: res.statusText, headers }));
	await prune(DATA, DATA_MAX);
}

/** Keeps the newest `max` entries (keys come in insertion order; a stored answer is re-inserted). */
async function prune(name: string, max: number) {
	const cache = await caches.open(name);
	const keys = await cache.keys();
	await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((k) => cache.delete(k)));
}

/** Drops answers saved longer ago than `maxAge`. */
async function expire(name: string, maxAge: number) {
	const cache = await caches.open(name);
	const now = Date.now();
	for (const k of await cache.keys()) {
		const saved = Number((await cache.match(k))?.headers.get(SAVED_AT));
		if (!saved || now - saved > maxAge) await cache.delete(k);
	}
}
