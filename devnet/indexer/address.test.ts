import { describe, expect, it } from 'vitest';
import { TEST_EVM } from '../accounts';
import { accAddressKey, bech32Address, parseAccount, parseCollectionAddr } from './address';

const testHex = TEST_EVM.hex.slice(2).toLowerCase();

describe('accAddressKey (rollytics AccAddressFromString)', () => {
	it('reads bech32 with the init prefix, 20 and 32 bytes', () => {
		expect(accAddressKey(TEST_EVM.init)).toBe(testHex);
		const long = bech32Address('ab'.repeat(32));
		expect(long).toHaveLength(63);
		expect(accAddressKey(long)).toBe('ab'.repeat(32));
	});

	it('normalises hex: 0x optional, any case, leading zeros stripped, padded to 40 or 64', () => {
		expect(accAddressKey(TEST_EVM.hex)).toBe(testHex);
		expect(accAddressKey(testHex.toUpperCase())).toBe(testHex);
		expect(accAddressKey('0x1')).toBe(`${'0'.repeat(39)}1`);
		expect(accAddressKey(`0x${'0'.repeat(24)}${testHex}`)).toBe(testHex); // a Move-padded 20-byte account
		expect(accAddressKey(`0x${'f'.repeat(41)}`)).toBe(`${'0'.repeat(23)}${'f'.repeat(41)}`);
		expect(accAddressKey('0x')).toBe('0'.repeat(40));
	});

	it('falls through to hex for a bad bech32 and fails there with Go’s error', () => {
		const badChecksum = `${TEST_EVM.init.slice(0, -1)}x`;
		expect(() => accAddressKey(badChecksum)).toThrow("encoding/hex: invalid byte: U+0069 'i'");
		expect(() => accAddressKey('cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrql8a')).toThrow("encoding/hex: invalid byte: U+006F 'o'"); // 'c' is a hex digit
		// "0X" is not stripped: the X (lowercased) is the bad byte.
		expect(() => accAddressKey('0X12')).toThrow("encoding/hex: invalid byte: U+0078 'x'");
		expect(() => accAddressKey('0x12\u0007')).toThrow('encoding/hex: invalid byte: U+0007');
	});

	it('rejects more than 64 digits with the INVALID_VALUE message', () => {
		const raw = `0x${'1'.repeat(65)}`;
		expect(() => accAddressKey(raw)).toThrow(`[INVALID_VALUE] invalid value for address: ${raw} (invalid address format)`);
	});
});

describe('param errors', () => {
	it('accounts: any failure is the account INVALID_VALUE error (400)', () => {
		expect(() => parseAccount('nope')).toThrow('[INVALID_VALUE] invalid value for account: nope (invalid address format)');
		try {
			parseAccount('nope');
		} catch (e) {
			expect((e as { status: number }).status).toBe(400);
		}
	});

	it('collections: the raw Go error', () => {
		expect(() => parseCollectionAddr('0xgg')).toThrow("encoding/hex: invalid byte: U+0067 'g'");
	});
});
