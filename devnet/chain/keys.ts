// Public keys of Cosmos signers: the two key types the devnet chains know, the address each
// derives, and signature verification over the digest each key type uses.
import { toBech32 } from '@cosmjs/encoding';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';

export const SECP256K1 = '/cosmos.crypto.secp256k1.PubKey';
export const ETH_SECP256K1 = '/initia.crypto.v1beta1.ethsecp256k1.PubKey';

export interface PubKey {
	typeUrl: typeof SECP256K1 | typeof ETH_SECP256K1;
	/** 33-byte compressed point. */
	key: Uint8Array;
}

/** Cosmos keys: ripemd160(sha256(compressed)); Initia eth keys: last 20 bytes of keccak(uncompressed). Throws for a non-point. */
export function pubKeyAddress(pk: PubKey, prefix: string): string {
	if (pk.typeUrl === SECP256K1) return toBech32(prefix, ripemd160(sha256(pk.key)));
	const uncompressed = secp256k1.Point.fromBytes(pk.key).toBytes(false);
	return toBech32(prefix, keccak_256(uncompressed.subarray(1)).subarray(12));
}

/**
 * Verifies sign bytes the way each key type's VerifySignature does: sha256 or keccak256 digest,
 * low-S only; an eth key also takes a 65-byte signature and ignores its trailing v.
 */
export function verifySignature(pk: PubKey, signBytes: Uint8Array, signature: Uint8Array): boolean {
	const eth = pk.typeUrl === ETH_SECP256K1;
	const sig = eth && signature.length === 65 ? signature.subarray(0, 64) : signature;
	if (sig.length !== 64) return false;
	const digest = eth ? keccak_256(signBytes) : sha256(signBytes);
	try {
		return secp256k1.verify(sig, digest, pk.key, { prehash: false, lowS: true });
	} catch {
		return false;
	}
}
