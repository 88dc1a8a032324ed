// The NFT/account indexer client of a chain (one per indexer URL); txs by hash: nav/tx-indexer.ts.
import { createIndexerClient } from '$lib/api/indexer';
import { perIndexer } from './per-indexer';

export const indexerFor = perIndexer((url) => createIndexerClient(url));
