import { error, redirect } from '@sveltejs/kit';
import { tokenIdNeedsEscaping, type NftTx } from '$lib/api/indexer';
import { tokenHistory } from '$lib/explorer/lists';
import { addressBytes } from '$lib/format/address';
import { indexerFor } from '$lib/nav/indexer';
import { tokenRequests } from '$lib/nav/early-requests';
import { loadList, type ListData } from '$lib/nav/list-load';
import type { FiltersOf } from '$lib/nav/list';
import { pageSignal } from '$lib/nav/page-signal';
import { streamed } from '$lib/nav/streamed.svelte';
import { r } from '$lib/routes';
import { startTokenCode } from './token-code';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ parent, params, url }) => {
	const { chain, network } = await parent();
	// Same check as the collection page's (../../+page.ts), kept in both: see there.
	if (!addressBytes(params.collection))
		error(400, { message: `"${params.collection.slice(0, 100)}" is not a collection address (expected 0x… hex or init1…).`, kind: 'input' });
	const indexer = indexerFor(chain);
	const signal = pageSignal(url);
	startTokenCode();
	const tokenId = params.token_id;

	// On a deep link the early module started these already (src/lib/nav/early-data.ts).
	const ask = tokenRequests(indexer, params.collection, tokenId);
	const exact = ask.token(signal);
	if (chain.vm === 'move' && /^0x[0-9a-f]{64}$/i.test(tokenId)) {
		const direct = await exact.catch(() => null);
		if (!direct) {
			// Rare path: its code loads only when needed.
			const { tokenByObject } = await import('./object-lookup');
			const byObject = await tokenByObject(indexer, params.collection, tokenId, signal).catch(() => null);
			if (byObject) redirect(307, r.token(chain.id, params.collection, byObject.tokenId) + url.search);
		}
	}

	// The indexer does not decode path params, so an id with reserved characters cannot be sent
	// (reference §3). On Move the history is the txs of the NFT object, reachable by its address.
	let history: ListData<NftTx, FiltersOf<typeof tokenHistory>> | null = null;
	let historyVia: 'token' | 'object' = 'token';
	if (!tokenIdNeedsEscaping(tokenId)) {
		history = loadList(tokenHistory, url, ask.history, signal);
	} else if (chain.vm === 'move') {
		historyVia = 'object';
		const byObject = (object: string, page: Parameters<typeof indexer.txsByAccount>[1], s: AbortSignal) =>
			indexer.txsByAccount(object, { ...page, countTotal: true }, { signal: s, cacheTtlMs: 30_000 });
		history = loadList(
			tokenHistory,
			url,
			(page, s) => exact.then((t) => (t?.objectAddress ? byObject(t.objectAddress, page, s) : { items: [], nextKey: null, previousKey: null, total: null })),
			signal
		);
	}
	return {
		address: params.collection,
		tokenId,
		gateways: network.ipfsGateways,
		collection: streamed(ask.collection(signal)),
		token: streamed(exact),
		history,
		historyVia
	};
};
