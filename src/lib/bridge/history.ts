// Bridge history, the pure part: the versioned stored shape ({v: 1, items}), its validation and
// migration, per-field merging (so two tabs never overwrite each other's newer state), and the
// export/import format. Entries that fail validation are returned aside, never silently dropped.
import * as v from 'valibot';
import { isFailure, isTerminal } from '$lib/api/router-state';
import { readStoredStatus, storedStatusSchema, type StoredStatus } from './stored-status';
import { transferId } from './tx-ref';

export const HISTORY_KEY = 'loom:bridge-history';
export const CORRUPT_KEY = 'loom:bridge-history:corrupt';
export const HISTORY_VERSION = 1;
/** Finished items kept; unfinished ones are never pruned. */
export const HISTORY_CAP = 200;

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const optText = (max: number) => v.nullable(text(max));
const digits = v.pipe(v.string(), v.regex(/^\d{1,80}$/));
const time = v.pipe(v.number(), v.integer(), v.minValue(0));

const optDigits = v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d{1,80}$/))), null);

/**
 * One operation of the quoted route; `kind` is the router's variant key (swaps have no status event).
 * Denoms and amounts came later (older entries lack them): they say where a stopped transfer can continue from.
 */
const hopSchema = v.object({
	kind: text(40),
	label: text(80),
	fromChainId: optText(128),
	toChainId: optText(128),
	denomIn: v.optional(optText(256), null),
	denomOut: v.optional(optText(256), null),
	amountIn: optDigits,
	amountOut: optDigits
});

const routeSummarySchema = v.object({
	srcChainId: text(128),
	srcDenom: text(256),
	srcSymbol: text(32),
	srcDecimals: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(80))),
	dstChainId: text(128),
	dstDenom: text(256),
	dstSymbol: text(32),
	dstDecimals: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(80))),
	amountIn: digits,
	amountOut: digits,
	usdIn: optText(40),
	usdOut: optText(40),
	etaSeconds: v.nullable(v.pipe(v.number(), v.minValue(0))),
	opWithdraw: v.boolean(),
	hops: v.pipe(v.array(hopSchema), v.maxLength(16))
});

export type RouteSummary = v.InferOutput<typeof routeSummarySchema>;
export type RouteHop = RouteSummary['hops'][number];

/**
 * An EVM transfer's place on its chain, stored when the page first sees it pending: its sender and nonce,
 * what it does (target, value) and a block below any it can land in. With these a later page finds
 * the transaction a wallet replaced it with after the node forgot the original (evm-send.ts).
 */
const evmSendSchema = v.object({
	from: text(64),
	nonce: digits,
	to: optText(64),
	value: digits,
	block: digits
});

export type EvmSend = v.InferOutput<typeof evmSendSchema>;

export type BroadcastState = 'pending' | 'sent' | 'rejected' | 'failed';

const itemSchema = v.object({
	id: text(300),
	chainId: text(128),
	txHash: text(200),
	network: optText(64),
	/** app = sent from this browser; link = followed from a tracking link. */
	origin: v.picklist(['app', 'link']),
	createdAt: time,
	updatedAt: time,
	/** Bumped by "re-track": tracking fields of a newer epoch replace older ones instead of merging. */
	epoch: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
	route: v.nullable(routeSummarySchema),
	sender: optText(128),
	recipient: optText(128),
	/** pending = signed, broadcast result not known yet; failed = included but the tx failed. */
	broadcast: v.picklist(['pending', 'sent', 'rejected', 'failed']),
	broadcastError: optText(1200),
	tracked: v.boolean(),
	trackedAt: v.nullable(time),
	trackError: optText(600),
	/** Invalid stored statuses are dropped on read (see parseItem), not the whole item. */
	status: v.nullable(storedStatusSchema),
	/** EVM transfers sent from this browser (older entries and other kinds: null). */
	evmSend: v.optional(v.nullable(evmSendSchema), null),
	/** The hash this transfer had before the wallet sped it up: links to that hash lead here. */
	replacedHash: v.optional(optText(200), null)
});

export type HistoryItem = v.InferOutput<typeof itemSchema>;

/** What is known of a transfer when it is first recorded: sent from here, followed from a link, or migrated. */
export type ItemStart = Pick<HistoryItem, 'chainId' | 'txHash' | 'network' | 'origin' | 'route' | 'sender' | 'recipient' | 'broadcast'> & { at: number };

/** A transfer as first recorded: its identity and how it was sent; nothing tracked yet. */
export function startItem(s: ItemStart): HistoryItem {
	return {
		id: transferId(s.chainId, s.txHash),
		chainId: s.chainId,
		txHash: s.txHash,
		network: s.network,
		origin: s.origin,
		createdAt: s.at,
		updatedAt: s.at,
		epoch: 0,
		route: s.route,
		sender: s.sender,
		recipient: s.recipient,
		broadcast: s.broadcast,
		broadcastError: null,
		tracked: false,
		trackedAt: null,
		trackError: null,
		status: null,
		evmSend: null,
		replacedHash: null
	};
}

export interface HistoryFile {
	v: typeof HISTORY_VERSION;
	items: HistoryItem[];
}

export interface ParsedHistory {
	items: HistoryItem[];
	/** Entries that could not be read, kept as they were. */
	corrupt: unknown[];
	/** What the stored value was: current, migrated from an older shape, or unreadable. */
	source: 'empty' | 'current' | 'migrated' | 'unreadable';
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export function parseItem(raw: unknown): HistoryItem | null {
	if (!isRecord(raw)) return null;
	// A damaged status should not cost the whole entry: it is fetched again.
	const withStatus = raw.status === undefined || raw.status === null ? { ...raw, status: null } : { ...raw, status: readStoredStatus(raw.status) };
	const r = v.safeParse(itemSchema, withStatus);
	if (!r.success) return null;
	return r.output.id === transferId(r.output.chainId, r.output.txHash) ? r.output : null;
}

/** InterwovenKit-style v0 entries ({chainId, txHash, timestamp, state?}) from an earlier build. */
function migrateV0(raw: unknown): HistoryItem | null {
	if (!isRecord(raw) || typeof raw.chainId !== 'string' || typeof raw.txHash !== 'string') return null;
	const at = typeof raw.timestamp === 'number' && Number.isFinite(raw.timestamp) ? Math.max(0, Math.floor(raw.timestamp)) : 0;
	const start = startItem({ chainId: raw.chainId, txHash: raw.txHash, network: null, origin: 'app', route: null, sender: null, recipient: null, broadcast: 'sent', at });
	return parseItem({ ...start, tracked: raw.tracked === true });
}

function collect(list: unknown[], read: (x: unknown) => HistoryItem | null): { items: HistoryItem[]; corrupt: unknown[] } {
	const items: HistoryItem[] = [];
	const corrupt: unknown[] = [];
	for (const raw of list) {
		const item = read(raw);
		if (item) items.push(item);
		else corrupt.push(raw);
	}
	return { items, corrupt };
}

/** Migration: whatever is stored under HISTORY_KEY → the current shape, plus what could not be read. */
export function parseHistory(raw: unknown): ParsedHistory {
	if (raw === null || raw === undefined) return { items: [], corrupt: [], source: 'empty' };
	if (Array.isArray(raw)) return { ...dedupe(collect(raw, migrateV0)), source: 'migrated' };
	if (isRecord(raw) && typeof raw.v === 'number' && Array.isArray(raw.items)) {
		// A newer build's file: keep what still reads as v1 (unknown fields are ignored), set aside the rest.
		return { ...dedupe(collect(raw.items, parseItem)), source: raw.v === HISTORY_VERSION ? 'current' : 'migrated' };
	}
	return { items: [], corrupt: [raw], source: 'unreadable' };
}

function dedupe(p: { items: HistoryItem[]; corrupt: unknown[] }) {
	const byId = new Map<string, HistoryItem>();
	for (const item of p.items) {
		const seen = byId.get(item.id);
		byId.set(item.id, seen ? mergeItems(seen, item) : item);
	}
	return { items: sortItems([...byId.values()]), corrupt: p.corrupt };
}

/** Monotonic progress of a status: answers never move an item backwards. */
export function statusRank(s: StoredStatus | null): number {
	if (!s) return 0;
	if (isTerminal(s.state)) return 4;
	if (s.state === 'STATE_PENDING_ERROR') return 3;
	if (s.state === 'STATE_PENDING') return 2;
	return 1;
}

const laterOf = <T>(a: HistoryItem, b: HistoryItem, pick: (i: HistoryItem) => T): T => (b.updatedAt > a.updatedAt ? pick(b) : pick(a));

/** Field by field: the further-along status, the known route, tracked once tracked, the latest errors. */
export function mergeItems(a: HistoryItem, b: HistoryItem): HistoryItem {
	if (a.epoch !== b.epoch) {
		// A re-track started over: its tracking state replaces the older one's.
		const [older, newer] = a.epoch < b.epoch ? [a, b] : [b, a];
		const base = mergeItems({ ...older, epoch: newer.epoch }, newer);
		return { ...base, status: newer.status, tracked: newer.tracked, trackedAt: newer.trackedAt, trackError: newer.trackError };
	}
	const ra = statusRank(a.status);
	const rb = statusRank(b.status);
	const status = rb > ra || (rb === ra && (b.status?.at ?? 0) > (a.status?.at ?? 0)) ? b.status : a.status;
	const settled = (i: HistoryItem) => i.broadcast !== 'pending';
	const broadcastFrom = settled(a) && settled(b) ? (b.updatedAt > a.updatedAt ? b : a) : settled(b) ? b : a;
	const trackedAts = [a.trackedAt, b.trackedAt].filter((t): t is number => t !== null);
	return {
		id: a.id,
		chainId: a.chainId,
		txHash: a.txHash,
		network: a.network ?? b.network,
		origin: a.origin === 'app' || b.origin === 'app' ? 'app' : 'link',
		createdAt: Math.min(a.createdAt, b.createdAt),
		updatedAt: Math.max(a.updatedAt, b.updatedAt),
		epoch: a.epoch,
		route: a.route ?? b.route,
		sender: a.sender ?? b.sender,
		recipient: a.recipient ?? b.recipient,
		broadcast: broadcastFrom.broadcast,
		broadcastError: broadcastFrom.broadcastError,
		tracked: a.tracked || b.tracked,
		trackedAt: trackedAts.length ? Math.min(...trackedAts) : null,
		// An ended transfer has no tracking problem left to show.
		trackError: statusRank(status) === 4 ? null : laterOf(a, b, (i) => i.trackError),
		status,
		evmSend: a.evmSend ?? b.evmSend,
		replacedHash: a.replacedHash ?? b.replacedHash
	};
}

/** The entry with this id, or the one it became when the wallet sped its transaction up (the id follows the hash). */
export function entryOf(items: readonly HistoryItem[], id: string): HistoryItem | undefined {
	return items.find((i) => i.id === id) ?? items.find((i) => i.replacedHash !== null && transferId(i.chainId, i.replacedHash) === id);
}

export const sortItems = (items: HistoryItem[]) => [...items].sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));

/** Merge `incoming` into `base` by id; returns the merged list and how many were new. */
export function mergeLists(base: HistoryItem[], incoming: HistoryItem[]): { items: HistoryItem[]; added: number; updated: number } {
	const byId = new Map(base.map((i) => [i.id, i]));
	let added = 0;
	let updated = 0;
	for (const item of incoming) {
		const seen = byId.get(item.id);
		if (!seen) {
			added++;
			byId.set(item.id, item);
			continue;
		}
		const merged = mergeItems(seen, item);
		if (JSON.stringify(merged) !== JSON.stringify(seen)) updated++;
		byId.set(item.id, merged);
	}
	return { items: sortItems([...byId.values()]), added, updated };
}

/** Keeps every unfinished item and the newest finished ones up to the cap. */
export function prune(items: HistoryItem[], cap = HISTORY_CAP): HistoryItem[] {
	let finished = 0;
	return sortItems(items).filter((i) => !isFinished(i) || ++finished <= cap);
}

/** Nothing more will happen: an ending state, or the tx never made it on chain. */
export function isFinished(i: HistoryItem): boolean {
	return i.broadcast === 'rejected' || i.broadcast === 'failed' || (i.status !== null && isTerminal(i.status.state));
}

/** Worth polling in some tab: not ended, and not stopped on a tracking problem the user must look at. */
export const needsTracking = (i: HistoryItem) => !isFinished(i) && !i.trackError;

/** not-sent: the chain refused the signed transaction, nothing left the account. */
export type Outcome = 'pending' | 'success' | 'failed' | 'abandoned' | 'failing' | 'not-sent';

export function outcomeOf(i: HistoryItem): Outcome {
	if (i.broadcast === 'rejected') return 'not-sent';
	if (i.broadcast === 'failed') return 'failed';
	const s = i.status?.state;
	if (!s) return 'pending';
	if (s === 'STATE_COMPLETED_SUCCESS') return 'success';
	if (s === 'STATE_ABANDONED') return 'abandoned';
	if (s === 'STATE_PENDING_ERROR') return 'failing';
	return isFailure(s) ? 'failed' : 'pending';
}

export const EXPORT_FORMAT = 'loom-bridge-history';

export function exportHistory(items: HistoryItem[], now: number): string {
	return JSON.stringify({ format: EXPORT_FORMAT, v: HISTORY_VERSION, exportedAt: new Date(now).toISOString(), items }, null, 2);
}

export interface ImportResult {
	items: HistoryItem[];
	rejected: number;
}

/** An exported file, a stored file or a bare list; entries are validated one by one. */
export function parseImport(text: string): ImportResult | { error: string } {
	let json: unknown;
	try {
		json = JSON.parse(text);
	} catch {
		return { error: 'The file is not JSON.' };
	}
	const list = Array.isArray(json) ? json : isRecord(json) && Array.isArray(json.items) ? json.items : null;
	if (!list) return { error: 'The file is not a Loom bridge history export.' };
	if (list.length > 5000) return { error: 'The file has too many entries.' };
	const { items, corrupt } = collect(list, (x) => parseItem(x) ?? migrateV0(x));
	return { items, rejected: corrupt.length };
}
