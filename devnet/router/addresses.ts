// Address forms per chain: bech32 with the chain's prefix on Cosmos-style chains (Initia rollups
// included), 0x hex on the EVM chain.
import { fromBech32, fromHex, toBech32 } from '@cosmjs/encoding';
import { isAddress } from 'viem';
import type { ChainDef } from '../chains';

/**
 * Explicit length limit: with the installed @scure/base, cosmjs 0.39's default (Infinity) makes
 * every fromBech32 call throw "expected safe integer".
 */
const BECH32_LIMIT = 256;

function bech32Bytes(addr: string, prefix: string): Uint8Array | undefined {
	try {
		const { prefix: p, data } = fromBech32(addr, BECH32_LIMIT);
		return p === prefix && (data.length === 20 || data.length === 32) ? data : undefined;
	} catch {
		return undefined;
	}
}

/** Whether `addr` is a valid account address on `chain`. */
export const addressFits = (chain: ChainDef, addr: string) =>
	chain.kind === 'evm' ? isAddress(addr) : bech32Bytes(addr, chain.bech32Prefix) !== undefined;

/** An Initia account as bech32 `init1…`, accepting the 0x form of the same 20 bytes. */
export function toInitAddress(addr: string): string | undefined {
	if (bech32Bytes(addr, 'init')) return addr.toLowerCase();
	return isAddress(addr, { strict: false }) ? toBech32('init', fromHex(addr.slice(2))) : undefined;
}

/** The raw bytes of an `init1…` address (callers validated it). */
export const initBytes = (addr: string) => fromBech32(addr, BECH32_LIMIT).data;
