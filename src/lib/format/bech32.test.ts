import fc from 'fast-check';
import { bech32 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { bech32Decode, bech32Encode } from './bech32';

describe('bech32', () => {
	it('accepts the BIP-173 valid vectors and rejects the invalid ones', () => {
		for (const ok of ['a12uel5l', 'abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw', 'split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w'])
			expect(bech32Decode(ok), ok).toBeDefined();
		for (const bad of ['pzry9x0s0muk', '1pzry9x0s0muk', 'x1b4n0q5v', 'li1dgmt3', 'A1G7SGD8', 'a12uel5m'])
			expect(bech32Decode(bad), bad).toBeUndefined();
	});
	it('matches @scure/base for Initia addresses', () => {
		expect(bech32Encode('init', Uint8Array.from(Buffer.from('ff4a64bddd522d3559b7dc2baa2de5364a7bc1d4', 'hex')))).toBe('init1la9xf0wa2gkn2kdhms465t09xe98hsw5z3q2vd');
		fc.assert(
			fc.property(fc.uint8Array({ minLength: 1, maxLength: 40 }), fc.constantFrom('init', 'noble', 'cosmos'), (bytes, prefix) => {
				const s = bech32Encode(prefix, bytes);
				expect(s).toBe(bech32.encode(prefix, bech32.toWords(bytes), 256));
				expect(bech32Decode(s)?.bytes).toEqual(bytes);
			})
		);
	});
});
