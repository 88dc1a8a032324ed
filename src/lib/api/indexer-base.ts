// What every indexer client shares: page queries in the indexer's cache-key order, path segments
// as the real indexer reads them, and one validated GET per base URL. Split from the clients so a
// page loads only the schemas of the endpoints it calls (indexer.ts: NFTs and accounts; indexer-tx.ts: txs).
import { getJson, type CallOptions, type Fetch } from './http';
import type * as v from 'valibot';

export interface PageReq {
	/** Opaque cursor from a previous page (`nextKey` / `previousKey`). */
	key?: string;
	offset?: number;
	limit?: number;
	/** Server default true (newest first). */
	reverse?: boolean;
	/** Server default true; turn off for big lists and count separately. */
	countTotal?: boolean;
}

/**
 * Query string in a fixed order (filters, then pagination), because the indexer's cache key is the
 * raw query string. URLSearchParams percent-encodes the `+/=` of base64 keys.
 */
export function pageQuery(page: PageReq = {}, filters: [string, string | undefined][] = []): URLSearchParams {
	const q = new URLSearchParams();
	for (const [name, value] of filters) if (value !== undefined && value !== '') q.append(name, value);
	if (page.key !== undefined) q.append('pagination.key', page.key);
	if (page.offset !== undefined) q.append('pagination.offset', String(page.offset));
	if (page.limit !== undefined) q.append('pagination.limit', String(page.limit));
	if (page.countTotal !== undefined) q.append('pagination.count_total', String(page.countTotal));
	if (page.reverse !== undefined) q.append('pagination.reverse', String(page.reverse));
	return q;
}

// RFC 3986 pchar: what a path segment may carry unescaped.
const PATH_SAFE = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]+$/;
const sendableRaw = (segment: string) => PATH_SAFE.test(segment) && segment !== '.' && segment !== '..';

/**
 * Path segment encoding. The real indexer does NOT percent-decode path params (Fiber with
 * UnescapePath off): `/txs/{c}/My%20Token` looks up the literal "My%20Token". So a segment is sent
 * raw whenever it can be, and escaped with encodeURIComponent (unfindable, but at least not a
 * different route) only when it must be; dot segments are escaped so URL parsing can't remove them.
 */
export function encodePathSegment(segment: string): string {
	if (sendableRaw(segment)) return segment;
	return segment === '.' || segment === '..' ? segment.replaceAll('.', '%2E') : encodeURIComponent(segment);
}

/**
 * True when a token id cannot travel raw in a URL path, so its NFT history is unreachable through
 * `txs/{collection}/{token_id}`. Find such tokens with `tokensByCollection(addr, { tokenId })` (a
 * query param, decoded normally) and tell the user why the history is missing.
 */
export function tokenIdNeedsEscaping(tokenId: string): boolean {
	return !sendableRaw(tokenId);
}

/** A validated GET against one indexer (`baseUrl` with or without a trailing slash). */
export function indexerGetter(baseUrl: string, fetch?: Fetch) {
	const base = baseUrl.replace(/\/+$/, '');
	return <S extends v.GenericSchema>(path: string, query: URLSearchParams | null, schema: S, opts: CallOptions) => {
		const qs = query?.toString();
		return getJson(`${base}${path}${qs ? `?${qs}` : ''}`, schema, { service: 'indexer', fetch, ...opts });
	};
}
