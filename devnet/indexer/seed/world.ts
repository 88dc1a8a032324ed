// The whole seeded world for one devnet origin: every chain's indexer data and the media the
// NFT uris point at (uris embed the origin). Built once per origin and shared by the indexer
// and media services.
import { MediaCatalog } from '../../media/catalog';
import { ChainStore } from '../store';
import { seedEvm } from './evm';
import { seedL1, seedMoveL2 } from './move';
import { seedWasm } from './wasm';

export interface World {
	/** Indexed data by chain id. */
	stores: Map<string, ChainStore>;
	media: MediaCatalog;
}

const worlds = new Map<string, World>();

export function seedWorld(base: string): World {
	let world = worlds.get(base);
	if (!world) {
		const media = new MediaCatalog(base);
		const chains = [seedL1(media), seedEvm(media), seedMoveL2(media), seedWasm(media)];
		world = { stores: new Map(chains.map((c) => [c.chainId, new ChainStore(c)])), media };
		worlds.set(base, world);
	}
	return world;
}
