import { redirect } from '@sveltejs/kit';
import { r } from '$lib/routes';
import type { PageLoad } from './$types';

// InitiaScan's tx link shape (registry explorers[].tx_page). Loom has no Cosmos tx page: an EVM
// hash opens the call tree, a Cosmos hash gets links to the chain's own explorers.
export const load: PageLoad = async ({ params, parent }) => {
	if (/^0x[0-9a-f]{64}$/i.test(params.hash)) redirect(307, r.evmTx(params.chain, params.hash));
	const { chain } = await parent();
	return { hash: params.hash, chain };
};
