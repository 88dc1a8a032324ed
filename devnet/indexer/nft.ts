// The NFT endpoints (api/handler/nft/{collection,token,tx}.go): parse order, empty results,
// orderings and cursor handling as rollytics has them.
import { parseAccount, parseCollectionAddr } from './address';
import { HttpError, badRequest, internalError } from './errors';
import {
	afterWindow,
	cursorInt,
	offsetPagination,
	offsetWindow,
	pagePagination,
	parsePagination,
	sequenceWindow,
	totalOf,
	type Pagination
} from './pagination';
import { collectionJson, tokenJson } from './shapes';
import type { Request } from './routes';
import type { ChainStore, CollectionRow, NftRow } from './store';

export function collectionsByAccount(store: ChainStore, req: Request) {
	const account = parseAccount(req.params.account!);
	const p = parsePagination(req.query, 'offset');
	if (!store.knows(account)) return { collections: [], pagination: offsetPagination(p, '0', false) };
	const held = store.collectionsHeldBy(account);
	const ordered = p.desc ? held.reverse() : held;
	let page: CollectionRow[];
	if (p.kind === 'height') {
		// rollytics type-asserts the field to float64; anything else panics into a 500.
		const h = p.cursor.height;
		if (typeof h !== 'number') throw internalError();
		const pivot = Math.trunc(h);
		page = afterWindow(ordered, p, (c) => (p.desc ? c.height < pivot : c.height > pivot));
	} else {
		page = offsetWindow(ordered, p);
	}
	const last = page.at(-1);
	return {
		collections: page.map(collectionJson),
		pagination: pagePagination(p, totalOf(p, held.length, req.countTimedOut), page.length, last && { height: last.height })
	};
}

export function collectionByAddr(store: ChainStore, req: Request) {
	const key = parseCollectionAddr(req.params.collection_addr!);
	const c = store.collection(key);
	if (!c) throw new HttpError(404, 'nft collection not found');
	return { collection: collectionJson(c) };
}

export function tokensByCollection(store: ChainStore, req: Request) {
	const key = parseCollectionAddr(req.params.collection_addr!);
	const tokenId = req.query.get('token_id') ?? '';
	const p = parsePagination(req.query, 'offset');
	const orderBy = parseOrderBy(req.query.get('order_by') ?? '');
	const all = store.tokensOf(key);
	const rows = tokenId ? all.filter((n) => n.tokenId === tokenId) : all;
	return tokensPage(rows, p, orderBy, req, !tokenId);
}

export function tokensByAccount(store: ChainStore, req: Request) {
	const account = parseAccount(req.params.account!);
	const rawCollection = req.query.get('collection_addr') ?? '';
	const collection = rawCollection ? parseCollectionAddr(rawCollection) : undefined;
	const tokenId = req.query.get('token_id') ?? '';
	const p = parsePagination(req.query, 'offset');
	const orderBy = parseOrderBy(req.query.get('order_by') ?? '');
	if (!store.knows(account)) return { tokens: [], pagination: offsetPagination(p, '0', false) };
	const rows = store
		.tokensOwnedBy(account)
		.filter((n) => (!collection || n.collection.key === collection) && (!tokenId || n.tokenId === tokenId));
	return tokensPage(rows, p, orderBy, req, false);
}

export function nftTxs(store: ChainStore, req: Request) {
	const key = parseCollectionAddr(req.params.collection_addr!);
	// Path params are not percent-decoded: "Kami%20%2312" looks up that literal id.
	const tokenId = req.params.token_id!;
	const p = parsePagination(req.query, 'sequence');
	const nft = store.nft(key, tokenId);
	if (!nft) return { txs: [], pagination: offsetPagination(p, '0', false) };
	const page = sequenceWindow(nft.txs, p);
	const last = page.at(-1);
	return {
		txs: page.map((t) => t.json()),
		pagination: pagePagination(p, totalOf(p, nft.txs.length, req.countTimedOut), page.length, last && { sequence: last.seq })
	};
}

// ---- tokens ----

type OrderBy = 'token_id' | 'height';

/** normalizeOrderBy: trimmed, case-insensitive, blank = token_id; the error echoes the raw value. */
function parseOrderBy(raw: string): OrderBy {
	const v = raw.trim().toLowerCase();
	if (v === '' || v === 'token_id') return 'token_id';
	if (v === 'height') return 'height';
	throw badRequest(`invalid order_by value '${raw}', must be one of: token_id, height`);
}

function tokensPage(rows: readonly NftRow[], p: Pagination, orderBy: OrderBy, req: Request, cacheable: boolean) {
	const asc = cacheable ? sortedCached(rows, orderBy) : [...rows].sort(ascending(orderBy));
	const ordered = p.desc ? [...asc].reverse() : asc;
	const page = tokenWindow(ordered, p, orderBy);
	const last = page.at(-1);
	return {
		tokens: page.map(tokenJson),
		pagination: pagePagination(p, totalOf(p, rows.length, req.countTimedOut), page.length, last && { height: last.height, token_id: last.tokenId })
	};
}

/** ApplyToNft: a composite cursor seeks past (token_id, height) or (height, token_id); a height cursor filters, then offsets. */
function tokenWindow(ordered: readonly NftRow[], p: Pagination, orderBy: OrderBy): NftRow[] {
	const height = cursorInt(p.cursor, 'height');
	const tokenId = p.cursor.token_id;
	if (p.kind === 'composite' && height !== undefined && typeof tokenId === 'string') {
		const pivot = { height, id: idBytes(tokenId) };
		return afterWindow(ordered, p, (n) => {
			const c = compareTuple({ height: n.height, id: idBytesOf(n) }, pivot, orderBy);
			return p.desc ? c < 0 : c > 0;
		});
	}
	if (p.kind === 'height' && height !== undefined)
		return offsetWindow(
			ordered.filter((n) => (p.desc ? n.height < height : n.height > height)),
			p
		);
	return offsetWindow(ordered, p);
}

/** token_id is Postgres text compared bytewise: "10" < "9". */
const idBytes = (id: string) => Buffer.from(id, 'utf8');
const idBytesCache = new WeakMap<NftRow, Buffer>();
function idBytesOf(n: NftRow): Buffer {
	let b = idBytesCache.get(n);
	if (!b) idBytesCache.set(n, (b = idBytes(n.tokenId)));
	return b;
}

function compareTuple(a: { height: number; id: Buffer }, b: { height: number; id: Buffer }, orderBy: OrderBy): number {
	const byId = Buffer.compare(a.id, b.id);
	const byHeight = a.height - b.height;
	return orderBy === 'token_id' ? byId || byHeight : byHeight || byId;
}

const ascending = (orderBy: OrderBy) => (a: NftRow, b: NftRow) =>
	compareTuple({ height: a.height, id: idBytesOf(a) }, { height: b.height, id: idBytesOf(b) }, orderBy);

/** A collection's full token list never changes, so its two sort orders are computed once. */
const sortCache = new WeakMap<readonly NftRow[], Partial<Record<OrderBy, NftRow[]>>>();
function sortedCached(rows: readonly NftRow[], orderBy: OrderBy): NftRow[] {
	let entry = sortCache.get(rows);
	if (!entry) sortCache.set(rows, (entry = {}));
	return (entry[orderBy] ??= [...rows].sort(ascending(orderBy)));
}
