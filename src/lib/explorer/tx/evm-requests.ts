// The EVM tx page's first requests, written once: the page's load makes them, and so does the early
// module (./early-data.ts) while the app's code is still downloading. Same client methods, same URLs and
// a cache time, so http.ts's sharing cache gives the load the early request's answer: one request on
// the wire, not two. Framework-free on purpose (no Svelte, no SvelteKit): the early module imports it.
import type { CallOptions } from '$lib/api/http';
import type { IndexerClient } from '$lib/api/indexer';
import type { createEvmTxIndexerClient } from '$lib/api/indexer-evm-tx';
import type { PageReq } from '$lib/api/indexer-base';
import { txWithReceipt } from '$lib/api/jsonrpc-batch';

/** How long the answers are shared (the early request may land seconds before the load asks). */
const CACHE_MS = 30_000;

/** An EVM tx hash as the page asks for it: lowercase, 0x-prefixed. */
export const normEvmHash = (hash: string) => (hash.toLowerCase().startsWith('0x') ? hash.toLowerCase() : `0x${hash.toLowerCase()}`);

/** The indexer's copy of the receipt (the header's first source). */
export const receiptRequest = (indexer: ReturnType<typeof createEvmTxIndexerClient>, hash: string, call: CallOptions = {}) =>
	indexer.evmTx(normEvmHash(hash), { cacheTtlMs: CACHE_MS, ...call });

/** JSON-RPC's tx, receipt and Cosmos hash in one batch (the full header). */
export const headerBatch = (jsonRpc: string, hash: string, call: CallOptions = {}) => txWithReceipt(jsonRpc, normEvmHash(hash), { cacheTtlMs: CACHE_MS, ...call });

/** A page of the call tree, in execution order (the indexer's default is the reverse). */
export const callsRequest = (indexer: Pick<IndexerClient, 'internalTxsByHash'>, hash: string, page: PageReq, call: CallOptions = {}) =>
	indexer.internalTxsByHash(hash, { ...page, reverse: false, countTotal: true }, { cacheTtlMs: 60_000, ...call });
