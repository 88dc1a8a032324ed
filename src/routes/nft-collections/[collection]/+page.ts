import { aliasChain, go } from '$lib/nav/alias';
import { r } from '$lib/routes';
import type { PageLoad } from './$types';

// /nft-collections/{collection} without a chain → the default chain (EVM for a 20-byte contract).
export const load: PageLoad = async (e) => {
	const chain = await aliasChain(e, /^0x[0-9a-f]{40}$/i.test(e.params.collection) ? 'evm' : undefined);
	go(r.collection(chain.id, e.params.collection));
};
