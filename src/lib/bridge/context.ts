// What the bridge layout shares with its pages: the network's router client, the catalogue, the
// history, the wallet connection and the tracker pool. One instance each per open bridge section.
import { createContext } from 'svelte';
import type { RouterClient } from '$lib/api/router';
import type { NetworkInfo } from '$lib/config/networks';
import type { WalletConnection } from '$lib/wallet/connection.svelte';
import type { CatalogueLoader } from './catalogue-loader.svelte';
import type { BridgeHistory } from './history.svelte';
import type { LazyTrackerPool } from './pool.svelte';

export interface BridgeContext {
	network: NetworkInfo;
	router: RouterClient;
	catalogue: CatalogueLoader;
	history: BridgeHistory;
	wallet: WalletConnection;
	pool: LazyTrackerPool;
}

export const [getBridge, setBridge] = createContext<BridgeContext>();
