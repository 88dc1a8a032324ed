// Address parsing and printing exactly as rollytics does it (util/util.go AccAddressFromString,
// common/param.go). Addresses are stored and compared as bytes; the key of an address in the
// store is its lowercase hex without 0x (40 digits for 20 bytes, 64 for 32).
import { fromBech32, toBech32 } from '@cosmjs/encoding';
import { badRequest } from './errors';

export const BECH32_PREFIX = 'init';

/** Thrown with Go's error text; callers decide which 400 body to send. */
class AddressError extends Error {}

/**
 * rollytics `AccAddressFromString`: a string not starting with "0x" is tried as bech32 with the
 * `init` prefix (any non-empty length); everything else is hex: drop "0x", strip leading zeros,
 * lowercase, left-pad to 40 or 64 digits. Returns the address bytes as a hex key.
 */
export function accAddressKey(raw: string): string {
	if (!raw.startsWith('0x')) {
		const bytes = bech32Bytes(raw);
		if (bytes) return Buffer.from(bytes).toString('hex');
	}
	// Go order: TrimPrefix("0x"), TrimLeft("0"), ToLower; lengths are in bytes.
	const digits = Buffer.from(raw.replace(/^0x/, '').replace(/^0+/, '').toLowerCase(), 'utf8');
	if (digits.length > 64) throw new AddressError(`[INVALID_VALUE] invalid value for address: ${raw} (invalid address format)`);
	const width = digits.length <= 40 ? 40 : 64;
	const padded = Buffer.concat([Buffer.alloc(width - digits.length, 0x30), digits]);
	const bad = padded.findIndex((b) => !isHexDigit(b));
	if (bad >= 0) throw new AddressError(`encoding/hex: invalid byte: ${goRuneVerb(padded[bad]!)}`);
	return padded.toString('latin1');
}

/** `account` path param: any parse failure becomes rollytics' INVALID_VALUE error. */
export function parseAccount(raw: string): string {
	try {
		return accAddressKey(raw);
	} catch {
		throw badRequest(`[INVALID_VALUE] invalid value for account: ${raw} (invalid address format)`);
	}
}

/** `collection_addr` (path or query): the raw Go error text is the body. */
export function parseCollectionAddr(raw: string): string {
	try {
		return accAddressKey(raw);
	} catch (e) {
		throw badRequest((e as Error).message);
	}
}

/** `0x` + lowercase hex of the stored bytes (collections, Move objects). */
export const hexAddress = (key: string) => `0x${key}`;

/** bech32 `init1…` of the stored bytes (owners and creators on every VM). */
export const bech32Address = (key: string) => toBech32(BECH32_PREFIX, Buffer.from(key, 'hex'));

function bech32Bytes(raw: string): Uint8Array | undefined {
	try {
		// Go's bech32 decoder caps the string at 1023 characters; sdk.VerifyAddressFormat at 255 bytes.
		const { prefix, data } = fromBech32(raw, 1023);
		return prefix === BECH32_PREFIX && data.length > 0 && data.length <= 255 ? data : undefined;
	} catch {
		return undefined;
	}
}

const isHexDigit = (b: number) => (b >= 0x30 && b <= 0x39) || (b >= 0x61 && b <= 0x66);

/** Go's `%#U` of a byte taken as a rune: `U+0067 'g'`, or just `U+0007` when not printable. */
function goRuneVerb(byte: number): string {
	const code = `U+${byte.toString(16).toUpperCase().padStart(4, '0')}`;
	const printable = (byte >= 0x20 && byte <= 0x7e) || (byte >= 0xa1 && byte !== 0xad);
	return printable ? `${code} '${String.fromCharCode(byte)}'` : code;
}
