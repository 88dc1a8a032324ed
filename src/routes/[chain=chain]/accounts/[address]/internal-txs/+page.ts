import { accountFetchers } from '$lib/explorer/account-lists';
import { accountInternalTxs } from '$lib/explorer/lists';
import { nativeToken } from '$lib/explorer/tx/native';
import { loadList } from '$lib/nav/list-load';
import { pageSignal } from '$lib/nav/page-signal';
import { streamed } from '$lib/nav/streamed.svelte';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ parent, url }) => {
	const { chain, address, network } = await parent();
	// Internal txs exist only on EVM chains: elsewhere the page says so and where to go instead.
	if (chain.vm !== 'evm') return { txs: null, native: null };
	const { order } = accountInternalTxs.read(url.searchParams).filters;
	const signal = pageSignal(url);
	return {
		txs: loadList(accountInternalTxs, url, accountFetchers(chain, address).internalTxs(order), signal),
		// Values are wei of the chain's fee token: named by its symbol once known.
		native: streamed(nativeToken(chain, network.router, { signal }))
	};
};
