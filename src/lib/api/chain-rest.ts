// Cosmos REST calls of the bridge flow and the explorer's chain reads (a tx by hash, the latest
// block, Move views). Not cached by default: sequences and balances change with every tx the user
// sends, and a stale sequence makes signing fail.
import * as v from 'valibot';
import { ApiError, getJson, postJson, type CallOptions, type Fetch, type JsonOptions } from './http';
import {
	accountInfoResponseSchema,
	accountResponseSchema,
	balanceResponseSchema,
	balancesResponseSchema,
	broadcastResponseSchema,
	simulateResponseSchema,
	txResponseSchema
} from './schemas/cosmos';
import { latestBlockSchema, viewJsonSchema } from './schemas/chain-info';
import { minievmParams } from './minievm';
import { restTxResponseSchema } from './schemas/tx';

export type { Account, BroadcastResult, Coin, GasEstimate, TxResult } from './schemas/cosmos';

function toBase64(bytes: Uint8Array): string {
	let binary = '';
	for (const byte of bytes) binary += String.fromCharCode(byte);
	return btoa(binary);
}

// gRPC NotFound (code 5) in a 404: "account … not found", "tx not found: …". Any other 404 (a wrong
// base URL) stays an error.
export async function orNullIfNotFound<T>(promise: Promise<T>): Promise<T | null> {
	try {
		return await promise;
	} catch (e) {
		if (e instanceof ApiError && e.kind === 'http' && e.status === 404 && e.code === 5) return null;
		throw e;
	}
}

export function createChainRest(baseUrl: string, { fetch }: { fetch?: Fetch } = {}) {
	const base = baseUrl.replace(/\/+$/, '');
	const opts = (call: CallOptions, extra: Partial<JsonOptions> = {}): JsonOptions => ({
		service: 'rest',
		fetch,
		cacheTtlMs: 0,
		...extra,
		...call
	});
	const enc = encodeURIComponent;

	return {
		/** null: the address has never received funds and cannot sign yet. */
		account: (address: string, call: CallOptions = {}) =>
			orNullIfNotFound(getJson(`${base}/cosmos/auth/v1beta1/accounts/${enc(address)}`, accountResponseSchema, opts(call))),

		/** Initia's flat account view; null while the account doesn't exist (poll it). */
		accountInfo: (address: string, call: CallOptions = {}) =>
			orNullIfNotFound(
				getJson(`${base}/cosmos/auth/v1beta1/account_info/${enc(address)}`, accountInfoResponseSchema, opts(call))
			),

		balances: (address: string, call: CallOptions = {}) =>
			getJson(
				`${base}/cosmos/bank/v1beta1/balances/${enc(address)}?pagination.limit=1000`,
				balancesResponseSchema,
				opts(call)
			),

		/** by_denom: denoms like ibc/… and l2/… contain slashes. */
		balance: (address: string, denom: string, call: CallOptions = {}) =>
			getJson(
				`${base}/cosmos/bank/v1beta1/balances/${enc(address)}/by_denom?${new URLSearchParams({ denom })}`,
				balanceResponseSchema,
				opts(call)
			),

		/** Deterministic failures come back as errors; not retried. */
		simulate: (txBytes: Uint8Array, call: CallOptions = {}) =>
			postJson(`${base}/cosmos/tx/v1beta1/simulate`, { tx_bytes: toBase64(txBytes) }, simulateResponseSchema, opts(call)),

		/** Sync mode: code != 0 is a CheckTx rejection returned as a result. Never retried. */
		broadcast: (txBytes: Uint8Array, call: CallOptions = {}) =>
			postJson(
				`${base}/cosmos/tx/v1beta1/txs`,
				{ tx_bytes: toBase64(txBytes), mode: 'BROADCAST_MODE_SYNC' },
				broadcastResponseSchema,
				opts(call)
			),

		/** null until the tx is included. */
		tx: (hash: string, call: CallOptions = {}) =>
			orNullIfNotFound(getJson(`${base}/cosmos/tx/v1beta1/txs/${enc(hash)}`, txResponseSchema, opts(call))),

		/**
		 * The whole included tx (messages, fee, events), or null when this node does not have it
		 * (not this chain, not included yet, or pruned). `hash`: 64 hex, no 0x (a 0x prefix is a 500).
		 */
		txDetail: (hash: string, call: CallOptions = {}) =>
			orNullIfNotFound(getJson(`${base}/cosmos/tx/v1beta1/txs/${enc(hash.replace(/^0x/i, ''))}`, restTxResponseSchema, opts(call))),

		/** Height and time of the newest block: the chain head the indexer trails. */
		latestBlock: (call: CallOptions = {}) => getJson(`${base}/cosmos/base/tendermint/v1beta1/blocks/latest`, latestBlockSchema, opts(call)),

		/** minievm module params: the fee token denom (whose 18-decimal "wei" JSON-RPC values count). */
		minievmParams: (call: CallOptions = {}) => minievmParams(base, { fetch, ...call }),

		/**
		 * A Move view function through `view/json`: args are JSON-encoded strings (an address is
		 * `"\"0x…\""`). The result `data` is JSON text, returned parsed and, given a `result` schema,
		 * validated by it (a mismatch is an ApiError of kind 'schema', like any other answer's).
		 */
		viewJson: <S extends v.GenericSchema = v.UnknownSchema>(
			fn: { address: string; module: string; name: string; typeArgs?: string[] },
			args: string[],
			call: CallOptions = {},
			result?: S
		): Promise<v.InferOutput<S>> =>
			postJson(
				`${base}/initia/move/v1/view/json`,
				{ address: fn.address, module_name: fn.module, function_name: fn.name, type_args: fn.typeArgs ?? [], args },
				result ? v.pipe(viewJsonSchema, result) : viewJsonSchema,
				// Views are reads: safe to repeat and to share for a moment.
				opts(call, { idempotent: true })
			)
	};
}

export type ChainRest = ReturnType<typeof createChainRest>;
