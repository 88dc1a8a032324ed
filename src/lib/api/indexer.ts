// Client for one chain's Initia indexer (rollytics; kvindexer shapes tolerated): NFT collections,
// tokens, NFT history, EVM internal txs and status. Every answer is validated into domain types.
// Txs by hash are in indexer-tx.ts, so NFT and account pages do not load the tx schemas.
import type { CallOptions, Fetch } from './http';
import { encodePathSegment, indexerGetter, pageQuery, type PageReq } from './indexer-base';
import { collectionResponseSchema, collectionsPageSchema, tokensPageSchema } from './schemas/nft';
import { nftTxsPageSchema } from './schemas/nft-tx';
import { internalTxsPageSchema } from './schemas/internal-tx';
import { indexerStatusSchema } from './schemas/indexer-status';

export { encodePathSegment, pageQuery, tokenIdNeedsEscaping, type PageReq } from './indexer-base';
export type { Page } from './schemas/common';
export type { Collection, Token } from './schemas/nft';
export type { NftTx } from './schemas/nft-tx';
export type { Tx, TxEvent } from './schemas/tx';
export type { Receipt } from './schemas/evm';
export type { InternalTx } from './schemas/internal-tx';
export type { IndexerStatus } from './schemas/indexer-status';

export function createIndexerClient(baseUrl: string, { fetch }: { fetch?: Fetch } = {}) {
	const get = indexerGetter(baseUrl, fetch);
	const seg = encodePathSegment;

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

		status: (opts: CallOptions = {}) => get('/status', null, indexerStatusSchema, opts)
	};
}

export type IndexerClient = ReturnType<typeof createIndexerClient>;
