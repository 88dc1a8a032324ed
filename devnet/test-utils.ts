// Test helper: serve one devnet Service on an ephemeral loopback port, so a service's contract
// tests can speak real HTTP without starting the whole devnet.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_KNOBS, knobsForRequest, type Knobs } from './knobs';
import { readBody, sendText, type Ctx, type Service } from './http';

export async function serveOne(service: Service, opts: { prefix?: string; chainId?: string; knobs?: Partial<Knobs> } = {}) {
	const prefix = opts.prefix ?? '';
	const server = createServer((req, res) => {
		const rawUrl = req.url ?? '/';
		const rawPath = rawUrl.split('?')[0] ?? '/';
		res.setHeader('Access-Control-Allow-Origin', '*');
		if (!rawPath.startsWith(prefix)) return sendText(res, 404, `Cannot ${req.method} ${rawPath}`);
		let body: string | undefined;
		const ctx: Ctx = {
			req,
			res,
			method: (req.method ?? 'GET').toUpperCase(),
			url: new URL(rawUrl, 'http://127.0.0.1'),
			path: rawPath.slice(prefix.length) || '/',
			chainId: opts.chainId,
			knobs: knobsForRequest({ ...DEFAULT_KNOBS, ...opts.knobs }, req.headers),
			body: async () => (body ??= await readBody(req))
		};
		Promise.resolve(service.handle(ctx)).catch((e: unknown) => {
			if (!res.headersSent) sendText(res, 500, `test server: ${e instanceof Error ? e.message : String(e)}`);
		});
	});
	await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
	const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${prefix}`;
	return {
		url,
		close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); })
	};
}
