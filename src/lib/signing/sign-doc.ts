// Sign documents: the amino StdSignDoc (SIGN_MODE_LEGACY_AMINO_JSON and EIP-191) and the direct SignDoc bytes.
import type { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin';
import { SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { AminoMsg } from './amino';
import { InvalidMessageError } from './errors';

export interface StdFee {
	readonly amount: readonly Coin[];
	/** Gas limit, decimal string. */
	readonly gas: string;
	readonly payer?: string;
	readonly granter?: string;
}

export interface StdSignDoc {
	readonly chain_id: string;
	readonly account_number: string;
	readonly sequence: string;
	readonly fee: StdFee;
	readonly msgs: readonly AminoMsg[];
	readonly memo: string;
}

/** Account numbers, sequences and gas arrive as strings from REST and as numbers from code. */
export type Uint64 = bigint | number | string;

export function toUint64(value: Uint64, what = 'value'): bigint {
	const s = String(value);
	if (!/^\d+$/.test(s) || BigInt(s) >= 2n ** 64n) throw new InvalidMessageError(`${what} must be an unsigned 64-bit integer`);
	return BigInt(s);
}

export function makeAminoSignDoc(
	msgs: readonly AminoMsg[],
	fee: StdFee,
	chainId: string,
	memo: string,
	accountNumber: Uint64,
	sequence: Uint64
): StdSignDoc {
	return {
		chain_id: chainId,
		account_number: toUint64(accountNumber, 'account number').toString(),
		sequence: toUint64(sequence, 'sequence').toString(),
		fee: {
			amount: fee.amount.map((c) => ({ amount: c.amount, denom: c.denom })),
			gas: toUint64(fee.gas, 'gas').toString(),
			// absent, not empty, when unset
			...(fee.payer ? { payer: fee.payer } : {}),
			...(fee.granter ? { granter: fee.granter } : {})
		},
		msgs,
		memo
	};
}

/**
 * JSON with object keys sorted at every depth and no whitespace, as Go's json.Marshal of a map sorts them.
 * Unlike JSON.stringify of a rebuilt object, integer-like keys ("10" < "9") sort as strings too.
 */
export function sortedJson(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : sortedJson(v))).join(',')}]`;
	if (value !== null && typeof value === 'object') {
		const obj = value as Record<string, unknown>;
		const keys = Object.keys(obj)
			.filter((k) => obj[k] !== undefined)
			.sort();
		return `{${keys.map((k) => `${JSON.stringify(k)}:${sortedJson(obj[k])}`).join(',')}}`;
	}
	return JSON.stringify(value);
}

// Go's HTML-safe escaping, applied by the chain's amino JSON encoder (cosmjs escapes only & < >).
const ESCAPES: Record<string, string> = {
	'&': '\\u0026',
	'<': '\\u003c',
	'>': '\\u003e',
	'\u2028': '\\u2028',
	'\u2029': '\\u2029'
};

/** The exact text signed in amino JSON and EIP-191 modes. */
export function serializeSignDoc(doc: StdSignDoc): string {
	return sortedJson(doc).replace(/[&<>\u2028\u2029]/g, (c) => ESCAPES[c] ?? c);
}

export function makeDirectSignBytes(
	bodyBytes: Uint8Array,
	authInfoBytes: Uint8Array,
	chainId: string,
	accountNumber: Uint64
): Uint8Array {
	return SignDoc.encode({
		bodyBytes,
		authInfoBytes,
		chainId,
		accountNumber: toUint64(accountNumber, 'account number')
	}).finish();
}
