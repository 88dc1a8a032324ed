// The symbol of an EVM chain's native (fee) token, which JSON-RPC values are counted in: the chain's
// minievm params name the fee denom (the registry's fee token if REST is missing), the router's asset
// list names its symbol (chain-api §2.2). Resolves to what is known; never fails.
import { denomCatalog } from '$lib/api/denoms';
import type { CallOptions } from '$lib/api/http';
import { minievmParams } from '$lib/api/minievm';
import type { ChainInfo } from '$lib/config/chain';
import { denomInfo } from './amounts';

export interface NativeToken {
	/** undefined when neither the router nor the denom says. */
	symbol?: string;
	feeDenom?: string;
}

export async function nativeToken(chain: ChainInfo, routerUrl: string | undefined, call: CallOptions = {}): Promise<NativeToken> {
	// Both at once: one round trip (the catalog is shared with the rest of the page anyway).
	const [fromParams, catalog] = await Promise.all([
		chain.rest ? minievmParams(chain.rest, call).then((p) => p.feeDenom, () => undefined) : undefined,
		routerUrl ? denomCatalog(routerUrl, chain.id, call).catch(() => undefined) : undefined
	]);
	const feeDenom = fromParams ?? chain.feeTokens[0]?.denom;
	if (!feeDenom) return {};
	return { symbol: denomInfo(feeDenom, catalog)?.symbol, feeDenom };
}
