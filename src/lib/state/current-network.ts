import type { NetworkInfo, NetworksConfig } from '$lib/config/networks';

/**
 * Which network the page is about: the one of the chain in the URL, else `?network=`, else the
 * user's last choice, else the configured default.
 */
export function currentNetwork(
	config: NetworksConfig,
	opts: { fromChain?: string; fromQuery?: string | null; preferred?: string | null }
): NetworkInfo {
	const byId = (id: string | null | undefined) => (id ? config.networks.find((n) => n.id === id) : undefined);
	return (
		byId(opts.fromChain) ??
		byId(opts.fromQuery) ??
		byId(opts.preferred) ??
		byId(config.defaultId) ??
		config.networks[0]!
	);
}
