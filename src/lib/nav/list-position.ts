// A list's position lives in the URL: `cursor` (the indexer's opaque pagination.key), `page`
// (1-based; on offset endpoints a jump target, otherwise a label) and `limit`. Reload, Back and a
// shared link land on the same rows.

export interface ListPosition {
	cursor: string | null;
	page: number;
	limit: number;
}

export function readPosition(url: URL, limits: readonly number[], defaultLimit = limits[0]!): ListPosition {
	const cursor = url.searchParams.get('cursor') || null;
	const page = Math.max(1, Math.min(1_000_000, Math.floor(Number(url.searchParams.get('page') ?? 1)) || 1));
	const l = Number(url.searchParams.get('limit'));
	return { cursor, page, limit: limits.includes(l) ? l : defaultLimit };
}

/** The pagination request for a position: a cursor when we have one, else an offset for page N. */
export function pageRequest(pos: ListPosition, offsetMode: boolean): { key?: string; offset?: number; limit: number } {
	if (pos.cursor) return { key: pos.cursor, limit: pos.limit };
	if (offsetMode && pos.page > 1) return { offset: (pos.page - 1) * pos.limit, limit: pos.limit };
	return { limit: pos.limit };
}

/**
 * Cursor endpoints give no previous_key, so the cursor that led to each page is remembered per
 * tab (sessionStorage survives reloads): Prev works after a reload in the same tab.
 */
const TRAIL_KEY = 'loom:trail';
const TRAIL_MAX = 300;

type Trail = Record<string, { prev: string | null; page: number }>;

function readTrail(): Trail {
	try {
		const raw = JSON.parse(sessionStorage.getItem(TRAIL_KEY) ?? '{}');
		return raw && typeof raw === 'object' ? (raw as Trail) : {};
	} catch {
		return {};
	}
}

export function rememberPrevious(listKey: string, cursor: string, prev: string | null, prevPage: number) {
	try {
		const t = readTrail();
		t[`${listKey}|${cursor}`] = { prev, page: prevPage };
		const keys = Object.keys(t);
		for (const k of keys.slice(0, Math.max(0, keys.length - TRAIL_MAX))) delete t[k];
		sessionStorage.setItem(TRAIL_KEY, JSON.stringify(t));
	} catch {
		/* storage disabled: Prev falls back to "first page" */
	}
}

export function previousOf(listKey: string, cursor: string): { prev: string | null; page: number } | undefined {
	return readTrail()[`${listKey}|${cursor}`];
}
