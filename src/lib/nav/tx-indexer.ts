// The tx indexer client of a chain (one per indexer URL): only tx pages and search load it.
import { createTxIndexerClient } from '$lib/api/indexer-tx';
import { perIndexer } from './per-indexer';

export const txIndexerFor = perIndexer((url) => createTxIndexerClient(url));
