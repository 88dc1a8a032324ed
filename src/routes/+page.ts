import { chainsOf, sortChains } from '$lib/config/networks';
import { requireConfig } from '$lib/nav/require-config';
import { currentNetwork } from '$lib/state/current-network';
import { prefs } from '$lib/state/prefs.svelte';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ parent, fetch, url }) => {
	const config = requireConfig(await parent());
	const network = currentNetwork(config, { fromQuery: url.searchParams.get('network'), preferred: prefs.network });
	const chains = chainsOf(fetch, network).then(sortChains);
	chains.catch(() => {}); // rendered by the page's {#await}; not an unhandled rejection
	return { network, chains };
};
export const prerender = true;
