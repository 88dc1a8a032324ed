// What makes two quotes "the same route" to the user (InterwovenKit useRouteRefresh): amounts, USD
// values, operations, fees, duration, warnings, extras and the op-hook flag. A refreshed quote with a
// different signature needs the user's confirmation, with the differences said in words.
import type { Route } from '$lib/api/router';

export interface RouteSignature {
	amountIn: string;
	amountOut: string;
	estimatedAmountOut: string;
	usdIn: string;
	usdOut: string;
	operations: string;
	fees: string;
	duration: string;
	warning: string;
	extras: string;
	opHook: string;
}

/** JSON with sorted keys, so the same operations always give the same text. */
export function stableJson(value: unknown): string {
	if (typeof value === 'bigint') return JSON.stringify(value.toString());
	if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
	if (value !== null && typeof value === 'object') {
		const o = value as Record<string, unknown>;
		return `{${Object.keys(o)
			.filter((k) => o[k] !== undefined)
			.sort()
			.map((k) => `${JSON.stringify(k)}:${stableJson(o[k])}`)
			.join(',')}}`;
	}
	return JSON.stringify(value) ?? 'null';
}

export function routeSignature(r: Route): RouteSignature {
	return {
		amountIn: r.amountIn.toString(),
		amountOut: r.amountOut.toString(),
		estimatedAmountOut: r.estimatedAmountOut.toString(),
		usdIn: r.usdAmountIn ?? '',
		usdOut: r.usdAmountOut ?? '',
		operations: stableJson(r.operationsRaw),
		fees: stableJson(
			r.estimatedFees.map((f) => [f.amount.toString(), f.feeBehavior, f.originAsset?.denom ?? '', f.chainId, f.usdAmount])
		),
		duration: String(r.estimatedRouteDurationSeconds ?? ''),
		warning: r.warning ? `${r.warning.type}:${r.warning.message}` : '',
		extras: stableJson([r.extraInfos, r.extraWarnings]),
		opHook: String(r.requiredOpHook)
	};
}

// Operations without their amounts: what the route does, not how much.
const withoutAmounts = (x: unknown): unknown =>
	Array.isArray(x)
		? x.map(withoutAmounts)
		: x !== null && typeof x === 'object'
			? Object.fromEntries(Object.entries(x).filter(([k]) => !/amount|price_impact/.test(k)).map(([k, v]) => [k, withoutAmounts(v)]))
			: x;
const stepsOf = (r: Route) => stableJson(withoutAmounts(r.operationsRaw));

export const sameSignature = (a: RouteSignature, b: RouteSignature) =>
	(Object.keys(a) as (keyof RouteSignature)[]).every((k) => a[k] === b[k]);

export interface DiffFormat {
	/** Destination amount in display units with symbol. */
	out(amount: bigint): string;
	duration(seconds: number): string;
}

/** The differences from `before` to `after`, in words; empty when nothing the user sees changed. */
export function describeChanges(before: Route, after: Route, fmt: DiffFormat): string[] {
	const a = routeSignature(before);
	const b = routeSignature(after);
	const changes: string[] = [];
	if (a.amountOut !== b.amountOut || a.estimatedAmountOut !== b.estimatedAmountOut) {
		const down = after.amountOut < before.amountOut;
		changes.push(`You receive ${down ? 'less' : 'more'}: ${fmt.out(before.amountOut)} → ${fmt.out(after.amountOut)}`);
	}
	if (a.amountIn !== b.amountIn) changes.push('The amount sent changed.');
	if (a.usdIn !== b.usdIn || a.usdOut !== b.usdOut) {
		changes.push(`USD value: $${before.usdAmountOut ?? '-'} → $${after.usdAmountOut ?? '-'}`);
	}
	if (a.operations !== b.operations) {
		if (stepsOf(before) !== stepsOf(after)) changes.push('The steps of the route changed.');
		else if (a.amountOut === b.amountOut) changes.push('Amounts within the route changed.');
	}
	if (a.fees !== b.fees) changes.push('The fees changed.');
	if (a.duration !== b.duration) {
		const d = (r: Route) => (r.estimatedRouteDurationSeconds === null ? 'unknown' : fmt.duration(r.estimatedRouteDurationSeconds));
		changes.push(`Estimated time: ${d(before)} → ${d(after)}`);
	}
	if (a.warning !== b.warning) changes.push(after.warning ? `New warning: ${after.warning.message}` : 'The price warning is gone.');
	if (a.extras !== b.extras) changes.push('The route notes changed.');
	if (a.opHook !== b.opHook) {
		changes.push(after.requiredOpHook ? 'The route now needs a conversion authorization.' : 'The route no longer needs a conversion authorization.');
	}
	return changes;
}
