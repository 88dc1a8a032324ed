// What claiming needs from the page around it.
import type { WalletConnection } from '$lib/wallet/connection.svelte';
import type { KeplrChainInfo } from '$lib/wallet/types';
import type { BridgeChain, Catalogue } from '../catalogue';

export interface ClaimEnv {
	/** The L1 and the catalogue as the bridge knows them; null while (or if) they cannot be loaded. */
	l1: BridgeChain | null;
	catalogue: Catalogue | null;
	wallet: WalletConnection;
	suggest(chainId: string): KeplrChainInfo | null;
	/** The connected wallet's L1 address, if any. */
	viewer: string | null;
	/** Opens the wallet dialog. */
	onconnect?: () => void;
	format(amount: bigint, denom: string): string;
	/** A claim reached its block (paid out or refused there). */
	onsettled?(): void;
}
