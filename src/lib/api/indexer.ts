// Client for one chain's Initia indexer (rollytics; kvindexer shapes tolerated): NFT collections,
// tokens, NFT history and EVM internal txs. Every answer is validated into domain types.
import { getJson, type CallOptions, type Fetch } from './http';
import type * as v from 'valibot';
import { collectionResponseSchema, collectionsPageSchema, tokensPageSchema } from './schemas/nft';
import { nftTxsPageSchema } from './schemas/nft-tx';
import { internalTxsPageSchema } from './schemas/internal-tx';
import { indexerStatusSchema } from './schemas/indexer-status';
import { indexerTxResponseSchema } from './schemas/tx';
import { indexerEvmTxSchema } from './schemas/evm';

export type { Page } from './schemas/common';
export type { Collection, Token } from './schemas/nft';
export type { NftTx } from './schemas/nft-tx';
export type { Tx, TxEvent } from './schemas/tx';
export type { Receipt } from './schemas/evm';
export type { InternalTx } from './schemas/internal-tx';
export type { IndexerStatus } from './schemas/indexer-status';

export interface PageReq {
	/** Opaque cursor from a previous page (`nextKey` / `previousKey`). */
	key?: string;
	offset?: number;
	limit?: number;
	/** Server default true (newest first). */
	reverse?: boolean;
	/** Server default true; turn off for big lists and count separately. */
	countTotal?: boolean;
}

/**
 * Query string in a fixed order (filters, then pagination), because the indexer's cache key is the
 * raw query string. URLSearchParams percent-encodes the `+/=` of base64 keys.
 */
export function pageQuery(page: PageReq = {}, filters: [string, string | undefined][] = []): URLSearchParams {
	const q = new URLSearchParams();
	for (const [name, value] of filters) if (value !== undefined && value !== '') q.append(name, value);
	if (page.key !== undefined) q.append('pagination.key', page.key);
	if (page.offset !== undefined) q.append('pagination.offset', String(page.offset));
	if (page.limit !== undefined) q.append('pagination.limit', String(page.limit));
	if (page.countTotal !== undefined) q.append('pagination.count_total', String(page.countTotal));
	if (page.reverse !== undefined) q.append('pagination.reverse', String(page.reverse));
	return q;
}

// RFC 3986 pchar: what a path segment may carry unescaped.
const PATH_SAFE = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]+$/;
const sendableRaw = (segment: string) => PATH_SAFE.test(segment) && segment !== '.' && segment !== '..';

/**
 * Path segment encoding. The real indexer does NOT percent-decode path params (Fiber with
 * UnescapePath off): `/txs/{c}/My%20Token` looks up the literal "My%20Token". So a segment is sent
 * raw whenever it can be, and escaped with encodeURIComponent (unfindable, but at least not a
 * different route) only when it must be; dot segments are escaped so URL parsing can't remove them.
 */
export function encodePathSegment(segment: string): string {
	if (sendableRaw(segment)) return segment;
	return segment === '.' || segment === '..' ? segment.replaceAll('.', '%2E') : encodeURIComponent(segment);
}

/**
 * True when a token id cannot travel raw in a URL path, so its NFT history is unreachable through
 * `txs/{collection}/{token_id}`. Find such tokens with `tokensByCollection(addr, { tokenId })` (a
 * query param, decoded normally) and tell the user why the history is missing.
 */
export function tokenIdNeedsEscaping(tokenId: string): boolean {
	return !sendableRaw(tokenId);
}

export function createIndexerClient(baseUrl: string, { fetch }: { fetch?: Fetch } = {}) {
	const base = baseUrl.replace(/\/+$/, '');
	const seg = encodePathSegment;

	const get = <S extends v.GenericSchema>(path: string, query: URLSearchParams | null, schema: S, opts: CallOptions) => {
		const qs = query?.toString();
		return getJson(`${base}${path}${qs ? `?${qs}` : ''}`, schema, { service: 'indexer', fetch, ...opts });
	};

	return {
		/** Collections in which `account` currently owns at least one NFT. */
		collectionsByAccount: (account: string, page: PageReq = {}, opts: CallOptions = {}) =>
			get(`/indexer/nft/v1/collections/by_account/${seg(account)}`, pageQuery(page), collectionsPageSchema, opts),

		/** Unknown collection → ApiError with status 404 ("nft collection not found"). */
		collection: (collectionAddr: string, opts: CallOptions = {}) =>
			get(`/indexer/nft/v1/collections/${seg(collectionAddr)}`, null, collectionResponseSchema, opts),

		/** Default order `token_id` is lexicographic ("10" before "9"). `tokenId` is an exact-match filter. */
		tokensByCollection: (
			collectionAddr: string,
			filter: { tokenId?: string; orderBy?: 'token_id' | 'height' } = {},
			page: PageReq = {},
			opts: CallOptions = {}
		) =>
			get(
				`/indexer/nft/v1/tokens/by_collection/${seg(collectionAddr)}`,
				pageQuery(page, [
					['token_id', filter.tokenId],
					['order_by', filter.orderBy]
				]),
				tokensPageSchema,
				opts
			),

		tokensByAccount: (
			account: string,
			filter: { collectionAddr?: string; tokenId?: string } = {},
			page: PageReq = {},
			opts: CallOptions = {}
		) =>
			get(
				`/indexer/nft/v1/tokens/by_account/${seg(account)}`,
				pageQuery(page, [
					['collection_addr', filter.collectionAddr],
					['token_id', filter.tokenId]
				]),
				tokensPageSchema,
				opts
			),

		/**
		 * Cursor pages: `nextKey` is set even on the last non-empty page (stop on an empty page), and
		 * `previousKey` is always null (keep a cursor stack). See `tokenIdNeedsEscaping`.
		 */
		nftTxs: (collectionAddr: string, tokenId: string, page: PageReq = {}, opts: CallOptions = {}) =>
			get(`/indexer/nft/v1/txs/${seg(collectionAddr)}/${seg(tokenId)}`, pageQuery(page), nftTxsPageSchema, opts),

		/**
		 * Txs that mention an account, newest first, by sequence cursor (like `nftTxs`). On Move an
		 * NFT's history is exactly the txs of its object address: the way to it when the token id
		 * cannot travel in a path.
		 */
		txsByAccount: (account: string, page: PageReq = {}, opts: CallOptions = {}) =>
			get(`/indexer/tx/v1/txs/by_account/${seg(account)}`, pageQuery(page), nftTxsPageSchema, opts),

		/**
		 * `hash` must be the EVM tx hash. Unknown → 404 "transaction not found"; non-EVM chain → 404
		 * "evm routes are not available on this chain". Pass `reverse: false` for call-tree order.
		 */
		internalTxsByHash: (hash: string, page: PageReq = {}, opts: CallOptions = {}) =>
			get(`/indexer/tx/v1/evm-internal-txs/${seg(hash)}`, pageQuery(page), internalTxsPageSchema, opts),

		internalTxsByAccount: (account: string, page: PageReq = {}, opts: CallOptions = {}) =>
			get(`/indexer/tx/v1/evm-internal-txs/by_account/${seg(account)}`, pageQuery(page), internalTxsPageSchema, opts),

		/**
		 * One Cosmos tx by its Cosmos hash (any case, 0x optional). Unknown → 404 ("[NOT_FOUND]
		 * transaction not found"): not indexed (yet), or not this chain. An EVM hash is a 404 too.
		 */
		tx: (hash: string, opts: CallOptions = {}) => get(`/indexer/tx/v1/txs/${seg(hash)}`, null, indexerTxResponseSchema, opts),

		/** EVM chains: the receipt of an EVM tx by its EVM hash; unknown → 404 "tx not found". */
		evmTx: (hash: string, opts: CallOptions = {}) => get(`/indexer/tx/v1/evm-txs/${seg(hash)}`, null, indexerEvmTxSchema, opts),

		status: (opts: CallOptions = {}) => get('/status', null, indexerStatusSchema, opts)
	};
}

export type IndexerClient = ReturnType<typeof createIndexerClient>;
