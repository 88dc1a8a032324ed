// A route quote: the amounts along a path (exact bigint math), its checks (minimums, IBC send
// limit, price impact) and its wire form (router-api.md §4.2 and §5).
import { BRIDGE_CONTRACT } from '../bridge-contract';
import { L1, urls, type AssetDef } from '../chains';
import { fixed, usdValue } from './amounts';
import { assetJson } from './catalogue';
import { errorInfo, invalid } from './errors';
import { edgeOut, type Edge, type EdgeKind } from './graph';
import { canonical } from './json';

export interface Hop {
	edge: Edge;
	amountIn: bigint;
	amountOut: bigint;
}

export interface Quote {
	src: AssetDef;
	dst: AssetDef;
	amountIn: bigint;
	amountOut: bigint;
	hops: Hop[];
	/** Source, each intermediate chain, destination: what /msgs address_list lines up with. */
	chainIds: string[];
	durationSec: number;
	requiresHook: boolean;
}

export const BRIDGE_ID: Record<EdgeKind, string> = {
	ibc: 'IBC',
	op_deposit: 'OPINIT',
	op_withdraw: 'OPINIT',
	layer_zero: 'LAYER_ZERO',
	swap: 'initia-dex'
};
const FEE_LABEL: Record<EdgeKind, string> = {
	ibc: 'IBC transfer',
	op_deposit: 'OPinit bridge',
	op_withdraw: 'OPinit bridge',
	layer_zero: 'LayerZero bridging',
	swap: 'initia-dex swap'
};
/** LayerZero endpoint id of Initia. */
const INITIA_LZ_EID = 30326;
/** Price impact above this (percent) needs consent. */
const BAD_PRICE_PERCENT = 5n;

/**
 * Amounts along `path`. `driftBps` (quote-drift knob) shaves the final output so re-quotes differ.
 */
export function quotePath(path: Edge[], amountIn: bigint, driftBps = 0n): Quote {
	const hops: Hop[] = [];
	let amount = amountIn;
	for (const edge of path) {
		const out = edgeOut(edge, amount);
		hops.push({ edge, amountIn: amount, amountOut: out });
		amount = out;
	}
	const last = hops[hops.length - 1]!;
	last.amountOut -= (last.amountOut * driftBps) / 10_000n;
	const chainIds = [path[0]!.from.chainId];
	for (const e of path) if (e.to.chainId !== chainIds[chainIds.length - 1]) chainIds.push(e.to.chainId);
	return {
		src: path[0]!.from,
		dst: last.edge.to,
		amountIn,
		amountOut: last.amountOut,
		hops,
		chainIds,
		durationSec: path.reduce((s, e) => s + e.durationSec, 0),
		requiresHook: path.some((e) => e.hook)
	};
}

const usd = (a: AssetDef, amount: bigint) =>
	a.priceUsd !== null && a.decimals !== null ? usdValue(amount, a.decimals, a.priceUsd) : undefined;

const swapHop = (q: Quote) => q.hops.find((h) => h.edge.pool);
const impactPercent = (h: Hop) => fixed(h.amountIn * 100n, h.edge.pool!.reserveIn + h.amountIn, 2);
const tooMuchImpact = (h: Hop) => h.amountIn * 100n > BAD_PRICE_PERCENT * (h.edge.pool!.reserveIn + h.amountIn);

/**
 * The route's hard failures (too small, over the IBC send limit, unsafe price when
 * `allowUnsafe` is false) as errors; else the price warning or null.
 */
export function checkQuote(q: Quote, allowUnsafe: boolean): { type: string; message: string } | null {
	for (const h of q.hops) {
		if (h.amountOut <= 0n) throw invalid(`Input amount is too low to cover ${FEE_LABEL[h.edge.kind]} fees`);
		if (h.edge.capacity !== undefined && h.amountIn > h.edge.capacity)
			throw invalid(`IBC send limit exceeded - Capacity: ${h.edge.capacity}`);
	}
	const s = swapHop(q);
	if (!s || !tooMuchImpact(s)) return null;
	const usdIn = usd(q.src, q.amountIn) ?? '';
	const usdOut = usd(q.dst, q.amountOut) ?? '';
	if (!allowUnsafe)
		throw invalid(`difference in usd value of route input and output is too large. input usd value: ${usdIn} output usd value: ${usdOut}`, [
			errorInfo('BAD_PRICE_ERROR')
		]);
	return {
		type: 'BAD_PRICE_WARNING',
		message: `Difference in USD value of route input and output is large. Input USD value: ${usdIn} Output USD value: ${usdOut}`
	};
}

const venue = (base: string) => ({ name: 'initia-dex', chain_id: L1, logo_uri: urls(base).logo('initia') });

function operationJson(base: string, h: Hop) {
	const e = h.edge;
	const ends = { from_chain_id: e.from.chainId, to_chain_id: e.to.chainId, denom_in: e.from.denom, denom_out: e.to.denom };
	const envelope = { tx_index: 0, amount_in: h.amountIn.toString(), amount_out: h.amountOut.toString() };
	switch (e.kind) {
		case 'ibc':
			// Every IBC counterparty in the devnet is a Cosmos chain with PFM and memos.
			return {
				transfer: {
					port: 'transfer',
					channel: e.channel!,
					...ends,
					pfm_enabled: true,
					supports_memo: true,
					bridge_id: 'IBC',
					smart_relay: false,
					chain_id: e.from.chainId,
					dest_denom: e.to.denom
				},
				...envelope
			};
		case 'op_deposit':
		case 'op_withdraw':
			return { op_init_transfer: { ...ends, op_init_bridge_id: e.bridgeId!, bridge_id: 'OPINIT', smart_relay: false }, ...envelope };
		case 'layer_zero': {
			const fee = e.additionalFee!;
			return {
				layer_zero_transfer: {
					...ends,
					source_oft_contract_address: BRIDGE_CONTRACT,
					destination_endpoint_id: INITIA_LZ_EID,
					messaging_fee_asset: assetJson(base, fee.asset),
					messaging_fee_amount: fee.amount.toString(),
					messaging_fee_amount_usd: usd(fee.asset, fee.amount) ?? '',
					bridge_id: 'LAYER_ZERO'
				},
				...envelope
			};
		}
		case 'swap':
			return {
				swap: {
					swap_in: {
						swap_venue: venue(base),
						swap_operations: [{ pool: e.pool!.id, denom_in: e.from.denom, denom_out: e.to.denom }],
						swap_amount_in: h.amountIn.toString(),
						price_impact_percent: impactPercent(h),
						estimated_amount_out: h.amountOut.toString()
					},
					estimated_affiliate_fee: `0${e.to.denom}`,
					from_chain_id: e.from.chainId,
					chain_id: e.from.chainId,
					denom_in: e.from.denom,
					denom_out: e.to.denom,
					swap_venues: [venue(base)]
				},
				...envelope
			};
	}
}

export const operationsJson = (base: string, q: Quote) => q.hops.map((h) => operationJson(base, h));

export function feesJson(base: string, q: Quote) {
	const fee = (i: number, a: AssetDef, amount: bigint, behavior: string) => {
		const u = usd(a, amount);
		return {
			fee_type: 'BRIDGE',
			bridge_id: BRIDGE_ID[q.hops[i]!.edge.kind],
			amount: amount.toString(),
			...(u !== undefined ? { usd_amount: u } : {}),
			origin_asset: assetJson(base, a),
			chain_id: a.chainId,
			tx_index: 0,
			operation_index: i,
			fee_behavior: behavior
		};
	};
	return q.hops.flatMap(({ edge: e }, i) => [
		...(e.fee > 0n ? [fee(i, e.from, e.fee, 'FEE_BEHAVIOR_DEDUCTED')] : []),
		...(e.additionalFee ? [fee(i, e.additionalFee.asset, e.additionalFee.amount, 'FEE_BEHAVIOR_ADDITIONAL')] : [])
	]);
}

/**
 * A simulated duration in wall-clock seconds under the devnet time scale: what the status endpoint and
 * the executor take for it (status.ts advances `scale` simulated seconds per second), so an ETA drawn
 * from the quote agrees with the timeline and the claim stage. At scale 1 it is the real router's value.
 */
export const wallSeconds = (simSec: number, scale: number) => Math.ceil(simSec / scale);

/** "7 days", "24 hours", "5 minutes", "30 seconds": the router's rough wording of a duration. */
export function roughDuration(sec: number): string {
	if (sec >= 172_800) return `${sec / 86_400} days`;
	if (sec >= 7200) return `${sec / 3600} hours`;
	if (sec >= 120) return `${Math.round(sec / 60)} minutes`;
	return `${sec} seconds`;
}

function extras(q: Quote, scale: number) {
	const infos: string[] = [];
	const warnings: string[] = [];
	for (const { edge: e } of q.hops) {
		if (e.kind === 'op_withdraw')
			warnings.push(`This optimistic withdrawal takes ~${roughDuration(wallSeconds(e.durationSec, scale))} to finalize; claim the funds on Initia L1 after that.`);
		if (e.additionalFee) infos.push('LayerZero charges its messaging fee in ETH on top of the amount sent.');
		if (e.hook) infos.push('The bridged INIT is converted to its ERC-20 form on arrival; you will be asked to authorize the conversion.');
	}
	return { extra_infos: infos, extra_warnings: warnings.length ? warnings : null };
}

export function routeJson(base: string, q: Quote, warning: { type: string; message: string } | null, scale = 1) {
	const s = swapHop(q);
	const usdIn = usd(q.src, q.amountIn);
	const usdOut = usd(q.dst, q.amountOut);
	return {
		amount_in: q.amountIn.toString(),
		amount_out: q.amountOut.toString(),
		estimated_amount_out: q.amountOut.toString(),
		source_asset_denom: q.src.denom,
		source_asset_chain_id: q.src.chainId,
		dest_asset_denom: q.dst.denom,
		dest_asset_chain_id: q.dst.chainId,
		operations: operationsJson(base, q),
		chain_ids: q.chainIds,
		required_chain_addresses: q.chainIds,
		does_swap: s !== undefined,
		...(s ? { swap_venues: [venue(base)], swap_venue: venue(base), swap_price_impact_percent: impactPercent(s) } : {}),
		txs_required: 1,
		...(usdIn !== undefined ? { usd_amount_in: usdIn } : {}),
		...(usdOut !== undefined ? { usd_amount_out: usdOut } : {}),
		warning,
		estimated_fees: feesJson(base, q),
		estimated_route_duration_seconds: wallSeconds(q.durationSec, scale),
		required_op_hook: q.requiresHook,
		...extras(q, scale)
	};
}

const routeKey = (r: Record<string, unknown>) =>
	canonical([
		r.amount_in,
		r.amount_out,
		r.source_asset_chain_id,
		r.source_asset_denom,
		r.dest_asset_chain_id,
		r.dest_asset_denom,
		r.operations
	]);

/** Quotes handed out, so /msgs can insist on receiving one of them unchanged. */
export class QuoteBook {
	static readonly MAX = 1000;
	#byKey = new Map<string, Quote>();

	remember(json: Record<string, unknown>, q: Quote) {
		const key = routeKey(json);
		this.#byKey.delete(key);
		this.#byKey.set(key, q);
		if (this.#byKey.size > QuoteBook.MAX) this.#byKey.delete(this.#byKey.keys().next().value!);
	}

	/** The quote whose amounts, assets and operations a /msgs request repeats. */
	match(body: Record<string, unknown>): Quote | undefined {
		return this.#byKey.get(routeKey(body));
	}

	clear() {
		this.#byKey.clear();
	}
}
