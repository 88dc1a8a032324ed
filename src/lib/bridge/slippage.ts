// Slippage tolerance: presets, validation of a custom value (InterwovenKit's rules) and the minimum
// received it implies, all in exact decimal arithmetic.
import { parseDecimal } from './fees';

export const SLIPPAGE_PRESETS = ['0.1', '0.5', '1'] as const;
export const DEFAULT_SLIPPAGE = '0.5';

export type SlippageCheck = { ok: true; value: string; warning: string | null } | { ok: false; error: string };

// Percent values compared at 4 decimals: 0.1 % = 1000, 5 % = 50000, 100 % = 1000000.
const SCALE = 10_000n;

function scaled(s: string): bigint | null {
	const p = parseDecimal(s);
	if (!p || p.scale > SCALE) return null;
	return (p.int * SCALE) / p.scale;
}

export function checkSlippage(input: string): SlippageCheck {
	const s = input.trim().replace(/%$/, '').trim();
	if (s === '') return { ok: false, error: 'Enter a slippage tolerance.' };
	if (/^-/.test(s)) return { ok: false, error: 'Slippage must be more than 0 %.' };
	const v = scaled(s.startsWith('.') ? `0${s}` : s);
	if (v === null) return { ok: false, error: 'Use a number with at most 4 decimals, like 0.5.' };
	if (v <= 0n) return { ok: false, error: 'Slippage must be more than 0 %.' };
	if (v > 100n * SCALE) return { ok: false, error: 'Slippage can be at most 100 %.' };
	const value = s.startsWith('.') ? `0${s}` : s;
	const warning =
		v > 5n * SCALE
			? 'High slippage: your transaction may be frontrun.'
			: v < SCALE / 10n
				? 'Very low slippage: your transaction may fail.'
				: null;
	return { ok: true, value: value.replace(/^0+(?=\d)/, ''), warning };
}

/** floor(amountOut × (1 − slippage / 100)). */
export function minimumReceived(amountOut: bigint, slippagePercent: string): bigint {
	const v = scaled(slippagePercent) ?? 0n;
	const keep = 100n * SCALE - v;
	return keep <= 0n ? 0n : (amountOut * keep) / (100n * SCALE);
}
