import { aliasChain, go } from '$lib/nav/alias';
import { r } from '$lib/routes';
import type { PageLoad } from './$types';

// /accounts/{address}[/{tab}] (InitiaScan without a chain) → the default chain.
export const load: PageLoad = async (e) => {
	const chain = await aliasChain(e);
	go(e.params.tab === 'internal-txs' ? r.accountInternalTxs(chain.id, e.params.address) : r.account(chain.id, e.params.address));
};
