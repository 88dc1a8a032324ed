// Which chains a bare tx hash is looked for on (router-api.md §8.2): every chain of the network's
// registry, plus the router's external chains that have an endpoint to ask (Cosmos REST, EVM
// JSON-RPC). And, once found, which hash the router tracks: Initia chains are Cosmos chains to the
// router, so an EVM hit there is tracked by its Cosmos twin; external EVM chains by the EVM hash.
import type { ChainInfo } from '$lib/config/chain';
import type { TxLocation } from '$lib/search/locate-tx';
import type { Catalogue } from '../catalogue';

export function probeTargets(registry: ChainInfo[], cat: Catalogue | null): ChainInfo[] {
	const known = new Set(registry.map((c) => c.id));
	const external = (cat?.chains ?? [])
		.filter((c) => !known.has(c.id) && (c.kind === 'cosmos' || c.kind === 'evm'))
		.flatMap((c): ChainInfo[] => {
			const evm = c.kind === 'evm';
			const rest = evm ? undefined : (c.router.rest ?? undefined);
			const jsonRpc = evm ? (c.router.rpc ?? undefined) : undefined;
			if (!rest && !jsonRpc) return [];
			return [
				{
					id: c.id,
					name: c.name,
					chainName: c.id,
					networkType: 'external',
					bech32Prefix: c.bech32Prefix,
					isL1: false,
					vm: evm ? 'evm' : 'custom',
					...(rest ? { rest } : {}),
					...(jsonRpc ? { jsonRpc } : {}),
					explorers: [],
					feeTokens: [],
					opDenoms: []
				}
			];
		});
	return [...registry, ...external];
}

export type Trackable = { ok: true; chainId: string; hash: string } | { ok: false; chainId: string; reason: string };

/** The chain id and hash to track a found transaction by. */
export function trackableOf(hit: Extract<TxLocation, { state: 'found' }>, cat: Catalogue | null): Trackable {
	const chainId = hit.chain.id;
	const routerEvm = cat?.chain(chainId)?.kind === 'evm';
	if (routerEvm && hit.evmHash) return { ok: true, chainId, hash: hit.evmHash };
	if (hit.cosmosHash) return { ok: true, chainId, hash: hit.cosmosHash.toUpperCase() };
	return { ok: false, chainId, reason: `${hit.chain.name} has this EVM transaction, but did not say which Cosmos transaction it belongs to, and the router follows Cosmos hashes there.` };
}
