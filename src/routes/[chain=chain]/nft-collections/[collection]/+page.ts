import { error } from '@sveltejs/kit';
import { addressBytes } from '$lib/format/address';
import { indexerFor } from '$lib/nav/indexer';
import { pageRequest, readPosition } from '$lib/nav/list-position';
import { pageSignal } from '$lib/nav/page-signal';
import { streamed } from '$lib/nav/streamed.svelte';
import type { PageLoad } from './$types';

export const _LIMITS = [24, 48, 96] as const;

export interface _CollectionFilters {
	tokenId: string;
	order: 'token_id' | 'height';
	dir: 'asc' | 'desc';
	view: 'grid' | 'table';
}

export const load: PageLoad = async ({ parent, params, url }) => {
	const { chain, network } = await parent();
	if (!addressBytes(params.collection))
		error(400, { message: `"${params.collection.slice(0, 100)}" is not a collection address (expected 0x… hex or init1…).`, kind: 'input' });
	const indexer = indexerFor(chain);
	const signal = pageSignal(url);
	const pos = readPosition(url, _LIMITS);
	const filters: _CollectionFilters = {
		tokenId: url.searchParams.get('token_id')?.trim() ?? '',
		order: url.searchParams.get('order') === 'height' ? 'height' : 'token_id',
		dir: url.searchParams.get('dir') === 'asc' ? 'asc' : 'desc',
		view: url.searchParams.get('view') === 'table' ? 'table' : 'grid'
	};
	// Both requests start together: the header and the tokens arrive independently.
	const collection = streamed(indexer.collection(params.collection, { signal }));
	const tokens = streamed(
		indexer.tokensByCollection(
			params.collection,
			{ tokenId: filters.tokenId || undefined, orderBy: filters.order },
			{ ...pageRequest(pos, true), reverse: filters.dir === 'desc', countTotal: true },
			{ signal, cacheTtlMs: 30_000 }
		)
	);
	return { address: params.collection, collection, tokens, pos, filters, gateways: network.ipfsGateways };
};
