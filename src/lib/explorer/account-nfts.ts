// Data of an account's NFT view (shared by /accounts/{a} and /accounts/{a}/nfts): the collections it
// holds tokens in (the side list, its own position `cpage`/`ccursor`) and its tokens, optionally of
// one collection (`collection=`). Both requests start together.
import type { ChainInfo } from '$lib/config/chain';
import { indexerFor } from '$lib/nav/indexer';
import { loadList } from '$lib/nav/list-load';
import { pageSignal } from '$lib/nav/page-signal';
import { accountCollections, accountTokens } from './lists';

export function loadAccountNfts(chain: ChainInfo, address: string, url: URL) {
	const indexer = indexerFor(chain);
	const signal = pageSignal(url);
	const { collection } = accountTokens.read(url.searchParams).filters;
	const opts = (signal: AbortSignal) => ({ signal, cacheTtlMs: 30_000 });
	return {
		collections: loadList(accountCollections, url, (page, s) => indexer.collectionsByAccount(address, { ...page, countTotal: true }, opts(s)), signal),
		tokens: loadList(
			accountTokens,
			url,
			(page, s) => indexer.tokensByAccount(address, { collectionAddr: collection || undefined }, { ...page, countTotal: true }, opts(s)),
			signal
		)
	};
}
