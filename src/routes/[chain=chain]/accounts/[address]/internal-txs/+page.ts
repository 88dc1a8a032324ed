import { accountFetchers } from '$lib/explorer/account-lists';
import { accountInternalTxs } from '$lib/explorer/lists';
import { loadList } from '$lib/nav/list-load';
import { pageSignal } from '$lib/nav/page-signal';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ parent, url }) => {
	const { chain, address } = await parent();
	// Internal txs exist only on EVM chains: elsewhere the page says so and where to go instead.
	if (chain.vm !== 'evm') return { txs: null };
	const { order } = accountInternalTxs.read(url.searchParams).filters;
	return { txs: loadList(accountInternalTxs, url, accountFetchers(chain, address).internalTxs(order), pageSignal(url)) };
};
