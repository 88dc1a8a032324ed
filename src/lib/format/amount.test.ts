import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayAmount, formatUnits, hexToBigInt, parseUnits, usdValue } from './amount';

describe('parseUnits', () => {
	it('converts display amounts exactly', () => {
		expect(parseUnits('1.5', 6)).toEqual({ ok: true, value: 1_500_000n });
		expect(parseUnits('0.000001', 6)).toEqual({ ok: true, value: 1n });
		expect(parseUnits('.5', 2)).toEqual({ ok: true, value: 50n });
		expect(parseUnits('1,234.5', 2)).toEqual({ ok: true, value: 123_450n });
		expect(parseUnits('123456789012345678901234567890.123456789012345678', 18)).toEqual({
			ok: true,
			value: 123456789012345678901234567890123456789012345678n
		});
	});
	it('rejects what is not an exact amount', () => {
		for (const bad of ['', '-1', '1e6', '1.2.3', 'abc', '.', '0x10', 'Infinity', 'NaN'])
			expect(parseUnits(bad, 6).ok, bad).toBe(false);
		expect(parseUnits('1.0000001', 6)).toEqual({ ok: false, error: 'At most 6 decimal places.' });
	});
	it('round-trips every bigint through format and parse', () => {
		fc.assert(
			fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n }), fc.integer({ min: 0, max: 30 }), (v, d) => {
				const r = parseUnits(formatUnits(v, d), d);
				return r.ok && r.value === v;
			})
		);
	});
});

describe('formatting', () => {
	it('formats with grouping and truncation (never rounding up)', () => {
		expect(formatUnits(1_234_567_890n, 6, { group: true })).toBe('1,234.56789');
		expect(formatUnits(1_999_999n, 6, { maxFraction: 2 })).toBe('1.99');
		expect(displayAmount(1n, 18)).toBe('0.000000000000000001');
		expect(displayAmount(1n, 30)).toBe('<0.00000001');
		expect(displayAmount(10n ** 10n, 18)).toBe('0.00000001');
		expect(displayAmount(0n, 6)).toBe('0');
	});
	it('reads EVM hex quantities including "0x"', () => {
		expect(hexToBigInt('0x')).toBe(0n);
		expect(hexToBigInt('0x00')).toBe(0n);
		expect(hexToBigInt('0x01a2')).toBe(418n);
		expect(() => hexToBigInt('0xzz')).toThrow();
	});
	it('computes USD values exactly', () => {
		expect(usdValue(1_500_000n, 6, '0.62')).toBe('0.93');
		expect(usdValue(10n ** 18n, 18, '3100.00')).toBe('3,100');
		expect(usdValue(1n, 6, 'x')).toBeUndefined();
	});
});
