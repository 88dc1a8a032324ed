import { describe, expect, it } from 'vitest';
import { claimRefusal, ClaimRefusedError, describeClaimError } from './claim-errors';

describe('claim refusals', () => {
	it('recognises the keeper errors in raw logs and simulation messages', () => {
		expect(claimRefusal('failed to execute message; message index: 0: output has not finalized')).toBe('not-final');
		expect(claimRefusal('failed to execute message; message index: 0: withdrawal already finalized')).toBe('already-claimed');
		expect(claimRefusal('invalid storage root proofs: failed to verify withdrawal tx')).toBe('proof');
		expect(claimRefusal("collections: not found: key '(2, 7)' of type github.com/cosmos/gogoproto/opinit.ophost.v1.Output")).toBe('no-output');
		expect(claimRefusal('insufficient fees; got: 1uinit required: 3000uinit: insufficient fee')).toBeNull();
	});

	it('says where the funds are and what to do', () => {
		const at = new Date('2026-01-01T00:00:00Z');
		const early = describeClaimError(new ClaimRefusedError('not-final', 'output has not finalized'), { claimableAt: at, now: at.getTime() + 1 });
		expect(early.message).toMatch(/code 8.*Thu, 01 Jan 2026.*device clock.*Nothing was sent.*held by the bridge/);
		expect(describeClaimError(new ClaimRefusedError('not-final', ''), { claimableAt: at, now: 0 }).message).not.toContain('device clock');
		const proof = describeClaimError(new ClaimRefusedError('proof', 'invalid output root'), { included: true });
		expect(proof).toMatchObject({ title: 'Proof not accepted', retry: true, details: ['invalid output root'] });
		expect(proof.message).toContain('network fee was paid');
		expect(describeClaimError(new ClaimRefusedError('already-claimed', '')).retry).toBe(false);
	});
});
