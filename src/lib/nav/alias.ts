// Links in from other explorers: chain-less InitiaScan forms and Blockscout shapes land on the
// default chain of the default (or preferred) network. `?chain=` picks another chain.
import { error, redirect } from '@sveltejs/kit';
import { chainsOf, defaultChain } from '$lib/config/networks';
import type { ChainInfo } from '$lib/config/chain';
import { currentNetwork } from '$lib/state/current-network';
import { prefs } from '$lib/state/prefs.svelte';
import { requireConfig } from './require-config';
import type { NetworksConfig } from '$lib/config/networks';

interface AliasInput {
	parent: () => Promise<{ config: NetworksConfig | null; configError: App.Error | null }>;
	fetch: typeof fetch;
	url: URL;
}

/** The chain an alias link should open on: `?chain=`, else the default chain (of the given VM). */
export async function aliasChain({ parent, fetch, url }: AliasInput, vm?: ChainInfo['vm']): Promise<ChainInfo> {
	const config = requireConfig(await parent());
	const network = currentNetwork(config, { fromQuery: url.searchParams.get('network'), preferred: prefs.network });
	const chains = await chainsOf(fetch, network).catch((e: Error & { source?: string; detail?: string }) =>
		error(503, { message: e.message, kind: 'service', endpoint: e.source, detail: e.detail })
	);
	const wanted = url.searchParams.get('chain');
	const chain = (wanted && chains.find((c) => c.id === wanted)) || defaultChain(chains, vm) || defaultChain(chains);
	if (!chain) error(404, { message: `${network.name} has no chain with an indexer to open this link on.`, kind: 'not-found' });
	return chain;
}

/** Redirects (replacing the history entry) to an in-app URL. */
export function go(to: string): never {
	redirect(307, to);
}
