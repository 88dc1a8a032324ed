// Seeded OP withdrawals, placed in simulated time before the devnet epoch so that, at any time
// scale, the test wallet's list holds one withdrawal in every state right after a reset:
//   Move Loom (7-day bridge): claimed · claimable · counting down (~5 days left) · tree final but
//   no output yet (output in 15 simulated minutes) · in progress (tree in 9 minutes);
//   EVM Weave (24 h bridge): one claimable; Wasm Warp (migrated bridge): one claimed.
// The devnet burner wallet has one claimable (EVM Weave) and one counting down (Move Loom), so the
// claim can be tried with `npm start` alone.
// OTHER shares some trees (so proofs have real siblings) and has 25 withdrawals on EVM Weave, more
// than one executor page. Amounts are uinit (6 decimals).
import { createHash } from 'node:crypto';
import { BURNER, OTHER, TEST_EVM } from '../accounts';
import { DENOMS, EVM_L2, MOVE_L2, OP_BRIDGE_IDS, WASM_L2 } from '../chains';
import { DAY, MINUTE } from './clock';
import type { OpBridges } from './opbridge';

interface SeedItem {
	chainId: string;
	to: string;
	/** Simulated ms relative to the epoch (negative = before it). */
	at: number;
	amount: bigint;
	claimed?: boolean;
	/** Name for tests (devnet/fixtures.ts). */
	label?: SeedLabel;
}

export type SeedLabel = 'claimed' | 'claimable' | 'countdown' | 'awaitingOutput' | 'inProgress' | 'evmClaimable' | 'wasmClaimed' | 'burnerClaimable' | 'burnerCountdown';

const INIT = (whole: number) => BigInt(Math.round(whole * 1_000_000));

const ITEMS: SeedItem[] = [
	{ chainId: MOVE_L2, to: TEST_EVM.init, at: -30 * DAY, amount: INIT(1.25), claimed: true, label: 'claimed' },
	{ chainId: MOVE_L2, to: OTHER.init, at: -30 * DAY + 3 * MINUTE, amount: INIT(0.5), claimed: true },
	{ chainId: MOVE_L2, to: TEST_EVM.init, at: -9 * DAY, amount: INIT(2.5), label: 'claimable' },
	{ chainId: MOVE_L2, to: OTHER.init, at: -9 * DAY + MINUTE, amount: INIT(3) },
	{ chainId: MOVE_L2, to: OTHER.init, at: -9 * DAY + 4 * MINUTE, amount: INIT(0.75) },
	{ chainId: MOVE_L2, to: BURNER.init, at: -3 * DAY, amount: INIT(1), label: 'burnerCountdown' },
	{ chainId: MOVE_L2, to: TEST_EVM.init, at: -2 * DAY, amount: INIT(4), label: 'countdown' },
	{ chainId: MOVE_L2, to: TEST_EVM.init, at: -15 * MINUTE, amount: INIT(0.4), label: 'awaitingOutput' },
	{ chainId: MOVE_L2, to: TEST_EVM.init, at: -MINUTE, amount: INIT(0.2), label: 'inProgress' },
	...Array.from({ length: 24 }, (_, i): SeedItem => ({ chainId: EVM_L2, to: OTHER.init, at: (-60 + i) * DAY, amount: INIT(1 + i / 4), claimed: true })),
	{ chainId: EVM_L2, to: TEST_EVM.init, at: -3 * DAY, amount: INIT(10), label: 'evmClaimable' },
	{ chainId: EVM_L2, to: OTHER.init, at: -3 * DAY + 2 * MINUTE, amount: INIT(1) },
	{ chainId: EVM_L2, to: BURNER.init, at: -2 * DAY, amount: INIT(5), label: 'burnerClaimable' },
	{ chainId: WASM_L2, to: TEST_EVM.init, at: -20 * DAY, amount: INIT(0.3), claimed: true, label: 'wasmClaimed' }
];

const txHash = (chainId: string, n: number) => createHash('sha256').update(`${chainId}/op-withdrawal/${n}`).digest('hex').toUpperCase();

/** Where each labelled seed landed: bridge id and sequence (sequences count from 1 per bridge, in ITEMS order). */
export const SEEDED: Record<SeedLabel, { chainId: string; bridgeId: string; sequence: number; to: string; amount: bigint; txHash: string }> = (() => {
	const next: Record<string, number> = {};
	const out = {} as Record<SeedLabel, { chainId: string; bridgeId: string; sequence: number; to: string; amount: bigint; txHash: string }>;
	for (const item of ITEMS) {
		const sequence = (next[item.chainId] = (next[item.chainId] ?? 0) + 1);
		if (item.label) out[item.label] = { chainId: item.chainId, bridgeId: OP_BRIDGE_IDS[item.chainId]!, sequence, to: item.to, amount: item.amount, txHash: txHash(item.chainId, sequence) };
	}
	return out;
})();

/** Withdrawals per bridge in the seed, by recipient (for counting in tests). */
export const seededCount = (chainId: string, to: string) => ITEMS.filter((i) => i.chainId === chainId && i.to === to).length;

export function seedWithdrawals(o: OpBridges) {
	for (const item of ITEMS) {
		const def = o.bridgeOfChain(item.chainId)!;
		const w = o.add(def.bridgeId, {
			// the users withdrew to themselves
			from: item.to,
			to: item.to,
			l1Denom: DENOMS.l1Init,
			amount: item.amount,
			txHash: '',
			txHeight: 0,
			createdSim: item.at
		});
		w.txHash = txHash(item.chainId, Number(w.sequence));
		// plausible rollup heights: 2 blocks a second before the epoch
		w.txHeight = 20_000_000 + Math.floor(item.at / 500);
		if (item.claimed) o.markClaimed(def.bridgeId, w.hash);
	}
}
