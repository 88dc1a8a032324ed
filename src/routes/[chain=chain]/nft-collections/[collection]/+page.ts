import { error } from '@sveltejs/kit';
import { collectionTokens } from '$lib/explorer/lists';
import { addressBytes } from '$lib/format/address';
import { indexerFor } from '$lib/nav/indexer';
import { loadList } from '$lib/nav/list-load';
import { pageSignal } from '$lib/nav/page-signal';
import { streamed } from '$lib/nav/streamed.svelte';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ parent, params, url }) => {
	const { chain, network } = await parent();
	if (!addressBytes(params.collection))
		error(400, { message: `"${params.collection.slice(0, 100)}" is not a collection address (expected 0x… hex or init1…).`, kind: 'input' });
	const indexer = indexerFor(chain);
	const signal = pageSignal(url);
	const { token_id, order, dir } = collectionTokens.read(url.searchParams).filters;
	// Both requests start together: the header and the tokens arrive independently.
	const collection = streamed(indexer.collection(params.collection, { signal, cacheTtlMs: 30_000 }));
	const tokens = loadList(
		collectionTokens,
		url,
		(page, signal) =>
			indexer.tokensByCollection(params.collection, { tokenId: token_id || undefined, orderBy: order }, { ...page, reverse: dir === 'desc', countTotal: true }, { signal, cacheTtlMs: 30_000 }),
		signal
	);
	return { address: params.collection, collection, tokens, gateways: network.ipfsGateways };
};
