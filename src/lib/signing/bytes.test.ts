// Checked against @cosmjs/encoding, the implementation the site used before (kept for tests and the devnet).
import * as cosmjs from '@cosmjs/encoding';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBase64, fromHex, fromUtf8, toBase64, toHex, toUtf8 } from './bytes';

describe('bytes', () => {
	it('encodes and decodes exactly as @cosmjs/encoding', () => {
		fc.assert(
			fc.property(fc.uint8Array({ maxLength: 300 }), (b) => {
				expect(toHex(b)).toBe(cosmjs.toHex(b));
				expect(toBase64(b)).toBe(cosmjs.toBase64(b));
				expect(fromHex(cosmjs.toHex(b))).toEqual(b);
				expect(fromBase64(cosmjs.toBase64(b))).toEqual(b);
			})
		);
		fc.assert(
			fc.property(fc.string({ unit: 'grapheme' }), (s) => {
				expect(toUtf8(s)).toEqual(cosmjs.toUtf8(s));
				expect(fromUtf8(cosmjs.toUtf8(s))).toBe(s);
			})
		);
	});

	it('reads upper-case hex and large inputs', () => {
		expect(fromHex('0aFF')).toEqual(Uint8Array.from([10, 255]));
		const big = new Uint8Array(200_000).map((_, i) => i % 251);
		expect(fromBase64(toBase64(big))).toEqual(big);
	});

	it('refuses malformed input instead of guessing', () => {
		expect(() => fromHex('abc')).toThrow();
		expect(() => fromHex('zz')).toThrow();
		expect(() => fromBase64('YQ')).toThrow();
		expect(() => fromBase64('a b=')).toThrow();
		expect(() => fromBase64('YQ==YQ==')).toThrow();
		expect(() => fromUtf8(Uint8Array.from([0xff, 0xfe]))).toThrow();
	});
});
