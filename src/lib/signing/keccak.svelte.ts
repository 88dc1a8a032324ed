// keccak-256 for EIP-55 address checksums, loaded on first need (a mixed-case 0x address typed, an
// EVM wallet connected) rather than with the bridge form. Reactive: a check that found it missing
// runs again once it is here.
import type { Keccak } from './address-check';

let keccak = $state.raw<Keccak | null>(null);
let loading: Promise<Keccak> | null = null;

export function loadKeccak(): Promise<Keccak> {
	loading ??= import('@noble/hashes/sha3.js').then(
		(m) => (keccak = m.keccak_256),
		(e: unknown) => {
			loading = null;
			throw e;
		}
	);
	return loading;
}

/** The hash when loaded; otherwise null, and the download starts. */
export function keccakOrLoad(): Keccak | null {
	if (!keccak) void loadKeccak().catch(() => {});
	return keccak;
}
