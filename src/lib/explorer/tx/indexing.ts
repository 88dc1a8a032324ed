// Why a tx the chain has is not in the indexer: its block against how far the indexer got. Loaded
// only for a tx found through the chain's REST API (the indexer-lag code stays off the tx page).
import type { ChainInfo } from '$lib/config/chain';
import { blocksBehind, indexerLag, lagHeadline, type IndexerLag } from '$lib/explorer/indexer-lag';
import { count, num } from '$lib/format/intl';

/** One or two sentences for the tx page; `height` is the tx's block. */
export function indexingNote(lag: IndexerLag, height: bigint): string {
	const missing = 'this transaction is missing from account and collection lists.';
	if (lag.status !== 'measured') return `The indexer has not indexed this transaction yet. ${lagHeadline(lag)}`;
	if (BigInt(lag.indexed) < height) {
		const behind = blocksBehind(lag);
		return `The indexer has not reached this transaction’s block yet: it is at block ${num(lag.indexed)}, ${count(behind, 'block')} behind the chain. Until it is, ${missing}`;
	}
	return `The indexer has passed this block (it is at block ${num(lag.indexed)}) but does not have this transaction: it may still be recording it, or it skipped it. Until it has it, ${missing}`;
}

/** The note for a tx found by REST because the indexer answered "not found". */
export async function txIndexingNote(chain: ChainInfo, height: bigint): Promise<string> {
	return indexingNote(await indexerLag(chain), height);
}
