// Amounts in words: base units + denom → "1.5 INIT" when the symbol and decimals are known (router
// asset list), by the Cosmos micro-denom convention (`uinit` → INIT, 6 decimals), else the base
// units with the denom. EVM JSON-RPC values are always 18-decimal "wei" of the fee token.
import type { DenomInfo } from '$lib/api/denoms';
import { displayAmount } from '$lib/format/amount';

export type Denoms = ReadonlyMap<string, DenomInfo>;

/** What is known about a denom: from the catalogue, or the micro-denom convention. */
export function denomInfo(denom: string, denoms?: Denoms): DenomInfo | undefined {
	const hit = denoms?.get(denom.toLowerCase());
	if (hit) return hit;
	const micro = /^u([a-z]{2,12})$/.exec(denom);
	return micro ? { symbol: micro[1]!.toUpperCase(), decimals: 6 } : undefined;
}

/** A long denom (`ibc/…`, `l2/…`, `evm/…`, `move/…`) cut to its kind and a few characters. */
export function shortDenom(denom: string): string {
	const m = /^([a-z0-9]+)\/([0-9a-fA-F]{16,})$/.exec(denom);
	return m ? `${m[1]}/${m[2]!.slice(0, 6)}…${m[2]!.slice(-4)}` : denom;
}

export interface AmountText {
	/** "1.5 INIT" or "1,500,000 ibc/27394F…ABCD". */
	text: string;
	/** Base units and the full denom, for a tooltip. */
	exact: string;
	known: boolean;
}

export function formatCoin(amount: string | bigint, denom: string, denoms?: Denoms): AmountText {
	const base = typeof amount === 'bigint' ? amount : /^\d+$/.test(amount) ? BigInt(amount) : 0n;
	const info = denomInfo(denom, denoms);
	const exact = `${base.toString()} ${denom}`;
	if (!info) return { text: `${displayAmount(base, 0)} ${shortDenom(denom)}`, exact, known: false };
	return { text: `${displayAmount(base, info.decimals)} ${info.symbol}`, exact, known: true };
}

/** The name EVM values are counted in: the fee token's symbol, else its (shortened) denom. */
export const nativeUnit = (t: { symbol?: string; feeDenom?: string }): string | undefined => t.symbol ?? (t.feeDenom ? shortDenom(t.feeDenom) : undefined);

/** An EVM value or fee in wei (18 decimals) of the fee token named `symbol` (or its denom). */
export function formatWei(wei: bigint, symbol: string | undefined, feeDenom?: string): AmountText {
	const unit = nativeUnit({ symbol, feeDenom }) ?? 'of the fee token';
	return { text: `${displayAmount(wei, 18)} ${unit}`, exact: `${wei.toString()} wei${feeDenom ? ` of ${feeDenom}` : ''}`, known: !!symbol };
}
