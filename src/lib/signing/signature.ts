// Checks on wallet signatures before they go into a tx: low-S form, and that the expected key made them,
// so a wallet that switched accounts mid-flow fails here with a clear message instead of at CheckTx.
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { SignerMismatchError, WalletResponseError } from './errors';
import { ETH_SECP256K1_PUBKEY, type TxPubkey } from './tx';

const { Signature } = secp256k1;
const N = secp256k1.Point.Fn.ORDER;

/** 64-byte r‖s from a 64- or 65-byte (r‖s‖v) wallet signature, with s moved to the lower half if needed. */
export function toLowS(signature: Uint8Array): Uint8Array {
	if (signature.length !== 64 && signature.length !== 65) {
		throw new WalletResponseError(`The wallet returned a ${signature.length}-byte signature`);
	}
	let sig;
	try {
		sig = Signature.fromBytes(signature.subarray(0, 64), 'compact');
	} catch {
		throw new WalletResponseError('The wallet returned an invalid signature');
	}
	// the chains reject high-S; (r, n - s) is the same signature in canonical form
	return (sig.hasHighS() ? new Signature(sig.r, N - sig.s) : sig).toBytes('compact');
}

/** ethsecp256k1 keys sign keccak256(signBytes), secp256k1 keys sha256(signBytes). */
const signDigest = (pubkey: TxPubkey, signBytes: Uint8Array): Uint8Array =>
	pubkey.typeUrl === ETH_SECP256K1_PUBKEY ? keccak_256(signBytes) : sha256(signBytes);

export function assertSignedBy(pubkey: TxPubkey, signBytes: Uint8Array, signature: Uint8Array): void {
	if (!secp256k1.verify(signature, signDigest(pubkey, signBytes), pubkey.key, { prehash: false })) {
		throw new SignerMismatchError('The wallet signed with a different account than the one this transaction is for');
	}
}
