// The bridge's view of chains and assets: the router's lists joined with our registry (which tells
// Initia chains apart and carries REST/JSON-RPC endpoints, explorers and fee tokens). Hidden chains
// and assets are dropped; assets without decimals stay visible but cannot be quoted.
import type { RouterAsset, RouterChain } from '$lib/api/router';
import type { ChainInfo } from '$lib/config/chain';
import { cleanText } from '$lib/safe';
import type { AddressChain } from '$lib/signing/address-check';

/** initia = the L1 or an Initia rollup (EVM wallet signs with EIP-191); cosmos = any other Cosmos chain. */
export type ChainKind = 'initia' | 'cosmos' | 'evm' | 'other';

export interface BridgeChain {
	id: string;
	name: string;
	logo: string | null;
	kind: ChainKind;
	bech32Prefix: string;
	isL1: boolean;
	router: RouterChain;
	registry?: ChainInfo;
}

export interface BridgeAsset {
	chainId: string;
	denom: string;
	symbol: string;
	name: string;
	logo: string | null;
	decimals: number | null;
	/** Why it cannot be quoted; null when it can. */
	unquotable: string | null;
	raw: RouterAsset;
}

export interface FeeToken {
	denom: string;
	/** Decimal string, per gas unit. */
	gasPrice: string;
}

export interface Catalogue {
	chains: BridgeChain[];
	chain(id: string): BridgeChain | undefined;
	assetsOf(chainId: string): BridgeAsset[];
	asset(chainId: string, denom: string): BridgeAsset | undefined;
}

/** EVM-style denoms (0x…, evm/…) are case-insensitive; everything else is exact. */
export function sameDenom(a: string, b: string): boolean {
	if (a === b) return true;
	const folded = (d: string) => /^(0x|evm\/)/i.test(d);
	return folded(a) && folded(b) && a.toLowerCase() === b.toLowerCase();
}

function kindOf(c: RouterChain, registry: ChainInfo | undefined): ChainKind {
	if (registry) return 'initia';
	if (c.chainType === 'evm') return 'evm';
	return c.chainType === 'cosmos' ? 'cosmos' : 'other';
}

/** A short readable form of a denom for assets the router gives no symbol. */
export function shortDenom(denom: string): string {
	const tail = denom.split('/').at(-1) ?? denom;
	return tail.length > 12 ? `${tail.slice(0, 6)}…${tail.slice(-4)}` : tail;
}

function toAsset(a: RouterAsset): BridgeAsset {
	const symbol = cleanText(a.recommendedSymbol || a.symbol || shortDenom(a.denom), 24);
	return {
		chainId: a.chainId,
		denom: a.denom,
		symbol,
		name: cleanText(a.name || symbol, 80),
		logo: a.logoUri,
		decimals: a.decimals,
		unquotable: a.decimals === null ? `${symbol} has no known decimals, so amounts cannot be converted and it cannot be quoted.` : null,
		raw: a
	};
}

const rank = (c: BridgeChain) => (c.kind === 'initia' ? (c.isL1 ? 0 : 1) : 2);

export function buildCatalogue(routerChains: RouterChain[], assets: Record<string, RouterAsset[]>, registry: ChainInfo[]): Catalogue {
	const chains = routerChains
		.filter((c) => !c.hidden)
		.map((c): BridgeChain => {
			const reg = registry.find((r) => r.id === c.chainId);
			return {
				id: c.chainId,
				name: cleanText(reg?.name || c.prettyName, 60),
				logo: c.logoUri ?? reg?.logo ?? null,
				kind: kindOf(c, reg),
				bech32Prefix: c.bech32Prefix || reg?.bech32Prefix || '',
				isL1: reg?.isL1 ?? false,
				router: c,
				...(reg ? { registry: reg } : {})
			};
		})
		.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
	const byChain = new Map<string, BridgeAsset[]>();
	for (const c of chains) {
		const list = (assets[c.id] ?? []).filter((a) => !a.hidden).map(toAsset);
		list.sort((a, b) => Number(a.unquotable !== null) - Number(b.unquotable !== null) || a.symbol.localeCompare(b.symbol));
		byChain.set(c.id, list);
	}
	return {
		chains,
		chain: (id) => chains.find((c) => c.id === id),
		assetsOf: (id) => byChain.get(id) ?? [],
		asset: (chainId, denom) => byChain.get(chainId)?.find((a) => sameDenom(a.denom, denom))
	};
}

export function addressChainOf(c: BridgeChain): AddressChain {
	return {
		chainId: c.id,
		kind: c.kind === 'evm' ? 'evm' : c.kind === 'initia' ? 'initia' : 'cosmos',
		...(c.bech32Prefix ? { bech32Prefix: c.bech32Prefix } : {})
	};
}

/** Gas prices to pay fees with: the registry's fee tokens, else the router's fee assets. */
export function feeTokensOf(c: BridgeChain): FeeToken[] {
	const fromRegistry = (c.registry?.feeTokens ?? [])
		.map((f) => ({ denom: f.denom, price: f.averageGasPrice ?? f.minGasPrice }))
		.filter((f): f is { denom: string; price: number } => typeof f.price === 'number' && Number.isFinite(f.price) && f.price >= 0)
		.map((f) => ({ denom: f.denom, gasPrice: decimalString(f.price) }));
	if (fromRegistry.length) return fromRegistry;
	return c.router.feeAssets.flatMap((f) => {
		const price = f.gasPrice?.average ?? f.gasPrice?.low ?? f.gasPrice?.high;
		return price && /^\d+(\.\d+)?$/.test(price) ? [{ denom: f.denom, gasPrice: price }] : [];
	});
}

/** A JS number as a plain decimal string (no exponent): 1e-7 → "0.0000001". */
export function decimalString(n: number): string {
	if (!Number.isFinite(n) || n < 0) return '0';
	const s = String(n);
	if (!/e/i.test(s)) return s;
	return n.toFixed(20).replace(/\.?0+$/, '');
}

/**
 * The asset a form starts with on a chain: its native fee asset (what most people hold and what pays
 * the fee), else an EVM chain's native coin, else the first quotable asset.
 */
export function defaultAssetOf(cat: Catalogue, c: BridgeChain): BridgeAsset | undefined {
	const quotable = cat.assetsOf(c.id).filter((a) => !a.unquotable);
	for (const f of feeTokensOf(c)) {
		const hit = quotable.find((a) => sameDenom(a.denom, f.denom));
		if (hit) return hit;
	}
	const native = nativeAssetOf(cat, c);
	return native && !native.unquotable ? native : quotable[0];
}

/** The EVM native asset of an EVM chain (`<chain>-native`), if the router lists it. */
export function nativeAssetOf(cat: Catalogue, c: BridgeChain): BridgeAsset | undefined {
	return cat.assetsOf(c.id).find((a) => a.denom.endsWith('-native'));
}

export function matchAsset(a: BridgeAsset, chain: BridgeChain | undefined, query: string): boolean {
	const q = query.trim().toLowerCase();
	if (!q) return true;
	return [a.symbol, a.name, a.denom, chain?.name ?? ''].some((s) => s.toLowerCase().includes(q));
}
