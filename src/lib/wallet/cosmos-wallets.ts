// Keplr-style wallets injected as window.keplr and window.leap (one code path serves both), and the
// chain suggestion Keplr needs for chains it does not know, built from the router's chain info.
import type { CosmosWalletApi, CosmosWalletOption, KeplrChainInfo, KeplrCurrency } from './types';

const NAMES: Record<CosmosWalletOption['id'], string> = { keplr: 'Keplr', leap: 'Leap' };

const looksLikeKeplr = (x: unknown): x is CosmosWalletApi => {
	const w = x as Partial<CosmosWalletApi> | null | undefined;
	return typeof w?.enable === 'function' && typeof w.getKey === 'function';
};

export function detectCosmosWallets(w: { keplr?: unknown; leap?: unknown }): CosmosWalletOption[] {
	const out: CosmosWalletOption[] = [];
	for (const id of ['keplr', 'leap'] as const) {
		const api = w[id];
		if (looksLikeKeplr(api) && !out.some((o) => o.api === api)) out.push({ id, name: NAMES[id], api });
	}
	return out;
}

/** The window event a wallet fires when its account changes. */
export const keystoreEvent = (id: CosmosWalletOption['id']) => `${id}_keystorechange`;

export interface SuggestSource {
	chainId: string;
	chainName: string;
	rpc: string | null;
	rest: string | null;
	bech32Prefix: string;
	/** 60 for Initia chains (ethsecp256k1), 118 otherwise. */
	coinType: number;
	currencies: KeplrCurrency[];
	feeAssets: { denom: string; low: number; average: number; high: number }[];
}

/** Keplr's ChainInfo for `experimentalSuggestChain`; null when the chain lacks what Keplr requires. */
export function keplrChainInfo(s: SuggestSource): KeplrChainInfo | null {
	if (!s.rpc || !s.rest || !s.bech32Prefix || s.currencies.length === 0) return null;
	const p = s.bech32Prefix;
	const currency = (denom: string) => s.currencies.find((c) => c.coinMinimalDenom === denom);
	const feeCurrencies = s.feeAssets.flatMap((f) => {
		const c = currency(f.denom);
		return c ? [{ ...c, gasPriceStep: { low: f.low, average: f.average, high: f.high } }] : [];
	});
	if (feeCurrencies.length === 0) return null;
	return {
		chainId: s.chainId,
		chainName: s.chainName,
		rpc: s.rpc,
		rest: s.rest,
		bip44: { coinType: s.coinType },
		bech32Config: {
			bech32PrefixAccAddr: p,
			bech32PrefixAccPub: `${p}pub`,
			bech32PrefixValAddr: `${p}valoper`,
			bech32PrefixValPub: `${p}valoperpub`,
			bech32PrefixConsAddr: `${p}valcons`,
			bech32PrefixConsPub: `${p}valconspub`
		},
		currencies: s.currencies,
		feeCurrencies,
		stakeCurrency: feeCurrencies[0] ? { coinDenom: feeCurrencies[0].coinDenom, coinMinimalDenom: feeCurrencies[0].coinMinimalDenom, coinDecimals: feeCurrencies[0].coinDecimals } : undefined,
		...(s.coinType === 60 ? { features: ['eth-address-gen', 'eth-key-sign'] } : {})
	};
}
