// rollytics pagination (util/common-handler/common/pagination.go): query parsing with its exact
// errors and defaults, the two key formats (decimal offset or JSON cursor), the row windows each
// cursor kind selects, and the response object. Numbers follow Go's int64 semantics.
import { goJson } from '../http';
import { badRequest } from './errors';

export type CursorKind = 'offset' | 'sequence' | 'height' | 'composite';

export interface Pagination {
	limit: number;
	/** OFFSET; replaced by a decimal key. bigint because Go accepts any int64. */
	offset: bigint;
	countTotal: boolean;
	/** `pagination.reverse`, default true: DESC on every sort key. */
	desc: boolean;
	/** The endpoint's default kind, or the kind a JSON key's fields select. */
	kind: CursorKind;
	/** Fields of a JSON key (`{"sequence":12}`); empty otherwise. */
	cursor: Record<string, unknown>;
}

export interface PaginationJson {
	previous_key: string | null;
	next_key: string | null;
	total: string;
}

const DEFAULT_LIMIT = 100n;
const MAX_LIMIT = 1000n;

/** Parse order and messages as ParsePagination: limit, offset, count_total, reverse, key. */
export function parsePagination(query: URLSearchParams, defaultKind: 'offset' | 'sequence'): Pagination {
	const limit = goAtoi(query.get('pagination.limit')) ?? DEFAULT_LIMIT;
	if (limit < 1n || limit > MAX_LIMIT) throw badRequest(`pagination.limit must be between 1 and ${MAX_LIMIT}`);
	const offset = goAtoi(query.get('pagination.offset')) ?? 0n;
	if (offset < 0n) throw badRequest('pagination.offset cannot be negative');
	const p: Pagination = {
		limit: Number(limit),
		offset,
		countTotal: goParseBool(query.get('pagination.count_total')) ?? true,
		desc: goParseBool(query.get('pagination.reverse')) ?? true,
		kind: defaultKind,
		cursor: {}
	};
	const key = query.get('pagination.key') ?? '';
	if (key !== '') applyKey(p, key);
	return p;
}

function applyKey(p: Pagination, key: string) {
	const decoded = decodeStdBase64(key);
	if (!decoded) throw badRequest('pagination.key must be a valid base64 encoded string');
	const text = decoded.toString('utf8');
	if (goTrimLeftSpace(text).startsWith('{')) {
		const cursor = parseJsonObject(text);
		if (cursor) {
			p.cursor = cursor;
			p.kind = cursorKind(cursor);
			return;
		}
		const n = goAtoi(text);
		if (n === undefined || n < 0n) throw badRequest('invalid pagination.key format');
		p.offset = n;
		return;
	}
	const n = goAtoi(text);
	if (n === undefined || n < 0n) throw badRequest('pagination.key must decode to a nonnegative integer');
	p.offset = n;
}

function cursorKind(cursor: Record<string, unknown>): CursorKind {
	if (Object.hasOwn(cursor, 'sequence')) return 'sequence';
	if (Object.hasOwn(cursor, 'height')) return Object.hasOwn(cursor, 'token_id') ? 'composite' : 'height';
	return 'offset';
}

// ---- responses ----

/** The `total` string: "0" when counting is off, "-1" when the COUNT timed out. */
export function totalOf(p: Pagination, count: number, countTimedOut: boolean): string {
	if (!p.countTotal) return '0';
	return countTimedOut ? '-1' : String(count);
}

/** ToResponse: offset keys. next iff the page was full; previous iff offset ≥ limit > 0. */
export function offsetPagination(p: Pagination, total: string, hasMore: boolean): PaginationJson {
	const limit = BigInt(p.limit);
	return {
		previous_key: p.offset > 0n && p.offset >= limit ? b64(String(p.offset - limit)) : null,
		// Go's int addition wraps at 64 bits.
		next_key: hasMore ? b64(String(BigInt.asIntN(64, p.offset + limit))) : null,
		total
	};
}

/**
 * ToResponseWithLastRecord: in a cursor kind, any non-empty page gets a JSON next_key built
 * from its last row (and no previous_key); otherwise the offset rules apply.
 */
export function pagePagination(p: Pagination, total: string, rows: number, lastCursor: Record<string, unknown> | undefined): PaginationJson {
	if (p.kind !== 'offset' && rows > 0 && lastCursor) return { previous_key: null, next_key: b64(goJson(lastCursor)), total };
	return offsetPagination(p, total, rows === p.limit);
}

// ---- windows (what the SQL ORDER BY / WHERE / OFFSET / LIMIT select) ----

/** OFFSET offset LIMIT limit over rows already in query order. */
export function offsetWindow<T>(ordered: readonly T[], p: Pagination): T[] {
	if (p.offset >= BigInt(ordered.length)) return [];
	const start = Number(p.offset);
	return ordered.slice(start, start + p.limit);
}

/** Rows strictly after the cursor in query order, then LIMIT (no OFFSET). */
export function afterWindow<T>(ordered: readonly T[], p: Pagination, isAfter: (row: T) => boolean): T[] {
	const out: T[] = [];
	for (const row of ordered) {
		if (!isAfter(row)) continue;
		out.push(row);
		if (out.length === p.limit) break;
	}
	return out;
}

/** ApplySequence over rows ascending by sequence. */
export function sequenceWindow<T extends { seq: number }>(ascending: readonly T[], p: Pagination): T[] {
	const ordered = p.desc ? [...ascending].reverse() : ascending;
	const n = p.kind === 'sequence' ? cursorInt(p.cursor, 'sequence') : undefined;
	if (n === undefined) return offsetWindow(ordered, p);
	return afterWindow(ordered, p, (r) => (p.desc ? r.seq < n : r.seq > n));
}

/** safeGetInt64: a JSON number holding an integer, else undefined (callers fall back to offsets). */
export function cursorInt(cursor: Record<string, unknown>, field: string): number | undefined {
	const v = cursor[field];
	return typeof v === 'number' && Number.isInteger(v) && Math.abs(v) < 2 ** 63 ? v : undefined;
}

// ---- Go parsing primitives ----

/** strconv.Atoi: optional sign, ASCII digits, int64 range; anything else is "unparsable". */
export function goAtoi(s: string | null): bigint | undefined {
	if (s === null || !/^[+-]?[0-9]+$/.test(s)) return undefined;
	const v = BigInt(s);
	return v < -(2n ** 63n) || v >= 2n ** 63n ? undefined : v;
}

/** strconv.ParseBool. */
export function goParseBool(s: string | null): boolean | undefined {
	if (s === null) return undefined;
	if (['1', 't', 'T', 'TRUE', 'true', 'True'].includes(s)) return true;
	if (['0', 'f', 'F', 'FALSE', 'false', 'False'].includes(s)) return false;
	return undefined;
}

/** base64.StdEncoding.DecodeString: padding required, CR/LF ignored, otherwise strict alphabet. */
function decodeStdBase64(s: string): Buffer | undefined {
	const t = s.replace(/[\r\n]/g, '');
	if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(t)) return undefined;
	return Buffer.from(t, 'base64');
}

/** json.Unmarshal into map[string]any: only a JSON object is accepted. */
function parseJsonObject(text: string): Record<string, unknown> | undefined {
	try {
		const v: unknown = JSON.parse(text);
		return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
	} catch {
		return undefined;
	}
}

/** The leading half of bytes.TrimSpace (unicode.IsSpace; unlike String.prototype.trim, not U+FEFF). */
const goTrimLeftSpace = (s: string) =>
	s.replace(/^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/, '');

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
