// EVM JSON-RPC results: the envelope, quantities, 32-byte call results and receipts.
import * as v from 'valibot';
import { hexBigint, hexString, hexValue, isRecord, preprocess } from './common';

export interface Receipt {
	transactionHash: string;
	blockHash: string;
	blockNumber: bigint;
	status: 'success' | 'reverted';
	from: string;
	to: string | null;
	contractAddress: string | null;
	gasUsed: bigint;
	effectiveGasPrice: bigint | null;
	logs: { address: string; topics: string[]; data: string; logIndex: number | null }[];
}

/** An EVM tx hash as JSON-RPC takes it: lowercase, 0x-prefixed (here, not in the clients, so the EVM tx page's batch needs neither). */
export const hex0x = (hash: string) => (hash.startsWith('0x') || hash.startsWith('0X') ? `0x${hash.slice(2)}` : `0x${hash}`).toLowerCase();

export const rpcEnvelopeSchema = v.object({
	result: v.optional(v.unknown()),
	error: v.nullish(v.object({ code: v.number(), message: v.nullish(v.string(), ''), data: v.optional(v.unknown()) }))
});

export const quantitySchema = hexBigint;

/** The first 32-byte word of an eth_call result, e.g. a uint256 return value. */
export const uint256ResultSchema = v.pipe(
	v.string(),
	v.regex(/^0x[0-9a-f]{64}/i, 'Expected a 32-byte return value (is the address a token contract?)'),
	v.transform((hex) => BigInt(hex.slice(0, 66)))
);

const maybeAddress = v.nullish(v.string());

const receiptFields = v.pipe(
		v.object({
			transactionHash: v.string(),
			blockHash: v.string(),
			blockNumber: hexBigint,
			status: v.picklist(['0x1', '0x0', '0x01', '0x00']),
			from: v.string(),
			to: maybeAddress,
			contractAddress: maybeAddress,
			gasUsed: hexBigint,
			effectiveGasPrice: v.nullish(hexString),
			logs: v.nullish(
				v.array(
					v.object({
						address: v.string(),
						topics: v.nullish(v.array(v.string()), []),
						data: v.nullish(v.string(), '0x'),
						logIndex: v.nullish(hexString)
					})
				),
				[]
			)
		}),
		v.transform(
			(w): Receipt => ({
				transactionHash: w.transactionHash,
				blockHash: w.blockHash,
				blockNumber: w.blockNumber,
				status: hexValue(w.status) === 1n ? 'success' : 'reverted',
				from: w.from,
				to: w.to ?? null,
				contractAddress: w.contractAddress ?? null,
				gasUsed: w.gasUsed,
				effectiveGasPrice: w.effectiveGasPrice ? hexValue(w.effectiveGasPrice) : null,
				logs: w.logs.map((l) => ({
					address: l.address,
					topics: l.topics,
					data: l.data,
					logIndex: l.logIndex ? Number(hexValue(l.logIndex)) : null
				}))
			})
		)
	);

export const receiptSchema = v.nullable(receiptFields);

/** `eth_getTransactionByHash`: what a receipt lacks (value, input, gas limit, price, nonce). */
export interface EvmTransaction {
	hash: string;
	blockNumber: bigint | null;
	from: string;
	/** null for a contract creation. */
	to: string | null;
	/** Wei: 18-decimal units of the chain's fee token. */
	value: bigint;
	input: string;
	nonce: bigint;
	gas: bigint;
	gasPrice: bigint | null;
	type: number;
}

export const evmTransactionSchema = v.nullable(
	v.pipe(
		v.object({
			hash: v.string(),
			blockNumber: v.nullish(hexBigint),
			from: v.string(),
			to: maybeAddress,
			value: v.nullish(hexBigint, '0x0'),
			input: v.nullish(hexString, '0x'),
			nonce: v.nullish(hexBigint, '0x0'),
			gas: v.nullish(hexBigint, '0x0'),
			gasPrice: v.nullish(hexBigint),
			type: v.nullish(hexBigint, '0x0')
		}),
		v.transform(
			(w): EvmTransaction => ({
				hash: w.hash.toLowerCase(),
				blockNumber: w.blockNumber ?? null,
				from: w.from.toLowerCase(),
				to: w.to ? w.to.toLowerCase() : null,
				value: w.value,
				input: w.input.toLowerCase(),
				nonce: w.nonce,
				gas: w.gas,
				gasPrice: w.gasPrice ?? null,
				type: Number(w.type)
			})
		)
	)
);

/** `eth_getBlockByNumber` / `ByHash` (hashes only): the block time is what a tx page needs. */
export interface EvmBlock {
	number: bigint;
	hash: string;
	/** Seconds since the epoch. */
	timestamp: bigint;
}

export const evmBlockSchema = v.nullable(
	v.pipe(
		v.object({ number: hexBigint, hash: v.string(), timestamp: hexBigint }),
		v.transform((w): EvmBlock => ({ number: w.number, hash: w.hash, timestamp: w.timestamp }))
	)
);

/** `cosmos_txHashByCosmosTxHash` → "0x" + 64 hex; 64 zeros mean "no EVM twin". */
export const evmHashMappingSchema = v.pipe(
	v.string(),
	v.regex(/^(0x)?[0-9a-f]{64}$/i, 'Expected a 32-byte hash'),
	v.transform((h) => {
		const hex = h.replace(/^0x/i, '').toLowerCase();
		return /^0+$/.test(hex) ? null : `0x${hex}`;
	})
);

/** `cosmos_cosmosTxHashByTxHash` → 64 hex without 0x (uppercased here, as `txhash`); zeros mean none. */
export const cosmosHashMappingSchema = v.pipe(
	v.string(),
	v.regex(/^(0x)?[0-9a-f]{64}$/i, 'Expected a 32-byte hash'),
	v.transform((h) => {
		const hex = h.replace(/^0x/i, '').toUpperCase();
		return /^0+$/.test(hex) ? null : hex;
	})
);

/** The indexer's `tx/v1/evm-txs/{hash}`: a receipt (creations have `to: ""`). */
export const indexerEvmTxSchema = preprocess(
	(w) => (isRecord(w) && isRecord(w.tx) ? { ...w.tx, to: w.tx.to === '' ? null : w.tx.to } : w),
	receiptFields
);
