// The router's HTTP surface (router-api.md §2): path dispatch, JSON bodies, and RouterErrors turned
// into gRPC-gateway error bodies. State (issued quotes and msgs, tracked txs) lives here per devnet.
import { createHash } from 'node:crypto';
import { toBech32 } from '@cosmjs/encoding';
import type { Ledger } from '../chain/types';
import { sendJson, sendText, type Ctx, type Service } from '../http';
import type { Knobs } from '../knobs';
import { isUint } from './amounts';
import { assetsJson, balancesJson, chainFilter, chainsJson } from './catalogue';
import { errorBody, invalid, noRoutes, notFound, RouterError } from './errors';
import { findPath, tokenOf } from './graph';
import { opHookJson } from './hook';
import { buildMsgs, checkMsgsFields } from './msgs';
import { checkQuote, quotePath, QuoteBook, routeJson } from './quote';
import { Tracker } from './tracking';

type Body = Record<string, unknown>;

/** Quote-drift knob: the output shrinks by 0–4 bps, changing every 15 s of wall-clock time. */
const DRIFT_PERIOD_MS = 15_000;

const DEPLOYMENT = {
	environment: 'devnet',
	network_type: 'devnet',
	skip_api_url: 'https://api.skip.build',
	blacklist_networks: [],
	l1_nft_transfer_hook_address: toBech32('init', createHash('sha256').update('loom-devnet/nft-transfer-hook').digest().subarray(0, 20)),
	version: { commit_sha: 'devnet', tag: 'devnet' }
};

async function jsonBody(ctx: Ctx): Promise<Body> {
	try {
		const v: unknown = JSON.parse(await ctx.body());
		if (v && typeof v === 'object' && !Array.isArray(v)) return v as Body;
	} catch {
		// fall through to the gRPC-gateway style answer
	}
	throw invalid('invalid request body');
}

function requireStrings<K extends string>(b: Body, fields: readonly K[]): Record<K, string> {
	for (const f of fields) if (typeof b[f] !== 'string' || b[f] === '') throw invalid(`${f} is required`);
	return b as Record<K, string>;
}

function balancesRequest(b: Body) {
	const chains = b.chains;
	const ok =
		chains &&
		typeof chains === 'object' &&
		Object.values(chains).every(
			(q: { address?: unknown; denoms?: unknown }) =>
				typeof q?.address === 'string' && (q.denoms === undefined || (Array.isArray(q.denoms) && q.denoms.every((d) => typeof d === 'string')))
		);
	if (!ok) throw invalid('chains must map chain ids to {address, denoms}');
	return chains as Record<string, { address: string; denoms?: string[] }>;
}

/** The router with an injectable clock (tests); createRouter in ./index uses the wall clock. */
export function createRouterService(base: string, ledger: Ledger, knobs: () => Knobs, now: () => number) {
	const quotes = new QuoteBook();
	const tracker = new Tracker(base, ledger, now);

	function route(b: Body, scale: number) {
		if (b.amount_in === undefined) throw invalid('amount_in is required');
		if (!isUint(b.amount_in) || BigInt(b.amount_in) === 0n) throw invalid('invalid amount_in');
		const r = requireStrings(b, ['source_asset_chain_id', 'source_asset_denom', 'dest_asset_chain_id', 'dest_asset_denom'] as const);
		const src = tokenOf(r.source_asset_chain_id, r.source_asset_denom);
		const dst = tokenOf(r.dest_asset_chain_id, r.dest_asset_denom);
		// Without decimals an asset cannot be quoted (router-api.md §3).
		if (!src || !dst || src.decimals === null || dst.decimals === null) throw noRoutes();
		const path = findPath(src, dst, b.is_op_withdraw === true);
		if (!path) throw noRoutes();
		const drift = knobs().quoteDrift ? BigInt(Math.floor(now() / DRIFT_PERIOD_MS) % 5) : 0n;
		const q = quotePath(path, BigInt(b.amount_in), drift);
		const json = routeJson(base, q, checkQuote(q, b.allow_unsafe !== false), scale);
		quotes.remember(json, q);
		return json;
	}

	const handlers: Record<string, (ctx: Ctx) => unknown> = {
		'GET /v2/info/chains': (ctx) => chainsJson(base, chainFilter(ctx.url)),
		'GET /v2/fungible/assets': (ctx) => assetsJson(base, chainFilter(ctx.url)),
		'POST /v2/info/balances': async (ctx) => balancesJson(ledger, balancesRequest(await jsonBody(ctx))),
		'POST /v2/fungible/route': async (ctx) => route(await jsonBody(ctx), ctx.knobs.timeScale),
		'POST /op-hook': async (ctx) => {
			const b = requireStrings(await jsonBody(ctx), [
				'source_address',
				'source_asset_chain_id',
				'source_asset_denom',
				'dest_address',
				'dest_asset_chain_id',
				'dest_asset_denom'
			] as const);
			const src = tokenOf(b.source_asset_chain_id, b.source_asset_denom);
			return opHookJson(src, tokenOf(b.dest_asset_chain_id, b.dest_asset_denom), b.source_address, b.dest_address);
		},
		'POST /v2/fungible/msgs': async (ctx) => {
			const b = await jsonBody(ctx);
			const fields = checkMsgsFields(b);
			const q = quotes.match(b);
			if (!q) throw invalid('operations do not match the quoted route');
			const { issued, json } = buildMsgs(base, ledger, q, fields, b.signed_op_hook, now());
			tracker.issue(issued);
			return json;
		},
		'POST /v2/tx/track': async (ctx) => {
			const b = requireStrings(await jsonBody(ctx), ['tx_hash', 'chain_id'] as const);
			const forced = ctx.req.headers['x-devnet-outcome'];
			return tracker.track(b.chain_id, b.tx_hash, Array.isArray(forced) ? forced[0] : forced);
		},
		'GET /v2/tx/status': (ctx) => {
			const q = ctx.url.searchParams;
			const hash = q.get('tx_hash');
			const chainId = q.get('chain_id');
			if (!hash) throw invalid('tx_hash is required');
			if (!chainId) throw invalid('chain_id is required');
			return tracker.status(chainId, hash, ctx.knobs.timeScale);
		},
		'GET /deployment': () => DEPLOYMENT
	};
	const paths = new Set(Object.keys(handlers).map((k) => k.split(' ')[1]));

	const service: Service = {
		name: 'router',
		errorBody,
		async handle(ctx) {
			const path = ctx.path.replace(/\/+$/, '') || '/';
			if (path === '/health' && ctx.method === 'GET') return sendText(ctx.res, 200, 'OK');
			const handler = handlers[`${ctx.method} ${path}`];
			try {
				if (!handler) throw paths.has(path) ? new RouterError(405, 12, 'Method Not Allowed') : notFound('Not Found');
				sendJson(ctx.res, 200, await handler(ctx));
			} catch (e) {
				if (!(e instanceof RouterError)) throw e;
				sendJson(ctx.res, e.status, e.body);
			}
		}
	};

	return {
		service,
		setOutcome: (txHashOrNext: string, outcome: string) => tracker.setOutcome(txHashOrNext, outcome),
		reset() {
			quotes.clear();
			tracker.reset();
		}
	};
}
