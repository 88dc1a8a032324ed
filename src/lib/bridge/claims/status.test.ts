import { describe, expect, it } from 'vitest';
import type { ExecutorWithdrawal } from '$lib/api/executor';
import type { OphostClient, OutputProposal } from '$lib/api/ophost';
import { resolveProgress, stageAt } from './status';
import { withdrawalHashBase64 } from './withdrawal-hash';

const H = `${'A'.repeat(43)}=`;
const w: ExecutorWithdrawal = {
	sequence: 5n,
	to: 'init1to',
	from: 'init1from',
	amount: { denom: 'uinit', amount: 2_500_000n },
	bridgeId: 1n,
	version: 'AQ==',
	proof: { outputIndex: 3n, withdrawalProofs: [], storageRoot: H, lastBlockHash: H },
	txTime: '2025-06-01T12:00:00Z',
	txHeight: 10n,
	txHash: 'AB'.repeat(32)
};
const T = Date.parse('2025-06-01T13:00:00.400Z');
const output: OutputProposal = { outputIndex: 3n, outputRoot: H, l1BlockTime: new Date(T), l1BlockNumber: 1n, l2BlockNumber: 1n };

function ophost(o: { output?: OutputProposal | null; claimed?: boolean } = {}) {
	const calls: string[] = [];
	const client = {
		output: async (b: bigint, i: bigint) => (calls.push(`output ${b} ${i}`), o.output === undefined ? output : o.output),
		bridge: async (b: bigint) => (calls.push(`bridge ${b}`), { bridgeId: b, finalizationPeriodMs: 86_400_000, bridgeDisabled: false }),
		claimed: async (b: bigint, hash: string) => (calls.push(`claimed ${b} ${hash}`), o.claimed ?? false)
	} as unknown as OphostClient;
	return { client, calls };
}

describe('withdrawal progress', () => {
	it('is in progress while the executor has no proof, without asking the L1', async () => {
		const { client, calls } = ophost();
		expect(await resolveProgress({ ...w, proof: null }, client)).toEqual({ kind: 'in-progress' });
		expect(calls).toEqual([]);
	});

	it('waits for the output while the L1 has none at that index', async () => {
		expect(await resolveProgress(w, ophost({ output: null }).client)).toEqual({ kind: 'awaiting-output', outputIndex: 3n });
	});

	it('is claimable from the output time plus the period, rounded up to the whole second the chain compares', async () => {
		const { client, calls } = ophost();
		const p = await resolveProgress(w, client);
		expect(p).toEqual({ kind: 'proposed', outputIndex: 3n, claimableAt: new Date(Math.ceil((T + 86_400_000) / 1000) * 1000), claimed: false });
		expect(calls).toContain(`claimed 1 ${withdrawalHashBase64({ bridgeId: 1n, sequence: 5n, from: 'init1from', to: 'init1to', denom: 'uinit', amount: 2_500_000n })}`);
		const at = (p as Extract<typeof p, { kind: 'proposed' }>).claimableAt.getTime();
		expect(stageAt(p, at - 1000)).toEqual({ kind: 'countdown', claimableAt: new Date(at), msLeft: 1000 });
		expect(stageAt(p, at)).toEqual({ kind: 'claimable', claimableAt: new Date(at) });
	});

	it('is claimed once the L1 recorded its hash, whatever the time', async () => {
		const p = await resolveProgress(w, ophost({ claimed: true }).client);
		expect(stageAt(p, 0)).toEqual({ kind: 'claimed' });
	});
});
