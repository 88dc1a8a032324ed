// What the L1 says when it refuses a claim (x/ophost codes, router-api.md §12.4), found in a failed
// simulation's message or an included tx's raw log, and told to the user with where the funds are.
import { cleanText } from '$lib/safe';
import { describeStepError, type StepProblem } from '../step-errors';

/** The executor has not finalized the withdrawal's tree: there is no proof to claim with yet. */
export class ClaimNotReadyError extends Error {
	override name = 'ClaimNotReadyError';
}

/** The executor's answer would make a claim the keeper refuses (wrong lengths, zero ids). */
export class InvalidClaimError extends Error {
	override name = 'InvalidClaimError';
}

export type ClaimRefusal = 'not-final' | 'already-claimed' | 'proof' | 'no-output';

/** The keeper's reason in a chain message, or null when it is another failure. */
export function claimRefusal(text: string): ClaimRefusal | null {
	if (/output has not finalized/i.test(text)) return 'not-final';
	if (/withdrawal already finalized/i.test(text)) return 'already-claimed';
	if (/failed to verify withdrawal/i.test(text)) return 'proof';
	if (/collections: not found|output proposal not found/i.test(text)) return 'no-output';
	return null;
}

/** Thrown when the L1 refused the claim, in simulation (nothing sent) or in its block (fee paid). */
export class ClaimRefusedError extends Error {
	override name = 'ClaimRefusedError';
	constructor(
		readonly refusal: ClaimRefusal,
		readonly chainLog: string
	) {
		super(`The L1 refused the claim: ${refusal}`);
	}
}

export interface ClaimContext {
	/** When the page expects it to be claimable (from the L1's output time and period). */
	claimableAt?: Date;
	/** The claim was included in a block (and its fee paid) before it failed. */
	included?: boolean;
	now?: number;
}

const FUNDS_SAFE = 'The funds are still held by the bridge for you; nothing is lost.';

export function describeClaimError(e: unknown, ctx: ClaimContext = {}): StepProblem {
	const fee = ctx.included ? ' The claim transaction was included, so its network fee was paid.' : ' Nothing was sent.';
	const p = (title: string, message: string, details: string[] = [], retry = true): StepProblem => ({ kind: 'chain', title, message, details, retry });
	if (e instanceof ClaimRefusedError) {
		const log = [cleanText(e.chainLog, 600)].filter(Boolean);
		switch (e.refusal) {
			case 'not-final': {
				const when = ctx.claimableAt ? ` It becomes claimable on ${ctx.claimableAt.toUTCString()}.` : '';
				const clock = ctx.claimableAt && (ctx.now ?? Date.now()) >= ctx.claimableAt.getTime() ? ' Your device clock may be ahead of the chain; wait a minute and try again.' : '';
				return p('Not claimable yet', `The L1 says this withdrawal's finalization period has not passed (code 8).${when}${clock}${fee} ${FUNDS_SAFE}`, log);
			}
			case 'already-claimed':
				return p('Already claimed', `The L1 has already paid out this withdrawal (code 11), to its recipient's L1 account.${fee}`, log, false);
			case 'proof':
				return p('Proof not accepted', `The L1 could not verify this withdrawal against the rollup's output (code 10): the executor's data does not match what the L1 holds.${fee} ${FUNDS_SAFE} Try again later.`, log);
			case 'no-output':
				return p('Output not on the L1 yet', `The L1 has no output for this withdrawal yet, so it cannot be proven.${fee} ${FUNDS_SAFE}`, log);
		}
	}
	if (e instanceof ClaimNotReadyError) return p('Not ready to claim', `${e.message} ${FUNDS_SAFE}`);
	if (e instanceof InvalidClaimError) return { ...p('Not safe to sign', `${e.message} Loom did not ask your wallet to sign it.`, [], true), kind: 'refused' };
	return describeStepError(e);
}
