// Every paged list of the explorer, declared once: its endpoint kind, page sizes and the filters it
// keeps in the URL. Loads read their state with these, links write it (src/lib/nav/list.ts).
import { choice, defineList, text } from '$lib/nav/list';

const view = choice(['grid', 'table'], { display: true });

// The call filters of the internal-call lists (matching a call: ./call-filters.ts): display filters
// over the loaded rows.
export const CALL_TYPES = ['all', 'call', 'staticcall', 'delegatecall', 'create'] as const;
export type CallType = (typeof CALL_TYPES)[number];
export const DIRECTIONS = ['any', 'from', 'to'] as const;
export type Direction = (typeof DIRECTIONS)[number];
const callTypeFilter = choice(CALL_TYPES, { display: true });
/** `static=hide` hides STATICCALLs (reads that change nothing). */
const staticFilter = choice(['show', 'hide'], { display: true });
const directionFilter = choice(DIRECTIONS, { display: true });

/** Tokens of a collection: exact token id, order by token id or height, direction, grid or table. */
export const collectionTokens = /* @__PURE__ */ defineList({
	kind: 'offset',
	limits: [24, 48, 96],
	filters: { token_id: text(), order: choice(['token_id', 'height']), dir: choice(['desc', 'asc']), view }
});

/** An account's tokens, optionally of one collection. */
export const accountTokens = /* @__PURE__ */ defineList({ kind: 'offset', limits: [24, 48, 96], filters: { collection: text(100), view } });

/** The collections an account holds tokens in (the side list of the account page: `cpage`, `ccursor`). */
export const accountCollections = /* @__PURE__ */ defineList({ kind: 'offset', limits: [20], prefix: 'c', filters: {} });

/** EVM internal txs touching an account: order, and (over the loaded rows) call type, static calls, direction. */
export const accountInternalTxs = /* @__PURE__ */ defineList({
	kind: 'cursor',
	limits: [25, 50, 100],
	filters: { order: choice(['desc', 'asc']), type: callTypeFilter, static: staticFilter, dir: directionFilter }
});

/**
 * A token's transaction history, newest first. Ten rows by default: each row is a whole tx (~3.5 KB
 * of JSON), and on a phone's slow link a first page of 25 held up the token's image and cost a long
 * task to parse and render; Next and "Load more" go on from its cursor.
 */
export const tokenHistory = /* @__PURE__ */ defineList({ kind: 'cursor', limits: [10, 25, 50, 100], filters: {} });

/** The internal calls of one EVM tx, in execution order; call type and static calls filter the loaded rows. */
export const callTreeCalls = /* @__PURE__ */ defineList({ kind: 'cursor', limits: [250, 1000, 100], filters: { type: callTypeFilter, static: staticFilter } });
