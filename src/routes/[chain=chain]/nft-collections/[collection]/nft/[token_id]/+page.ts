import { error, redirect } from '@sveltejs/kit';
import { tokenIdNeedsEscaping } from '$lib/api/indexer';
import { addressBytes } from '$lib/format/address';
import { indexerFor } from '$lib/nav/indexer';
import { pageRequest, readPosition } from '$lib/nav/list-position';
import { pageSignal } from '$lib/nav/page-signal';
import { streamed } from '$lib/nav/streamed.svelte';
import { r } from '$lib/routes';
import type { PageLoad } from './$types';

export const _LIMITS = [25, 50, 100] as const;

export const load: PageLoad = async ({ parent, params, url }) => {
	const { chain, network } = await parent();
	if (!addressBytes(params.collection))
		error(400, { message: `"${params.collection.slice(0, 100)}" is not a collection address (expected 0x… hex or init1…).`, kind: 'input' });
	const indexer = indexerFor(chain);
	const signal = pageSignal(url);
	const tokenId = params.token_id;

	const exact = indexer.tokensByCollection(params.collection, { tokenId }, { limit: 1, countTotal: false }, { signal, cacheTtlMs: 30_000 }).then((p) => p.items[0] ?? null);
	if (chain.vm === 'move' && /^0x[0-9a-f]{64}$/i.test(tokenId)) {
		const direct = await exact.catch(() => null);
		if (!direct) {
			// Rare path: its code loads only when needed.
			const { tokenByObject } = await import('./object-lookup');
			const byObject = await tokenByObject(indexer, params.collection, tokenId, signal).catch(() => null);
			if (byObject) redirect(307, r.token(chain.id, params.collection, byObject.tokenId) + url.search);
		}
	}

	const pos = readPosition(url, _LIMITS);
	// The indexer does not decode path params: such ids have no reachable history (reference §3).
	const historyReachable = !tokenIdNeedsEscaping(tokenId);
	return {
		address: params.collection,
		tokenId,
		pos,
		gateways: network.ipfsGateways,
		collection: streamed(indexer.collection(params.collection, { signal })),
		token: streamed(exact),
		history: historyReachable
			? streamed(indexer.nftTxs(params.collection, tokenId, { ...pageRequest(pos, false), countTotal: true }, { signal, cacheTtlMs: 30_000 }))
			: null
	};
};
