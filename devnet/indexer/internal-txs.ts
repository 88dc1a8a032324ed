// The EVM internal-tx endpoints (api/handler/tx/internaltx.go). Only mounted on EVM chains.
import { parseAccount } from './address';
import { HttpError, badRequest } from './errors';
import { goAtoi, offsetPagination, pagePagination, parsePagination, sequenceWindow, totalOf, type Pagination } from './pagination';
import type { Request } from './routes';
import { internalTxJson } from './shapes';
import type { CallRow, ChainStore } from './store';

/** GET /indexer/tx/v1/evm-internal-txs: every call. Its total is MAX(sequence), which never times out. */
export function allInternalTxs(store: ChainStore, req: Request) {
	const p = parsePagination(req.query, 'sequence');
	return page(store.calls, p, totalOf(p, store.calls.at(-1)?.seq ?? 0, false));
}

export function internalTxsByHeight(store: ChainStore, req: Request) {
	const height = parseHeight(req.params.height!);
	const p = parsePagination(req.query, 'sequence');
	const rows = store.callsAtHeight(height);
	return page(rows, p, totalOf(p, rows.length, req.countTimedOut));
}

/** By EVM tx hash: pagination is parsed first; the hash is hex with an optional lowercase 0x, any length. */
export function internalTxsByHash(store: ChainStore, req: Request) {
	const raw = req.params.tx_hash!;
	const p = parsePagination(req.query, 'sequence');
	const hash = normaliseHash(raw);
	if (hash === undefined) throw badRequest('invalid hash format');
	const rows = store.callsOfTx(hash);
	if (!rows) throw new HttpError(404, 'transaction not found');
	return page(rows, p, totalOf(p, rows.length, req.countTimedOut));
}

export function internalTxsByAccount(store: ChainStore, req: Request) {
	const account = parseAccount(req.params.account!);
	const p = parsePagination(req.query, 'sequence');
	if (!store.knows(account)) return { internal_txs: [], pagination: offsetPagination(p, '0', false) };
	const rows = store.callsOfAccount(account);
	return page(rows, p, totalOf(p, rows.length, req.countTimedOut));
}

function page(rows: readonly CallRow[], p: Pagination, total: string) {
	const window = sequenceWindow(rows, p);
	const last = window.at(-1);
	return {
		internal_txs: window.map(internalTxJson),
		pagination: pagePagination(p, total, window.length, last && { sequence: last.seq })
	};
}

/** util.HexToBytes as a lookup key: drop a lowercase "0x", left-pad odd lengths, any-case hex. */
function normaliseHash(raw: string): string | undefined {
	const digits = raw.replace(/^0x/, '');
	if (!/^[0-9a-fA-F]*$/.test(digits)) return undefined;
	return (digits.length % 2 ? `0${digits}` : digits).toLowerCase();
}

/** GetHeightParam: a base-10 int64 ≥ 1, with rollytics' INVALID_VALUE messages. */
function parseHeight(raw: string): number {
	const n = goAtoi(raw);
	if (n === undefined) throw badRequest(`[INVALID_VALUE] invalid value for height: ${raw} (must be a valid integer)`);
	if (n < 1n) throw badRequest(`[INVALID_VALUE] invalid value for height: ${n} (must be a positive integer)`);
	return Number(n);
}
