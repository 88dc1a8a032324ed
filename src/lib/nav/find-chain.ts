// Which configured network a chain id belongs to. The preferred network is looked at first;
// registries of URL-sourced networks are fetched in parallel and a failing one only matters when
// no network knows the chain.
import type { Fetch } from '$lib/api/http';
import { chainsOf, ConfigError, type NetworkInfo, type NetworksConfig } from '$lib/config/networks';
import type { ChainInfo } from '$lib/config/chain';

export type ChainLookup =
	| { found: true; network: NetworkInfo; chain: ChainInfo; chains: ChainInfo[] }
	| { found: false; failures: ConfigError[] };

export async function findChain(fetchFn: Fetch | undefined, config: NetworksConfig, chainId: string, preferred?: string | null): Promise<ChainLookup> {
	const order = [...config.networks].sort((a, b) => Number(b.id === preferred) - Number(a.id === preferred));
	const results = await Promise.allSettled(order.map((n) => chainsOf(fetchFn, n)));
	const failures: ConfigError[] = [];
	for (const [i, r] of results.entries()) {
		if (r.status === 'rejected') {
			failures.push(r.reason instanceof ConfigError ? r.reason : new ConfigError(String(r.reason), order[i]!.name));
			continue;
		}
		const chain = r.value.find((c) => c.id === chainId);
		if (chain) return { found: true, network: order[i]!, chain, chains: r.value };
	}
	return { found: false, failures };
}
