// The OP withdrawals to one L1 address from one rollup: pages from the rollup's executor ("Load
// more" continues from the executor's `next` sequence), and for each withdrawal its progress on the
// L1, resolved independently so one slow or failing lookup never holds up the list.
import { createExecutorClient, type ExecutorClient, type ExecutorWithdrawal } from '$lib/api/executor';
import type { OphostClient } from '$lib/api/ophost';
import type { ChainInfo } from '$lib/config/chain';
import { resolveProgress, type Progress } from './status';

/** A rollup whose withdrawals can be listed: registry `metadata.executor_uri` and OP denoms. */
export interface OpRollup {
	chain: ChainInfo;
	executor: ExecutorClient;
}

export function opRollups(chains: ChainInfo[]): OpRollup[] {
	return chains
		.filter((c) => !c.isL1 && c.opDenoms.length > 0 && c.executorUri)
		.map((chain) => ({ chain, executor: createExecutorClient(chain.executorUri!) }));
}

export class WithdrawalRow {
	progress = $state.raw<Progress | null>(null);
	error = $state.raw<Error | null>(null);
	withdrawal = $state.raw<ExecutorWithdrawal>(null as unknown as ExecutorWithdrawal);

	constructor(
		withdrawal: ExecutorWithdrawal,
		readonly rollup: OpRollup,
		private readonly ophost: OphostClient
	) {
		this.withdrawal = withdrawal;
	}

	get key() {
		return `${this.rollup.chain.id}:${this.withdrawal.sequence}`;
	}

	/** (Re)reads the L1 state; after a claim `fresh` re-reads the withdrawal itself too. */
	async refresh(fresh = false): Promise<void> {
		this.error = null;
		try {
			if (fresh) this.withdrawal = await this.rollup.executor.withdrawal(this.withdrawal.sequence);
			this.progress = await resolveProgress(this.withdrawal, this.ophost, { cacheTtlMs: 0 });
		} catch (e) {
			this.error = e instanceof Error ? e : new Error(String(e));
		}
	}
}

export class WithdrawalFeed {
	rows = $state.raw<WithdrawalRow[]>([]);
	status = $state<'loading' | 'ready' | 'error'>('loading');
	error = $state.raw<Error | null>(null);
	/** The next page's first sequence; null when the executor has no more. */
	next = $state<bigint | null>(null);
	loadingMore = $state(false);
	moreError = $state.raw<Error | null>(null);

	constructor(
		readonly rollup: OpRollup,
		readonly address: string,
		private readonly ophost: OphostClient
	) {}

	async load(): Promise<void> {
		this.status = 'loading';
		this.error = null;
		try {
			const page = await this.rollup.executor.withdrawals(this.address);
			this.rows = this.#rowsOf(page.withdrawals);
			this.next = page.next;
			this.status = 'ready';
		} catch (e) {
			this.error = e instanceof Error ? e : new Error(String(e));
			this.status = 'error';
		}
	}

	async loadMore(): Promise<void> {
		if (this.next === null || this.loadingMore) return;
		this.loadingMore = true;
		this.moreError = null;
		try {
			const page = await this.rollup.executor.withdrawals(this.address, { offset: this.next });
			const seen = this.rows.map((r) => r.withdrawal.sequence);
			this.rows = [...this.rows, ...this.#rowsOf(page.withdrawals.filter((w) => !seen.includes(w.sequence)))];
			this.next = page.next;
		} catch (e) {
			this.moreError = e instanceof Error ? e : new Error(String(e));
		} finally {
			this.loadingMore = false;
		}
	}

	/** Re-asks about withdrawals still on their way to the L1 (tree or output pending). */
	refreshPending(): void {
		for (const r of this.rows) if (!r.error && (r.progress?.kind === 'in-progress' || r.progress?.kind === 'awaiting-output')) void r.refresh(true);
	}

	#rowsOf(list: ExecutorWithdrawal[]): WithdrawalRow[] {
		const rows = list.map((w) => new WithdrawalRow(w, this.rollup, this.ophost));
		for (const r of rows) void r.refresh();
		return rows;
	}
}

/**
 * The withdrawal an L2 tx made (the OP-withdrawal ending of a transfer): the executor's list for
 * its recipient, searched page by page for the tx hash. null when the executor does not have it (yet).
 */
export async function findWithdrawal(executor: Pick<ExecutorClient, 'withdrawals'>, to: string, l2TxHash: string, opts: { maxPages?: number; signal?: AbortSignal } = {}): Promise<ExecutorWithdrawal | null> {
	const hash = l2TxHash.replace(/^0x/i, '').toUpperCase();
	let offset: bigint | undefined;
	for (let i = 0; i < (opts.maxPages ?? 5); i++) {
		const page = await executor.withdrawals(to, offset === undefined ? { limit: 100 } : { offset, limit: 100 }, { signal: opts.signal, cacheTtlMs: 0 });
		const hit = page.withdrawals.find((w) => w.txHash === hash);
		if (hit) return hit;
		if (page.next === null) return null;
		offset = page.next;
	}
	return null;
}

/**
 * The withdrawal a transfer made. A transfer sent by an EVM wallet is known by its EVM hash (0x…)
 * while the executor names the Cosmos tx: `cosmosHashOf` maps it (the rollup's JSON-RPC). null while
 * the executor does not list it (or the hash cannot be mapped yet).
 */
export async function findTransferWithdrawal(
	executor: Pick<ExecutorClient, 'withdrawals'>,
	to: string,
	txHash: string,
	cosmosHashOf: ((evmHash: string) => Promise<string | null>) | undefined,
	opts: { maxPages?: number; signal?: AbortSignal } = {}
): Promise<ExecutorWithdrawal | null> {
	if (!/^0x[0-9a-f]{64}$/i.test(txHash)) return findWithdrawal(executor, to, txHash, opts);
	const cosmos = cosmosHashOf ? await cosmosHashOf(txHash.toLowerCase()) : null;
	return cosmos ? findWithdrawal(executor, to, cosmos, opts) : null;
}
