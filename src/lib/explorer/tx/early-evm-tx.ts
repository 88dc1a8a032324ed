// An EVM tx deep link's data starts while the app's code downloads, as the NFT pages' does
// (src/lib/nav/early-data.ts; an early module of its own, so no page loads another page's early code).
// src/boot/early-data.js imports it at once: it reads the runtime configuration through
// the normal loader, finds the chain and starts the page's first requests with the load's own request
// builders (./evm-requests.ts): the header's two sources and the call tree's first page. It imports only
// framework-free code the page loads anyway. Failures stay invisible: the load asks again and describes them.
import { createIndexerClient } from '$lib/api/indexer';
import { createEvmTxIndexerClient } from '$lib/api/indexer-evm-tx';
import { networksConfig } from '$lib/config/startup';
import { callTreeCalls } from '$lib/explorer/lists';
import type { EVM_TX_EARLY_ROUTES } from '$lib/nav/early-routes';
import { findChain } from '$lib/nav/find-chain';
import { pageRequest } from '$lib/nav/list';
import { pageSignal } from '$lib/nav/page-signal';
import { callsRequest, headerBatch, receiptRequest } from './evm-requests';

// The link's parsing and chain lookup below stand in ./early-tx.ts too, on purpose (why: see there).

/** An answer that fails validation stays shared: the page's load then describes it, as without this module. */
const AHEAD = { ahead: true };

const quiet = (p: Promise<unknown>) => void p.catch(() => {});

/** Starts the first requests of the EVM tx page at `href` (`base`: the site's sub-path). Never throws, never rejects. */
export function start(route: (typeof EVM_TX_EARLY_ROUTES)[number], href: string, base: string): void {
	run(route, new URL(href), base).catch(() => {});
}

async function run(route: (typeof EVM_TX_EARLY_ROUTES)[number], url: URL, base: string): Promise<void> {
	// /{chain}/evm-txs/{hash}: the only route of this module (early-routes.ts EVM_TX_EARLY_ROUTES).
	const [chainId, kind, hash, ...rest] = url.pathname.slice(base.length).split('/').filter(Boolean);
	if (route !== '/[chain=chain]/evm-txs/[hash]' || kind !== 'evm-txs' || !chainId || !hash || rest.length || !/^(0x)?[0-9a-f]{64}$/i.test(hash)) return;
	const config = await networksConfig(undefined, `${base}/networks.json`);
	// The network the user chose last only orders the search: a chain id in two networks is rare, and
	// then the load asks the right one on its own.
	const hit = await findChain(undefined, config, decodeURIComponent(chainId), null);
	if (!hit.found || hit.chain.vm !== 'evm' || !hit.chain.indexer) return;
	const { chain } = hit;
	const indexer = hit.chain.indexer;
	// The requests belong to this URL: leaving it aborts them (as it aborts the load's).
	const call = { signal: pageSignal(url), ...AHEAD };
	if (chain.jsonRpc) {
		quiet(receiptRequest(createEvmTxIndexerClient(indexer), hash, call));
		quiet(headerBatch(chain.jsonRpc, hash, call));
	}
	quiet(callsRequest(createIndexerClient(indexer), hash, pageRequest(callTreeCalls.read(url.searchParams)), call));
}
