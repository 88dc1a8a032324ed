// The OP bridges between the devnet L1 and its rollups: what each rollup's executor knows
// (withdrawals, the Merkle trees it finalizes) and what the L1's x/ophost module holds (bridge
// configs, output proposals, proven withdrawals). One object, because the L1 only ever sees what
// the executor proposed. Time runs on the BridgeClock: a withdrawal's tree is finalized TREE_DELAY
// after the oldest pending withdrawal, its output is proposed OUTPUT_DELAY after that, and it is
// claimable `finalization_period` after the output's L1 block time. State is advanced lazily, on
// every read, from the clock alone.
import { createHash } from 'node:crypto';
import { toBech32 } from '@cosmjs/encoding';
import { DENOMS, EVM_L2, IBC_CHANNELS, L1, MOVE_L2, OP_BRIDGE_IDS, OP_FINALIZATION_SEC, WASM_L2, chainById } from '../chains';
import { BridgeClock, MINUTE, SECOND } from './clock';
import { buildTree, outputRoot, withdrawalHash } from './merkle';

/** Simulated delay from the oldest pending withdrawal to the tree that holds it. */
export const TREE_DELAY = 10 * MINUTE;
/** Simulated delay from a finalized tree to its output proposal on the L1 ("within an hour"). */
export const OUTPUT_DELAY = 20 * MINUTE;
/** bridge_config.submission_interval (what the proposer aims for; informational here). */
export const SUBMISSION_INTERVAL_SEC = 3600;
/** The output-root version byte opinit-bots writes. */
export const OUTPUT_VERSION = 1;

const sha256 = (s: string) => createHash('sha256').update(s).digest();

export interface BridgeDef {
	bridgeId: bigint;
	l2ChainId: string;
	/** bridge_config.finalization_period before the time scale. */
	finalizationSec: number;
	/** L1 denoms whose withdrawals moved to IBC ("instant withdrawal"), answered by migration_info. */
	migratedDenoms: string[];
	/** L2 denom → L1 base denom (the bridge's token pairs). */
	tokenPairs: Record<string, string>;
	/** bridge_addr: the module account holding deposits. */
	address: string;
}

const L2_INIT: Record<string, string> = { [MOVE_L2]: DENOMS.moveInit, [EVM_L2]: DENOMS.evmInit, [WASM_L2]: DENOMS.wasmInit };

/** The three devnet bridges; the Wasm rollup's INIT withdrawals are marked as migrated to IBC. */
export const BRIDGES: BridgeDef[] = [MOVE_L2, EVM_L2, WASM_L2].map((l2) => ({
	bridgeId: BigInt(OP_BRIDGE_IDS[l2]!),
	l2ChainId: l2,
	finalizationSec: OP_FINALIZATION_SEC[l2]!,
	migratedDenoms: l2 === WASM_L2 ? [DENOMS.l1Init] : [],
	tokenPairs: { [L2_INIT[l2]!]: DENOMS.l1Init },
	address: toBech32('init', sha256(`ophost/bridge/${OP_BRIDGE_IDS[l2]}`).subarray(0, 20))
}));

export const migrationChannel = (b: BridgeDef) => IBC_CHANNELS[L1]![b.l2ChainId]!;

export interface NewWithdrawal {
	from: string;
	to: string;
	l1Denom: string;
	amount: bigint;
	txHash: string;
	txHeight: number;
	/** Wall-clock block time of the L2 tx; absent for seeded history (derived from `createdSim`). */
	txTime?: number;
	/** Simulated creation time (the L2 block's). */
	createdSim: number;
}

export interface Withdrawal extends NewWithdrawal {
	bridgeId: bigint;
	sequence: bigint;
	hash: Uint8Array;
	/** Index of the tree (= output index) holding it, once finalized. */
	tree?: bigint;
	proofs?: Uint8Array[];
}

export interface Tree {
	index: bigint;
	storageRoot: Uint8Array;
	lastBlockHash: Uint8Array;
	outputRoot: Uint8Array;
	finalizedSim: number;
	/** When the proposer's output lands on the L1 (simulated). */
	outputSim: number;
	l2BlockNumber: number;
}

/** An output proposal as the L1 stores it. */
export interface OutputProposal {
	index: bigint;
	outputRoot: Uint8Array;
	l1BlockNumber: number;
	/** Wall-clock ms. */
	l1BlockTime: number;
	l2BlockNumber: number;
}

class BridgeState {
	withdrawals: Withdrawal[] = [];
	trees: Tree[] = [];
	/** Hex withdrawal hashes the L1 has paid out. */
	claimed = new Set<string>();

	constructor(readonly def: BridgeDef) {}
}

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

export class OpBridges {
	#bridges = new Map<bigint, BridgeState>();
	#resetListeners: ((o: OpBridges) => void)[] = [];

	constructor(
		readonly clock: BridgeClock,
		/** L1 block height at a wall-clock time (for output proposals). */
		private readonly l1Height: (wallMs: number) => number,
		/** Brings the rollups' blocks up to now, so their withdrawals are recorded before a read. */
		private readonly sync: () => void = () => {}
	) {
		this.reset();
	}

	/** Empty bridges, the clock's epoch now, then the seed (registered with onReset). */
	reset() {
		this.clock.reset();
		this.#bridges = new Map(BRIDGES.map((d) => [d.bridgeId, new BridgeState(d)]));
		for (const fn of this.#resetListeners) fn(this);
	}

	onReset(fn: (o: OpBridges) => void) {
		this.#resetListeners.push(fn);
		fn(this);
	}

	bridge(bridgeId: bigint): BridgeDef | undefined {
		return this.#bridges.get(bridgeId)?.def;
	}

	bridgeOfChain(l2ChainId: string): BridgeDef | undefined {
		return BRIDGES.find((b) => b.l2ChainId === l2ChainId);
	}

	/** finalization_period in wall-clock ms at the current time scale. */
	finalizationMs(def: BridgeDef): number {
		return this.clock.duration(def.finalizationSec * SECOND);
	}

	/** Records an L2 withdrawal under the bridge's next sequence (from 1). */
	add(bridgeId: bigint, w: NewWithdrawal): Withdrawal {
		const s = this.#state(bridgeId);
		const sequence = BigInt(s.withdrawals.length + 1);
		const hash = withdrawalHash({ bridgeId, sequence, from: w.from, to: w.to, denom: w.l1Denom, amount: w.amount });
		const item: Withdrawal = { ...w, bridgeId, sequence, hash };
		s.withdrawals.push(item);
		return item;
	}

	/** A withdrawal by sequence, after advancing the trees. */
	withdrawal(bridgeId: bigint, sequence: bigint): Withdrawal | undefined {
		const s = this.#advanced(bridgeId);
		return s.withdrawals[Number(sequence) - 1];
	}

	/** Withdrawals to `to` (exact string match), newest first unless `asc`. */
	withdrawalsTo(bridgeId: bigint, to: string, asc: boolean): Withdrawal[] {
		const list = this.#advanced(bridgeId).withdrawals.filter((w) => w.to === to);
		return asc ? list : list.reverse();
	}

	tree(bridgeId: bigint, index: bigint): Tree | undefined {
		return this.#advanced(bridgeId).trees[Number(index) - 1];
	}

	/** Output proposals on the L1 now, oldest first. */
	outputs(bridgeId: bigint): OutputProposal[] {
		const nowSim = this.clock.sim();
		return this.#advanced(bridgeId)
			.trees.filter((t) => t.outputSim <= nowSim)
			.map((t) => {
				const time = this.clock.wall(t.outputSim);
				return { index: t.index, outputRoot: t.outputRoot, l1BlockNumber: Math.max(1, this.l1Height(time)), l1BlockTime: time, l2BlockNumber: t.l2BlockNumber };
			});
	}

	output(bridgeId: bigint, index: bigint): OutputProposal | undefined {
		return this.outputs(bridgeId).find((o) => o.index === index);
	}

	/** isFinalizedWithConfig: block time (whole seconds) ≥ output time + finalization period. */
	isFinalized(def: BridgeDef, output: OutputProposal, blockTimeMs: number): boolean {
		return Math.floor(blockTimeMs / 1000) >= Math.floor((output.l1BlockTime + this.finalizationMs(def)) / 1000);
	}

	isClaimed(bridgeId: bigint, hash: Uint8Array): boolean {
		return this.#bridges.get(bridgeId)?.claimed.has(hex(hash)) ?? false;
	}

	markClaimed(bridgeId: bigint, hash: Uint8Array) {
		this.#state(bridgeId).claimed.add(hex(hash));
	}

	#state(bridgeId: bigint): BridgeState {
		const s = this.#bridges.get(bridgeId);
		if (!s) throw new Error(`unknown bridge ${bridgeId}`);
		return s;
	}

	/** Finalizes every tree whose time has come (oldest pending withdrawal + TREE_DELAY). */
	#advanced(bridgeId: bigint): BridgeState {
		this.sync();
		const s = this.#state(bridgeId);
		const nowSim = this.clock.sim();
		for (;;) {
			const pending = s.withdrawals.filter((w) => w.tree === undefined);
			const first = pending[0];
			if (!first || first.createdSim + TREE_DELAY > nowSim) return s;
			const finalizedSim = first.createdSim + TREE_DELAY;
			this.#finalize(s, pending.filter((w) => w.createdSim <= finalizedSim), finalizedSim);
		}
	}

	#finalize(s: BridgeState, members: Withdrawal[], finalizedSim: number) {
		const index = BigInt(s.trees.length + 1);
		const { root, proofs } = buildTree(members.map((w) => w.hash));
		const chain = chainById(s.def.l2ChainId)!;
		const l2BlockNumber = Math.max(...members.map((w) => w.txHeight)) + 1;
		const lastBlockHash = sha256(`${chain.chainId}/block/${l2BlockNumber}`);
		const previous = s.trees.at(-1)?.outputSim ?? -Infinity;
		s.trees.push({
			index,
			storageRoot: root,
			lastBlockHash,
			outputRoot: outputRoot(OUTPUT_VERSION, root, lastBlockHash),
			finalizedSim,
			// outputs land in index order
			outputSim: Math.max(finalizedSim + OUTPUT_DELAY, previous),
			l2BlockNumber
		});
		members.forEach((w, i) => {
			w.tree = index;
			w.proofs = proofs[i];
		});
	}
}
