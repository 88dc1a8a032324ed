import { indexerFor } from '$lib/nav/indexer';
import { pageRequest, readPosition } from '$lib/nav/list-position';
import { pageSignal } from '$lib/nav/page-signal';
import { streamed } from '$lib/nav/streamed.svelte';
import type { PageLoad } from './$types';

export const _LIMITS = [25, 50, 100] as const;

export const load: PageLoad = async ({ parent, url }) => {
	const { chain, address } = await parent();
	const pos = readPosition(url, _LIMITS);
	const order: 'desc' | 'asc' = url.searchParams.get('order') === 'asc' ? 'asc' : 'desc';
	if (chain.vm !== 'evm') return { pos, order, txs: null };
	const indexer = indexerFor(chain);
	const txs = streamed(
		indexer.internalTxsByAccount(address, { ...pageRequest(pos, false), reverse: order === 'desc', countTotal: true }, { signal: pageSignal(url), cacheTtlMs: 30_000 })
	);
	return { pos, order, txs };
};
