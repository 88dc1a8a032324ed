// Data of an account's NFT view (shared by /accounts/{a} and /accounts/{a}/nfts): the collections it
// holds tokens in (side list, its own position `cpage`/`ccursor`) and its tokens, optionally of one
// collection (`collection=`). Both requests start together.
import type { ChainInfo } from '$lib/config/chain';
import { indexerFor } from '$lib/nav/indexer';
import { pageRequest, readPosition, type ListPosition } from '$lib/nav/list-position';
import { pageSignal } from '$lib/nav/page-signal';
import { streamed } from '$lib/nav/streamed.svelte';

export const TOKEN_LIMITS = [24, 48, 96] as const;
export const COLLECTION_LIMIT = 20;

function collectionsPosition(url: URL): ListPosition {
	const page = Math.max(1, Math.floor(Number(url.searchParams.get('cpage') ?? 1)) || 1);
	return { cursor: url.searchParams.get('ccursor') || null, page, limit: COLLECTION_LIMIT };
}

export function loadAccountNfts(chain: ChainInfo, address: string, url: URL) {
	const indexer = indexerFor(chain);
	const signal = pageSignal(url);
	const pos = readPosition(url, TOKEN_LIMITS);
	const cpos = collectionsPosition(url);
	const collection = url.searchParams.get('collection')?.trim() || '';
	const view: 'grid' | 'table' = url.searchParams.get('view') === 'table' ? 'table' : 'grid';
	return {
		pos,
		cpos,
		collection,
		view,
		collections: streamed(indexer.collectionsByAccount(address, { ...pageRequest(cpos, true), countTotal: true }, { signal, cacheTtlMs: 30_000 })),
		tokens: streamed(
			indexer.tokensByAccount(address, { collectionAddr: collection || undefined }, { ...pageRequest(pos, true), countTotal: true }, { signal, cacheTtlMs: 30_000 })
		)
	};
}
