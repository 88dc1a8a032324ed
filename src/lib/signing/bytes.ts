// Bytes ↔ hex, base64 and UTF-8 with the platform's own tools (TextEncoder, atob/btoa): the signing
// code's only encodings. Replaces @cosmjs/encoding in the site, which drags a whole bech32/base
// library (@scure/base) and a base64 package into the signing chunk for these six functions.
// Strict like it: malformed input throws instead of decoding to something else.

const HEX = /^(?:[0-9a-fA-F]{2})*$/;

export function toHex(bytes: Uint8Array): string {
	let out = '';
	for (const b of bytes) out += b.toString(16).padStart(2, '0');
	return out;
}

export function fromHex(hex: string): Uint8Array {
	if (!HEX.test(hex)) throw new Error('Invalid hex string');
	const out = new Uint8Array(hex.length / 2);
	for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
	return out;
}

export function toBase64(bytes: Uint8Array): string {
	let binary = '';
	// In slices: String.fromCharCode(...all) overflows the call stack on large transactions.
	for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
	return btoa(binary);
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function fromBase64(b64: string): Uint8Array {
	if (!BASE64.test(b64)) throw new Error('Invalid base64 string');
	return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

export const toUtf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** Throws on bytes that are not valid UTF-8 (never replaces them silently). */
export const fromUtf8 = (bytes: Uint8Array): string => new TextDecoder('utf-8', { fatal: true }).decode(bytes);
