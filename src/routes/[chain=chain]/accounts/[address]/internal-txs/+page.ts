import { accountInternalTxs } from '$lib/explorer/lists';
import { indexerFor } from '$lib/nav/indexer';
import { loadList } from '$lib/nav/list-load';
import { pageSignal } from '$lib/nav/page-signal';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ parent, url }) => {
	const { chain, address } = await parent();
	// Internal txs exist only on EVM chains: elsewhere the page says so and where to go instead.
	if (chain.vm !== 'evm') return { txs: null };
	const indexer = indexerFor(chain);
	const { order } = accountInternalTxs.read(url.searchParams).filters;
	const txs = loadList(
		accountInternalTxs,
		url,
		(page, signal) => indexer.internalTxsByAccount(address, { ...page, reverse: order === 'desc', countTotal: true }, { signal, cacheTtlMs: 30_000 }),
		pageSignal(url)
	);
	return { txs };
};
