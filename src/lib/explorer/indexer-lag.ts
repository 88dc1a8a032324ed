// How fresh the indexer's answers are: its newest indexed block (`/status` height, and on EVM
// chains `internal_tx_height` for internal txs) against the chain's latest block from the chain's
// own REST. Never throws: a failure comes back as a sentence. Loaded after a page's content.
import { restFor } from '$lib/api/clients';
import { ApiError } from '$lib/api/http';
import type { IndexerStatus } from '$lib/api/indexer';
import type { ChainInfo } from '$lib/config/chain';
import { count } from '$lib/format/intl';
import { indexerFor } from '$lib/nav/indexer';
import { describeFailure } from './failure';

/** Which of the indexer's heights a list depends on. */
export type LagOf = 'blocks' | 'internal-txs';

export type IndexerLag =
	| { status: 'measured'; head: number; indexed: number; internalTxs: number | null; at: number }
	/** `/status` answered 500: rollytics does that until it has indexed a block (or when it is failing). */
	| { status: 'empty'; head: number; at: number }
	| { status: 'failed'; message: string; at: number };

/** Below this many blocks the lag is the normal indexing delay and not worth a word on a list. */
export const LAG_WORTH_SAYING = 10;

/** The indexed height a list depends on (internal txs fall back to blocks when the indexer does not say). */
export function indexedOf(lag: Extract<IndexerLag, { status: 'measured' }>, of: LagOf): number {
	return of === 'internal-txs' && lag.internalTxs !== null ? lag.internalTxs : lag.indexed;
}

/** Blocks the indexer is behind the chain for what a list shows (never negative: the two are read at once). */
export function blocksBehind(lag: Extract<IndexerLag, { status: 'measured' }>, of: LagOf = 'blocks'): number {
	return Math.max(0, lag.head - indexedOf(lag, of));
}

/** Whether a list should mention the lag (the chain page always shows it). */
export function worthSaying(lag: IndexerLag, of: LagOf = 'blocks'): boolean {
	return lag.status === 'empty' || (lag.status === 'measured' && blocksBehind(lag, of) >= LAG_WORTH_SAYING);
}

/** One sentence on how far behind the indexer is, for what a list shows. */
export function lagHeadline(lag: IndexerLag, of: LagOf = 'blocks'): string {
	if (lag.status === 'failed') return lag.message;
	if (lag.status === 'empty') return 'The indexer reports no indexed block yet (its status answers 500): lists may be empty or incomplete.';
	const behind = blocksBehind(lag, of);
	const subject = of === 'internal-txs' ? 'The indexer’s internal transactions are' : 'The indexer is';
	if (behind === 0) return `${subject} up to date with the chain.`;
	return `${subject} ${count(behind, 'block')} behind the chain${behind < LAG_WORTH_SAYING ? ' (the normal indexing delay)' : ''}.`;
}

export interface LagDeps {
	status: (signal?: AbortSignal) => Promise<IndexerStatus>;
	/** The chain's latest block height; undefined when the chain has no REST endpoint. */
	head: ((signal?: AbortSignal) => Promise<bigint>) | undefined;
	now: () => number;
}

const isEmptyIndexer = (e: unknown) => e instanceof ApiError && e.service === 'indexer' && e.kind === 'http' && e.status === 500;

export async function measureLag(deps: LagDeps, signal?: AbortSignal): Promise<IndexerLag> {
	const at = deps.now();
	if (!deps.head) return { status: 'failed', message: 'This chain’s configuration has no REST endpoint to read its latest block from.', at };
	const [status, head] = await Promise.allSettled([deps.status(signal), deps.head(signal)]);
	if (head.status === 'rejected') return { status: 'failed', message: `Could not read the chain’s latest block. ${describeFailure(head.reason)}`, at };
	if (status.status === 'rejected') {
		if (isEmptyIndexer(status.reason)) return { status: 'empty', head: Number(head.value), at };
		return { status: 'failed', message: `Could not read how far the indexer got. ${describeFailure(status.reason)}`, at };
	}
	const s = status.value;
	return { status: 'measured', head: Number(head.value), indexed: s.height, internalTxs: s.internalTxHeight, at };
}

function depsFor(chain: ChainInfo): LagDeps {
	const rest = restFor(chain);
	return {
		status: async (signal) => indexerFor(chain).status({ signal, cacheTtlMs: 0 }),
		head: rest && ((signal) => rest.latestBlock({ signal, cacheTtlMs: 0 }).then((b) => b.height)),
		now: Date.now
	};
}

/** A measurement is reused this long by every list of the chain (pages, Next, filters). */
const REUSE_MS = 15_000;
const recent = new Map<string, Promise<IndexerLag>>();

/** The chain's indexer lag, shared by the lists of a page; `again` measures anew (the user's "Check again"). */
export function indexerLag(chain: ChainInfo, again = false): Promise<IndexerLag> {
	const hit = recent.get(chain.id);
	if (hit && !again) return hit;
	const measured = measureLag(depsFor(chain));
	recent.set(chain.id, measured);
	setTimeout(() => recent.get(chain.id) === measured && recent.delete(chain.id), REUSE_MS);
	return measured;
}
