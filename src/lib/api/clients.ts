// One REST and one JSON-RPC client per chain endpoint for the app's lifetime (their caches share
// answers between the search, the tx page and the bridge tracker). undefined: the chain's
// configuration has no such endpoint.
import type { ChainInfo } from '$lib/config/chain';
import { createChainRest, type ChainRest } from './chain-rest';
import { createTxRpc, type TxRpc } from './jsonrpc';

const rests = new Map<string, ChainRest>();
const rpcs = new Map<string, TxRpc>();

export function restFor(chain: ChainInfo): ChainRest | undefined {
	if (!chain.rest) return undefined;
	let c = rests.get(chain.rest);
	if (!c) rests.set(chain.rest, (c = createChainRest(chain.rest)));
	return c;
}

/** JSON-RPC lookups of an EVM chain (minievm), else undefined. */
export function txRpcFor(chain: ChainInfo): TxRpc | undefined {
	if (chain.vm !== 'evm' || !chain.jsonRpc) return undefined;
	let c = rpcs.get(chain.jsonRpc);
	if (!c) rpcs.set(chain.jsonRpc, (c = createTxRpc(chain.jsonRpc)));
	return c;
}
