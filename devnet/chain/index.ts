// STUB: replaced by the chain implementation. Signature is fixed (server.ts and control.ts depend on it).
import type { Ctx, Service } from '../http';
import type { Knobs } from '../knobs';
import type { Ledger } from './types';

export function createChains(_base: string, _knobs: () => Knobs): {
	ledger: Ledger;
	/** Cosmos REST service for a Cosmos-style chain id, else undefined. */
	rest(chainId: string): Service | undefined;
	/** EVM JSON-RPC service for an EVM chain id (the EVM rollup and the external EVM chain), else undefined. */
	jsonRpc(chainId: string): Service | undefined;
	/** Human-readable tx and account pages linked from registry explorers[] (/explorer/{chain}/txs/{hash}). */
	explorer: Service;
	/** POST /__devnet/burner: EIP-1193 JSON-RPC of the devnet burner wallet (the key stays in the devnet). */
	burner(ctx: Ctx): Promise<void>;
} {
	throw new Error('not implemented');
}
