// Client for the Initia router (Skip Go API v2 + Initia additions): catalogue, quote, op-hook,
// messages to sign, tracking and status. Request fields are camelCase here, snake_case on the wire.
import { getJson, postJson, type CallOptions, type Fetch, type JsonOptions } from './http';
import type * as v from 'valibot';
import { assetsResponseSchema, balancesResponseSchema, chainsResponseSchema } from './schemas/router-info';
import type { Route } from './schemas/route';

// Schemas of the answers only a transfer needs (messages to sign, tracking, status) load with the
// first such call: the bridge form never downloads them.
const msgsSchemas = () => import('./schemas/router-msgs');
const statusSchemas = () => import('./schemas/router-status');
/** The quote's schema, with the first quote: the bridge form prefetches it once the user starts one. */
export const routeSchemas = () => import('./schemas/route');

export { hopBucket, isFailure, isTerminal, type HopBucket } from './router-state';
export type { DenomBalance, RouterAsset, RouterChain } from './schemas/router-info';
export type { Fee, Operation, OperationKind, Route, SwapVenue } from './schemas/route';
export type { MsgsResponse, OpHook, RouterMsg, RouterTx, TrackResult } from './schemas/router-msgs';
export type { AssetRelease, ChainTx, StatusError, Transfer, TransferEvent, TxStatus } from './schemas/router-status';

/** chain id → the address whose balances to read (and optionally which denoms). */
export type BalancesRequest = Record<string, { address: string; denoms?: string[] }>;

export interface RouteRequest {
	/** Base units. */
	amountIn: bigint | string;
	sourceAssetChainId: string;
	sourceAssetDenom: string;
	destAssetChainId: string;
	destAssetDenom: string;
	/** Force the Optimistic (OP bridge) withdrawal route. */
	isOpWithdraw?: boolean;
	/** Router default true; false turns a bad-price warning into a 400. */
	allowUnsafe?: boolean;
	goFast?: boolean;
	ignoreBlacklist?: boolean;
	allowMultiTx?: boolean;
	smartRelay?: boolean;
	bridges?: string[];
	experimentalFeatures?: string[];
}

export interface OpHookRequest {
	sourceAddress: string;
	sourceAssetChainId: string;
	sourceAssetDenom: string;
	/** The recipient, normalised to bech32. */
	destAddress: string;
	destAssetChainId: string;
	destAssetDenom: string;
}

export interface MsgsRequest {
	/** The quote being executed: its amounts, assets and raw operations are echoed unchanged. */
	route: Route;
	/** One address per `route.requiredChainAddresses` entry; the last is the recipient. */
	addressList: string[];
	/** e.g. "0.5" */
	slippageTolerancePercent: string;
	/** Required when `route.requiredOpHook`. */
	signedOpHook?: { signer: string; hook: string };
}

export interface TxRef {
	txHash: string;
	chainId: string;
}

// Drop undefined fields so optional flags stay absent, as InterwovenKit sends them.
const defined = (body: Record<string, unknown>) =>
	Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));

export function createRouterClient(baseUrl: string, { fetch }: { fetch?: Fetch } = {}) {
	const base = baseUrl.replace(/\/+$/, '');
	const opts = (call: CallOptions, extra: Partial<JsonOptions> = {}): JsonOptions => ({
		service: 'router',
		fetch,
		...extra,
		...call
	});
	const post = <S extends v.GenericSchema>(path: string, body: unknown, schema: S, o: JsonOptions) =>
		postJson(`${base}${path}`, body, schema, o);

	return {
		chains: (call: CallOptions = {}) =>
			getJson(`${base}/v2/info/chains`, chainsResponseSchema, opts(call, { cacheTtlMs: 60_000 })),

		/** chain id → visible assets (hidden ones dropped). */
		assets: ({ chainIds }: { chainIds?: string[] } = {}, call: CallOptions = {}) => {
			const qs = chainIds?.length ? `?${new URLSearchParams({ chain_ids: chainIds.join(',') })}` : '';
			return getJson(`${base}/v2/fungible/assets${qs}`, assetsResponseSchema, opts(call, { cacheTtlMs: 60_000 }));
		},

		/** chain id → denom → balance. */
		balances: (req: BalancesRequest, call: CallOptions = {}) => {
			const chains = Object.entries(req).map(([id, r]) => [id, defined({ address: r.address, denoms: r.denoms })]);
			return post(
				'/v2/info/balances',
				{ chains: Object.fromEntries(chains) },
				balancesResponseSchema,
				opts(call, { idempotent: true })
			);
		},

		/** A quote; safe to retry. */
		route: async (req: RouteRequest, call: CallOptions = {}) =>
			post(
				'/v2/fungible/route',
				defined({
					amount_in: String(req.amountIn),
					source_asset_chain_id: req.sourceAssetChainId,
					source_asset_denom: req.sourceAssetDenom,
					dest_asset_chain_id: req.destAssetChainId,
					dest_asset_denom: req.destAssetDenom,
					is_op_withdraw: req.isOpWithdraw,
					allow_unsafe: req.allowUnsafe,
					go_fast: req.goFast,
					ignore_blacklist: req.ignoreBlacklist,
					allow_multi_tx: req.allowMultiTx,
					smart_relay: req.smartRelay,
					bridges: req.bridges,
					experimental_features: req.experimentalFeatures
				}),
				(await routeSchemas()).routeSchema,
				opts(call, { idempotent: true })
			),

		/** Only when `route.requiredOpHook`. 400 "the route does not support OP withdraw" otherwise. */
		opHook: async (req: OpHookRequest, call: CallOptions = {}) =>
			post(
				'/op-hook',
				{
					source_address: req.sourceAddress,
					source_asset_chain_id: req.sourceAssetChainId,
					source_asset_denom: req.sourceAssetDenom,
					dest_address: req.destAddress,
					dest_asset_chain_id: req.destAssetChainId,
					dest_asset_denom: req.destAssetDenom
				},
				(await msgsSchemas()).opHookResponseSchema,
				opts(call)
			),

		msgs: async ({ route, addressList, slippageTolerancePercent, signedOpHook }: MsgsRequest, call: CallOptions = {}) =>
			post(
				'/v2/fungible/msgs',
				defined({
					address_list: addressList,
					amount_in: String(route.amountIn),
					amount_out: String(route.amountOut),
					source_asset_chain_id: route.sourceAssetChainId,
					source_asset_denom: route.sourceAssetDenom,
					dest_asset_chain_id: route.destAssetChainId,
					dest_asset_denom: route.destAssetDenom,
					operations: route.operationsRaw,
					slippage_tolerance_percent: slippageTolerancePercent,
					signed_op_hook: signedOpHook
				}),
				(await msgsSchemas()).msgsResponseSchema,
				opts(call)
			),

		/** Register a broadcast tx. Fails transiently until the router sees it: retry (tracking twice is harmless). */
		track: async ({ txHash, chainId }: TxRef, call: CallOptions = {}) =>
			post('/v2/tx/track', { tx_hash: txHash, chain_id: chainId }, (await msgsSchemas()).trackResponseSchema, opts(call, { idempotent: true })),

		/** Never cached by default: it is polled. 404 "tx not found" until tracked. */
		status: async ({ txHash, chainId }: TxRef, call: CallOptions = {}) =>
			getJson(
				`${base}/v2/tx/status?${new URLSearchParams({ tx_hash: txHash, chain_id: chainId })}`,
				(await statusSchemas()).txStatusSchema,
				opts(call, { cacheTtlMs: 0 })
			)
	};
}

export type RouterClient = ReturnType<typeof createRouterClient>;
