// A static host for the built site, as a deployer's host would serve it: files from build/,
// the SPA fallback (200.html) for every other path under the base path, and optionally a
// networks.json supplied in memory (the devnet's) instead of the shipped one.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.ico': 'image/x-icon',
	'.webmanifest': 'application/manifest+json',
	'.txt': 'text/plain; charset=utf-8',
	'.woff2': 'font/woff2'
};

export interface StaticServerOptions {
	dir: string;
	port: number;
	host?: string;
	/** Base path the site was built for (BASE_PATH), e.g. "/sub". */
	base?: string;
	/** Served at {base}/networks.json instead of the file in dir. */
	networksJson?: () => unknown;
	fallback?: string;
	/** Added delay per request (the benchmark simulates a distant host). */
	latencyMs?: number;
	/** Serve HTTPS with HTTP/2, as production static hosts do (the benchmark; PEM strings). */
	tls?: { key: string; cert: string };
	/** Gzip text files for browsers that accept it, as production static hosts do (the benchmark, `npm start`). */
	compress?: boolean;
}

/** Types a static host compresses (images other than SVG and fonts are compressed already). */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.webmanifest', '.txt']);

/** Gzipped bodies by file and modification time, level 9 as hosts that precompress serve them. */
const gzipped = new Map<string, Buffer>();
async function gzipOf(file: string, mtimeMs: number): Promise<Buffer> {
	const key = `${file}@${mtimeMs}`;
	let hit = gzipped.get(key);
	if (!hit) {
		hit = gzipSync(await readFile(file), { level: 9 });
		gzipped.set(key, hit);
	}
	return hit;
}

const acceptsGzip = (req: IncomingMessage | Http2ServerRequest) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

export async function startStaticServer(opts: StaticServerOptions): Promise<{ url: string; close(): Promise<void> }> {
	const root = resolve(opts.dir);
	const base = (opts.base ?? '').replace(/\/+$/, '');
	const fallback = opts.fallback ?? '200.html';

	const handler = async (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse) => {
		try {
			if (opts.latencyMs) await new Promise((r) => setTimeout(r, opts.latencyMs));
			const url = new URL(req.url ?? '/', 'http://localhost');
			let pathname = decodeURIComponent(url.pathname);
			if (base) {
				if (pathname === base) pathname = '/';
				else if (pathname.startsWith(`${base}/`)) pathname = pathname.slice(base.length);
				else {
					res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
					return res.end(`Not under base path ${base}`);
				}
			}
			if (pathname === '/networks.json' && opts.networksJson) {
				const body = JSON.stringify(opts.networksJson());
				const gz = opts.compress && acceptsGzip(req);
				res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...(gz ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}) });
				return res.end(gz ? gzipSync(body) : body);
			}
			const file = normalize(join(root, pathname));
			if (!file.startsWith(root)) {
				res.writeHead(400);
				return res.end();
			}
			let target = file;
			const s = await stat(file).catch(() => null);
			if (!s || s.isDirectory()) {
				const index = s?.isDirectory() ? join(file, 'index.html') : null;
				const si = index ? await stat(index).catch(() => null) : null;
				// Like a host rewrite (`/* /200.html 200`): any path that is not a file gets the SPA page
				// (token ids such as "scroll-2.json" look like file names), except missing build assets.
				if (si) target = index!;
				else if (!pathname.startsWith('/_app/')) target = join(root, pathname === '/' ? 'index.html' : fallback);
				else {
					res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
					return res.end('Not found');
				}
				if (!(await stat(target).catch(() => null))) target = join(root, fallback);
			}
			const type = TYPES[extname(target)] ?? 'application/octet-stream';
			const immutable = target.includes(`${join(root, '_app', 'immutable')}`);
			const gz = opts.compress && COMPRESSIBLE.has(extname(target)) && acceptsGzip(req) ? await gzipOf(target, (await stat(target)).mtimeMs) : null;
			res.writeHead(200, {
				'Content-Type': type,
				'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
				'X-Content-Type-Options': 'nosniff',
				'Referrer-Policy': 'strict-origin-when-cross-origin',
				'X-Frame-Options': 'DENY',
				...(gz ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {})
			});
			if (gz) return res.end(gz);
			createReadStream(target).pipe(res as NodeJS.WritableStream);
		} catch (e) {
			// A browser that went away mid-answer (navigation, closed page) leaves nothing to answer.
			if (res.headersSent || res.writableEnded) return;
			res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
			res.end(e instanceof Error ? e.message : 'error');
		}
	};
	const server = opts.tls
		? createSecureServer({ ...opts.tls, allowHTTP1: true }, (req, res) => void handler(req, res))
		: createServer((req, res) => void handler(req, res));
	const sockets = new Set<import('node:net').Socket>();
	server.on('connection', (s: import('node:net').Socket) => {
		sockets.add(s);
		s.on('close', () => sockets.delete(s));
	});
	await new Promise<void>((ok, fail) => {
		server.once('error', fail);
		server.listen(opts.port, opts.host ?? '127.0.0.1', () => ok());
	});
	const port = (server.address() as AddressInfo).port;
	return {
		url: `${opts.tls ? 'https' : 'http'}://${opts.host ?? '127.0.0.1'}:${port}${base}`,
		close: () =>
			new Promise<void>((ok) => {
				for (const s of sockets) s.destroy();
				server.close(() => ok());
			})
	};
}
