import { aliasChain, go } from '$lib/nav/alias';
import { r } from '$lib/routes';
import type { PageLoad } from './$types';

// Blockscout /token/{hash}/instance/{id} → the token on the default EVM chain.
export const load: PageLoad = async (e) => {
	const chain = await aliasChain(e, /^0x[0-9a-f]{40}$/i.test(e.params.collection) ? 'evm' : undefined);
	go(r.token(chain.id, e.params.collection, e.params.id));
};
