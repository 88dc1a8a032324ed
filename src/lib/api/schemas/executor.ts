// opinit-bots executor API bodies (router-api.md §12.2): Go encoding/json of QueryWithdrawalResponse,
// numbers for uint64, std base64 for []byte, RFC 3339 `tx_time`. The tree fields stay null until the
// executor finalizes the Merkle tree holding the withdrawal; `output_index` is 0 until then.
import * as v from 'valibot';
import { bigintSchema } from './common';

const b64 = (bytes: number) => {
	const chars = Math.ceil(bytes / 3) * 4;
	const pad = (3 - (bytes % 3)) % 3;
	return new RegExp(`^[A-Za-z0-9+/]{${chars - pad}}={${pad}}$`);
};
const hash32 = v.pipe(v.string(), v.regex(b64(32), 'Invalid hash: expected 32 bytes in base64'));

export interface ExecutorWithdrawal {
	sequence: bigint;
	/** L1 recipient (the address the list is keyed by). */
	to: string;
	/** L2 sender. */
	from: string;
	/** The L1 base denom and base units. */
	amount: { denom: string; amount: bigint };
	bridgeId: bigint;
	/** Base64, one byte. */
	version: string;
	/** What a claim needs, once the executor finalized the tree (else null): base64 hashes. */
	proof: { outputIndex: bigint; withdrawalProofs: string[]; storageRoot: string; lastBlockHash: string } | null;
	/** RFC 3339. */
	txTime: string;
	txHeight: bigint;
	/** The L2 Cosmos tx hash, uppercase hex. */
	txHash: string;
}

export const withdrawalSchema = v.pipe(
	v.object({
		sequence: bigintSchema,
		to: v.string(),
		from: v.string(),
		amount: v.object({ denom: v.pipe(v.string(), v.minLength(1)), amount: bigintSchema }),
		output_index: v.nullish(bigintSchema, 0),
		bridge_id: bigintSchema,
		withdrawal_proofs: v.nullish(v.array(hash32)),
		version: v.pipe(v.string(), v.regex(b64(1), 'Invalid version: expected one byte in base64')),
		storage_root: v.nullish(hash32),
		last_block_hash: v.nullish(hash32),
		tx_time: v.string(),
		tx_height: v.nullish(bigintSchema, 0),
		tx_hash: v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{64}$/, 'Invalid tx hash'))
	}),
	v.transform((w): ExecutorWithdrawal => {
		const final = w.output_index > 0n && w.storage_root && w.last_block_hash;
		return {
			sequence: w.sequence,
			to: w.to,
			from: w.from,
			amount: w.amount,
			bridgeId: w.bridge_id,
			version: w.version,
			proof: final
				? { outputIndex: w.output_index, withdrawalProofs: w.withdrawal_proofs ?? [], storageRoot: w.storage_root!, lastBlockHash: w.last_block_hash! }
				: null,
			txTime: w.tx_time,
			txHeight: w.tx_height,
			txHash: w.tx_hash.toUpperCase()
		};
	})
);

export interface WithdrawalsPage {
	withdrawals: ExecutorWithdrawal[];
	/** The sequence to ask for next (inclusive offset); null on the last page. */
	next: bigint | null;
}

export const withdrawalsSchema = v.pipe(
	v.object({ withdrawals: v.nullable(v.array(withdrawalSchema)), next: v.nullish(bigintSchema) }),
	v.transform((p): WithdrawalsPage => ({ withdrawals: p.withdrawals ?? [], next: p.next ?? null }))
);
