// The bridge section's network (?network=, else the saved choice, else the default) and its chain
// registry, which tells Initia chains apart for the bridge. The router's chain and asset lists start
// here too, before the pages render: the catalogue loader joins these requests (http.ts shares a GET
// in flight and keeps it a minute) instead of starting them once the components run.
import { createRouterClient } from '$lib/api/router';
import { chainsOf } from '$lib/config/networks';
import { requireConfig } from '$lib/nav/require-config';
import { currentNetwork } from '$lib/state/current-network';
import { prefs } from '$lib/state/prefs.svelte';
import type { LayoutLoad } from './$types';

export const load: LayoutLoad = async ({ parent, fetch, url }) => {
	const config = requireConfig(await parent());
	const network = currentNetwork(config, { fromQuery: url.searchParams.get('network'), preferred: prefs.network });
	const registry = chainsOf(fetch, network);
	registry.catch(() => {}); // reported by the catalogue loader
	const router = createRouterClient(network.router);
	router.chains().catch(() => {}); // likewise
	router.assets().catch(() => {});
	return { network, registry };
};
