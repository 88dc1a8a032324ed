// GET /indexer/tx/v1/txs/by_account/:account (rollytics api/handler/tx/tx.go GetTxsByAccount): the
// txs that mention an address, newest first by sequence cursor. The seed links a tx to its signer,
// the owners it moves NFTs between and, on Move, the NFT objects it touches, so an NFT object's txs
// are its history (what rollytics' own NFT history endpoint reads on Move).
import { parseAccount } from './address';
import { offsetPagination, pagePagination, parsePagination, sequenceWindow, totalOf } from './pagination';
import type { Request } from './routes';
import type { ChainStore } from './store';

export function txsByAccount(store: ChainStore, req: Request) {
	const account = parseAccount(req.params.account!);
	const p = parsePagination(req.query, 'sequence');
	if (!store.knows(account)) return { txs: [], pagination: offsetPagination(p, '0', false) };
	const rows = store.txsOfAccount(account);
	const page = sequenceWindow(rows, p);
	const last = page.at(-1);
	return {
		txs: page.map((t) => t.json()),
		pagination: pagePagination(p, totalOf(p, rows.length, req.countTimedOut), page.length, last && { sequence: last.seq })
	};
}
