import { chainsOf, sortChains } from '$lib/config/networks';
import type { ChainInfo } from '$lib/config/chain';
import { indexerFor } from '$lib/nav/indexer';
import { pageSignal } from '$lib/nav/page-signal';
import { requireConfig } from '$lib/nav/require-config';
import { streamed } from '$lib/nav/streamed.svelte';
import { classifyQuery, type QueryKind } from '$lib/search/classify';
import { chainsFor, searchChain, type SearchDeps } from '$lib/search/network-search';
import { addressOfName, l1Of } from '$lib/search/usernames';
import { currentNetwork } from '$lib/state/current-network';
import { prefs } from '$lib/state/prefs.svelte';
import type { PageLoad } from './$types';

/** A username's resolution: the account it names, none, or why it could not be asked. */
export type NameLookup = { name: string } & ({ state: 'found'; address: string } | { state: 'none' } | { state: 'failed'; error: string });

export const _deps: SearchDeps = { indexer: (c: ChainInfo) => (c.indexer ? indexerFor(c) : undefined) };

/** One chain asked: each answer streams in on its own. */
export const _ask = (kind: QueryKind, chain: ChainInfo, network: string, signal?: AbortSignal) => ({
	chain,
	result: streamed(searchChain(kind, chain, _deps, { signal }, network))
});

export const load: PageLoad = async ({ parent, url, fetch }) => {
	const config = requireConfig(await parent());
	const network = currentNetwork(config, { fromQuery: url.searchParams.get('network'), preferred: prefs.network });
	const q = (url.searchParams.get('q') ?? '').trim();
	let chains: ChainInfo[];
	try {
		chains = sortChains(await chainsOf(fetch, network));
	} catch (e) {
		return { q, network, kind: classifyQuery(q), name: null, l1: undefined, searches: [], chainsError: e instanceof Error ? e.message : String(e) };
	}
	const prefixes = [...new Set(chains.map((c) => c.bech32Prefix).filter(Boolean))];
	let kind = classifyQuery(q, prefixes.length ? prefixes : ['init']);
	const signal = pageSignal(url);

	// A username names an account on the L1's username module: resolve it, then search that account.
	let name: NameLookup | null = null;
	if (kind.kind === 'username') {
		const l1 = l1Of(chains);
		const full = `${kind.name}.init`;
		try {
			if (!l1) throw new Error(`${network.name} has no L1 in its configuration, and usernames live on the L1.`);
			const address = await addressOfName(l1, kind.name, { signal });
			name = address ? { name: full, state: 'found', address } : { name: full, state: 'none' };
			if (address) kind = classifyQuery(address, prefixes);
		} catch (e) {
			name = { name: full, state: 'failed', error: e instanceof Error ? e.message : String(e) };
		}
	}
	const searches = chainsFor(kind, chains).map((c) => _ask(kind, c, network.id, signal));
	return { q, network, kind, name, l1: l1Of(chains)?.id, searches, chainsError: null };
};
