// The withdrawal commitments against an independent SHA3 (node:crypto's OpenSSL) and the tree shape
// of OPinit's own keeper test (three withdrawals: the third is paired with itself).
import { createHash } from 'node:crypto';
import { keccak_256 } from '@noble/hashes/sha3.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTree, nodeHash, outputRoot, rootFromProofs, withdrawalHash, type WithdrawalLeaf } from './merkle';

const sha3 = (...parts: (Buffer | Uint8Array | string)[]) => {
	const h = createHash('sha3-256');
	for (const p of parts) h.update(p);
	return h.digest();
};
const u64 = (n: bigint) => {
	const b = Buffer.alloc(8);
	b.writeBigUInt64BE(n);
	return b;
};

// OPinit x/ophost/keeper/msg_server_test.go Test_FinalizeTokenWithdrawal
const sender = 'osmo174knscjg688ddtxj8smyjz073r3w5mms8ugvx6';
const receiver = 'cosmos174knscjg688ddtxj8smyjz073r3w5mms08musg';
const leaf = (sequence: bigint): WithdrawalLeaf => ({ bridgeId: 1n, sequence, from: sender, to: receiver, denom: 'uinit', amount: 1_000_000n });

describe('withdrawal hash', () => {
	it('is FIPS SHA3-256 twice over the big-endian ids and SHA3 digests of the strings', () => {
		const seed = Buffer.concat([u64(1n), u64(2n), sha3(sender), sha3(receiver), sha3('uinit'), u64(1_000_000n)]);
		expect(Buffer.from(withdrawalHash(leaf(2n))).toString('hex')).toBe(sha3(sha3(seed)).toString('hex'));
		// not Keccak, which differs from FIPS SHA3 only in padding
		expect(Buffer.from(withdrawalHash(leaf(2n)))).not.toEqual(Buffer.from(keccak_256(keccak_256(seed))));
	});

	it('changes with every committed field', () => {
		const base = withdrawalHash(leaf(1n));
		const variants: WithdrawalLeaf[] = [
			{ ...leaf(1n), bridgeId: 2n },
			leaf(2n),
			{ ...leaf(1n), from: receiver },
			{ ...leaf(1n), to: sender },
			{ ...leaf(1n), denom: 'uusdc' },
			{ ...leaf(1n), amount: 999_999n }
		];
		for (const v of variants) expect(withdrawalHash(v)).not.toEqual(base);
	});
});

describe('withdrawal tree', () => {
	it('builds OPinit test tree: proofs of the first leaf are its neighbour and the padded pair', () => {
		const [w1, w2, w3] = [1n, 2n, 3n].map((s) => withdrawalHash(leaf(s))) as [Uint8Array, Uint8Array, Uint8Array];
		const tree = buildTree([w1, w2, w3]);
		const proof2 = nodeHash(w3, w3);
		expect(tree.proofs[0]).toEqual([w2, proof2]);
		expect(tree.root).toEqual(nodeHash(nodeHash(w1, w2), proof2));
		expect(tree.proofs[2]).toEqual([w3, nodeHash(w1, w2)]);
	});

	it('hashes a node from its sorted children', () => {
		const a = sha3('a');
		const b = sha3('b');
		const [lo, hi] = Buffer.compare(a, b) < 0 ? [a, b] : [b, a];
		expect(Buffer.from(nodeHash(a, b))).toEqual(sha3(lo, hi));
		expect(nodeHash(b, a)).toEqual(nodeHash(a, b));
	});

	it('gives every leaf a proof that leads to the root, for any number of leaves', () => {
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 40 }), (n) => {
				const leaves = Array.from({ length: n }, (_, i) => withdrawalHash(leaf(BigInt(i + 1))));
				const { root, proofs } = buildTree(leaves);
				leaves.forEach((l, i) => {
					expect(proofs[i]).toHaveLength(Math.ceil(Math.log2(n)));
					expect(rootFromProofs(l, proofs[i]!)).toEqual(root);
				});
				// a leaf of another tree does not verify
				expect(rootFromProofs(withdrawalHash(leaf(BigInt(n + 1))), proofs[0]!)).not.toEqual(root);
			}),
			{ numRuns: 40 }
		);
	});

	it('makes a one-leaf tree whose root is the leaf, with no proofs', () => {
		const w = withdrawalHash(leaf(1n));
		expect(buildTree([w])).toEqual({ root: w, proofs: [[]] });
	});
});

it('commits an output root to the version byte, storage root and block hash', () => {
	const storage = sha3('storage');
	const block = Buffer.from('tgmfQJT4uipVToW631xz0RXdrfzu7n5XxGNoPpX6isI=', 'base64');
	expect(Buffer.from(outputRoot(1, storage, block))).toEqual(sha3(Buffer.of(1), storage, block));
	expect(outputRoot(2, storage, block)).not.toEqual(outputRoot(1, storage, block));
	expect(() => outputRoot(1, storage.subarray(1), block)).toThrow();
});
