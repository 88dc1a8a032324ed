import { aliasChain, go } from '$lib/nav/alias';
import { r } from '$lib/routes';
import type { PageLoad } from './$types';

export const load: PageLoad = async (e) => {
	const evm = /^0x[0-9a-f]{64}$/i.test(e.params.hash);
	const chain = await aliasChain(e, evm ? 'evm' : undefined);
	go(evm ? r.evmTx(chain.id, e.params.hash) : r.cosmosTx(chain.id, e.params.hash));
};
