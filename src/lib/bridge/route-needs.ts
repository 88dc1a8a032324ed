// What a quoted route needs from the user's wallets beyond the source chain's signer, said before
// Preview: the router's address_list wants one of the user's own addresses on every chain the funds
// pass through (buildAddressList), and each chain kind gets that address from a different wallet.
import type { ChainKind } from './catalogue';

export interface HeldWallets {
	evm: boolean;
	/** A Keplr-style wallet is connected. */
	cosmos: boolean;
}

export interface NeedsChain {
	id: string;
	name: string;
	kind: ChainKind;
}

/**
 * Why the connected wallets cannot give the route its intermediate addresses, or null when they can.
 * `path` is the route's `required_chain_addresses` (the last entry is the recipient, typed or not).
 */
export function routeWalletProblem(path: readonly string[], source: NeedsChain, chainOf: (id: string) => NeedsChain | undefined, held: HeldWallets): string | null {
	const needEvm = path
		.slice(0, -1)
		.filter((id) => id !== source.id)
		.map((id) => chainOf(id))
		.filter((c): c is NeedsChain => !!c && !canAddress(c, source, held));
	if (!needEvm.length) return null;
	const names = needEvm.map((c) => c.name).join(', ');
	return `This route passes through ${names}, which ${needEvm.length === 1 ? 'needs' : 'need'} your address from an EVM wallet (MetaMask or similar). Connect one, or choose another destination.`;
}

// Mirrors buildAddressList: Initia and EVM chains take the EVM wallet's account (or, on an Initia
// source signed with Keplr, that key's account); Cosmos chains take any connected key's address.
function canAddress(chain: NeedsChain, source: NeedsChain, held: HeldWallets): boolean {
	if (chain.kind === 'evm') return held.evm;
	if (chain.kind === 'initia') return held.evm || (held.cosmos && source.kind === 'initia');
	return held.evm || held.cosmos;
}

/** What to do when no connected wallet has an address on the destination chain. */
export function recipientHint(destination: NeedsChain, ownAddress: string | null): string | null {
	if (ownAddress) return null;
	const wallet = destination.kind === 'cosmos' ? 'a Keplr-style wallet' : 'an EVM wallet';
	return `No connected wallet has an address on ${destination.name}: type the recipient's address, or connect ${wallet}.`;
}
