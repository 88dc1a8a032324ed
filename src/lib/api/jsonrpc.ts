// EVM JSON-RPC without viem: the request/response envelope, and the read-only lookups an explorer
// page makes (a tx, its receipt, its block, minievm's Cosmos ↔ EVM hash mapping). The bridge's
// client (evm-rpc.ts) builds its calls on the same `rpcCall`.
import * as v from 'valibot';
import { ApiError, describeEndpoint, parseWith, postJson, type CallOptions, type Fetch } from './http';
import {
	cosmosHashMappingSchema,
	evmBlockSchema,
	evmHashMappingSchema,
	evmTransactionSchema,
	receiptSchema,
	rpcEnvelopeSchema
} from './schemas/evm';

export type { EvmBlock, EvmTransaction, Receipt } from './schemas/evm';

export interface RpcCallOptions extends CallOptions {
	/** Default: true, except for eth_send* methods. */
	idempotent?: boolean;
}

/** One JSON-RPC request; an `error` member becomes an ApiError of kind 'rpc'. */
export async function rpcCall<S extends v.GenericSchema>(
	url: string,
	method: string,
	params: unknown[],
	schema: S,
	{ fetch, ...opts }: RpcCallOptions & { fetch?: Fetch } = {}
): Promise<v.InferOutput<S>> {
	// No batching, so a fixed id is enough (and lets opted-in caching match).
	const envelope = await postJson(url, { jsonrpc: '2.0', id: 1, method, params }, rpcEnvelopeSchema, {
		service: 'jsonrpc',
		fetch,
		idempotent: !method.startsWith('eth_send'),
		...opts
	});
	const endpoint = `${describeEndpoint('POST', url)} ${method}`;
	if (envelope.error) {
		const { code, message, data } = envelope.error;
		throw new ApiError({
			service: 'jsonrpc',
			endpoint,
			status: 200,
			kind: 'rpc',
			code,
			reason: message,
			bodyText: JSON.stringify(envelope.error),
			...(data !== undefined ? { details: data } : {})
		});
	}
	return parseWith(schema, envelope.result, { service: 'jsonrpc', endpoint });
}

/** One call of a batch: its answer, or the ApiError its `error` member (or its absence) makes. */
export type RpcAnswer = { ok: true; result: unknown } | { ok: false; error: ApiError };

const batchSchema = v.array(v.object({ id: v.unknown(), ...rpcEnvelopeSchema.entries }));

/**
 * Several read calls in ONE request (a JSON-RPC batch, which geth-style nodes and minievm accept):
 * one POST and one CORS preflight instead of one of each per call, which on a phone is a round trip
 * saved. Answers are matched by id and settle one by one: an `error` member fails only its own
 * call. A failed request, or a node that answers the batch with one error, throws.
 */
export async function rpcBatch(url: string, calls: { method: string; params: unknown[] }[], { fetch, ...opts }: RpcCallOptions & { fetch?: Fetch } = {}): Promise<RpcAnswer[]> {
	const body = calls.map((c, i) => ({ jsonrpc: '2.0', id: i + 1, method: c.method, params: c.params }));
	const endpoint = `${describeEndpoint('POST', url)} ${calls.map((c) => c.method).join(', ')}`;
	const answers = await postJson(url, body, v.union([batchSchema, rpcEnvelopeSchema]), { service: 'jsonrpc', fetch, idempotent: true, ...opts });
	const rpcError = (error: { code: number; message: string; data?: unknown } | null | undefined, reason?: string) =>
		new ApiError({
			service: 'jsonrpc',
			endpoint,
			status: 200,
			kind: 'rpc',
			...(error ? { code: error.code, reason: error.message, bodyText: JSON.stringify(error) } : { reason }),
			...(error?.data !== undefined ? { details: error.data } : {})
		});
	if (!Array.isArray(answers)) throw rpcError(answers.error, 'the node answered the batch with a single response');
	return calls.map((_, i): RpcAnswer => {
		const a = answers.find((x) => x.id === i + 1);
		if (!a) return { ok: false, error: rpcError(undefined, 'the node left this call out of its batch answer') };
		return a.error ? { ok: false, error: rpcError(a.error) } : { ok: true, result: a.result };
	});
}

/** A batch answer as its call's result: parsed with `schema`, or its error thrown. */
export function answerOf<S extends v.GenericSchema>(answer: RpcAnswer, schema: S, url: string, method: string): v.InferOutput<S> {
	if (!answer.ok) throw answer.error;
	return parseWith(schema, answer.result, { service: 'jsonrpc', endpoint: `${describeEndpoint('POST', url)} ${method}` });
}

const hex0x = (hash: string) => (hash.startsWith('0x') || hash.startsWith('0X') ? `0x${hash.slice(2)}` : `0x${hash}`).toLowerCase();

/** Lookups of finished txs: their answers do not change, so a short cache shares them between views. */
export function createTxRpc(url: string, { fetch }: { fetch?: Fetch } = {}) {
	const call = <S extends v.GenericSchema>(method: string, params: unknown[], schema: S, opts: RpcCallOptions = {}) =>
		rpcCall(url, method, params, schema, { fetch, cacheTtlMs: 10_000, ...opts });
	return {
		/** null when the node does not know the hash. */
		transaction: (hash: string, opts?: RpcCallOptions) => call('eth_getTransactionByHash', [hex0x(hash)], evmTransactionSchema, opts),
		/** null when unknown, or its block is not indexed yet. */
		receipt: (hash: string, opts?: RpcCallOptions) => call('eth_getTransactionReceipt', [hex0x(hash)], receiptSchema, opts),
		blockByNumber: (height: bigint, opts?: RpcCallOptions) => call('eth_getBlockByNumber', [`0x${height.toString(16)}`, false], evmBlockSchema, opts),
		/** The EVM hash of a Cosmos tx, or null when it has no EVM twin (minievm `cosmos` namespace). */
		evmHashOf: (cosmosHash: string, opts?: RpcCallOptions) => call('cosmos_txHashByCosmosTxHash', [cosmosHash.replace(/^0x/i, '')], evmHashMappingSchema, opts),
		/** The Cosmos hash (uppercase) of an EVM tx, or null when unknown. */
		cosmosHashOf: (evmHash: string, opts?: RpcCallOptions) => call('cosmos_cosmosTxHashByTxHash', [hex0x(evmHash)], cosmosHashMappingSchema, opts),
		/**
		 * An EVM tx, its receipt and its Cosmos hash in one batch (the EVM tx page's header). The tx's
		 * own failure throws; a failed receipt or mapping is null, as for an unknown hash.
		 */
		async txWithReceipt(hash: string, opts: RpcCallOptions = {}) {
			const h = hex0x(hash);
			const methods = ['eth_getTransactionByHash', 'eth_getTransactionReceipt', 'cosmos_cosmosTxHashByTxHash'];
			const [tx, receipt, cosmos] = await rpcBatch(url, methods.map((method) => ({ method, params: [h] })), { fetch, cacheTtlMs: 10_000, ...opts });
			const orNull = <S extends v.GenericSchema>(a: RpcAnswer, schema: S, method: string) => {
				try {
					return answerOf(a, schema, url, method);
				} catch {
					return null;
				}
			};
			return {
				tx: answerOf(tx!, evmTransactionSchema, url, methods[0]!),
				receipt: orNull(receipt!, receiptSchema, methods[1]!),
				cosmosHash: orNull(cosmos!, cosmosHashMappingSchema, methods[2]!)
			};
		}
	};
}

export type TxRpc = ReturnType<typeof createTxRpc>;
