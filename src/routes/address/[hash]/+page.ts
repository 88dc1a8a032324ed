import { aliasChain, go } from '$lib/nav/alias';
import { r } from '$lib/routes';
import type { PageLoad } from './$types';

// Blockscout /address/{hash}[?tab=internal_txns|tokens_nfts] → the default EVM chain.
export const load: PageLoad = async (e) => {
	const chain = await aliasChain(e, 'evm');
	const tab = e.url.searchParams.get('tab') ?? '';
	go(/internal/.test(tab) ? r.accountInternalTxs(chain.id, e.params.hash) : r.account(chain.id, e.params.hash));
};
