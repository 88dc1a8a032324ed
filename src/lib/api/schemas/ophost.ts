// The L1's x/ophost REST (router-api.md §12.3): proto-JSON, so uint64 as strings, bytes as base64,
// Duration "<seconds>s" and Timestamp RFC 3339.
import * as v from 'valibot';
import { parseTime } from '$lib/format/time';
import { bigintSchema } from './common';

/** Proto-JSON Duration ("604800s", "0.5s", "-1.5s") → whole milliseconds, without going through floats. */
export function durationMs(s: string): number | null {
	const m = /^(-?)(\d+)(?:\.(\d{1,9}))?s$/.exec(s.trim());
	if (!m) return null;
	const ms = Number(m[2]) * 1000 + Number((m[3] ?? '').padEnd(3, '0').slice(0, 3));
	return m[1] ? -ms : ms;
}

const duration = v.pipe(
	v.string(),
	v.rawTransform(({ dataset, addIssue, NEVER }) => {
		const ms = durationMs(dataset.value);
		if (ms !== null && ms >= 0) return ms;
		addIssue({ message: `Invalid duration: ${JSON.stringify(dataset.value)}` });
		return NEVER;
	})
);

const timestamp = v.pipe(
	v.string(),
	v.rawTransform(({ dataset, addIssue, NEVER }) => {
		const d = parseTime(dataset.value);
		if (d) return d;
		addIssue({ message: `Invalid time: ${JSON.stringify(dataset.value)}` });
		return NEVER;
	})
);

export interface BridgeInfo {
	bridgeId: bigint;
	/** How long after its output an L2→L1 withdrawal becomes claimable. */
	finalizationPeriodMs: number;
	bridgeDisabled: boolean;
}

export const bridgeSchema = v.pipe(
	v.object({
		bridge_id: bigintSchema,
		bridge_config: v.object({ finalization_period: duration, bridge_disabled: v.nullish(v.boolean(), false) })
	}),
	v.transform((b): BridgeInfo => ({ bridgeId: b.bridge_id, finalizationPeriodMs: b.bridge_config.finalization_period, bridgeDisabled: b.bridge_config.bridge_disabled }))
);

export interface OutputProposal {
	outputIndex: bigint;
	/** Base64. */
	outputRoot: string;
	l1BlockTime: Date;
	l1BlockNumber: bigint;
	l2BlockNumber: bigint;
}

const proposal = v.object({
	output_root: v.string(),
	l1_block_number: bigintSchema,
	l1_block_time: timestamp,
	l2_block_number: bigintSchema
});

const toProposal = (index: bigint, p: v.InferOutput<typeof proposal>): OutputProposal => ({
	outputIndex: index,
	outputRoot: p.output_root,
	l1BlockTime: p.l1_block_time,
	l1BlockNumber: p.l1_block_number,
	l2BlockNumber: p.l2_block_number
});

export const outputSchema = v.pipe(
	v.object({ output_index: bigintSchema, output_proposal: proposal }),
	v.transform((o) => toProposal(o.output_index, o.output_proposal))
);

export const outputsSchema = v.pipe(
	v.object({ output_proposals: v.nullable(v.array(v.object({ output_index: bigintSchema, output_proposal: proposal }))) }),
	v.transform((o) => (o.output_proposals ?? []).map((p) => toProposal(p.output_index, p.output_proposal)))
);

export const claimedSchema = v.pipe(
	v.object({ claimed: v.boolean() }),
	v.transform((c) => c.claimed)
);

export interface MigrationInfo {
	bridgeId: bigint;
	ibcChannelId: string;
	ibcPortId: string;
	l1Denom: string;
}

export const migrationSchema = v.pipe(
	v.object({ migration_info: v.object({ bridge_id: bigintSchema, ibc_channel_id: v.string(), ibc_port_id: v.string(), l1_denom: v.string() }) }),
	v.transform(({ migration_info: m }): MigrationInfo => ({ bridgeId: m.bridge_id, ibcChannelId: m.ibc_channel_id, ibcPortId: m.ibc_port_id, l1Denom: m.l1_denom }))
);
