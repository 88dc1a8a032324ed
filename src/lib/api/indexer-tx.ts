// Cosmos txs by hash from one chain's indexer: a client of its own, so only the tx pages (and search)
// load the tx schema. EVM receipts have theirs (./indexer-evm-tx.ts): a Cosmos tx page never loads
// the EVM schemas. Every answer is validated into domain types.
import type { CallOptions, Fetch } from './http';
import { encodePathSegment as seg, indexerGetter } from './indexer-base';
import { indexerTxResponseSchema } from './schemas/tx';

export type { Tx, TxEvent } from './schemas/tx';

/**
 * An indexed tx never changes: its answer is shared for half a minute (the tx page's early module asks
 * for it while the app downloads, seconds before the page's load does). Failures are never shared.
 */
const TX_CACHE_MS = 30_000;

export function createTxIndexerClient(baseUrl: string, { fetch }: { fetch?: Fetch } = {}) {
	const get = indexerGetter(baseUrl, fetch);
	return {
		/**
		 * One Cosmos tx by its Cosmos hash (any case, 0x optional). Unknown → 404 ("[NOT_FOUND]
		 * transaction not found"): not indexed (yet), or not this chain. An EVM hash is a 404 too.
		 */
		tx: (hash: string, opts: CallOptions = {}) => get(`/indexer/tx/v1/txs/${seg(hash)}`, null, indexerTxResponseSchema, { cacheTtlMs: TX_CACHE_MS, ...opts })
	};
}

export type TxIndexerClient = ReturnType<typeof createTxIndexerClient>;
