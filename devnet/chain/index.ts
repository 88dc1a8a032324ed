// The simulated chains of the devnet: one shared ledger, a verifying Cosmos REST per Cosmos-style
// chain, EVM JSON-RPC per EVM chain (the EVM rollup has both), explorer pages and the burner wallet.
import { CHAINS, EVM_L2_EVM_CHAIN_ID, L1 } from '../chains';
import type { OpBridges } from '../executor/opbridge';
import type { Ctx, Service } from '../http';
import { seedWorld } from '../indexer/seed/world';
import type { Knobs } from '../knobs';
import { createBurner } from './burner';
import { cosmosRest } from './cosmos-rest';
import { createEvmRpc } from './evm-rpc';
import { createExplorer } from './explorer';
import { historyRest, historyRpc } from './history';
import { ChainLedger } from './ledger';
import { installOphost, withOphostRoutes } from './ophost';
import { SecondSender } from './race';
import { minievmParams } from './minievm';
import { createNftChain } from './nft-chain';
import { MoveViews } from './move-view';
import type { Ledger } from './types';
import { registerUsernames } from './usernames';

export function createChains(base: string, knobs: () => Knobs): {
	ledger: Ledger;
	/** The OP bridges: executors' state and the L1's x/ophost (see devnet/executor). */
	ophost: OpBridges;
	/** Cosmos REST service for a Cosmos-style chain id, else undefined. */
	rest(chainId: string): Service | undefined;
	/** EVM JSON-RPC service for an EVM chain id (the EVM rollup and the external EVM chain), else undefined. */
	jsonRpc(chainId: string): Service | undefined;
	/** Human-readable tx and account pages linked from registry explorers[] (/explorer/{chain}/txs/{hash}). */
	explorer: Service;
	/** POST /__devnet/burner: EIP-1193 JSON-RPC of the devnet burner wallet (the key stays in the devnet). */
	burner(ctx: Ctx): Promise<void>;
	/** A chain's latest block height. */
	head(chainId: string): number;
	/** The Move view functions of a Move chain (register more with `.register`), else undefined. */
	moveViews(chainId: string): MoveViews | undefined;
	/** Another sender from the same account (POST /__devnet/race). */
	race: SecondSender;
} {
	// Live blocks continue after the seeded history the indexers serve.
	const { stores } = seedWorld(base);
	const ledger = new ChainLedger(Date.now, Object.fromEntries([...stores].map(([id, s]) => [id, s.height])));
	ledger.minTip = () => BigInt(knobs().evmMinTip);
	const ophost = installOphost(ledger, () => knobs().timeScale);
	const race = new SecondSender(ledger);
	ledger.onReset(() => race.reset());
	const views = new Map(CHAINS.filter((c) => c.vm === 'move').map((c) => [c.chainId, new MoveViews()]));
	registerUsernames(views.get(L1)!);
	// What the chains say about NFTs (owners, collections): the seeded world, with stale owners.
	const nfts = createNftChain(base);
	for (const [chainId, v] of views) nfts.registerViews(chainId, v);
	const rests = new Map(
		CHAINS.filter((c) => c.kind !== 'evm').map((c) => [
			c.chainId,
			cosmosRest(ledger, c.chainId, [
				race.extension(c.chainId),
				historyRest(ledger, c.chainId, stores.get(c.chainId)),
				...(views.has(c.chainId) ? [views.get(c.chainId)!.extension()] : []),
				nfts.rest(c.chainId),
				...(c.vm === 'evm' ? [minievmParams(c)] : [])
			])
		])
	);
	rests.set(L1, withOphostRoutes(rests.get(L1)!, ophost));
	const rpcs = new Map(
		CHAINS.filter((c) => c.evmChainId !== undefined).map((c) => {
			const store = stores.get(c.chainId);
			return [c.chainId, createEvmRpc(ledger, c.chainId, store ? { ...historyRpc(ledger, c.chainId, store, c.evmChainId!), ...nfts.rpc(c.chainId) } : {})];
		})
	);
	const burner = createBurner([...rpcs.values()], EVM_L2_EVM_CHAIN_ID);
	// A devnet reset also puts the burner back on its default chain.
	ledger.onReset(() => burner.reset());
	return {
		ledger,
		ophost,
		rest: (chainId) => rests.get(chainId),
		jsonRpc: (chainId) => rpcs.get(chainId)?.service,
		explorer: createExplorer(ledger, base),
		burner: (ctx) => burner.handle(ctx),
		head: (chainId) => ledger.height(chainId),
		moveViews: (chainId) => views.get(chainId),
		race
	};
}
