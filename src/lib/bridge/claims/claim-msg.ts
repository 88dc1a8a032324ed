// The L1 claim of an OP withdrawal: MsgFinalizeTokenWithdrawal built from the executor's answer
// (router-api.md §12.4), checked the way the keeper's Validate checks it, so a malformed executor
// answer is refused here instead of costing the user a fee.
import { fromBase64 } from '$lib/signing/bytes';
import type { ExecutorWithdrawal } from '$lib/api/executor';
import type { Msg, MsgFinalizeTokenWithdrawal } from '$lib/signing/proto';
import { ClaimNotReadyError, InvalidClaimError } from './claim-errors';

function bytes(what: string, b64: string, length: number): Uint8Array {
	let out: Uint8Array;
	try {
		out = fromBase64(b64);
	} catch {
		throw new InvalidClaimError(`The executor sent an unreadable ${what}.`);
	}
	if (out.length !== length) throw new InvalidClaimError(`The executor sent a ${what} of ${out.length} bytes instead of ${length}.`);
	return out;
}

/** The claim, paid by `sender` (any L1 account; the funds go to the withdrawal's `to`). */
export function claimMessage(w: ExecutorWithdrawal, sender: string): Msg & { value: MsgFinalizeTokenWithdrawal } {
	const p = w.proof;
	if (!p) throw new ClaimNotReadyError('The rollup has not finalized the proof of this withdrawal yet.');
	if (w.amount.amount <= 0n || w.sequence === 0n || w.bridgeId === 0n || p.outputIndex === 0n || w.from === '') {
		throw new InvalidClaimError('The executor sent a withdrawal with missing fields.');
	}
	return {
		typeUrl: '/opinit.ophost.v1.MsgFinalizeTokenWithdrawal',
		value: {
			sender,
			bridgeId: w.bridgeId,
			outputIndex: p.outputIndex,
			withdrawalProofs: p.withdrawalProofs.map((proof) => bytes('proof', proof, 32)),
			from: w.from,
			to: w.to,
			sequence: w.sequence,
			amount: { denom: w.amount.denom, amount: w.amount.amount.toString() },
			version: bytes('version', w.version, 1),
			storageRoot: bytes('storage root', p.storageRoot, 32),
			lastBlockHash: bytes('block hash', p.lastBlockHash, 32)
		}
	};
}
