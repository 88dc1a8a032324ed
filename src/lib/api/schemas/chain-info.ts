// Small chain REST answers the explorer reads: the latest block, minievm params, Move view results.
import * as v from 'valibot';
import { bigintSchema } from './common';

export interface LatestBlock {
	chainId: string;
	height: bigint;
	/** RFC3339 with nanoseconds. */
	time: string;
}

export const latestBlockSchema = v.pipe(
	v.object({ block: v.object({ header: v.object({ chain_id: v.nullish(v.string(), ''), height: bigintSchema, time: v.nullish(v.string(), '') }) }) }),
	v.transform(({ block: { header: h } }): LatestBlock => ({ chainId: h.chain_id, height: h.height, time: h.time }))
);

export const minievmParamsSchema = v.pipe(
	v.object({ params: v.object({ fee_denom: v.string(), gas_refund_ratio: v.nullish(v.string(), '') }) }),
	v.transform((w) => ({ feeDenom: w.params.fee_denom, gasRefundRatio: w.params.gas_refund_ratio }))
);

/** `{data: "<JSON text>"}` → the parsed value (`null` for Option::none). */
export const viewJsonSchema = v.pipe(
	v.object({ data: v.string() }),
	v.rawTransform(({ dataset, addIssue, NEVER }) => {
		try {
			return JSON.parse(dataset.value.data) as unknown;
		} catch {
			addIssue({ message: 'view result data is not JSON' });
			return NEVER;
		}
	})
);
