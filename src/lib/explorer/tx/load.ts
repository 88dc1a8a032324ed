// One Cosmos tx for the tx page: the indexer first (it has the events as indexed), the chain's REST
// API when the indexer does not have it (indexing lag, no indexer, pruned by neither), and a record
// of where it looked, so "not found" can say exactly that.
import { ApiError, type CallOptions } from '$lib/api/http';
import type { Tx } from '$lib/api/indexer-tx';
import type { ChainInfo } from '$lib/config/chain';
import { txIndexerFor } from '$lib/nav/tx-indexer';

export interface Lookup {
	where: 'indexer' | 'rest';
	result: 'found' | 'absent' | 'failed';
	error?: Error;
}

export type TxLookup = { kind: 'found'; tx: Tx; source: 'indexer' | 'rest'; lookups: Lookup[] } | { kind: 'missing'; lookups: Lookup[] };

const asError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));
const isNotFound = (e: unknown) => e instanceof ApiError && e.kind === 'http' && e.status === 404;

export async function loadTx(chain: ChainInfo, hash: string, call: CallOptions = {}): Promise<TxLookup> {
	const lookups: Lookup[] = [];
	const upper = hash.replace(/^0x/i, '').toUpperCase();
	if (chain.indexer) {
		try {
			const tx = await txIndexerFor(chain).tx(upper, call);
			return { kind: 'found', tx, source: 'indexer', lookups: [{ where: 'indexer', result: 'found' }] };
		} catch (e) {
			if (call.signal?.aborted) throw e;
			lookups.push(isNotFound(e) ? { where: 'indexer', result: 'absent' } : { where: 'indexer', result: 'failed', error: asError(e) });
		}
	}
	// The chain's own copy is the fallback: its client's code loads only when the indexer lacks the tx
	// (code that cannot arrive counts as a failed lookup, like a failed request).
	if (chain.rest) {
		try {
			const rest = (await import('$lib/api/clients')).restFor(chain)!;
			const tx = await rest.txDetail(upper, call);
			if (tx) return { kind: 'found', tx, source: 'rest', lookups: [...lookups, { where: 'rest', result: 'found' }] };
			lookups.push({ where: 'rest', result: 'absent' });
		} catch (e) {
			if (call.signal?.aborted) throw e;
			lookups.push({ where: 'rest', result: 'failed', error: asError(e) });
		}
	}
	return { kind: 'missing', lookups };
}
