import { describe, expect, it } from 'vitest';
import { checkSlippage, minimumReceived } from './slippage';

describe('slippage', () => {
	it('validates like InterwovenKit: empty, ≤ 0 and > 100 are errors', () => {
		expect(checkSlippage('')).toEqual({ ok: false, error: 'Enter a slippage tolerance.' });
		expect(checkSlippage('0')).toMatchObject({ ok: false });
		expect(checkSlippage('-1')).toMatchObject({ ok: false });
		expect(checkSlippage('100.01')).toMatchObject({ ok: false });
		expect(checkSlippage('abc')).toMatchObject({ ok: false });
		expect(checkSlippage('0.00001')).toMatchObject({ ok: false });
		expect(checkSlippage('100')).toMatchObject({ ok: true, value: '100' });
	});

	it('warns about frontrunning above 5 % and failure below 0.1 %', () => {
		expect(checkSlippage('5')).toEqual({ ok: true, value: '5', warning: null });
		expect(checkSlippage('5.01').ok && checkSlippage('5.01')).toMatchObject({ warning: expect.stringContaining('frontrun') });
		expect(checkSlippage('0.1')).toMatchObject({ warning: null });
		expect(checkSlippage('.05')).toMatchObject({ ok: true, value: '0.05', warning: expect.stringContaining('fail') });
		expect(checkSlippage('0.5 %')).toMatchObject({ ok: true, value: '0.5' });
	});

	it('computes the minimum received exactly, rounding down', () => {
		expect(minimumReceived(1_000_000n, '0.5')).toBe(995_000n);
		expect(minimumReceived(999n, '1')).toBe(989n); // 989.01
		expect(minimumReceived(10n ** 30n, '0.1')).toBe(999n * 10n ** 27n);
		expect(minimumReceived(5n, '100')).toBe(0n);
	});
});
