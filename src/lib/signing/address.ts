// Addresses across Initia (bech32 `init`), other Cosmos chains and EVM chains: comparison by the underlying
// bytes, derivation from public keys, validation, and the /msgs `address_list` (wallets.md §4.10).
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import * as check from './address-check';
import { decodeBech32, encodeBech32, INITIA_PREFIX, toInitiaAddress, type AddressChain } from './address-check';
import { InvalidAddressError } from './errors';

export { addressBytes, INITIA_PREFIX, sameAccount, toInitiaAddress, type AddressChain } from './address-check';

/** EIP-55 mixed-case checksum form. */
export const toChecksumAddress = (address: string): string => check.toChecksumAddress(address, keccak_256);
export const isValidAddressFor = (chain: AddressChain, address: string): boolean => check.isValidAddressFor(chain, address, keccak_256);

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const hexOf = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

/** Ethereum-style address of a secp256k1 key: last 20 bytes of keccak256 of the uncompressed point. */
function ethAddressBytes(pubkey: Uint8Array): Uint8Array {
	return keccak_256(secp256k1.Point.fromBytes(pubkey).toBytes(false).subarray(1)).subarray(12);
}

export const evmAddressFromPubkey = (pubkey: Uint8Array): string => toChecksumAddress(`0x${hexOf(ethAddressBytes(pubkey))}`);

/** An ethsecp256k1 key's Initia address (the same 20 bytes as its EVM address). */
export const initiaAddressFromPubkey = (pubkey: Uint8Array): string => encodeBech32(INITIA_PREFIX, ethAddressBytes(pubkey));

/** A plain Cosmos (coin type 118 style) address of a secp256k1 key: ripemd160(sha256(compressed key)). */
export const cosmosAddressFromPubkey = (pubkey: Uint8Array, prefix: string): string => encodeBech32(prefix, ripemd160(sha256(pubkey)));

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
		if (cosmosAddress) {
			const decoded = decodeBech32(cosmosAddress);
			if (!decoded) throw new InvalidAddressError(`${cosmosAddress} is not a bech32 address`);
			return encodeBech32(prefix, decoded.bytes);
		}
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
