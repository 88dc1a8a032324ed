// EVM JSON-RPC without viem: the request/response envelope, and the read-only lookups an explorer
// page makes (a tx, its receipt, its block, minievm's Cosmos ↔ EVM hash mapping). The bridge's
// client (evm-rpc.ts) builds its calls on the same `rpcCall`.
import * as v from 'valibot';
import { ApiError, describeEndpoint, parseWith, postJson, type CallOptions, type Fetch } from './http';
import {
	cosmosHashMappingSchema,
	hex0x,
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
		cosmosHashOf: (evmHash: string, opts?: RpcCallOptions) => call('cosmos_cosmosTxHashByTxHash', [hex0x(evmHash)], cosmosHashMappingSchema, opts)
	};
}

export type TxRpc = ReturnType<typeof createTxRpc>;
