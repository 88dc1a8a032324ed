// Token amounts are base-unit integers (bigint); display amounts are decimal strings. Conversion
// is exact string/bigint arithmetic: no floating point anywhere.

export type ParseAmountResult = { ok: true; value: bigint } | { ok: false; error: string };

/** "1.5" with 6 decimals → 1500000n. Rejects signs, exponents, too many decimals, junk. */
export function parseUnits(input: string, decimals: number): ParseAmountResult {
	const s = input.trim().replace(/[\s_]/g, '').replace(/,/g, '');
	if (s === '') return { ok: false, error: 'Enter an amount.' };
	if (!/^\d*\.?\d*$/.test(s) || s === '.') return { ok: false, error: 'Use digits and at most one decimal point.' };
	const [whole = '', frac = ''] = s.split('.');
	if (frac.length > decimals)
		return { ok: false, error: decimals === 0 ? 'This token has no decimals.' : `At most ${decimals} decimal places.` };
	const value = BigInt((whole || '0') + frac.padEnd(decimals, '0'));
	return { ok: true, value };
}

/** 1500000n with 6 decimals → "1.5". `maxFraction` rounds down (never up) for display. */
export function formatUnits(value: bigint, decimals: number, opts: { maxFraction?: number; group?: boolean } = {}): string {
	const neg = value < 0n;
	const abs = neg ? -value : value;
	const base = 10n ** BigInt(decimals);
	const whole = abs / base;
	let frac = decimals > 0 ? (abs % base).toString().padStart(decimals, '0') : '';
	if (opts.maxFraction !== undefined && frac.length > opts.maxFraction) frac = frac.slice(0, opts.maxFraction);
	frac = frac.replace(/0+$/, '');
	const w = opts.group ? whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole.toString();
	return `${neg ? '-' : ''}${w}${frac ? `.${frac}` : ''}`;
}

/** Display with a sensible precision: up to 6 fraction digits, more for tiny amounts, "<0.000001" below that. */
export function displayAmount(value: bigint, decimals: number): string {
	if (value === 0n) return '0';
	const full = formatUnits(value, decimals, { group: true });
	const short = formatUnits(value, decimals, { maxFraction: 6, group: true });
	if (short !== '0') return short;
	const eight = formatUnits(value, decimals, { maxFraction: 8, group: true });
	return eight !== '0' ? eight : full.length < 24 ? full : `<0.00000001`;
}

/** Hex quantity from EVM tooling ("0x", "0x00", "0x1a2") → bigint; "0x" means zero. */
export function hexToBigInt(hex: string): bigint {
	if (hex === '0x' || hex === '') return 0n;
	if (!/^0x[0-9a-fA-F]+$/.test(hex)) throw new Error(`not a hex quantity: ${hex.slice(0, 20)}`);
	return BigInt(hex);
}

/** Multiply a base-unit amount by a decimal USD price string, exactly, returning a display string with 2 decimals. */
export function usdValue(amount: bigint, decimals: number, priceUsd: string): string | undefined {
	const m = /^(\d+)(?:\.(\d+))?$/.exec(priceUsd.trim());
	if (!m) return undefined;
	const pFrac = m[2] ?? '';
	const price = BigInt(m[1]! + pFrac);
	const cents = (amount * price * 100n) / 10n ** BigInt(decimals + pFrac.length);
	return formatUnits(cents, 2, { group: true, maxFraction: 2 });
}
