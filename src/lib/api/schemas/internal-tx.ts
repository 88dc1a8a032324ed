// EVM internal calls (callTracer rows) from the indexer.
import * as v from 'valibot';
import { hexString, hexValue, intSchema, pageOf } from './common';

export interface InternalTx {
	height: number;
	/** The EVM tx hash (0x + 64 hex), not the Cosmos one. */
	hash: string;
	/** Pre-order position inside the tx. */
	index: number;
	/** -1 = top-level call. */
	parentIndex: number;
	/** CALL, STATICCALL, DELEGATECALL, CREATE, … */
	type: string;
	/** 0x hex, "" when unknown. */
	from: string;
	to: string;
	input: string;
	/** Always "0x" for the top-level call (the indexer drops it). */
	output: string;
	value: bigint;
	gas: bigint;
	gasUsed: bigint;
	/** `value` as sent: "0x" = none (typical for STATICCALL/DELEGATECALL), "0x00" = zero. */
	rawValue: string;
}

const hex = v.nullish(hexString, '0x');
const text = v.nullish(v.string(), '');

export const internalTxSchema = v.pipe(
	v.object({
		height: intSchema,
		hash: v.string(),
		index: intSchema,
		parent_index: intSchema,
		type: text,
		from: text,
		to: text,
		input: hex,
		output: hex,
		value: hex,
		gas: hex,
		// camelCase on the wire, next to snake_case parent_index; accept both.
		gasUsed: v.nullish(hexString),
		gas_used: v.nullish(hexString)
	}),
	v.transform(
		(w): InternalTx => ({
			height: w.height,
			hash: w.hash,
			index: w.index,
			parentIndex: w.parent_index,
			type: w.type,
			from: w.from,
			to: w.to,
			input: w.input,
			output: w.output,
			value: hexValue(w.value),
			gas: hexValue(w.gas),
			gasUsed: hexValue(w.gasUsed ?? w.gas_used ?? '0x'),
			rawValue: w.value
		})
	)
);

export const internalTxsPageSchema = pageOf('internal_txs', internalTxSchema);
