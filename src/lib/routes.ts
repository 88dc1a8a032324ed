// Every in-app URL is built here, so links are never concatenated in components.
// Dynamic segments are percent-encoded by us: kit's resolve() substitutes params verbatim, and
// token ids are arbitrary strings (spaces, '#', '/', '?', '%', non-ASCII). The base path comes
// from resolve() so sub-path deployments work.
import { resolve } from '$app/paths';

const seg = encodeURIComponent;

type QueryValue = string | number | boolean | null | undefined;

/** Query string from an object, dropping empty values, in the object's key order. */
export function qs(q?: Record<string, QueryValue>): string {
	if (!q) return '';
	const p = new URLSearchParams();
	for (const [k, v] of Object.entries(q)) {
		if (v === undefined || v === null || v === '' || v === false) continue;
		p.set(k, String(v));
	}
	const s = p.toString();
	return s ? `?${s}` : '';
}

/** Prefix an app path with the base path. */
export function path(p: string): string {
	return (resolve as (p: string) => string)(p);
}

/** A list's query parameters (see src/lib/nav/list.ts: `list.params(state)`). */
export type ListQuery = Record<string, QueryValue>;

export const r = {
	home: (q?: { network?: string }) => path('/') + qs(q),
	search: (q: string, network?: string) => path('/search') + qs({ q, network }),
	chain: (chain: string) => path(`/${seg(chain)}`),
	/** The account on every chain of the network at once. */
	accountEverywhere: (address: string, q?: { network?: string }) => path(`/accounts/${seg(address)}`) + qs(q),
	account: (chain: string, address: string, q?: ListQuery) => path(`/${seg(chain)}/accounts/${seg(address)}`) + qs(q),
	accountInternalTxs: (chain: string, address: string, q?: ListQuery) =>
		path(`/${seg(chain)}/accounts/${seg(address)}/internal-txs`) + qs(q),
	collection: (chain: string, collection: string, q?: ListQuery) => path(`/${seg(chain)}/nft-collections/${seg(collection)}`) + qs(q),
	token: (chain: string, collection: string, tokenId: string, q?: ListQuery) =>
		path(`/${seg(chain)}/nft-collections/${seg(collection)}/nft/${seg(tokenId)}`) + qs(q),
	evmTx: (chain: string, hash: string, q?: ListQuery) => path(`/${seg(chain)}/evm-txs/${seg(hash)}`) + qs(q),
	cosmosTx: (chain: string, hash: string) => path(`/${seg(chain)}/txs/${seg(hash)}`),
	bridge: (q?: { src_chain?: string; src_denom?: string; dst_chain?: string; dst_denom?: string; amount?: string; network?: string | null }) =>
		path('/bridge') + qs(q),
	/** The shareable status page; `network` makes the link open on the right network anywhere. */
	bridgeTrack: (chainId: string, txHash: string, network?: string | null) =>
		path('/bridge/track') + qs({ chain_id: chainId, tx_hash: txHash, network }),
	bridgeHistory: () => path('/bridge/history'),
	/** OP withdrawals to an L1 address (the connected wallet's without `address`). */
	bridgeWithdrawals: (q?: { address?: string; network?: string | null }) => path('/bridge/withdrawals') + qs(q)
};

/** The current page's URL with some query parameters changed (undefined/'' removes them). */
export function withQuery(url: URL, changes: Record<string, QueryValue>): string {
	const p = new URLSearchParams(url.searchParams);
	for (const [k, v] of Object.entries(changes)) {
		if (v === undefined || v === null || v === '' || v === false) p.delete(k);
		else p.set(k, String(v));
	}
	const s = p.toString();
	return url.pathname + (s ? `?${s}` : '');
}
