// The OPinit withdrawal commitments, as the L1 keeper checks them (initia-labs/OPinit
// x/ophost/types/output.go) and the executor builds them (opinit-bots merkle): FIPS SHA3-256
// throughout, never Keccak. A finalized tree is padded to a power of two with its last leaf; a
// node hashes its two children in byte order, so a proof is just the list of siblings.
import { sha3_256 } from '@noble/hashes/sha3.js';

const utf8 = (s: string) => new TextEncoder().encode(s);

function u64be(n: bigint): Uint8Array {
	if (n < 0n || n >= 2n ** 64n) throw new Error(`${n} does not fit in a uint64`);
	const out = new Uint8Array(8);
	new DataView(out.buffer).setBigUint64(0, n);
	return out;
}

function concat(...parts: Uint8Array[]): Uint8Array {
	const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
	let at = 0;
	for (const p of parts) {
		out.set(p, at);
		at += p.length;
	}
	return out;
}

/** Negative, zero or positive like Go's bytes.Compare. */
function compare(a: Uint8Array, b: Uint8Array): number {
	for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
	return a.length - b.length;
}

export interface WithdrawalLeaf {
	bridgeId: bigint;
	sequence: bigint;
	/** L2 sender as written on the L2. */
	from: string;
	/** L1 recipient. */
	to: string;
	/** The L1 base denom. */
	denom: string;
	amount: bigint;
}

/** GenerateWithdrawalHash: SHA3(SHA3(bridge_id ‖ sequence ‖ SHA3(from) ‖ SHA3(to) ‖ SHA3(denom) ‖ amount)). */
export function withdrawalHash(w: WithdrawalLeaf): Uint8Array {
	const seed = concat(u64be(w.bridgeId), u64be(w.sequence), sha3_256(utf8(w.from)), sha3_256(utf8(w.to)), sha3_256(utf8(w.denom)), u64be(w.amount));
	return sha3_256(sha3_256(seed));
}

/** GenerateNodeHash: the smaller child first, so a verifier needs no left/right flags. */
export function nodeHash(a: Uint8Array, b: Uint8Array): Uint8Array {
	return compare(a, b) < 0 ? sha3_256(concat(a, b)) : sha3_256(concat(b, a));
}

/** GenerateRootHashFromProofs. */
export function rootFromProofs(leaf: Uint8Array, proofs: readonly Uint8Array[]): Uint8Array {
	return proofs.reduce((node, sibling) => nodeHash(node, sibling), leaf);
}

/** GenerateOutputRoot: SHA3(version ‖ storage_root ‖ last_block_hash). */
export function outputRoot(version: number, storageRoot: Uint8Array, lastBlockHash: Uint8Array): Uint8Array {
	if (storageRoot.length !== 32 || lastBlockHash.length !== 32) throw new Error('storage root and block hash must be 32 bytes');
	return sha3_256(concat(Uint8Array.of(version), storageRoot, lastBlockHash));
}

export interface FinalizedTree {
	root: Uint8Array;
	/** Sibling hashes from leaf i up to the root. */
	proofs: Uint8Array[][];
}

/** A finalized working tree over `leaves` (at least one), with every leaf's proof. */
export function buildTree(leaves: readonly Uint8Array[]): FinalizedTree {
	if (leaves.length === 0) throw new Error('a withdrawal tree needs at least one leaf');
	let width = 1;
	while (width < leaves.length) width *= 2;
	let level = Array.from({ length: width }, (_, i) => leaves[Math.min(i, leaves.length - 1)]!);
	const proofs: Uint8Array[][] = leaves.map(() => []);
	const position = leaves.map((_, i) => i);
	while (level.length > 1) {
		for (let i = 0; i < leaves.length; i++) {
			proofs[i]!.push(level[position[i]! ^ 1]!);
			position[i] = position[i]! >> 1;
		}
		const next: Uint8Array[] = [];
		for (let i = 0; i < level.length; i += 2) next.push(nodeHash(level[i]!, level[i + 1]!));
		level = next;
	}
	return { root: level[0]!, proofs };
}
