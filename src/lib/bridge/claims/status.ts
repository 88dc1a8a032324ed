// Where an OP withdrawal stands (router-api.md §12.1 step 3): the rollup's executor finalizes the
// Merkle tree holding it, the proposer puts that tree's output on the L1, and `finalization_period`
// after the output's L1 block time it can be claimed, once. `resolveProgress` asks the services;
// `stageAt` turns the answer into what to show at a given moment, so a countdown needs no refetch.
import type { ExecutorWithdrawal } from '$lib/api/executor';
import type { OphostClient } from '$lib/api/ophost';
import type { CallOptions } from '$lib/api/http';
import { withdrawalHashBase64 } from './withdrawal-hash';

export type Progress =
	/** The executor has not finalized the tree yet ("within an hour"). */
	| { kind: 'in-progress' }
	/** The tree is final but its output is not on the L1 yet. */
	| { kind: 'awaiting-output'; outputIndex: bigint }
	/** The output is on the L1: claimable from `claimableAt`, unless already claimed. */
	| { kind: 'proposed'; outputIndex: bigint; claimableAt: Date; claimed: boolean };

export type Stage =
	| { kind: 'in-progress' }
	| { kind: 'awaiting-output' }
	| { kind: 'countdown'; claimableAt: Date; msLeft: number }
	| { kind: 'claimable'; claimableAt: Date }
	| { kind: 'claimed' };

export async function resolveProgress(w: ExecutorWithdrawal, ophost: OphostClient, call: CallOptions = {}): Promise<Progress> {
	if (!w.proof) return { kind: 'in-progress' };
	const { outputIndex } = w.proof;
	const [output, bridge] = await Promise.all([ophost.output(w.bridgeId, outputIndex, call), ophost.bridge(w.bridgeId, call)]);
	if (!output) return { kind: 'awaiting-output', outputIndex };
	const hash = withdrawalHashBase64({ bridgeId: w.bridgeId, sequence: w.sequence, from: w.from, to: w.to, denom: w.amount.denom, amount: w.amount.amount });
	const claimed = await ophost.claimed(w.bridgeId, hash, call);
	// the keeper compares whole seconds: block time ≥ l1_block_time + period
	const claimableAt = new Date(Math.ceil((output.l1BlockTime.getTime() + bridge.finalizationPeriodMs) / 1000) * 1000);
	return { kind: 'proposed', outputIndex, claimableAt, claimed };
}

export function stageAt(p: Progress, now: number): Stage {
	switch (p.kind) {
		case 'in-progress':
		case 'awaiting-output':
			return { kind: p.kind };
		case 'proposed': {
			if (p.claimed) return { kind: 'claimed' };
			const msLeft = p.claimableAt.getTime() - now;
			return msLeft > 0 ? { kind: 'countdown', claimableAt: p.claimableAt, msLeft } : { kind: 'claimable', claimableAt: p.claimableAt };
		}
	}
}
