// Chains, assets and balances as the router serves them (router-api.md §3), all derived from the
// devnet catalogue in ../chains so every service agrees on ids, denoms and decimals.
import { formatUnits } from 'viem';
import { ASSETS, CHAINS, EVM_L2, assetOf, urls, type AssetDef, type ChainDef } from '../chains';
import type { Ledger } from '../chain/types';
import { usdValue } from './amounts';

const isEvmChain = (c: ChainDef) => c.kind === 'evm';

export function chainJson(base: string, c: ChainDef) {
	const u = urls(base);
	const cosmos = !isEvmChain(c);
	const fee = assetOf(c.chainId, c.feeDenom);
	return {
		chain_id: c.chainId,
		chain_name: c.chainName,
		pretty_name: c.prettyName,
		chain_type: cosmos ? 'cosmos' : 'evm',
		bech32_prefix: c.bech32Prefix,
		logo_uri: u.logo(c.logo),
		fee_assets: [{ denom: c.feeDenom, gas_price: { low: c.gasPrice, average: c.gasPrice, high: c.gasPrice } }],
		pfm_enabled: cosmos,
		supports_memo: cosmos,
		cosmos_module_support: { authz: cosmos, feegrant: cosmos },
		ibc_capabilities: { cosmos_pfm: cosmos, cosmos_ibc_hooks: c.kind === 'initia-l1', cosmos_memo: cosmos, cosmos_autopilot: false },
		is_testnet: true,
		// The registry publishes the same /rpc/{chain} address (chains.ts registryChains).
		rpc: cosmos ? `${base}/rpc/${c.chainId}` : u.jsonRpc(c.chainId),
		...(cosmos ? { rest: u.rest(c.chainId) } : {}),
		...(c.chainId === EVM_L2 ? { evm_rpc: u.jsonRpc(c.chainId) } : {}),
		...(!cosmos && fee ? { evm_fee_asset: { name: fee.name, symbol: fee.symbol, decimals: fee.decimals } } : {})
	};
}

export function chainsJson(base: string, filter?: string[]) {
	return { chains: CHAINS.filter((c) => !filter || filter.includes(c.chainId)).map((c) => chainJson(base, c)) };
}

export function assetJson(base: string, a: AssetDef) {
	return {
		denom: a.denom,
		chain_id: a.chainId,
		origin_denom: a.originDenom,
		origin_chain_id: a.originChainId,
		trace: a.trace ?? '',
		is_cw20: false,
		is_evm: a.isEvm ?? false,
		is_svm: false,
		symbol: a.symbol,
		name: a.name,
		logo_uri: urls(base).logo(a.logo),
		decimals: a.decimals,
		...(a.tokenContract ? { token_contract: a.tokenContract } : {}),
		recommended_symbol: a.symbol
	};
}

export function assetsJson(base: string, filter?: string[]) {
	const map: Record<string, { assets: ReturnType<typeof assetJson>[] }> = {};
	for (const c of CHAINS) {
		if (filter && !filter.includes(c.chainId)) continue;
		map[c.chainId] = { assets: ASSETS.filter((a) => a.chainId === c.chainId).map((a) => assetJson(base, a)) };
	}
	return { chain_to_assets_map: map };
}

/** `?chain_ids=a,b` → ['a', 'b']; absent or empty → no filter. */
export function chainFilter(url: URL): string[] | undefined {
	const ids = (url.searchParams.get('chain_ids') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
	return ids.length ? ids : undefined;
}

function balanceEntry(ledger: Ledger, chainId: string, address: string, denom: string) {
	const amount = ledger.balance(chainId, address, denom);
	const a = assetOf(chainId, denom);
	const decimals = a?.decimals ?? null;
	const price = a?.priceUsd ?? null;
	return {
		amount: amount.toString(),
		decimals,
		formatted_amount: decimals === null ? amount.toString() : formatUnits(amount, decimals),
		price,
		value_usd: decimals !== null && price !== null ? usdValue(amount, decimals, price) : null,
		error: null
	};
}

/**
 * POST /v2/info/balances. Chains the devnet does not know are left out; without `denoms`, every
 * catalogue asset of the chain is reported.
 */
export function balancesJson(ledger: Ledger, req: Record<string, { address: string; denoms?: string[] }>) {
	const chains: Record<string, { denoms: Record<string, ReturnType<typeof balanceEntry>> }> = {};
	for (const [chainId, q] of Object.entries(req)) {
		if (!CHAINS.some((c) => c.chainId === chainId)) continue;
		const denoms = q.denoms?.length ? q.denoms : ASSETS.filter((a) => a.chainId === chainId).map((a) => a.denom);
		chains[chainId] = { denoms: Object.fromEntries(denoms.map((d) => [d, balanceEntry(ledger, chainId, q.address, d)])) };
	}
	return { chains };
}
