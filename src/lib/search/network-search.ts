// Search across a network: a classified query is tried on every chain at once, and each chain's
// answer stands alone (found something, found nothing, or could not be asked), so the page can show
// them as they arrive and name the chains that failed. What a chain can say depends on the query:
// an address holds NFTs and collections, makes internal calls (EVM) or is a collection; a hash is a
// tx there (locate-tx.ts) or, for 0x + 64 hex, also a Move/Wasm collection address.
import { ApiError, type CallOptions } from '$lib/api/http';
import type { IndexerClient } from '$lib/api/indexer';
import type { ChainInfo } from '$lib/config/chain';
import { r } from '$lib/routes';
import type { QueryKind } from './classify';
import { parseTxHash, probeChain, type LocateDeps } from './locate-tx';

/** A count from the indexer: null when it exists but the count is unknown (counting off or timed out). */
export type Count = bigint | null;

export type Hit =
	| {
			kind: 'account';
			href: string;
			/** Collections the account holds NFTs in (0n: none). */
			collections: Count;
			nfts: Count;
			/** EVM chains only. */
			internalTxs?: Count;
			/** Names of the first collections held. */
			sample: string[];
	  }
	/** `account`: what the collection's own address holds or calls (its internal txs), when anything. */
	| { kind: 'collection'; href: string; name: string; account?: Extract<Hit, { kind: 'account' }> }
	| { kind: 'tx'; href: string; cosmosHash: string | null; evmHash: string | null; evmHref: string | null; trackHref: string | null };

export interface ChainResult {
	chain: ChainInfo;
	hits: Hit[];
	/** Lookups that failed: with no hit, the chain could not be searched; with hits, the answer may be incomplete. */
	errors: Error[];
}

export interface SearchDeps {
	indexer(chain: ChainInfo): IndexerClient | undefined;
	locate?: LocateDeps;
}

const asError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));
/** "Not here" answers of the indexer: unknown collection, unknown EVM hash, no EVM routes. */
const isMiss = (e: unknown) => e instanceof ApiError && e.kind === 'http' && (e.status === 404 || e.status === 400);

type Outcome<T> = { ok: true; value: T } | { ok: false; miss: boolean; error: Error };

async function attempt<T>(fn: () => Promise<T>): Promise<Outcome<T>> {
	try {
		return { ok: true, value: await fn() };
	} catch (e) {
		return { ok: false, miss: isMiss(e), error: asError(e) };
	}
}

/** "Is this address a collection here?" and "what does it hold here?" on one chain. */
async function addressOnChain(chain: ChainInfo, ix: IndexerClient, address: string, bech32: string, call: CallOptions, opts: { collection: boolean }): Promise<ChainResult> {
	const evm = chain.vm === 'evm';
	const [collection, collections, nfts, internal] = await Promise.all([
		opts.collection ? attempt(() => ix.collection(address, call)) : undefined,
		attempt(() => ix.collectionsByAccount(address, { limit: 3, countTotal: true }, call)),
		attempt(() => ix.tokensByAccount(address, {}, { limit: 1, countTotal: true }, call)),
		evm ? attempt(() => ix.internalTxsByAccount(address, { limit: 1, countTotal: true }, call)) : undefined
	]);
	const hits: Hit[] = [];
	const errors: Error[] = [];
	for (const o of [collection, collections, nfts, internal]) if (o && !o.ok && !o.miss) errors.push(o.error);
	const count = (o: Outcome<{ items: unknown[]; total: bigint | null }> | undefined): Count | undefined => {
		if (!o?.ok || o.value.items.length === 0) return undefined;
		return o.value.total;
	};
	const c = count(collections);
	const n = count(nfts);
	const i = count(internal);
	let account: Extract<Hit, { kind: 'account' }> | undefined;
	if (c !== undefined || n !== undefined || i !== undefined)
		account = {
			kind: 'account',
			href: i !== undefined && c === undefined && n === undefined ? r.accountInternalTxs(chain.id, bech32) : r.account(chain.id, bech32),
			collections: c === undefined ? 0n : c,
			nfts: n === undefined ? 0n : n,
			...(evm ? { internalTxs: i === undefined ? 0n : i } : {}),
			sample: collections?.ok ? collections.value.items.map((x) => x.name).filter(Boolean) : []
		};
	// A collection's own address is one thing found: the collection, with its calls as a detail.
	if (collection?.ok) hits.push({ kind: 'collection', href: r.collection(chain.id, address), name: collection.value.name, ...(account ? { account } : {}) });
	else if (account) hits.push(account);
	return { chain, hits, errors };
}

/** Bridge-like txs can be followed on the bridge's tracker (the link carries the network). */
const trackable = (chain: ChainInfo, cosmosHash: string | null, network?: string) => (cosmosHash ? r.bridgeTrack(chain.id, cosmosHash, network) : null);

async function hashOnChain(chain: ChainInfo, hash: string, call: CallOptions, deps: SearchDeps, also32: { address: string } | null, network?: string): Promise<ChainResult> {
	const parsed = parseTxHash(hash)!;
	const ix = deps.indexer(chain);
	const [where, collection] = await Promise.all([
		probeChain(parsed, chain, { signal: call.signal, timeoutMs: call.timeoutMs, deps: deps.locate }),
		also32 && ix && chain.vm !== 'evm' ? attempt(() => ix.collection(also32.address, call)) : undefined
	]);
	const hits: Hit[] = [];
	const errors: Error[] = [];
	if (where.state === 'found')
		hits.push({
			kind: 'tx',
			// An EVM hash opens the EVM view; a Cosmos hash the Cosmos view (each links to the other).
			href: where.via === 'jsonrpc' || !where.cosmosHash ? r.evmTx(chain.id, where.evmHash!) : r.cosmosTx(chain.id, where.cosmosHash),
			cosmosHash: where.cosmosHash,
			evmHash: where.evmHash,
			evmHref: where.evmHash ? r.evmTx(chain.id, where.evmHash) : null,
			trackHref: trackable(chain, where.cosmosHash, network)
		});
	else if (where.state === 'unknown') errors.push(where.error);
	if (collection?.ok) hits.push({ kind: 'collection', href: r.collection(chain.id, also32!.address), name: collection.value.name });
	else if (collection && !collection.miss) errors.push(collection.error);
	return { chain, hits, errors };
}

/** What `q` is on `chain` of `network`. Never throws: failed lookups are listed in `errors`. */
export async function searchChain(q: QueryKind, chain: ChainInfo, deps: SearchDeps, call: CallOptions = {}, network?: string): Promise<ChainResult> {
	const ix = deps.indexer(chain);
	switch (q.kind) {
		case 'account':
			// A 20-byte address: an account anywhere, or an ERC-721 collection on an EVM chain.
			return ix ? addressOnChain(chain, ix, q.hex, q.bech32, call, { collection: chain.vm === 'evm' }) : { chain, hits: [], errors: [] };
		case 'address32':
			// Move objects and collections, Wasm contracts and collections (never on EVM chains).
			return ix && chain.vm !== 'evm' ? addressOnChain(chain, ix, q.hex, q.bech32, call, { collection: true }) : { chain, hits: [], errors: [] };
		case 'hash-or-address32':
			return hashOnChain(chain, q.hash, call, deps, { address: q.hex }, network);
		case 'cosmos-hash':
			return hashOnChain(chain, q.hash, call, deps, null, network);
		default:
			return { chain, hits: [], errors: [] };
	}
}

/** Which chains a query is asked on: hashes everywhere, addresses where an indexer can answer. */
export function chainsFor(q: QueryKind, chains: ChainInfo[]): ChainInfo[] {
	if (q.kind === 'cosmos-hash' || q.kind === 'hash-or-address32') return chains.filter((c) => c.rest || c.jsonRpc || c.indexer);
	if (q.kind === 'address32') return chains.filter((c) => c.indexer && c.vm !== 'evm');
	return chains.filter((c) => c.indexer);
}

export type SearchVerdict =
	/** Exactly one thing found and every chain answered: open it. */
	| { kind: 'open'; href: string; label: string }
	/** Several things, or one while some chains could not be asked: show the results. */
	| { kind: 'results' }
	/** Nothing found, every chain answered. */
	| { kind: 'nothing' }
	/** Nothing found, and some chains failed: say which, offer a retry; never "not found". */
	| { kind: 'inconclusive' }
	| { kind: 'waiting' };

export function hitLabel(h: Hit): string {
	return h.kind === 'account' ? 'Account' : h.kind === 'collection' ? `Collection “${h.name || 'unnamed'}”` : 'Transaction';
}

/**
 * What to do with the answers so far (`undefined` = still waiting for that chain): decided once
 * every chain answered. One hit opens; a tx hash opens even when another chain failed (signed bytes
 * name their chain, so a hash lives on one chain only).
 */
export function searchVerdict(results: (ChainResult | undefined)[]): SearchVerdict {
	if (results.some((x) => !x)) return { kind: 'waiting' };
	const done = results as ChainResult[];
	const hits = done.flatMap((x) => x.hits);
	const failed = done.some((x) => x.errors.length > 0);
	if (hits.length === 1 && (!failed || hits[0]!.kind === 'tx')) return { kind: 'open', href: hits[0]!.href, label: hitLabel(hits[0]!) };
	if (hits.length) return { kind: 'results' };
	return failed ? { kind: 'inconclusive' } : { kind: 'nothing' };
}
