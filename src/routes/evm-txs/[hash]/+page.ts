import { aliasChain, go } from '$lib/nav/alias';
import { r } from '$lib/routes';
import type { PageLoad } from './$types';

export const load: PageLoad = async (e) => go(r.evmTx((await aliasChain(e, 'evm')).id, e.params.hash));
