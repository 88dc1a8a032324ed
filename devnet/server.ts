// The devnet: one HTTP server on loopback that hosts every simulated service under its own prefix
// (see chains.ts `urls`): indexers per chain, the router, Cosmos REST and EVM JSON-RPC per chain,
// NFT media and a local IPFS gateway, plus the control API the tests and benchmark drive.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { devnetNetworksJson, registryChains } from './chains';
import { createChains } from './chain/index';
import { createControl } from './control';
import { readBody, sendJson, sendText, sleep, type Ctx, type Service } from './http';
import { createIndexerServices } from './indexer/index';
import { FaultDice } from './dice';
import { DEFAULT_KNOBS, FaultBook, RateLimiter, knobsForRequest, knobsFromEnv, type Knobs } from './knobs';
import { createMedia } from './media/index';
import { createRouter } from './router/index';
import { executorServices } from './executor/index';
import { RequestLog } from './request-log';

export interface DevnetOptions {
	port?: number;
	host?: string;
	knobs?: Partial<Knobs>;
	/** Print one line per request to stdout. */
	verbose?: boolean;
}

export interface Devnet {
	url: string;
	close(): Promise<void>;
}

const CORS = {
	'Access-Control-Allow-Origin': '*',
	'Access-Control-Allow-Methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS,HEAD',
	'Access-Control-Allow-Headers': 'content-type,authorization,interwovenkit-version,cache-control,x-devnet-latency-ms,x-devnet-error-rate,x-devnet-time-scale,x-devnet-count-timeout,x-devnet-stale-reads,x-devnet-indexer-lag,x-devnet-outcome',
	'Access-Control-Expose-Headers': 'retry-after,x-cache',
	'Access-Control-Max-Age': '600'
};

export async function startDevnet(opts: DevnetOptions = {}): Promise<Devnet> {
	const host = opts.host ?? '127.0.0.1';
	const server = createServer();
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(opts.port ?? 4174, host, () => resolve());
	});
	const port = (server.address() as AddressInfo).port;
	const base = `http://${host}:${port}`;

	let knobs: Knobs = { ...DEFAULT_KNOBS, ...knobsFromEnv(), ...opts.knobs };
	const faults = new FaultBook();
	const limiter = new RateLimiter();
	const log = new RequestLog();
	const dice = new FaultDice();
	const getKnobs = () => knobs;

	const chains = createChains(base, getKnobs);
	const router = createRouter(base, chains.ledger, getKnobs);
	const indexers = createIndexerServices(base, getKnobs, chains.head);
	const media = createMedia(base);
	const executors = executorServices(chains.ophost);
	const control = createControl({
		getKnobs,
		setKnobs: (k) => (knobs = k),
		faults,
		log,
		router,
		chains,
		reset: () => {
			knobs = { ...DEFAULT_KNOBS, ...knobsFromEnv(), ...opts.knobs };
			faults.clear();
			dice.reset();
			log.clear();
			chains.ledger.reset();
			router.reset();
		}
	});

	/** Finds the service for a path and the path left after its prefix (raw, not decoded). */
	function mount(rawPath: string): { service?: Service; rest: string; chainId?: string; control?: boolean } {
		const m = /^\/([^/?]+)(?:\/([^/?]+))?(\/[^?]*)?$/.exec(rawPath);
		const first = m?.[1] ?? '';
		const second = m?.[2];
		const tail = (second !== undefined ? `/${second}` : '') + (m?.[3] ?? '');
		const afterChain = m?.[3] ?? '/';
		switch (first) {
			case 'router':
				return { service: router.service, rest: tail || '/' };
			case 'indexer':
				return { service: second ? indexers.get(second) : undefined, rest: afterChain, chainId: second };
			case 'rest':
				return { service: second ? chains.rest(second) : undefined, rest: afterChain, chainId: second };
			case 'jsonrpc':
				return { service: second ? chains.jsonRpc(second) : undefined, rest: afterChain, chainId: second };
			case 'executor':
				return { service: second ? executors.get(second) : undefined, rest: afterChain, chainId: second };
			case 'explorer':
				return { service: chains.explorer, rest: tail || '/' };
			case 'logos':
			case 'media':
			case 'ipfs':
				return { service: media, rest: rawPath };
			case '__devnet':
				return { control: true, rest: tail || '/' };
			default:
				return { rest: rawPath };
		}
	}

	async function handle(req: IncomingMessage, res: ServerResponse) {
		for (const [k, v] of Object.entries(CORS)) res.setHeader(k, v);
		const method = (req.method ?? 'GET').toUpperCase();
		if (method === 'OPTIONS') {
			res.writeHead(204);
			res.end();
			return;
		}
		const rawUrl = req.url ?? '/';
		const url = new URL(rawUrl, base);
		const rawPath = rawUrl.split('?')[0] ?? '/';

		if (rawPath === '/networks.json') return sendJson(res, 200, devnetNetworksJson(base), { 'Cache-Control': 'no-store' });
		if (rawPath === '/registry/chains.json') return sendJson(res, 200, registryChains(base));
		if (rawPath === '/' || rawPath === '') return sendText(res, 200, `Loom devnet at ${base}\nnetworks: ${base}/networks.json\ncontrol: ${base}/__devnet\n`);

		const m = mount(rawPath);
		let bodyText: string | undefined;
		const ctx: Ctx = {
			req,
			res,
			method,
			url,
			path: m.rest,
			chainId: m.chainId,
			knobs: knobsForRequest(knobs, req.headers),
			body: async () => (bodyText ??= await readBody(req))
		};
		if (m.control) return control.handle(ctx);
		if (!m.service) {
			// Same shape as the indexer's Fiber default for unknown routes.
			return sendText(res, 404, `Cannot ${method} ${rawPath}`);
		}
		const service = m.service;
		log.add(service.name, m.chainId, method, rawPath + (url.search ?? ''));
		if (opts.verbose) process.stdout.write(`${method} ${rawUrl}\n`);

		const rule = faults.take(method, rawPath + url.search);
		if (rule?.noCors) for (const k of Object.keys(CORS)) res.removeHeader(k);
		const delay = ctx.knobs.latencyMs + (rule?.latencyMs ?? 0);
		if (delay > 0) await sleep(delay);
		if (rule?.hang) return; // never answer: the client's timeout must fire
		if (rule?.hold) await faults.hold();
		if (rule?.status) {
			const fallback = service.errorBody(rule.status);
			const headers: Record<string, string> = { 'Content-Type': rule.contentType ?? fallback.contentType };
			if (rule.status === 429) headers['Retry-After'] = String(rule.retryAfter ?? 1);
			res.writeHead(rule.status, headers);
			res.end(rule.body ?? fallback.body);
			return;
		}
		if (ctx.knobs.errorRate > 0 && dice.roll(ctx.knobs.seed, `${method} ${rawPath}${url.search}`) < ctx.knobs.errorRate) {
			const e = service.errorBody(500);
			res.writeHead(500, { 'Content-Type': e.contentType });
			res.end(e.body);
			return;
		}
		const wait = limiter.hit(`${service.name}:${m.chainId ?? ''}`, ctx.knobs.rateLimit);
		if (wait > 0) {
			const e = service.errorBody(429);
			res.writeHead(429, { 'Content-Type': e.contentType, 'Retry-After': String(wait) });
			res.end(e.body);
			return;
		}
		await service.handle(ctx);
	}

	server.on('request', (req, res) => {
		handle(req, res).catch((err: unknown) => {
			process.stderr.write(`devnet: ${req.method} ${req.url}: ${err instanceof Error ? err.stack : String(err)}\n`);
			if (!res.headersSent) sendText(res, 500, 'Internal Server Error');
			else res.end();
		});
	});

	return {
		url: base,
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			})
	};
}
