// A Cosmos tx deep link's data starts while the app's code downloads, as the NFT and EVM tx pages' does
// (an early module of its own: src/boot/early-data.js imports it at once on a tx link). It reads the
// runtime configuration through the normal loader, finds the chain and asks what the page's load asks
// first: the indexer's copy of the tx and the router's denoms (for the fee and amounts), through the
// same client methods, so http.ts's sharing cache gives the load these answers. It imports only
// framework-free code the page loads anyway. Failures stay invisible: the load asks again and describes them.
import { denomCatalog } from '$lib/api/denoms';
import { createTxIndexerClient } from '$lib/api/indexer-tx';
import { networksConfig } from '$lib/config/startup';
import type { TX_EARLY_ROUTES } from '$lib/nav/early-routes';
import { findChain } from '$lib/nav/find-chain';
import { pageSignal } from '$lib/nav/page-signal';

// The link's parsing and chain lookup below stand in ./early-evm-tx.ts too, on purpose: a helper the two
// shared would be a chunk of its own in both early sets, and each tx deep link then loads more, not less
// (measured: tx and EVM tx "JS until content" +0.18 KB gzip and one more file each).

/** An answer that fails validation stays shared: the page's load then describes it, as without this module. */
const AHEAD = { ahead: true };

const quiet = (p: Promise<unknown>) => void p.catch(() => {});

/** Starts the first requests of the tx page at `href` (`base`: the site's sub-path). Never throws, never rejects. */
export function start(route: (typeof TX_EARLY_ROUTES)[number], href: string, base: string): void {
	run(route, new URL(href), base).catch(() => {});
}

async function run(route: (typeof TX_EARLY_ROUTES)[number], url: URL, base: string): Promise<void> {
	// /{chain}/txs/{hash}: the only route of this module (early-routes.ts TX_EARLY_ROUTES).
	const [chainId, kind, raw, ...rest] = url.pathname.slice(base.length).split('/').filter(Boolean);
	if (route !== '/[chain=chain]/txs/[hash]' || kind !== 'txs' || !chainId || !raw || rest.length) return;
	// As the page's load: 64 hex digits, 0x allowed (an 0x hash on an EVM chain redirects: nothing to ask here).
	const hash = raw.replace(/^0x/i, '');
	if (!/^[0-9a-f]{64}$/i.test(hash)) return;
	const config = await networksConfig(undefined, `${base}/networks.json`);
	// The network the user chose last only orders the search: a chain id in two networks is rare, and
	// then the load asks the right one on its own.
	const hit = await findChain(undefined, config, decodeURIComponent(chainId), null);
	if (!hit.found || (hit.chain.vm === 'evm' && /^0x/i.test(raw))) return;
	const { chain, network } = hit;
	// The requests belong to this URL: leaving it aborts them (as it aborts the load's).
	const call = { signal: pageSignal(url), ...AHEAD };
	if (chain.indexer) quiet(createTxIndexerClient(chain.indexer).tx(hash.toUpperCase(), call));
	if (network.router) quiet(denomCatalog(network.router, chain.id, call));
}
