// What an account holds on one chain, for the all-chains account page: the first page of its
// collections and of its tokens and, on EVM chains, of its internal txs. These are exactly the
// first requests of that chain's account pages, so following a link from one to the other is
// instant. At most 3 requests per chain here, plus the capped per-collection counts.
import type { Collection, InternalTx, Page, Token } from '$lib/api/indexer';
import type { ChainInfo } from '$lib/config/chain';
import type { AddressBytes } from '$lib/format/address';
import { holdingsRequests } from '$lib/nav/early-requests';
import { indexerFor } from '$lib/nav/indexer';
import { streamed, type Streamed } from '$lib/nav/streamed.svelte';

export interface Holdings {
	/** The account in this chain's bech32 form (as the chain's pages link it). */
	account: string;
	collections: Streamed<Page<Collection>>;
	tokens: Streamed<Page<Token>>;
	internal: Streamed<Page<InternalTx>> | null;
}

/** Per-collection count requests a chain may make when one page of tokens does not hold them all. */
export const COUNT_CAP = 6;

export function holdingsOn(chain: ChainInfo, bytes: AddressBytes, signal: AbortSignal): Holdings {
	// The same requests the early module starts on a deep link (src/lib/nav/early-data.ts).
	const ask = holdingsRequests(indexerFor(chain), chain, bytes, signal);
	return { account: ask.account, collections: streamed(ask.collections), tokens: streamed(ask.tokens), internal: ask.internal && streamed(ask.internal) };
}

export type HoldingsState =
	| { kind: 'loading' }
	| { kind: 'failed'; error: unknown }
	| { kind: 'empty' }
	| { kind: 'held'; nfts: bigint; atLeast: boolean; collections: bigint; collectionsAtLeast: boolean };

/** Where a chain's answer stands: a failure of either list fails the chain (Retry asks both again). */
export function holdingsState(h: Holdings): HoldingsState {
	const t = h.tokens.settled;
	const c = h.collections.settled;
	if (t && !t.ok) return { kind: 'failed', error: t.error };
	if (c && !c.ok) return { kind: 'failed', error: c.error };
	if (!t || !c) return { kind: 'loading' };
	if (!t.value.items.length) return { kind: 'empty' };
	// Without a total (count off or timed out) the first page is a lower bound.
	return {
		kind: 'held',
		nfts: t.value.total ?? BigInt(t.value.items.length),
		atLeast: t.value.total === null && !!t.value.nextKey,
		collections: c.value.total ?? BigInt(c.value.items.length),
		collectionsAtLeast: c.value.total === null && !!c.value.nextKey
	};
}
