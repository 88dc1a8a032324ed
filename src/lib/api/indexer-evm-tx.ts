// EVM txs by hash from one chain's indexer (the EVM tx page's receipt): apart from the Cosmos tx
// client (./indexer-tx.ts), so a Cosmos tx page does not load the EVM schemas.
import type { CallOptions, Fetch } from './http';
import { encodePathSegment as seg, indexerGetter } from './indexer-base';
import { indexerEvmTxSchema } from './schemas/evm';

export type { Receipt } from './schemas/evm';

export function createEvmTxIndexerClient(baseUrl: string, { fetch }: { fetch?: Fetch } = {}) {
	const get = indexerGetter(baseUrl, fetch);
	return {
		/** The receipt of an EVM tx by its EVM hash; unknown → 404 "tx not found". */
		evmTx: (hash: string, opts: CallOptions = {}) => get(`/indexer/tx/v1/evm-txs/${seg(hash)}`, null, indexerEvmTxSchema, opts)
	};
}
