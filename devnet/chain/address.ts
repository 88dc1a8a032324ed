// Canonical keys for accounts and denoms, so the 0x and init1 spellings of the same 20 bytes
// (and evm/<addr> vs 0x<addr> token denoms) reach the same balance on every chain.
import { fromBech32, fromHex, toBech32, toHex } from '@cosmjs/encoding';
import { assetOf, type ChainDef } from '../chains';

/** Explicit length limit: @cosmjs/encoding 0.39's default (Infinity) is rejected by @scure/base 2.x. */
const BECH32_LIMIT = 90;
const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const TOKEN_DENOM = /^(?:evm\/|0x)([0-9a-fA-F]{40})$/;

export const isHexAddress = (s: string) => HEX_ADDRESS.test(s);
const hexOf = (bytes: Uint8Array) => `0x${toHex(bytes)}`;

/** Raw bytes of a bech32 address with the expected prefix (errors worded like the SDK's codec). */
export function bech32Bytes(address: string, prefix: string): Uint8Array {
	let decoded: { prefix: string; data: Uint8Array };
	try {
		decoded = fromBech32(address, BECH32_LIMIT);
	} catch (e) {
		throw new Error(`decoding bech32 failed: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
	}
	if (decoded.prefix !== prefix) throw new Error(`invalid Bech32 prefix; expected ${prefix}, got ${decoded.prefix}`);
	// 20-byte accounts, 32-byte contract/module addresses.
	if (decoded.data.length !== 20 && decoded.data.length !== 32) throw new Error(`address length must be 20 or 32 bytes, got ${decoded.data.length}`);
	return decoded.data;
}

/**
 * The key an account is stored under: lowercase 0x hex on the external EVM chain, bech32 elsewhere.
 * Initia chains also accept the 0x form (their address codec does). Throws for malformed input.
 */
export function accountKey(chain: ChainDef, address: string): string {
	if (chain.kind === 'evm') {
		if (!isHexAddress(address)) throw new Error(`invalid address ${address}: expected 0x and 40 hex digits`);
		return address.toLowerCase();
	}
	if (isHexAddress(address) && chain.kind !== 'cosmos') return toBech32(chain.bech32Prefix, fromHex(address.slice(2)));
	return toBech32(chain.bech32Prefix, bech32Bytes(address, chain.bech32Prefix));
}

/** The 0x form of an account key (EVM view of an Initia account). */
export function evmAddressOf(chain: ChainDef, key: string): string {
	return chain.kind === 'evm' ? key : hexOf(bech32Bytes(key, chain.bech32Prefix));
}

/** The key a denom is stored under: token denoms lowercased, "<chain>-native" = the chain's fee denom. */
export function denomKey(chain: ChainDef, denom: string): string {
	if (denom === `${chain.chainId}-native`) return chain.feeDenom;
	const token = TOKEN_DENOM.exec(denom);
	if (token && (chain.kind === 'evm' || chain.vm === 'evm')) return `${chain.kind === 'evm' ? '0x' : 'evm/'}${token[1]!.toLowerCase()}`;
	return denom;
}

/** The spelling the catalogue uses for a stored denom key. */
export const displayDenom = (chain: ChainDef, key: string) => assetOf(chain.chainId, key)?.denom ?? key;
