// Which chain(s) of a network have a tx hash? No service answers that, so every chain is asked in
// parallel (router reference §8.2): the chain's REST tx lookup (200 here, 404 code 5 not here,
// anything else unknown) and, on EVM chains, `eth_getTransactionByHash` (non-null here), an EVM hit
// mapped to its Cosmos hash with minievm's `cosmos_cosmosTxHashByTxHash`. A chain with no REST
// endpoint falls back to its indexer (where a 404 may also mean "not indexed yet").
//
// Used by the search (per chain, as answers arrive), the tx page's "not found here" and the bridge
// tracker for `/bridge/track?tx_hash=` without a chain id.
import { ApiError, type CallOptions } from '$lib/api/http';
import type { ChainRest } from '$lib/api/chain-rest';
import { restFor, txRpcFor } from '$lib/api/clients';
import { createTxIndexerClient, type TxIndexerClient } from '$lib/api/indexer-tx';
import type { TxRpc } from '$lib/api/jsonrpc';
import type { ChainInfo } from '$lib/config/chain';

/** A hash as typed: 64 hex digits, with or without 0x, any case. */
export interface TxHash {
	/** 64 lowercase hex digits, no 0x. */
	hex: string;
	/** Typed with 0x: most likely an EVM hash (but still tried as a Cosmos hash). */
	prefixed: boolean;
}

export function parseTxHash(raw: string): TxHash | null {
	const q = raw.trim();
	const m = /^(0x)?([0-9a-f]{64})$/i.exec(q);
	return m ? { hex: m[2]!.toLowerCase(), prefixed: !!m[1] } : null;
}

export type Lookup = 'rest' | 'jsonrpc' | 'indexer';

export type TxLocation =
	| {
			state: 'found';
			chain: ChainInfo;
			/** Uppercase, as `txhash`; null when only the EVM side is known (the mapping did not answer). */
			cosmosHash: string | null;
			/** 0x + lowercase; null when the tx has no EVM twin (or it is not an EVM chain). */
			evmHash: string | null;
			/** What answered "here". */
			via: Lookup;
	  }
	/** Every lookup answered "not here". */
	| { state: 'absent'; chain: ChainInfo; checked: Lookup[] }
	/** At least one lookup failed and none found it: the chain could not say. */
	| { state: 'unknown'; chain: ChainInfo; error: Error; checked: Lookup[] }
	/** The configuration gives no endpoint to ask. */
	| { state: 'unreachable'; chain: ChainInfo };

export interface LocateDeps {
	rest(chain: ChainInfo): Pick<ChainRest, 'tx'> | undefined;
	rpc(chain: ChainInfo): Pick<TxRpc, 'transaction' | 'evmHashOf' | 'cosmosHashOf'> | undefined;
	indexer(chain: ChainInfo): Pick<TxIndexerClient, 'tx'> | undefined;
}

const indexers = new Map<string, TxIndexerClient>();
const defaultDeps: LocateDeps = {
	rest: restFor,
	rpc: txRpcFor,
	indexer: (chain) => {
		if (!chain.indexer) return undefined;
		let c = indexers.get(chain.indexer);
		if (!c) indexers.set(chain.indexer, (c = createTxIndexerClient(chain.indexer)));
		return c;
	}
};

export interface LocateOptions {
	signal?: AbortSignal;
	/** Per request (each chain has its own); default 8 s. */
	timeoutMs?: number;
	deps?: LocateDeps;
}

type Probe<T> = { ok: true; value: T } | { ok: false; error: Error };

async function attempt<T>(fn: () => Promise<T>): Promise<Probe<T>> {
	try {
		return { ok: true, value: await fn() };
	} catch (e) {
		return { ok: false, error: e instanceof Error ? e : new Error(String(e)) };
	}
}

const notFound = (e: Error) => e instanceof ApiError && e.kind === 'http' && e.status === 404;

/** Looks for the hash on one chain. Never throws: failures become `unknown`. */
export async function probeChain(hash: TxHash, chain: ChainInfo, opts: LocateOptions = {}): Promise<TxLocation> {
	const deps = opts.deps ?? defaultDeps;
	const call: CallOptions = { signal: opts.signal, timeoutMs: opts.timeoutMs ?? 8000 };
	const rest = deps.rest(chain);
	const rpc = deps.rpc(chain);
	const indexer = rest ? undefined : deps.indexer(chain);
	if (!rest && !rpc && !indexer) return { state: 'unreachable', chain };

	const upper = hash.hex.toUpperCase();
	const evm = `0x${hash.hex}`;
	const [cosmos, eth, indexed] = await Promise.all([
		rest ? attempt(() => rest.tx(upper, call)) : undefined,
		rpc ? attempt(() => rpc.transaction(evm, call)) : undefined,
		indexer ? attempt(() => indexer.tx(upper, call)) : undefined
	]);
	const checked: Lookup[] = [...(rest ? ['rest' as const] : []), ...(rpc ? ['jsonrpc' as const] : []), ...(indexer ? ['indexer' as const] : [])];

	// Found as a Cosmos tx: ask for its EVM twin on EVM chains (best effort).
	if ((cosmos?.ok && cosmos.value) || (indexed?.ok && indexed.value)) {
		const twin = rpc ? await attempt(() => rpc.evmHashOf(upper, call)) : undefined;
		return { state: 'found', chain, cosmosHash: upper, evmHash: twin?.ok ? twin.value : null, via: cosmos?.ok && cosmos.value ? 'rest' : 'indexer' };
	}
	if (eth?.ok && eth.value) {
		const mapped = await attempt(() => rpc!.cosmosHashOf(evm, call));
		return { state: 'found', chain, cosmosHash: mapped.ok ? mapped.value : null, evmHash: evm, via: 'jsonrpc' };
	}
	const failures = [cosmos, eth].flatMap((p) => (p && !p.ok ? [p.error] : []));
	// The indexer's 404 is "not indexed": not here as far as it knows.
	if (indexed && !indexed.ok && !notFound(indexed.error)) failures.push(indexed.error);
	if (failures.length) return { state: 'unknown', chain, error: failures[0]!, checked };
	return { state: 'absent', chain, checked };
}

/** One promise per chain, in the order given, so a caller can show each answer as it arrives. */
export function probeChains(hash: TxHash, chains: ChainInfo[], opts: LocateOptions = {}): Promise<TxLocation>[] {
	return chains.map((c) => probeChain(hash, c, opts));
}

export type LocateVerdict =
	/** Found on exactly one chain. */
	| { kind: 'one'; hit: Extract<TxLocation, { state: 'found' }> }
	/** Found on several (practically impossible: signed bytes include the chain id): let the user pick. */
	| { kind: 'several'; hits: Extract<TxLocation, { state: 'found' }>[] }
	/** Not found, but some chains could not say: never report "not found" then, offer a retry. */
	| { kind: 'inconclusive'; unknown: Extract<TxLocation, { state: 'unknown' }>[] }
	/** No chain has it; `unchecked` chains have no endpoint to ask. */
	| { kind: 'nowhere'; unchecked: ChainInfo[] };

export function verdict(locations: TxLocation[]): LocateVerdict {
	const hits = locations.filter((l): l is Extract<TxLocation, { state: 'found' }> => l.state === 'found');
	if (hits.length === 1) return { kind: 'one', hit: hits[0]! };
	if (hits.length > 1) return { kind: 'several', hits };
	const unknown = locations.filter((l): l is Extract<TxLocation, { state: 'unknown' }> => l.state === 'unknown');
	if (unknown.length) return { kind: 'inconclusive', unknown };
	return { kind: 'nowhere', unchecked: locations.filter((l) => l.state === 'unreachable').map((l) => l.chain) };
}

/** Every chain at once: the locations (in chain order) and what they add up to. */
export async function locateTx(hash: TxHash, chains: ChainInfo[], opts: LocateOptions = {}) {
	const locations = await Promise.all(probeChains(hash, chains, opts));
	return { locations, verdict: verdict(locations) };
}
