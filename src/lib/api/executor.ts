// A rollup's OPinit executor API (opinit-bots, router-api.md §12.2) at the registry's
// `metadata.executor_uri`: the withdrawals to an L1 address, paged by sequence, and one withdrawal
// with the Merkle proof its claim needs. Errors are Fiber's plain-text 500s (ApiError reads them).
import { getJson, type CallOptions, type Fetch, type JsonOptions } from './http';
import { withdrawalSchema, withdrawalsSchema } from './schemas/executor';

export type { ExecutorWithdrawal, WithdrawalsPage } from './schemas/executor';

/** InterwovenKit's page size. */
export const WITHDRAWALS_PAGE = 20;

export interface WithdrawalsQuery {
	/** A sequence: the page starts there (inclusive). Omitted: the newest. */
	offset?: bigint;
	limit?: number;
	order?: 'desc' | 'asc';
}

export function createExecutorClient(baseUrl: string, { fetch }: { fetch?: Fetch } = {}) {
	const base = baseUrl.replace(/\/+$/, '');
	// Fresh answers: a withdrawal's tree and the claim flow change by the minute.
	const opts = (call: CallOptions): JsonOptions => ({ service: 'executor', fetch, cacheTtlMs: 2000, ...call });

	return {
		/** The withdrawals whose L1 recipient is `address` (exactly as typed: the executor matches the string). */
		withdrawals(address: string, q: WithdrawalsQuery = {}, call: CallOptions = {}) {
			const params = new URLSearchParams({ limit: String(q.limit ?? WITHDRAWALS_PAGE), order: q.order ?? 'desc' });
			if (q.offset !== undefined) params.set('offset', q.offset.toString());
			return getJson(`${base}/withdrawals/${encodeURIComponent(address)}?${params}`, withdrawalsSchema, opts(call));
		},

		/** One withdrawal, re-read right before a claim (its proof and block hash). */
		withdrawal(sequence: bigint, call: CallOptions = {}) {
			return getJson(`${base}/withdrawal/${sequence}`, withdrawalSchema, opts({ cacheTtlMs: 0, ...call }));
		}
	};
}

export type ExecutorClient = ReturnType<typeof createExecutorClient>;
