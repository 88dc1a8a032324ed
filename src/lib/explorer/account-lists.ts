// The lists of an account on one chain: the collections it holds tokens in, its tokens (optionally
// of one collection) and, on EVM chains, its internal txs. The chain's account pages and the
// all-chains page ask with exactly these requests, so their answers are shared (cached, preloaded).
import type { ChainInfo } from '$lib/config/chain';
import { accountRequests } from '$lib/nav/early-requests';
import { indexerFor } from '$lib/nav/indexer';
import { loadList } from '$lib/nav/list-load';
import { pageSignal } from '$lib/nav/page-signal';
import { accountCollections, accountTokens } from './lists';

/** The account's list requests on `chain` (one implementation: src/lib/nav/early-requests.ts). */
export function accountFetchers(chain: ChainInfo, address: string) {
	return accountRequests(indexerFor(chain), address);
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
