// The lists of an account on one chain: the collections it holds tokens in, its tokens (optionally
// of one collection) and, on EVM chains, its internal txs. The chain's account pages and the
// all-chains page ask with exactly these requests, so their answers are shared (cached, preloaded).
import type { ChainInfo } from '$lib/config/chain';
import { indexerFor } from '$lib/nav/indexer';
import { loadList, type FetchPage } from '$lib/nav/list-load';
import { pageSignal } from '$lib/nav/page-signal';
import type { Collection, InternalTx, Token } from '$lib/api/indexer';
import { accountCollections, accountTokens } from './lists';

const CACHE_MS = 30_000;

export function accountFetchers(chain: ChainInfo, address: string) {
	const indexer = indexerFor(chain);
	return {
		collections: ((page, signal) => indexer.collectionsByAccount(address, { ...page, countTotal: true }, { signal, cacheTtlMs: CACHE_MS })) as FetchPage<Collection>,
		tokens: (collection: string): FetchPage<Token> =>
			(page, signal) => indexer.tokensByAccount(address, { collectionAddr: collection || undefined }, { ...page, countTotal: true }, { signal, cacheTtlMs: CACHE_MS }),
		internalTxs: (order: 'desc' | 'asc'): FetchPage<InternalTx> =>
			(page, signal) => indexer.internalTxsByAccount(address, { ...page, reverse: order === 'desc', countTotal: true }, { signal, cacheTtlMs: CACHE_MS })
	};
}

/** Data of an account's NFT view (/accounts/{a} and /accounts/{a}/nfts on a chain): both requests start together. */
export function loadAccountNfts(chain: ChainInfo, address: string, url: URL) {
	const signal = pageSignal(url);
	const get = accountFetchers(chain, address);
	const { collection } = accountTokens.read(url.searchParams).filters;
	const data = {
		collections: loadList(accountCollections, url, get.collections, signal),
		tokens: loadList(accountTokens, url, get.tokens(collection), signal)
	};
	return data;
}
