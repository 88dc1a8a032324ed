// Real-looking IPFS CIDs derived from a label: CIDv0 ("Qm…", base58btc multihash) and
// CIDv1 ("bafy…", dag-pb, base32), the two forms NFT metadata uses.
import { createHash } from 'node:crypto';

const digest = (label: string) => createHash('sha256').update(`loom-devnet/ipfs/${label}`).digest();

/** sha2-256 multihash in base58btc. */
export const cidV0 = (label: string) => base58(Buffer.concat([Buffer.from([0x12, 0x20]), digest(label)]));

/** CIDv1 dag-pb sha2-256 in multibase base32 ("b" prefix). */
export const cidV1 = (label: string) => `b${base32(Buffer.concat([Buffer.from([0x01, 0x70, 0x12, 0x20]), digest(label)]))}`;

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
function base58(bytes: Buffer): string {
	let n = BigInt(`0x${bytes.toString('hex')}`);
	let out = '';
	while (n > 0n) {
		out = B58[Number(n % 58n)] + out;
		n /= 58n;
	}
	for (const b of bytes) {
		if (b !== 0) break;
		out = `1${out}`;
	}
	return out;
}

function base32(bytes: Buffer): string {
	const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
	let bits = 0;
	let value = 0;
	let out = '';
	for (const b of bytes) {
		value = (value << 8) | b;
		bits += 8;
		while (bits >= 5) {
			out += alphabet[(value >>> (bits - 5)) & 31];
			bits -= 5;
		}
	}
	if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
	return out;
}
