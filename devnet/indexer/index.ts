// The devnet's fake indexers: one rollytics per Initia chain (L1 = Move), over the seeded world.
import type { Service } from '../http';
import type { Knobs } from '../knobs';
import { seedWorld } from './seed/world';
import { indexerService } from './service';

/**
 * One fake rollytics indexer per Initia chain, keyed by chain id. Knobs arrive per request on ctx.
 * `head` is the chain's latest height; without it the indexer stands at its seeded height.
 */
export function createIndexerServices(base: string, _knobs: () => Knobs, head?: (chainId: string) => number): Map<string, Service> {
	const { stores } = seedWorld(base);
	return new Map([...stores].map(([chainId, store]) => [chainId, indexerService(store, head ? () => head(chainId) : () => store.height + 1)]));
}
