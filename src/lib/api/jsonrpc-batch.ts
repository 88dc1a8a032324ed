// JSON-RPC batches: several read calls in one POST. Only the EVM tx page uses them (its header's
// tx, receipt and Cosmos hash), so they live apart from jsonrpc.ts, which every tx page loads.
import * as v from 'valibot';
import { ApiError, describeEndpoint, parseWith, postJson, type Fetch } from './http';
import type { RpcCallOptions } from './jsonrpc';
import { cosmosHashMappingSchema, evmTransactionSchema, hex0x, receiptSchema, rpcEnvelopeSchema } from './schemas/evm';

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

/**
 * An EVM tx, its receipt and its Cosmos hash in one batch (the EVM tx page's header). The tx's own
 * failure throws; a failed receipt or mapping is null, as for an unknown hash.
 */
export async function txWithReceipt(url: string, hash: string, { fetch, ...opts }: RpcCallOptions & { fetch?: Fetch } = {}) {
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
