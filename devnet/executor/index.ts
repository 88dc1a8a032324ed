// The OP bridges of the devnet: shared state (opbridge.ts), its seed, the L2 withdrawals that feed
// it, and one executor API per rollup. The L1 side (REST routes, the claim message) is registered
// on the chains by devnet/chain/index.ts.
import { chainById } from '../chains';
import type { Service } from '../http';
import type { ChainLedger, TxRecord } from '../chain/ledger';
import { MSG_WITHDRAWAL } from '../chain/proto/msgs';
import { BridgeClock } from './clock';
import { BRIDGES, OpBridges } from './opbridge';
import { seedWithdrawals } from './seed';
import { executorService } from './service';

/** Registers every successful L2 MsgInitiateTokenWithdrawal of a bridged denom with its executor. */
function recordWithdrawals(o: OpBridges, record: TxRecord) {
	const def = o.bridgeOfChain(record.tx.chainId);
	if (!def) return;
	for (const m of record.tx.messages) {
		if (m.typeUrl !== MSG_WITHDRAWAL) continue;
		const v = m.value as { sender: string; to: string; amount: { denom: string; amount: string } };
		const l1Denom = def.tokenPairs[v.amount.denom];
		if (!l1Denom) continue;
		o.add(def.bridgeId, {
			from: v.sender,
			to: v.to,
			l1Denom,
			amount: BigInt(v.amount.amount),
			txHash: record.tx.hash,
			txHeight: record.tx.height,
			txTime: record.tx.time,
			createdSim: o.clock.sim(record.tx.time)
		});
	}
}

export function createOpBridges(ledger: ChainLedger, l1ChainId: string, timeScale: () => number): OpBridges {
	const clock = new BridgeClock(ledger.now, timeScale);
	// From the genesis block time, without reading the L1's state (this runs inside L1 blocks too).
	const blockMs = chainById(l1ChainId)!.blockMs;
	const l1Height = (wallMs: number) => 1 + Math.floor((wallMs - ledger.blockTime(l1ChainId, 1)) / blockMs);
	// Build pending L2 blocks first, so every read sees the withdrawals included by now.
	const sync = () => BRIDGES.forEach((b) => ledger.height(b.l2ChainId));
	const o = new OpBridges(clock, l1Height, sync);
	o.onReset(seedWithdrawals);
	ledger.onInclude((record) => recordWithdrawals(o, record));
	ledger.onReset(() => o.reset());
	return o;
}

/** The executor API of each rollup, by L2 chain id. */
export function executorServices(o: OpBridges): Map<string, Service> {
	return new Map(BRIDGES.map((def) => [def.l2ChainId, executorService(o, def)]));
}
