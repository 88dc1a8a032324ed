// Exact decimal arithmetic on bigints: base-unit amounts, decimal strings (prices, slippage) and
// the fixed-point strings the router prints (USD values, percentages). No floats anywhere.

/** A non-negative decimal string as `n / 10^scale`; undefined when it is not one. */
export function parseDecimal(s: string): { n: bigint; scale: number } | undefined {
	const m = /^(\d+)(?:\.(\d+))?$/.exec(s);
	if (!m) return undefined;
	const frac = m[2] ?? '';
	return { n: BigInt(m[1]! + frac), scale: frac.length };
}

/** A base-unit amount string: digits only. */
export const isUint = (s: unknown): s is string => typeof s === 'string' && /^\d+$/.test(s);

/** `num / den` rounded half up to `places` decimals, always printed with exactly that many. */
export function fixed(num: bigint, den: bigint, places: number): string {
	const unit = 10n ** BigInt(places);
	const q = (num * unit * 2n + den) / (den * 2n);
	const whole = (q / unit).toString();
	if (places === 0) return whole;
	return `${whole}.${(q % unit).toString().padStart(places, '0')}`;
}

/** USD value of `amount` base units of an asset with `decimals` and a decimal `price`, 2 decimals. */
export function usdValue(amount: bigint, decimals: number, price: string): string {
	const p = parseDecimal(price);
	if (!p) throw new Error(`bad price ${price}`);
	return fixed(amount * p.n, 10n ** BigInt(decimals + p.scale), 2);
}

/** floor(amountOut × (1 − slippage/100)), slippage a decimal string in [0, 100]; undefined if invalid. */
export function minAmountOut(amountOut: bigint, slippagePercent: string): bigint | undefined {
	const s = parseDecimal(slippagePercent);
	if (!s) return undefined;
	const hundred = 100n * 10n ** BigInt(s.scale);
	if (s.n > hundred) return undefined;
	return (amountOut * (hundred - s.n)) / hundred;
}
