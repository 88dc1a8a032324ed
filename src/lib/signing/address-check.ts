// The light half of address handling, used by the bridge form before any wallet connects:
// comparison by bytes, EIP-55 checksums and per-chain validation. Key derivation (secp256k1,
// ripemd160) lives in ./address and loads with the signing code. keccak-256 (EIP-55 checksums) is
// passed in: the form loads it on demand (./keccak.svelte), the signing code has it at hand.
import { bech32Decode, bech32Encode } from '$lib/format/bech32';
import { InvalidAddressError } from './errors';

export const INITIA_PREFIX = 'init';

export type Keccak = (bytes: Uint8Array) => Uint8Array;

export interface AddressChain {
	chainId: string;
	/** `initia` = L1 or an Initia rollup (user's `init1…`), `cosmos` = any other Cosmos chain. */
	kind: 'initia' | 'cosmos' | 'evm';
	bech32Prefix?: string;
}

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const hexOf = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
const bytesOfHex = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (b) => parseInt(b, 16));

/** bech32 (BIP-173 length limit 90) of any case, or undefined. */
export function decodeBech32(address: string): { prefix: string; bytes: Uint8Array } | undefined {
	if (address !== address.toLowerCase() && address !== address.toUpperCase()) return undefined;
	return bech32Decode(address.toLowerCase(), 90);
}

export const encodeBech32 = (prefix: string, bytes: Uint8Array) => bech32Encode(prefix, bytes);

/** The account bytes behind a bech32 or 0x address, or null when it is neither. */
export function addressBytes(address: string): Uint8Array | null {
	if (HEX_ADDRESS.test(address)) return bytesOfHex(address.slice(2));
	return decodeBech32(address)?.bytes ?? null;
}

/** True when both addresses name the same account bytes (`init1…` and `0x…` of one key are equal). */
export function sameAccount(a: string, b: string): boolean {
	const x = addressBytes(a);
	const y = addressBytes(b);
	return x !== null && y !== null && hexOf(x) === hexOf(y);
}

/** EIP-55 mixed-case checksum form. */
export function toChecksumAddress(address: string, keccak: Keccak): string {
	if (!HEX_ADDRESS.test(address)) throw new InvalidAddressError(`${address} is not an EVM address`);
	const hex = address.slice(2).toLowerCase();
	const hash = hexOf(keccak(new TextEncoder().encode(hex)));
	return `0x${[...hex].map((c, i) => (parseInt(hash[i] as string, 16) >= 8 ? c.toUpperCase() : c)).join('')}`;
}

/** `init1…` form of an Initia recipient typed as bech32 or 0x. */
export function toInitiaAddress(address: string, prefix = INITIA_PREFIX): string {
	const bytes = addressBytes(address);
	if (!bytes) throw new InvalidAddressError(`${address} is not an address`);
	return encodeBech32(prefix, bytes);
}

function isValidBech32(address: string, prefix: string): boolean {
	if (address !== address.toLowerCase()) return false;
	const decoded = decodeBech32(address);
	// 20-byte accounts, 32-byte module/contract accounts
	return !!decoded && decoded.prefix === prefix && (decoded.bytes.length === 20 || decoded.bytes.length === 32);
}

/** `pending`: a mixed-case 0x address whose checksum needs keccak, which is not loaded yet. */
export type AddressValidity = 'valid' | 'invalid' | 'pending';

export function addressValidity(chain: AddressChain, address: string, keccak: Keccak | null): AddressValidity {
	const ok = (b: boolean): AddressValidity => (b ? 'valid' : 'invalid');
	if (chain.kind === 'evm') {
		if (!HEX_ADDRESS.test(address)) return 'invalid';
		const hex = address.slice(2);
		// single-case addresses carry no checksum
		if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return 'valid';
		return keccak ? ok(toChecksumAddress(address, keccak) === address) : 'pending';
	}
	const prefix = chain.bech32Prefix ?? (chain.kind === 'initia' ? INITIA_PREFIX : undefined);
	return ok(prefix !== undefined && isValidBech32(address, prefix));
}

export const isValidAddressFor = (chain: AddressChain, address: string, keccak: Keccak): boolean => addressValidity(chain, address, keccak) === 'valid';
