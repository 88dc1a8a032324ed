// The L1's x/ophost FinalizeTokenWithdrawal, in the keeper's order and with its error codes and
// wording (initia-labs/OPinit x/ophost/keeper/msg_server.go, types/tx.go Validate, types/errors.go):
// validate → output exists → finalization period passed (8) → output root from version, storage
// root and block hash (10) → not yet proven (11) → proofs lead from the withdrawal hash to the
// storage root (10) → record the proof and pay `to`. Nothing here looks the withdrawal up: a claim
// is valid exactly when its proof verifies against a proposed output.
import { fromBase64 } from '@cosmjs/encoding';
import { outputRoot, rootFromProofs, withdrawalHash } from '../executor/merkle';
import type { OpBridges } from '../executor/opbridge';
import { accountKey, denomKey } from './address';
import type { Batch, MsgHandler } from './ledger';
import type { FinalizeJson } from './proto/msgs';

type Failure = { code: number; codespace: string; log: string };

const ophost = (code: number, log: string): Failure => ({ code, codespace: 'ophost', log });
const sdk = (code: number, log: string): Failure => ({ code, codespace: 'sdk', log });
const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Proven hashes of a tx still executing, so one tx cannot prove the same withdrawal twice. */
const provenInBatch = new WeakMap<Batch, Set<string>>();

function validate(v: FinalizeJson, chain: Parameters<MsgHandler>[1]): Failure | undefined {
	for (const [field, address] of [['sender', v.sender], ['to', v.to]] as const) {
		try {
			accountKey(chain, address);
		} catch (e) {
			return sdk(7, `invalid ${field} address: ${e instanceof Error ? e.message : String(e)}: invalid address`);
		}
	}
	if (v.from === '') return sdk(7, 'from address cannot be empty: invalid address');
	if (!/^\d+$/.test(v.amount.amount) || BigInt(v.amount.amount) === 0n || v.amount.denom === '') return ophost(5, 'invalid bridge amount');
	if (v.sequence === '0') return ophost(6, 'invalid sequence');
	if (v.bridge_id === '0') return ophost(2, 'invalid bridge id');
	if (v.output_index === '0') return ophost(4, 'invalid output index');
	const lengths: [string, number, number][] = [
		...v.withdrawal_proofs.map((p): [string, number, number] => ['withdrawal_proofs', fromBase64(p).length, 32]),
		['version', fromBase64(v.version).length, 1],
		['storage_root', fromBase64(v.storage_root).length, 32],
		['last_block_hash', fromBase64(v.last_block_hash).length, 32]
	];
	const bad = lengths.find(([, got, want]) => got !== want);
	return bad ? ophost(3, `${bad[0]}: invalid hash length`) : undefined;
}

export function finalizeHandler(bridges: OpBridges): MsgHandler {
	return (batch, chain, value, blockTime) => {
		const v = value as unknown as FinalizeJson;
		const invalid = validate(v, chain);
		if (invalid) return invalid;
		const bridgeId = BigInt(v.bridge_id);
		const index = BigInt(v.output_index);
		const def = bridges.bridge(bridgeId);
		const output = def && bridges.output(bridgeId, index);
		if (!def || !output) {
			return { code: 1, codespace: 'undefined', log: `collections: not found: key '(${bridgeId}, ${index})' of type github.com/cosmos/gogoproto/opinit.ophost.v1.Output` };
		}
		if (!bridges.isFinalized(def, output, blockTime)) return ophost(8, 'output has not finalized');

		const version = fromBase64(v.version)[0]!;
		const storageRoot = fromBase64(v.storage_root);
		if (!equal(output.outputRoot, outputRoot(version, storageRoot, fromBase64(v.last_block_hash)))) {
			return ophost(10, 'invalid output root: failed to verify withdrawal tx');
		}
		// amount.Uint64(): the leaf commits to 8 bytes
		const amount = BigInt(v.amount.amount);
		if (amount >= 2n ** 64n) return ophost(10, 'invalid storage root proofs: failed to verify withdrawal tx');
		const hash = withdrawalHash({ bridgeId, sequence: BigInt(v.sequence), from: v.from, to: v.to, denom: v.amount.denom, amount });
		const key = Buffer.from(hash).toString('hex');
		const pending = provenInBatch.get(batch) ?? new Set<string>();
		if (bridges.isClaimed(bridgeId, hash) || pending.has(key)) return ophost(11, 'withdrawal already finalized');
		if (!equal(storageRoot, rootFromProofs(hash, v.withdrawal_proofs.map((p) => fromBase64(p))))) {
			return ophost(10, 'invalid storage root proofs: failed to verify withdrawal tx');
		}

		pending.add(key);
		provenInBatch.set(batch, pending);
		batch.afterCommit(() => bridges.markClaimed(bridgeId, hash));
		// paid from the bridge's escrow, which the devnet does not model separately
		batch.credit(accountKey(chain, v.to), denomKey(chain, v.amount.denom), amount);
		return undefined;
	};
}
