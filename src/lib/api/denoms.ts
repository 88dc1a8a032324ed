// Symbols and decimals of one chain's denoms, from the router's asset list (`/v2/fungible/assets`),
// for showing amounts on explorer pages without loading the bridge's router client. Hidden assets
// are kept: a tx may hold one, and naming it is still right.
import * as v from 'valibot';
import { getJson, type CallOptions, type Fetch } from './http';

export interface DenomInfo {
	symbol: string;
	decimals: number;
}

const asset = v.object({
	denom: v.string(),
	symbol: v.nullish(v.string()),
	decimals: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(36)))
});

const schema = v.pipe(
	v.object({ chain_to_assets_map: v.record(v.string(), v.object({ assets: v.nullish(v.array(asset), []) })) }),
	v.transform((w) => {
		const out = new Map<string, DenomInfo>();
		for (const { assets } of Object.values(w.chain_to_assets_map))
			for (const a of assets) if (a.symbol && a.decimals != null) out.set(a.denom.toLowerCase(), { symbol: a.symbol, decimals: a.decimals });
		return out;
	})
);

/** denom (lowercased) → symbol and decimals, for the assets the router knows on `chainId`. */
export function denomCatalog(routerUrl: string, chainId: string, { fetch, ...call }: CallOptions & { fetch?: Fetch } = {}) {
	const base = routerUrl.replace(/\/+$/, '');
	return getJson(`${base}/v2/fungible/assets?${new URLSearchParams({ chain_ids: chainId })}`, schema, { service: 'router', fetch, cacheTtlMs: 600_000, ...call });
}
