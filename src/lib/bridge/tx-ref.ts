// Transaction hashes as the router and chains spell them: Cosmos = 64 hex, uppercase, no 0x;
// EVM = 0x + 64 hex, lowercase. Routers may answer either form (v4-abacus PR #729), so compare canonically.

const HEX64 = /^(0x)?[0-9a-fA-F]{64}$/;

export const isTxHash = (hash: string) => HEX64.test(hash.trim());

export function canonicalHash(hash: string, evm: boolean): string {
	const hex = hash.trim().replace(/^0x/i, '');
	return evm ? `0x${hex.toLowerCase()}` : hex.toUpperCase();
}

/** The key of one transfer across history, trackers and locks. */
export const transferId = (chainId: string, hash: string) => `${chainId}:${hash.replace(/^0x/i, '').toLowerCase()}`;
