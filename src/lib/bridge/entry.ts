// History entries from what the bridge knows at signing time: a compact summary of the quoted route
// (enough to draw the timeline's pending hops and the history row) and the transfer's identity.
import type { Route } from '$lib/api/router';
import { cleanText } from '$lib/safe';
import type { Catalogue } from './catalogue';
import { startItem, type BroadcastState, type HistoryItem, type RouteSummary } from './history';
import { canonicalHash } from './tx-ref';

/** An Optimistic withdrawal (L2 → L1 over the OP bridge): days of finalization, then a claim. */
export function isOpWithdrawal(route: Route, cat: Catalogue): boolean {
	const first = route.operations[0];
	return first?.kind === 'op_init_transfer' && (route.destAssetDenom === 'uinit' || cat.chain(route.destAssetChainId)?.isL1 === true);
}

/** A stored amount: non-negative and short enough for the history schema, else unknown. */
const digitsOf = (n: bigint | null) => (n !== null && n >= 0n && n.toString().length <= 80 ? n.toString() : null);

export function summarizeRoute(route: Route, cat: Catalogue): RouteSummary {
	const src = cat.asset(route.sourceAssetChainId, route.sourceAssetDenom);
	const dst = cat.asset(route.destAssetChainId, route.destAssetDenom);
	return {
		srcChainId: route.sourceAssetChainId,
		srcDenom: route.sourceAssetDenom,
		srcSymbol: src?.symbol ?? cleanText(route.sourceAssetDenom, 32),
		srcDecimals: src?.decimals ?? null,
		dstChainId: route.destAssetChainId,
		dstDenom: route.destAssetDenom,
		dstSymbol: dst?.symbol ?? cleanText(route.destAssetDenom, 32),
		dstDecimals: dst?.decimals ?? null,
		amountIn: route.amountIn.toString(),
		amountOut: route.amountOut.toString(),
		usdIn: route.usdAmountIn ? cleanText(route.usdAmountIn, 40) : null,
		usdOut: route.usdAmountOut ? cleanText(route.usdAmountOut, 40) : null,
		etaSeconds: route.estimatedRouteDurationSeconds,
		opWithdraw: isOpWithdrawal(route, cat),
		hops: route.operations.slice(0, 16).map((op) => ({
			kind: cleanText(op.key, 40),
			label: cleanText(op.label, 80),
			fromChainId: op.fromChainId,
			toChainId: op.toChainId,
			denomIn: op.denomIn && op.denomIn.length <= 256 ? op.denomIn : null,
			denomOut: op.denomOut && op.denomOut.length <= 256 ? op.denomOut : null,
			amountIn: digitsOf(op.amountIn),
			amountOut: digitsOf(op.amountOut)
		}))
	};
}

export interface NewEntry {
	chainId: string;
	txHash: string;
	evm: boolean;
	network: string | null;
	origin: HistoryItem['origin'];
	route: RouteSummary | null;
	sender: string | null;
	recipient: string | null;
	broadcast: BroadcastState;
	now: number;
}

export function newEntry({ evm, now, ...e }: NewEntry): HistoryItem {
	return startItem({ ...e, txHash: canonicalHash(e.txHash, evm), at: now });
}
