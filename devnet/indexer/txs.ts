// One tx by hash (rollytics api/handler/tx/{tx,evmtx}.go, indexer-api §5.7): the Cosmos route on
// every VM, the EVM receipt route on EVM chains. Hashes: 0x optional, any case, odd length padded.
import { HttpError, badRequest } from './errors';
import type { Request } from './routes';
import type { ChainStore } from './store';
import { evmReceiptJson, normaliseHash, twinsAt } from './tx-view';

export function txByHash(store: ChainStore, req: Request) {
	const hash = normaliseHash(req.params.tx_hash!);
	if (hash === undefined) throw badRequest('invalid hash format');
	const t = store.txByCosmosHash(hash);
	if (!t) throw new HttpError(404, '[NOT_FOUND] transaction not found');
	return { tx: t.row.json() };
}

/** The receipt cut to rollytics' EvmTx keys, in its order; a creation's `to` is "" (a Go string). */
export function evmTxByHash(store: ChainStore, req: Request) {
	const hash = normaliseHash(req.params.tx_hash!);
	if (hash === undefined) throw badRequest('invalid hash format');
	const t = store.txByEvmHash(hash);
	const twin = t && twinsAt(store.chainId, store.txsAtHeight(t.row.height)).find((x) => x.tx === t);
	if (!twin) throw new HttpError(404, 'tx not found');
	const r = evmReceiptJson(twin.facts, twin.slot);
	return { tx: { ...r, to: r.to ?? '' } };
}
