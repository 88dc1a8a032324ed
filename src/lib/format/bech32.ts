// BIP-173 bech32 for addresses. Written out (45 lines) because the explorer's first bundle must stay
// small: @scure/base is a single module, and once the bridge uses its other encoders the whole of
// it ships with every explorer page. The checksum is checked against the reference vectors.
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function polymod(values: number[]): number {
	let chk = 1;
	for (const v of values) {
		const top = chk >>> 25;
		chk = ((chk & 0x1ffffff) << 5) ^ v;
		for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GEN[i]!;
	}
	return chk;
}

const expand = (hrp: string) => [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];

function convert(data: ArrayLike<number>, from: number, to: number, pad: boolean): number[] | undefined {
	let acc = 0;
	let bits = 0;
	const out: number[] = [];
	const max = (1 << to) - 1;
	for (let i = 0; i < data.length; i++) {
		acc = (acc << from) | data[i]!;
		bits += from;
		while (bits >= to) {
			bits -= to;
			out.push((acc >> bits) & max);
		}
	}
	if (pad) {
		if (bits > 0) out.push((acc << (to - bits)) & max);
	} else if (bits >= from || ((acc << (to - bits)) & max)) return undefined;
	return out;
}

export function bech32Encode(prefix: string, bytes: Uint8Array): string {
	const words = convert(bytes, 8, 5, true)!;
	const chk = polymod([...expand(prefix), ...words, 0, 0, 0, 0, 0, 0]) ^ 1;
	const sum = [0, 1, 2, 3, 4, 5].map((i) => (chk >>> (5 * (5 - i))) & 31);
	return `${prefix}1${[...words, ...sum].map((w) => CHARSET[w]).join('')}`;
}

/** Lower-case bech32 only (callers normalise case); undefined when invalid. */
export function bech32Decode(s: string, limit = 256): { prefix: string; bytes: Uint8Array } | undefined {
	const sep = s.lastIndexOf('1');
	if (s.length > limit || sep < 1 || s.length - sep - 1 < 6 || s !== s.toLowerCase()) return undefined;
	const prefix = s.slice(0, sep);
	const words: number[] = [];
	for (const c of s.slice(sep + 1)) {
		const w = CHARSET.indexOf(c);
		if (w < 0) return undefined;
		words.push(w);
	}
	if (polymod([...expand(prefix), ...words]) !== 1) return undefined;
	const bytes = convert(words.slice(0, -6), 5, 8, false);
	return bytes ? { prefix, bytes: Uint8Array.from(bytes) } : undefined;
}
