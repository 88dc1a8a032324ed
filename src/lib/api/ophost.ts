// The L1's x/ophost queries a withdrawal's state needs (router-api.md §12.3): the bridge's
// finalization period, output proposals, whether a withdrawal hash was claimed, and whether the
// bridge's withdrawals moved to IBC. "Not there" answers (gRPC NotFound, code 5, in a 404) are null;
// any other failure (a wrong URL, a node down) is an error, never "not proposed yet".
import { orNullIfNotFound } from './chain-rest';
import { getJson, type CallOptions, type Fetch, type JsonOptions } from './http';
import { bridgeSchema, claimedSchema, migrationSchema, outputSchema, outputsSchema } from './schemas/ophost';

export type { BridgeInfo, MigrationInfo, OutputProposal } from './schemas/ophost';

export function createOphostClient(l1RestUrl: string, { fetch }: { fetch?: Fetch } = {}) {
	const base = `${l1RestUrl.replace(/\/+$/, '')}/opinit/ophost/v1/bridges`;
	const opts = (call: CallOptions, ttl = 5000): JsonOptions => ({ service: 'rest', fetch, cacheTtlMs: ttl, ...call });

	return {
		/** Bridge config; it changes only by governance, so answers are shared for a minute. */
		bridge: (bridgeId: bigint, call: CallOptions = {}) => getJson(`${base}/${bridgeId}`, bridgeSchema, opts(call, 60_000)),

		/** The newest output proposal, null before the first. */
		latestOutput: async (bridgeId: bigint, call: CallOptions = {}) =>
			(await getJson(`${base}/${bridgeId}/outputs?pagination.reverse=true&pagination.limit=1`, outputsSchema, opts(call)))[0] ?? null,

		/** null: not proposed yet. */
		output: (bridgeId: bigint, outputIndex: bigint, call: CallOptions = {}) =>
			orNullIfNotFound(getJson(`${base}/${bridgeId}/outputs/${outputIndex}`, outputSchema, opts(call))),

		/** `withdrawalHash`: base64 of the 32-byte withdrawal hash. */
		claimed: (bridgeId: bigint, withdrawalHash: string, call: CallOptions = {}) =>
			getJson(`${base}/${bridgeId}/withdrawals/claimed/by_hash?${new URLSearchParams({ withdrawal_hash: withdrawalHash })}`, claimedSchema, opts(call, 0)),

		/** null: the denom's withdrawals were not migrated to IBC ("migration info not found"). */
		migration: (bridgeId: bigint, l1Denom: string, call: CallOptions = {}) =>
			orNullIfNotFound(getJson(`${base}/${bridgeId}/migration_info/by_l1_denom?${new URLSearchParams({ l1_denom: l1Denom })}`, migrationSchema, opts(call, 60_000)))
	};
}

export type OphostClient = ReturnType<typeof createOphostClient>;
