// The wallet browser APIs Loom talks to (wallets.md §2): EIP-1193 providers found through EIP-6963,
// and Keplr-style Cosmos wallets (window.keplr, window.leap). Types only.
import type { KeplrLike } from '$lib/signing/keplr';

export interface Eip1193Provider {
	request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>;
	on?(event: string, listener: (...args: never[]) => void): unknown;
	removeListener?(event: string, listener: (...args: never[]) => void): unknown;
}

/** EIP-6963 provider info. */
export interface WalletInfo {
	uuid: string;
	name: string;
	/** A data: URI image (checked before use). */
	icon: string;
	rdns: string;
}

export interface EvmWalletOption {
	/** rdns, or "injected" for the window.ethereum fallback. */
	id: string;
	info: WalletInfo;
	provider: Eip1193Provider;
	/** The devnet burner: local test funds only. */
	burner?: boolean;
}

/** Keplr's chain suggestion (the fields Loom fills in). */
export interface KeplrChainInfo {
	chainId: string;
	chainName: string;
	rpc: string;
	rest: string;
	bip44: { coinType: number };
	bech32Config: Record<
		'bech32PrefixAccAddr' | 'bech32PrefixAccPub' | 'bech32PrefixValAddr' | 'bech32PrefixValPub' | 'bech32PrefixConsAddr' | 'bech32PrefixConsPub',
		string
	>;
	currencies: KeplrCurrency[];
	feeCurrencies: (KeplrCurrency & { gasPriceStep?: { low: number; average: number; high: number } })[];
	stakeCurrency?: KeplrCurrency;
	features?: string[];
}

export interface KeplrCurrency {
	coinDenom: string;
	coinMinimalDenom: string;
	coinDecimals: number;
}

/** window.keplr / window.leap as far as Loom uses them. */
export interface CosmosWalletApi extends KeplrLike {
	enable(chainIds: string | string[]): Promise<void>;
	experimentalSuggestChain?(info: KeplrChainInfo): Promise<void>;
}

export interface CosmosWalletOption {
	id: 'keplr' | 'leap';
	name: string;
	api: CosmosWalletApi;
}
