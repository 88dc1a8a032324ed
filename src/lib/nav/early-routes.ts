// The routes whose first requests the early module (./early-data.ts) starts while the app downloads.
// Data only: the build (scripts/build/route-preload.ts) reads it to mark these routes in the boot
// table, and fails when one of them is no longer in the route tree.
export const EARLY_ROUTES = [
	'/[chain=chain]/nft-collections/[collection]',
	'/[chain=chain]/nft-collections/[collection]/nft/[token_id]',
	'/[chain=chain]/accounts/[address]',
	'/[chain=chain]/accounts/[address]/nfts',
	'/accounts/[address]'
] as const;

export type EarlyRoute = (typeof EARLY_ROUTES)[number];

/** The route whose first requests the EVM tx page's early module (src/lib/explorer/tx/early-evm-tx.ts) starts. */
export const EVM_TX_EARLY_ROUTES = ['/[chain=chain]/evm-txs/[hash]'] as const;

/** The route whose first requests the Cosmos tx page's early module (src/lib/explorer/tx/early-tx.ts) starts. */
export const TX_EARLY_ROUTES = ['/[chain=chain]/txs/[hash]'] as const;
