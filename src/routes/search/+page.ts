import { redirect } from '@sveltejs/kit';
import { chainsOf, defaultChain, sortChains } from '$lib/config/networks';
import { indexerFor } from '$lib/nav/indexer';
import { pageSignal } from '$lib/nav/page-signal';
import { requireConfig } from '$lib/nav/require-config';
import { classifyQuery } from '$lib/search/classify';
import { directHit, resolveQuery } from '$lib/search/resolve';
import { recentSearches } from '$lib/search/recent.svelte';
import { currentNetwork } from '$lib/state/current-network';
import { prefs } from '$lib/state/prefs.svelte';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ parent, url, fetch }) => {
	const config = requireConfig(await parent());
	const network = currentNetwork(config, { fromQuery: url.searchParams.get('network'), preferred: prefs.network });
	const q = (url.searchParams.get('q') ?? '').trim();
	let chains;
	try {
		chains = sortChains(await chainsOf(fetch, network));
	} catch (e) {
		return { q, network, kind: classifyQuery(q), resolution: null, chainsError: e instanceof Error ? e.message : String(e) };
	}
	const prefixes = [...new Set(chains.map((c) => c.bech32Prefix).filter(Boolean))];
	const kind = classifyQuery(q, prefixes.length ? prefixes : ['init']);
	const wanted = url.searchParams.get('chain');
	const home = (wanted && chains.find((c) => c.id === wanted)) || defaultChain(chains);
	const resolution = await resolveQuery(kind, chains, home, indexerFor, pageSignal(url));
	const hit = directHit(resolution);
	if (hit) {
		recentSearches.add(q, hit.label);
		if (hit.kind !== 'explorer') redirect(307, hit.href);
	}
	return { q, network, kind, resolution, chainsError: null };
};
