// Balances of the connected account on the source chain (router /v2/info/balances): the source asset
// and the fee tokens, so the form can say "Insufficient balance" or "Insufficient X for fees" and keep
// the fee out of Max. On EVM chains also the gas price, read once per chain.
import * as v from 'valibot';
import { postJson } from '$lib/api/http';
import type { BalancesRequest, DenomBalance } from '$lib/api/router';
import { quantitySchema } from '$lib/api/schemas/evm';
import { sameDenom } from './catalogue';

export interface BalanceQuery {
	chainId: string;
	address: string;
	denoms: string[];
	/** EVM chains: where to ask for the gas price when the router gives none. */
	evmRpc?: string | null;
}

export interface BalancesDeps {
	balances(req: BalancesRequest, call?: { signal?: AbortSignal }): Promise<Record<string, Record<string, DenomBalance>>>;
	gasPrice?(rpcUrl: string, signal: AbortSignal): Promise<bigint>;
}

/** Validated like every answer: an error envelope (no result) is an ApiError of kind 'schema'. */
const gasPriceAnswer = v.object({ result: quantitySchema });

export async function evmGasPrice(rpcUrl: string, signal: AbortSignal): Promise<bigint> {
	const env = await postJson(rpcUrl, { jsonrpc: '2.0', id: 1, method: 'eth_gasPrice', params: [] }, gasPriceAnswer, {
		service: 'jsonrpc',
		signal,
		idempotent: true
	});
	return env.result;
}

const keyOf = (q: BalanceQuery) => `${q.chainId}|${q.address}|${[...q.denoms].sort().join(',')}`;

export class Balances {
	status = $state<'idle' | 'loading' | 'ready' | 'error'>('idle');
	amounts = $state.raw<Record<string, bigint>>({});
	/** Wei per gas on EVM chains, when known. */
	gasPrice = $state.raw<bigint | null>(null);
	#deps: BalancesDeps;
	#query: BalanceQuery | null = null;
	#key: string | null = null;
	#ctrl: AbortController | null = null;

	constructor(deps: BalancesDeps) {
		this.#deps = deps;
	}

	balanceOf(denom: string): bigint | undefined {
		const hit = Object.keys(this.amounts).find((d) => sameDenom(d, denom));
		return hit === undefined ? undefined : this.amounts[hit];
	}

	/** Follow a new account/chain/denom set (null: nothing to load). */
	watch(q: BalanceQuery | null): void {
		const key = q ? keyOf(q) : null;
		if (key === this.#key) return;
		this.#key = key;
		this.#query = q;
		this.#ctrl?.abort();
		if (!q) {
			this.status = 'idle';
			this.amounts = {};
			return;
		}
		void this.refresh();
	}

	/** Read again (after a transfer, or on Retry). */
	async refresh(): Promise<void> {
		const q = this.#query;
		if (!q) return;
		this.#ctrl?.abort();
		const ctrl = new AbortController();
		this.#ctrl = ctrl;
		if (this.status !== 'ready' || this.#key !== keyOf(q)) this.status = 'loading';
		try {
			const [res, gas] = await Promise.all([
				this.#deps.balances({ [q.chainId]: { address: q.address, denoms: q.denoms } }, { signal: ctrl.signal }),
				q.evmRpc && this.#deps.gasPrice ? this.#deps.gasPrice(q.evmRpc, ctrl.signal).catch(() => null) : Promise.resolve(null)
			]);
			if (ctrl.signal.aborted) return;
			const denoms = res[q.chainId] ?? {};
			const amounts: Record<string, bigint> = {};
			let failed = false;
			for (const d of q.denoms) {
				const entry = Object.entries(denoms).find(([k]) => sameDenom(k, d))?.[1];
				if (!entry) amounts[d] = 0n;
				else if (entry.error) failed ||= sameDenom(d, q.denoms[0] ?? '');
				else amounts[d] = entry.amount;
			}
			this.amounts = amounts;
			this.gasPrice = gas;
			this.status = failed ? 'error' : 'ready';
		} catch {
			if (!ctrl.signal.aborted) this.status = 'error';
		}
	}

	dispose(): void {
		this.#ctrl?.abort();
	}
}
