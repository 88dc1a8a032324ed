// A router quote (`/v2/fungible/route`): amounts as bigint, operations both parsed (for display)
// and untouched (for `/msgs`, which must receive them exactly as quoted).
import * as v from 'valibot';
import { amountOrZero, intSchema, isRecord, str, toBigInt } from './common';
import { assetSchema, type RouterAsset } from './router-info';

export type OperationKind =
	| 'transfer'
	| 'bank_send'
	| 'swap'
	| 'evm_swap'
	| 'op_init_transfer'
	| 'layer_zero_transfer'
	| 'axelar_transfer'
	| 'cctp_transfer'
	| 'hyperlane_transfer'
	| 'go_fast_transfer'
	| 'stargate_transfer'
	| 'eureka_transfer';

export interface Operation {
	/** 'unknown' for a variant this client doesn't know: shown, never a crash. */
	kind: OperationKind | 'unknown';
	/** The variant key as sent. */
	key: string;
	/** Index into `/msgs` txs[]; a change between operations means another signature. */
	txIndex: number | null;
	amountIn: bigint | null;
	amountOut: bigint | null;
	fromChainId: string | null;
	/** Where this hop lands (`to_chain_id ?? chain_id ?? from_chain_id`, as InterwovenKit reads it). */
	toChainId: string | null;
	denomIn: string | null;
	denomOut: string | null;
	bridgeId: string | null;
	/** "Bridge via IBC", "Swap on Initia DEX", … as InterwovenKit labels hops. */
	label: string;
	/** Swap venue name as sent, e.g. "initia-dex". */
	venue?: string;
	/** The operation item as received (same object as in `operationsRaw`). */
	raw: unknown;
}

export interface Fee {
	feeType: string | null;
	bridgeId: string | null;
	amount: bigint;
	usdAmount: string | null;
	originAsset: RouterAsset | null;
	chainId: string | null;
	txIndex: number | null;
	operationIndex: number | null;
	/** DEDUCTED reduces the output; ADDITIONAL is paid on top of amount_in. */
	feeBehavior: string | null;
}

export interface SwapVenue {
	name: string;
	chainId: string;
	logoUri: string | null;
}

export interface Route {
	amountIn: bigint;
	/** The expected output shown to the user. */
	amountOut: bigint;
	estimatedAmountOut: bigint;
	sourceAssetDenom: string;
	sourceAssetChainId: string;
	destAssetDenom: string;
	destAssetChainId: string;
	operations: Operation[];
	/** Exactly as received: `/msgs` must get these back unchanged. */
	operationsRaw: unknown[];
	chainIds: string[];
	/** `/msgs` address_list is aligned with this. */
	requiredChainAddresses: string[];
	doesSwap: boolean;
	swapVenues: SwapVenue[];
	swapPriceImpactPercent: string | null;
	txsRequired: number;
	/** null when unpriced (missing or ""): render "$-". */
	usdAmountIn: string | null;
	usdAmountOut: string | null;
	/** Needs explicit consent before signing. */
	warning: { type: string; message: string } | null;
	estimatedFees: Fee[];
	estimatedRouteDurationSeconds: number | null;
	requiredOpHook: boolean;
	extraInfos: string[];
	extraWarnings: string[];
}

const LABELS: Record<Exclude<OperationKind, 'swap' | 'evm_swap'>, string> = {
	transfer: 'Bridge via IBC',
	bank_send: 'Send',
	op_init_transfer: 'Bridge via OP Bridge',
	layer_zero_transfer: 'Bridge via LayerZero',
	axelar_transfer: 'Bridge via Axelar',
	cctp_transfer: 'Bridge via CCTP',
	hyperlane_transfer: 'Bridge via Hyperlane',
	go_fast_transfer: 'Bridge via Go Fast',
	stargate_transfer: 'Bridge via Stargate',
	eureka_transfer: 'Bridge via Eureka'
};
const SWAPS = new Set(['swap', 'evm_swap']);
const ENVELOPE = new Set(['tx_index', 'amount_in', 'amount_out']);
const isKnown = (key: string): key is OperationKind => key in LABELS || SWAPS.has(key);

// InterwovenKit: "initia-dex" → "Initia DEX", else the capitalised first dash segment.
function venueTitle(name: string): string {
	if (name === 'initia-dex') return 'Initia DEX';
	return (name.split('-')[0] ?? '')
		.split('_')
		.map((w) => w.charAt(0).toUpperCase() + w.slice(1))
		.join(' ');
}

// Venue names of a swap body: `swap_venues[]`, else the venue of its swap_in / swap_out / smart_swap_in.
function venueNames(body: Record<string, unknown>): string[] {
	const listed = Array.isArray(body.swap_venues) ? body.swap_venues : [];
	const inner = [body.swap_in, body.swap_out, body.smart_swap_in].map((s) => (isRecord(s) ? s.swap_venue : null));
	const names = [...listed, ...inner].map((venue) => (isRecord(venue) ? str(venue.name) : null)).filter((n) => !!n);
	return [...new Set(names as string[])];
}

/** One `operations[]` item: a common envelope plus exactly one variant key. Never throws. */
export function parseOperation(raw: unknown): Operation {
	const op = isRecord(raw) ? raw : {};
	const key = Object.keys(op).find((k) => !ENVELOPE.has(k)) ?? '';
	const variant = op[key];
	const body = isRecord(variant) ? variant : {};
	const kind = isKnown(key) ? key : 'unknown';
	const venues = SWAPS.has(key) ? venueNames(body) : [];
	const label =
		kind === 'unknown'
			? `Unknown step${key ? ` (${key})` : ''}`
			: SWAPS.has(kind)
				? venues.length
					? `Swap on ${venues.map(venueTitle).join(', ')}`
					: 'Swap'
				: LABELS[kind as keyof typeof LABELS];
	const txIndex = op.tx_index;
	return {
		kind,
		key,
		txIndex: typeof txIndex === 'number' && Number.isInteger(txIndex) ? txIndex : null,
		amountIn: toBigInt(op.amount_in ?? body.amount_in),
		amountOut: toBigInt(op.amount_out ?? body.amount_out),
		fromChainId: str(body.from_chain_id) ?? str(body.chain_id),
		toChainId: str(body.to_chain_id) ?? str(body.chain_id) ?? str(body.from_chain_id),
		denomIn: str(body.denom_in) ?? str(body.denom),
		denomOut: str(body.denom_out) ?? str(body.dest_denom) ?? str(body.denom),
		bridgeId: str(body.bridge_id),
		label,
		...(venues[0] ? { venue: venues[0] } : {}),
		raw
	};
}

const maybeText = v.nullish(v.string());
const orNull = <T>(x: T | null | undefined): T | null => x ?? null;

export const feeSchema = v.pipe(
	v.object({
		fee_type: maybeText,
		bridge_id: maybeText,
		amount: amountOrZero,
		usd_amount: maybeText,
		origin_asset: v.nullish(assetSchema),
		chain_id: maybeText,
		tx_index: v.nullish(intSchema),
		operation_index: v.nullish(intSchema),
		fee_behavior: maybeText
	}),
	v.transform(
		(w): Fee => ({
			feeType: orNull(w.fee_type),
			bridgeId: orNull(w.bridge_id),
			amount: w.amount,
			usdAmount: w.usd_amount || null,
			originAsset: orNull(w.origin_asset),
			chainId: orNull(w.chain_id),
			txIndex: orNull(w.tx_index),
			operationIndex: orNull(w.operation_index),
			feeBehavior: orNull(w.fee_behavior)
		})
	)
);

const venueSchema = v.object({ name: v.nullish(v.string(), ''), chain_id: v.nullish(v.string(), ''), logo_uri: maybeText });

export const routeSchema = v.pipe(
	v.object({
		// Typed as strings but seen empty: read "" as 0 (InterwovenKit guards with `|| "0"`).
		amount_in: amountOrZero,
		amount_out: amountOrZero,
		estimated_amount_out: v.nullish(amountOrZero),
		source_asset_denom: v.string(),
		source_asset_chain_id: v.string(),
		dest_asset_denom: v.string(),
		dest_asset_chain_id: v.string(),
		operations: v.array(v.unknown()),
		chain_ids: v.nullish(v.array(v.string()), []),
		required_chain_addresses: v.nullish(v.array(v.string()), []),
		does_swap: v.nullish(v.boolean(), false),
		swap_venues: v.nullish(v.array(venueSchema), []),
		swap_venue: v.nullish(venueSchema),
		swap_price_impact_percent: maybeText,
		txs_required: v.nullish(intSchema, 1),
		usd_amount_in: maybeText,
		usd_amount_out: maybeText,
		warning: v.nullish(v.object({ type: v.nullish(v.string(), ''), message: v.nullish(v.string(), '') })),
		estimated_fees: v.nullish(v.array(feeSchema), []),
		estimated_route_duration_seconds: v.nullish(v.number()),
		required_op_hook: v.nullish(v.boolean(), false),
		extra_infos: v.nullish(v.array(v.string()), []),
		extra_warnings: v.nullish(v.array(v.string()), [])
	}),
	v.transform((w): Route => {
		const venues = w.swap_venues.length ? w.swap_venues : w.swap_venue ? [w.swap_venue] : [];
		return {
			amountIn: w.amount_in,
			amountOut: w.amount_out,
			estimatedAmountOut: w.estimated_amount_out ?? w.amount_out,
			sourceAssetDenom: w.source_asset_denom,
			sourceAssetChainId: w.source_asset_chain_id,
			destAssetDenom: w.dest_asset_denom,
			destAssetChainId: w.dest_asset_chain_id,
			operations: w.operations.map(parseOperation),
			operationsRaw: w.operations,
			chainIds: w.chain_ids,
			requiredChainAddresses: w.required_chain_addresses,
			doesSwap: w.does_swap,
			swapVenues: venues
				.filter((s) => s.name)
				.map((s) => ({ name: s.name, chainId: s.chain_id, logoUri: orNull(s.logo_uri) })),
			swapPriceImpactPercent: w.swap_price_impact_percent || null,
			txsRequired: w.txs_required,
			usdAmountIn: w.usd_amount_in || null,
			usdAmountOut: w.usd_amount_out || null,
			warning: w.warning ? { type: w.warning.type, message: w.warning.message } : null,
			estimatedFees: w.estimated_fees,
			estimatedRouteDurationSeconds: w.estimated_route_duration_seconds ?? null,
			requiredOpHook: w.required_op_hook,
			extraInfos: w.extra_infos,
			extraWarnings: w.extra_warnings
		};
	})
);
