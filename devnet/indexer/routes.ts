// Route table and matching with Fiber v2 defaults, as rollytics registers them (api/handler/*):
// case-insensitive, trailing slashes ignored, params taken from the raw path (never decoded),
// registration order decides (so "collections/by_account" alone hits ":collection_addr").
import { HttpError, internalError } from './errors';
import { txsByAccount } from './account-txs';
import { allInternalTxs, internalTxsByAccount, internalTxsByHash, internalTxsByHeight } from './internal-txs';
import { collectionByAddr, collectionsByAccount, nftTxs, tokensByAccount, tokensByCollection } from './nft';
import type { ChainStore } from './store';
import { evmTxByHash, txByHash } from './txs';

/** What a handler gets: everything it reads from the request. */
export interface Request {
	/** Raw (not percent-decoded) path params. */
	params: Record<string, string>;
	/** Decoded query params. */
	query: URLSearchParams;
	/** Devnet knob: every COUNT times out. */
	countTimedOut: boolean;
	/** The newest indexed block: the chain head minus the `indexerLag` knob. */
	indexedHeight: () => number;
}

export interface Route {
	/** Lowercase segments; ":name" is a param, a final "*" matches any rest (also none). */
	segments: string[];
	/** GET routes also answer HEAD; "all" routes answer every method. */
	methods: 'get' | 'all';
	handle(req: Request): unknown;
}

/** The version rollytics reports; the commit is the one the wire contract was taken from. */
const VERSION = 'v1.3.2';
const COMMIT = '3a2b99d39afac6c645393c861b942eaf36b4ecbf';

const EVM_ONLY = 'evm routes are not available on this chain';

export function indexerRoutes(store: ChainStore): Route[] {
	const get = (path: string, handle: (store: ChainStore, req: Request) => unknown): Route => ({
		segments: path.split('/').slice(1),
		methods: 'get',
		handle: (req) => handle(store, req)
	});
	const evmOnly = (path: string): Route => ({
		segments: [...path.split('/').slice(1), '*'],
		methods: 'all',
		handle: () => {
			throw new HttpError(404, EVM_ONLY);
		}
	});
	const evm = store.vm === 'evm';
	return [
		get('/status', (_store, req) => {
			const height = req.indexedHeight();
			// rollytics answers 500 until it has indexed a block.
			if (height < 1) throw internalError();
			return {
				version: VERSION,
				commit_hash: COMMIT,
				chain_id: store.chainId,
				height,
				// omitempty: only EVM chains index internal txs.
				...(evm ? { internal_tx_height: height } : {})
			};
		}),
		get('/indexer/tx/v1/txs/:tx_hash', txByHash),
		...(evm ? [get('/indexer/tx/v1/evm-txs/:tx_hash', evmTxByHash)] : [evmOnly('/indexer/tx/v1/evm-txs')]),
		...(evm
			? [
					get('/indexer/tx/v1/evm-internal-txs', allInternalTxs),
					get('/indexer/tx/v1/evm-internal-txs/by_height/:height', internalTxsByHeight),
					get('/indexer/tx/v1/evm-internal-txs/:tx_hash', internalTxsByHash),
					get('/indexer/tx/v1/evm-internal-txs/by_account/:account', internalTxsByAccount)
				]
			: [evmOnly('/indexer/tx/v1/evm-internal-txs')]),
		get('/indexer/tx/v1/txs/by_account/:account', txsByAccount),
		get('/indexer/nft/v1/collections/by_account/:account', collectionsByAccount),
		get('/indexer/nft/v1/collections/:collection_addr', collectionByAddr),
		get('/indexer/nft/v1/tokens/by_account/:account', tokensByAccount),
		get('/indexer/nft/v1/tokens/by_collection/:collection_addr', tokensByCollection),
		get('/indexer/nft/v1/txs/:collection_addr/:token_id', nftTxs)
	];
}

export interface Match {
	route: Route;
	params: Record<string, string>;
}

/** The first route (in registration order) matching the raw path, among those `accepts` admits. */
export function matchRoute(routes: readonly Route[], rawPath: string, accepts: (r: Route) => boolean): Match | undefined {
	// Fiber compares a lowercased, trailing-slash-trimmed copy; params are cut from the raw path
	// at the same positions (ASCII lowercasing keeps them aligned).
	let end = rawPath.length;
	while (end > 1 && rawPath[end - 1] === '/') end--;
	const raw = rawPath.slice(0, end).split('/').slice(1);
	const detect = raw.map((s) => s.replace(/[A-Z]/g, (c) => c.toLowerCase()));
	for (const route of routes) {
		if (!accepts(route)) continue;
		const params = matchSegments(route.segments, detect, raw);
		if (params) return { route, params };
	}
	return undefined;
}

function matchSegments(pattern: string[], detect: string[], raw: string[]): Record<string, string> | undefined {
	const wildcard = pattern.at(-1) === '*';
	const fixed = wildcard ? pattern.slice(0, -1) : pattern;
	if (wildcard ? detect.length < fixed.length : detect.length !== fixed.length) return undefined;
	const params: Record<string, string> = {};
	for (let i = 0; i < fixed.length; i++) {
		const seg = fixed[i]!;
		if (seg.startsWith(':')) {
			if (!raw[i]) return undefined; // a param needs at least one character
			params[seg.slice(1)] = raw[i]!;
		} else if (seg !== detect[i]) {
			return undefined;
		}
	}
	return params;
}
