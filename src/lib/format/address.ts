// Address forms. Initia accounts are the same 20 bytes as bech32 (init1…) and hex (0x…); Move
// objects and Wasm contracts are 32 bytes. The indexer answers owners in bech32 on every VM and
// collections in hex, so the UI compares by bytes and shows both forms.
import { bech32Decode, bech32Encode } from './bech32';

const fromHex = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (b) => parseInt(b, 16));
const toHex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
const toBech32 = (prefix: string, data: Uint8Array) => bech32Encode(prefix, data);

export type AddressBytes = Uint8Array;

export function parseBech32(s: string): { prefix: string; bytes: AddressBytes } | undefined {
	if (s.length > 128 || !/^[a-z0-9]+1[02-9ac-hj-np-z]+$/.test(s.toLowerCase()) || (s !== s.toLowerCase() && s !== s.toUpperCase()))
		return undefined;
	return bech32Decode(s.toLowerCase());
}

/** 0x hex of 1–64 digits, normalised like the indexer: leading zeros dropped, left-padded to 20 or 32 bytes. */
export function parseHexAddress(s: string): AddressBytes | undefined {
	const m = /^0x([0-9a-fA-F]{1,64})$/.exec(s);
	if (!m) return undefined;
	const digits = m[1]!.toLowerCase().replace(/^0+/, '');
	const width = digits.length <= 40 ? 40 : 64;
	return fromHex(digits.padStart(width, '0'));
}

/** Bytes of a bech32 or hex address, or undefined. */
export function addressBytes(s: string): AddressBytes | undefined {
	const t = s.trim();
	return t.startsWith('0x') || t.startsWith('0X') ? parseHexAddress(`0x${t.slice(2)}`) : parseBech32(t)?.bytes;
}

export const toHexAddress = (bytes: AddressBytes) => `0x${toHex(bytes)}`;
export const toBech32Address = (bytes: AddressBytes, prefix = 'init') => toBech32(prefix, bytes);

export function sameAddress(a: string, b: string): boolean {
	const x = addressBytes(a);
	const y = addressBytes(b);
	return !!x && !!y && x.length === y.length && x.every((v, i) => v === y[i]);
}

/** Both forms of an address for display; `canonical` is what the page shows first. */
export function addressForms(s: string, prefix = 'init'): { bech32: string; hex: string; bytes: number; canonical: string } | undefined {
	const bytes = addressBytes(s);
	if (!bytes) return undefined;
	const bech32 = toBech32Address(bytes, prefix);
	const hex = toHexAddress(bytes);
	return { bech32, hex, bytes: bytes.length, canonical: bech32 };
}

/** Shortens for tight spaces: init1abcd…wxyz / 0x1234…cdef. The full value stays in title/copy. */
export function shortAddress(s: string, head = 10, tail = 6): string {
	return s.length <= head + tail + 1 ? s : `${s.slice(0, head)}…${s.slice(-tail)}`;
}
