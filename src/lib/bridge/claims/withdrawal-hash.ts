// The key the L1 records a paid-out withdrawal under (OPinit GenerateWithdrawalHash, router-api.md
// §12.3): SHA3-256(SHA3-256(bridge_id ‖ sequence ‖ SHA3(from) ‖ SHA3(to) ‖ SHA3(denom) ‖ amount)),
// integers as 8 big-endian bytes. FIPS SHA3, not Keccak.
import { sha3_256 } from '@noble/hashes/sha3.js';

export interface WithdrawalKey {
	bridgeId: bigint;
	sequence: bigint;
	from: string;
	to: string;
	/** L1 base denom. */
	denom: string;
	amount: bigint;
}

const MAX_U64 = 2n ** 64n - 1n;

export function withdrawalHash(w: WithdrawalKey): Uint8Array {
	for (const [what, n] of [['bridge id', w.bridgeId], ['sequence', w.sequence], ['amount', w.amount]] as const) {
		if (n < 0n || n > MAX_U64) throw new RangeError(`The withdrawal's ${what} does not fit in 64 bits`);
	}
	const utf8 = new TextEncoder();
	const seed = new Uint8Array(8 + 8 + 32 * 3 + 8);
	const view = new DataView(seed.buffer);
	view.setBigUint64(0, w.bridgeId);
	view.setBigUint64(8, w.sequence);
	seed.set(sha3_256(utf8.encode(w.from)), 16);
	seed.set(sha3_256(utf8.encode(w.to)), 48);
	seed.set(sha3_256(utf8.encode(w.denom)), 80);
	view.setBigUint64(112, w.amount);
	return sha3_256(sha3_256(seed));
}

/** Base64, as `withdrawals/claimed/by_hash?withdrawal_hash=` takes it. */
export function withdrawalHashBase64(w: WithdrawalKey): string {
	let binary = '';
	for (const byte of withdrawalHash(w)) binary += String.fromCharCode(byte);
	return btoa(binary);
}
