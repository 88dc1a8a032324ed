import { error } from '@sveltejs/kit';
import { collectionTokens } from '$lib/explorer/lists';
import { addressBytes } from '$lib/format/address';
import { collectionRequests } from '$lib/nav/early-requests';
import { indexerFor } from '$lib/nav/indexer';
import { loadList } from '$lib/nav/list-load';
import { pageSignal } from '$lib/nav/page-signal';
import { streamed } from '$lib/nav/streamed.svelte';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ parent, params, url }) => {
	const { chain, network } = await parent();
	// Same check as nft/[token_id]/+page.ts. Kept in both: as a shared module it became a chunk of its own
	// on both pages (+0.08 KB gzip JS until content here, +0.1 KB on the token page, one more file each).
	if (!addressBytes(params.collection))
		error(400, { message: `"${params.collection.slice(0, 100)}" is not a collection address (expected 0x… hex or init1…).`, kind: 'input' });
	const indexer = indexerFor(chain);
	const signal = pageSignal(url);
	// Both requests start together: the header and the tokens arrive independently (on a deep link
	// the early module started them already: src/lib/nav/early-data.ts).
	const ask = collectionRequests(indexer, params.collection, url);
	const collection = streamed(ask.collection(signal));
	const tokens = loadList(collectionTokens, url, ask.tokens, signal);
	return { address: params.collection, collection, tokens, gateways: network.ipfsGateways };
};
