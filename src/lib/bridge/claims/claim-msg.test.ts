import { toBase64 } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import type { ExecutorWithdrawal } from '$lib/api/executor';
import { toAmino } from '$lib/signing/amino';
import { ClaimNotReadyError, InvalidClaimError } from './claim-errors';
import { claimMessage } from './claim-msg';

const h = (b: number) => toBase64(new Uint8Array(32).fill(b));
const w: ExecutorWithdrawal = {
	sequence: 42n,
	to: 'init1f9qwat48ldgxrmssvpvpk3tea8l72mksvzm62v',
	from: 'init1la9xf0wa2gkn2kdhms465t09xe98hsw5z3q2vd',
	amount: { denom: 'uinit', amount: 1_000_000n },
	bridgeId: 11n,
	version: 'AQ==',
	proof: { outputIndex: 1234n, withdrawalProofs: [h(1), h(2)], storageRoot: h(3), lastBlockHash: h(4) },
	txTime: '2025-06-01T12:00:00Z',
	txHeight: 1n,
	txHash: 'AB'.repeat(32)
};

describe('claim message', () => {
	it('carries every field of the executor answer, signed by whoever pays', () => {
		const payer = 'init17w0adeg64ky0daxwd2ugyuneellmjgnxdtmpqz';
		expect(toAmino(claimMessage(w, payer))).toEqual({
			type: 'ophost/MsgFinalizeTokenWithdrawal',
			value: {
				sender: payer,
				bridge_id: '11',
				output_index: '1234',
				withdrawal_proofs: [h(1), h(2)],
				from: w.from,
				to: w.to,
				sequence: '42',
				amount: { amount: '1000000', denom: 'uinit' },
				version: 'AQ==',
				storage_root: h(3),
				last_block_hash: h(4)
			}
		});
	});

	it('is not built before the tree is final, nor from malformed answers', () => {
		expect(() => claimMessage({ ...w, proof: null }, w.to)).toThrow(ClaimNotReadyError);
		expect(() => claimMessage({ ...w, version: 'AQI=' }, w.to)).toThrow(InvalidClaimError);
		expect(() => claimMessage({ ...w, proof: { ...w.proof!, storageRoot: 'AQ==' } }, w.to)).toThrow(InvalidClaimError);
		expect(() => claimMessage({ ...w, amount: { denom: 'uinit', amount: 0n } }, w.to)).toThrow(InvalidClaimError);
		expect(() => claimMessage({ ...w, proof: { ...w.proof!, outputIndex: 0n } }, w.to)).toThrow(InvalidClaimError);
	});
});
