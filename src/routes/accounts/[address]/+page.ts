// The account on every chain of the network at once (/accounts/{address}). Each chain's indexer is
// asked in parallel and answers on its own: a slow or failing chain never holds up the others.
// `?chain=` keeps its older meaning (InitiaScan links): that chain's account page.
import { error, redirect } from '@sveltejs/kit';
import { chainsOf, sortChains } from '$lib/config/networks';
import { holdingsOn } from '$lib/explorer/holdings';
import { addressBytes, toBech32Address, toHexAddress } from '$lib/format/address';
import { pageSignal } from '$lib/nav/page-signal';
import { requireConfig } from '$lib/nav/require-config';
import { r } from '$lib/routes';
import { currentNetwork } from '$lib/state/current-network';
import { prefs } from '$lib/state/prefs.svelte';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ parent, params, url, fetch }) => {
	const config = requireConfig(await parent());
	const network = currentNetwork(config, { fromQuery: url.searchParams.get('network'), preferred: prefs.network });
	const bytes = addressBytes(params.address);
	if (!bytes)
		error(400, { message: `“${params.address.slice(0, 120)}” is not an account address. Use a bech32 address (init1…) or a 0x hex address.`, kind: 'input' });
	const all = await chainsOf(fetch, network).catch((e: Error & { source?: string; detail?: string }) =>
		error(503, { message: `The chains of ${network.name} could not be loaded: ${e.message}`, kind: 'service', endpoint: e.source, detail: e.detail })
	);
	const chains = sortChains(all);
	const wanted = url.searchParams.get('chain');
	const one = wanted ? chains.find((c) => c.id === wanted) : undefined;
	if (one) redirect(307, r.account(one.id, params.address));

	const signal = pageSignal(url);
	const prefix = chains.find((c) => c.indexer)?.bech32Prefix || 'init';
	const perChain = chains.filter((c) => c.indexer).map((chain) => ({ chain, holdings: holdingsOn(chain, bytes, signal) }));
	return {
		network,
		address: params.address,
		bytes,
		forms: { bech32: toBech32Address(bytes, prefix), hex: toHexAddress(bytes), size: bytes.length },
		chains: perChain,
		bridgeOnly: chains.filter((c) => !c.indexer)
	};
};
