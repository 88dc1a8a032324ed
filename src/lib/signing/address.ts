// Addresses across Initia (bech32 `init`), other Cosmos chains and EVM chains: comparison by the underlying
// bytes, derivation from public keys, validation, and the /msgs `address_list` (wallets.md §4.10).
import { fromBech32, fromHex, toBech32, toHex, toUtf8 } from '@cosmjs/encoding';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { InvalidAddressError } from './errors';

export const INITIA_PREFIX = 'init';

export interface AddressChain {
	chainId: string;
	/** `initia` = L1 or an Initia rollup (user's `init1…`), `cosmos` = any other Cosmos chain. */
	kind: 'initia' | 'cosmos' | 'evm';
	bech32Prefix?: string;
}

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

// cosmjs's default limit (Infinity) is rejected by @scure/base 2; 90 is BIP-173's own limit
const decodeBech32 = (address: string) => fromBech32(address, 90);

/** The account bytes behind a bech32 or 0x address, or null when it is neither. */
export function addressBytes(address: string): Uint8Array | null {
	if (HEX_ADDRESS.test(address)) return fromHex(address.slice(2));
	try {
		return decodeBech32(address).data;
	} catch {
		return null;
	}
}

/** True when both addresses name the same account bytes (`init1…` and `0x…` of one key are equal). */
export function sameAccount(a: string, b: string): boolean {
	const x = addressBytes(a);
	const y = addressBytes(b);
	return x !== null && y !== null && toHex(x) === toHex(y);
}

/** EIP-55 mixed-case checksum form. */
export function toChecksumAddress(address: string): string {
	if (!HEX_ADDRESS.test(address)) throw new InvalidAddressError(`${address} is not an EVM address`);
	const hex = address.slice(2).toLowerCase();
	const hash = toHex(keccak_256(toUtf8(hex)));
	return `0x${[...hex].map((c, i) => (parseInt(hash[i] as string, 16) >= 8 ? c.toUpperCase() : c)).join('')}`;
}

/** Ethereum-style address of a secp256k1 key: last 20 bytes of keccak256 of the uncompressed point. */
function ethAddressBytes(pubkey: Uint8Array): Uint8Array {
	return keccak_256(secp256k1.Point.fromBytes(pubkey).toBytes(false).subarray(1)).subarray(12);
}

export const evmAddressFromPubkey = (pubkey: Uint8Array): string => toChecksumAddress(`0x${toHex(ethAddressBytes(pubkey))}`);

/** An ethsecp256k1 key's Initia address (the same 20 bytes as its EVM address). */
export const initiaAddressFromPubkey = (pubkey: Uint8Array): string => toBech32(INITIA_PREFIX, ethAddressBytes(pubkey));

/** A plain Cosmos (coin type 118 style) address of a secp256k1 key: ripemd160(sha256(compressed key)). */
export const cosmosAddressFromPubkey = (pubkey: Uint8Array, prefix: string): string =>
	toBech32(prefix, ripemd160(sha256(pubkey)));

/** `init1…` form of an Initia recipient typed as bech32 or 0x. */
export function toInitiaAddress(address: string, prefix = INITIA_PREFIX): string {
	const bytes = addressBytes(address);
	if (!bytes) throw new InvalidAddressError(`${address} is not an address`);
	return toBech32(prefix, bytes);
}

function isValidBech32(address: string, prefix: string): boolean {
	if (address !== address.toLowerCase()) return false;
	try {
		const { prefix: p, data } = decodeBech32(address);
		// 20-byte accounts, 32-byte module/contract accounts
		return p === prefix && (data.length === 20 || data.length === 32);
	} catch {
		return false;
	}
}

export function isValidAddressFor(chain: AddressChain, address: string): boolean {
	if (chain.kind === 'evm') {
		if (!HEX_ADDRESS.test(address)) return false;
		const hex = address.slice(2);
		// single-case addresses carry no checksum
		return hex === hex.toLowerCase() || hex === hex.toUpperCase() || toChecksumAddress(address) === address;
	}
	const prefix = chain.bech32Prefix ?? (chain.kind === 'initia' ? INITIA_PREFIX : undefined);
	return prefix !== undefined && isValidBech32(address, prefix);
}

export interface AddressListSources {
	chains: readonly AddressChain[];
	/** The user's Initia address (EVM wallet key as bech32). */
	userInitAddress?: string;
	userEvmAddress?: string;
	/** The Keplr-style account when the source is a plain Cosmos chain: its bytes are reused on other Cosmos chains. */
	cosmosAddress?: string;
	/** Otherwise the EVM wallet's compressed key, from which other Cosmos chains' addresses are derived. */
	cosmosPubkey?: Uint8Array;
	recipient: string;
}

/**
 * `address_list` for /v2/fungible/msgs, one entry per `required_chain_addresses` entry: built from the user's
 * own keys, never from router output. The last entry is the recipient (bech32 on Initia chains).
 */
export function buildAddressList(requiredChainAddresses: readonly string[], sources: AddressListSources): string[] {
	const { chains, userInitAddress, userEvmAddress, cosmosAddress, cosmosPubkey, recipient } = sources;
	const need = (value: string | undefined, what: string): string => {
		if (!value) throw new InvalidAddressError(`Connect ${what} to use this route`);
		return value;
	};
	const ownAddress = (chain: AddressChain): string => {
		if (chain.kind === 'initia') return need(userInitAddress, 'an EVM wallet');
		if (chain.kind === 'evm') return need(userEvmAddress, 'an EVM wallet');
		const prefix = chain.bech32Prefix;
		if (!prefix) throw new InvalidAddressError(`No bech32 prefix known for ${chain.chainId}`);
		if (cosmosAddress) return toBech32(prefix, decodeBech32(cosmosAddress).data);
		if (cosmosPubkey) return cosmosAddressFromPubkey(cosmosPubkey, prefix);
		throw new InvalidAddressError(`No address for ${chain.chainId}: connect a Cosmos wallet`);
	};

	return requiredChainAddresses.map((chainId, i) => {
		const chain = chains.find((c) => c.chainId === chainId);
		if (!chain) throw new InvalidAddressError(`Unknown chain ${chainId} in the route`);
		const isRecipient = i === requiredChainAddresses.length - 1;
		const address = !isRecipient
			? ownAddress(chain)
			: chain.kind === 'initia' && HEX_ADDRESS.test(recipient)
				? toInitiaAddress(recipient, chain.bech32Prefix)
				: recipient;
		if (!isValidAddressFor(chain, address)) throw new InvalidAddressError(`${address} is not a valid address on ${chainId}`);
		return address;
	});
}
