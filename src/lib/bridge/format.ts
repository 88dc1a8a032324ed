// Amounts as the bridge shows them: base units through the asset's decimals (exact, never floats),
// "$-" when there is no USD price, raw base units when the decimals are unknown.
import { displayAmount } from '$lib/format/amount';
import { cleanText } from '$lib/safe';
import type { Catalogue } from './catalogue';
import { shortDenom } from './catalogue';
import type { Coin } from './fees';

export function amountText(amount: bigint, decimals: number | null, symbol: string): string {
	return decimals === null ? `${amount} ${symbol} (base units)` : `${displayAmount(amount, decimals)} ${symbol}`;
}

export function coinText(cat: Catalogue, chainId: string, coin: Coin): string {
	const asset = cat.asset(chainId, coin.denom);
	if (asset) return amountText(coin.amount, asset.decimals, asset.symbol);
	return `${coin.amount} ${cleanText(shortDenom(coin.denom), 24)}`;
}

export function usdText(usd: string | null | undefined): string {
	if (!usd) return '$-';
	const m = /^(\d+)(\.\d+)?$/.exec(cleanText(usd, 32));
	return m ? `$${m[1]!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${m[2] ?? ''}` : '$-';
}
