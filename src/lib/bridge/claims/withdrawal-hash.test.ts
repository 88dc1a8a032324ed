import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withdrawalHash, withdrawalHashBase64 } from './withdrawal-hash';

const sha3 = (...parts: (Buffer | string)[]) => parts.reduce((h, p) => h.update(p), createHash('sha3-256')).digest();
const u64 = (n: bigint) => {
	const b = Buffer.alloc(8);
	b.writeBigUInt64BE(n);
	return b;
};

const w = { bridgeId: 11n, sequence: 42n, from: 'init1la9xf0wa2gkn2kdhms465t09xe98hsw5z3q2vd', to: 'init1f9qwat48ldgxrmssvpvpk3tea8l72mksvzm62v', denom: 'uinit', amount: 1_000_000n };

describe('withdrawal hash', () => {
	it('matches an independent SHA3-256 (OpenSSL) of the OPinit seed', () => {
		const seed = Buffer.concat([u64(11n), u64(42n), sha3(w.from), sha3(w.to), sha3('uinit'), u64(1_000_000n)]);
		const expected = sha3(sha3(seed));
		expect(Buffer.from(withdrawalHash(w))).toEqual(expected);
		expect(withdrawalHashBase64(w)).toBe(expected.toString('base64'));
	});

	it('hashes the strings as UTF-8 and refuses integers beyond 64 bits', () => {
		const withAccent = { ...w, denom: 'ümlaut' };
		const seed = Buffer.concat([u64(11n), u64(42n), sha3(w.from), sha3(w.to), sha3(Buffer.from('ümlaut', 'utf8')), u64(1_000_000n)]);
		expect(Buffer.from(withdrawalHash(withAccent))).toEqual(sha3(sha3(seed)));
		expect(() => withdrawalHash({ ...w, amount: 2n ** 64n })).toThrow(RangeError);
	});
});
