// EVM JSON-RPC results: the envelope, quantities, 32-byte call results and receipts.
import * as v from 'valibot';
import { hexBigint, hexString, hexValue } from './common';

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

export const receiptSchema = v.nullable(
	v.pipe(
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
	)
);
