// The EVM twin of a Cosmos tx (minievm's cosmos_txHashByCosmosTxHash) for the tx page's "Same tx as
// EVM tx" row. The tx reads without it and its row keeps its place, so the JSON-RPC client's code
// (and its request) wait until the page's content is on screen: a tx deep link does not download
// the client before its messages show.
import type { ChainInfo } from '$lib/config/chain';
import { streamed, type Streamed } from '$lib/nav/streamed.svelte';
import { contentShown, hasTxRpc } from './rpc-later';

/**
 * The EVM hash of the Cosmos tx `hash` (null: it has none), looked up after the page's content;
 * null on a chain without JSON-RPC (the page shows no row then).
 */
export function evmTwinAfterContent(chain: ChainInfo, hash: string, signal: AbortSignal, after?: (fn: () => void) => () => void): Streamed<string | null> | null {
	if (!hasTxRpc(chain)) return null;
	return streamed(
		contentShown(signal, after)
			.then(() => import('$lib/api/clients'))
			.then(({ txRpcFor }) => txRpcFor(chain)!.evmHashOf(hash, { signal }))
	);
}
