import { describe, expect, it } from 'vitest';
import { detectCosmosWallets, keplrChainInfo, type SuggestSource } from './cosmos-wallets';

const api = () => ({ enable: async () => {}, getKey: async () => ({}) });

describe('Keplr-style wallets', () => {
	it('finds window.keplr and window.leap, once each', () => {
		const keplr = api();
		expect(detectCosmosWallets({ keplr, leap: keplr }).map((w) => w.id)).toEqual(['keplr']);
		expect(detectCosmosWallets({ keplr, leap: api() }).map((w) => w.name)).toEqual(['Keplr', 'Leap']);
		expect(detectCosmosWallets({ keplr: { enable: 1 } })).toEqual([]);
	});

	it('builds a chain suggestion from router chain info', () => {
		const src: SuggestSource = {
			chainId: 'noble-1',
			chainName: 'Noble',
			rpc: 'https://rpc',
			rest: 'https://rest',
			bech32Prefix: 'noble',
			coinType: 118,
			currencies: [{ coinDenom: 'USDC', coinMinimalDenom: 'uusdc', coinDecimals: 6 }],
			feeAssets: [{ denom: 'uusdc', low: 0.1, average: 0.1, high: 0.2 }]
		};
		const info = keplrChainInfo(src)!;
		expect(info.bech32Config.bech32PrefixValAddr).toBe('noblevaloper');
		expect(info.feeCurrencies).toEqual([{ coinDenom: 'USDC', coinMinimalDenom: 'uusdc', coinDecimals: 6, gasPriceStep: { low: 0.1, average: 0.1, high: 0.2 } }]);
		expect(info.features).toBeUndefined();
		expect(keplrChainInfo({ ...src, coinType: 60 })!.features).toEqual(['eth-address-gen', 'eth-key-sign']);
		expect(keplrChainInfo({ ...src, rpc: null })).toBeNull();
		expect(keplrChainInfo({ ...src, feeAssets: [] })).toBeNull();
	});
});
