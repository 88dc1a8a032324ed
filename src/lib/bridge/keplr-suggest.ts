// The chain suggestion for a Keplr-style wallet that does not know a chain yet, from the router's
// chain info and our catalogue (RPC/REST, bech32 prefix, currencies, fee tokens and gas prices).
import { keplrChainInfo } from '$lib/wallet/cosmos-wallets';
import type { KeplrChainInfo } from '$lib/wallet/types';
import { feeTokensOf, type Catalogue } from './catalogue';

export function keplrSuggestion(cat: Catalogue, chainId: string): KeplrChainInfo | null {
	const c = cat.chain(chainId);
	if (!c || c.kind === 'evm') return null;
	const currencies = cat
		.assetsOf(c.id)
		.filter((a) => a.decimals !== null && !/^(0x|evm\/)/i.test(a.denom))
		.map((a) => ({ coinDenom: a.symbol, coinMinimalDenom: a.denom, coinDecimals: a.decimals as number }));
	const feeAssets = feeTokensOf(c).map((f) => {
		const p = Number(f.gasPrice);
		return { denom: f.denom, low: p, average: p, high: p * 2 };
	});
	return keplrChainInfo({
		chainId: c.id,
		chainName: c.name,
		rpc: c.router.rpc,
		rest: c.registry?.rest ?? c.router.rest,
		bech32Prefix: c.bech32Prefix,
		coinType: c.kind === 'initia' ? 60 : 118,
		currencies,
		feeAssets
	});
}
