// The first requests of the explorer's deep-linked pages, written once: the pages' loads make them,
// and so does the early module (./early-data.ts) while the app's code is still downloading. Both go
// through the same indexer client methods with the same URLs and a cache time, so http.ts's sharing
// cache gives the load the early request's answer: one request on the wire, not two.
// Framework-free on purpose (no Svelte, no SvelteKit): the early module imports it before the app runs.
import type { CallOptions } from '$lib/api/http';
import type { Collection, IndexerClient, InternalTx, NftTx, Page, Token } from '$lib/api/indexer';
import type { FetchPage } from './list-load';
import { pageRequest, type Filters, type List } from './list';
import type { ChainInfo } from '$lib/config/chain';
import { accountCollections, accountInternalTxs, accountTokens, collectionTokens } from '$lib/explorer/lists';
import { toBech32Address, type AddressBytes } from '$lib/format/address';

/** How long a page's answers are shared (the early request may land seconds before its load asks). */
export const CACHE_MS = 30_000;

/** The request of a list's page that `url` shows (what loadList fetches when no kept page has it). */
export function firstPage<T, F extends Filters>(list: List<F>, url: URL, fetch: FetchPage<T>, signal: AbortSignal): Promise<Page<T>> {
	return fetch(pageRequest(list.read(url.searchParams)), signal);
}

/** The call options of every request here; the early module adds `ahead` (see http.ts). */
type Extra = Pick<CallOptions, 'ahead'>;

/** A collection's page: its header and the tokens its URL's filters select. */
export function collectionRequests(indexer: IndexerClient, collection: string, url: URL, extra: Extra = {}) {
	const { token_id, order, dir } = collectionTokens.read(url.searchParams).filters;
	return {
		collection: (signal?: AbortSignal) => indexer.collection(collection, { ...extra, signal, cacheTtlMs: CACHE_MS }),
		tokens: ((page, signal) =>
			indexer.tokensByCollection(collection, { tokenId: token_id || undefined, orderBy: order }, { ...page, reverse: dir === 'desc', countTotal: true }, { ...extra, signal, cacheTtlMs: CACHE_MS })) as FetchPage<Token>
	};
}

/** A token's page: the token itself (exact id), its collection and its history (by token id). */
export function tokenRequests(indexer: IndexerClient, collection: string, tokenId: string, extra: Extra = {}) {
	return {
		token: (signal?: AbortSignal) =>
			indexer.tokensByCollection(collection, { tokenId }, { limit: 1, countTotal: false }, { ...extra, signal, cacheTtlMs: CACHE_MS }).then((p) => p.items[0] ?? null),
		collection: (signal?: AbortSignal): Promise<Collection> => indexer.collection(collection, { ...extra, signal, cacheTtlMs: CACHE_MS }),
		history: ((page, signal) => indexer.nftTxs(collection, tokenId, { ...page, countTotal: true }, { ...extra, signal, cacheTtlMs: CACHE_MS })) as FetchPage<NftTx>
	};
}

/** An account's lists on one chain (its pages and the all-chains page ask exactly these). */
export function accountRequests(indexer: IndexerClient, address: string, extra: Extra = {}) {
	return {
		collections: ((page, signal) => indexer.collectionsByAccount(address, { ...page, countTotal: true }, { ...extra, signal, cacheTtlMs: CACHE_MS })) as FetchPage<Collection>,
		tokens: (collection: string): FetchPage<Token> =>
			(page, signal) => indexer.tokensByAccount(address, { collectionAddr: collection || undefined }, { ...page, countTotal: true }, { ...extra, signal, cacheTtlMs: CACHE_MS }),
		internalTxs: (order: 'desc' | 'asc'): FetchPage<InternalTx> =>
			(page, signal) => indexer.internalTxsByAccount(address, { ...page, reverse: order === 'desc', countTotal: true }, { ...extra, signal, cacheTtlMs: CACHE_MS })
	};
}

/** What the all-chains account page asks one chain: the first page of the account's collections, tokens and (EVM) internal txs. */
export function holdingsRequests(indexer: IndexerClient, chain: ChainInfo, bytes: AddressBytes, signal: AbortSignal, extra: Extra = {}) {
	const account = toBech32Address(bytes, chain.bech32Prefix || 'init');
	const get = accountRequests(indexer, account, extra);
	return {
		account,
		collections: get.collections(pageRequest(accountCollections.start()), signal),
		tokens: get.tokens('')(pageRequest(accountTokens.start()), signal),
		internal: chain.vm === 'evm' ? get.internalTxs('desc')(pageRequest(accountInternalTxs.start()), signal) : null
	};
}
