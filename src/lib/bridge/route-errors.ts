// Router errors in the user's terms (router-api §10): no route, amount too low, IBC capacity, unsafe
// price, rate limiting. The router's own `message` and `info` are kept as cleaned text for a hint.
import { ApiError } from '$lib/api/http';
import { isRecord } from '$lib/api/schemas/common';
import { cleanText } from '$lib/safe';

export type RouteErrorKind = 'no-route' | 'too-low' | 'capacity' | 'bad-price' | 'invalid' | 'rate-limit' | 'server' | 'network';

export interface RouteProblem {
	kind: RouteErrorKind;
	message: string;
	/** The router's `info` hint, or its raw message when ours is a paraphrase. */
	hint: string | null;
	/** Worth retrying by itself (and after how long). */
	retryInMs: number | null;
}

/** The router's `message` from an error body, else the ApiError's one-line message. */
export function routerMessage(e: ApiError): string {
	try {
		const body: unknown = JSON.parse(e.bodyText);
		if (isRecord(body) && typeof body.message === 'string' && body.message) return body.message;
	} catch {
		// not JSON
	}
	return e.message;
}

const hasReason = (e: ApiError, reason: string) =>
	Array.isArray(e.details) && e.details.some((d) => isRecord(d) && d.reason === reason);

export function describeRouteError(e: unknown, fmtCapacity?: (baseUnits: bigint) => string): RouteProblem {
	if (!(e instanceof ApiError)) {
		return { kind: 'server', message: e instanceof Error ? cleanText(e.message, 300) : 'The route could not be computed.', hint: null, retryInMs: null };
	}
	const raw = cleanText(routerMessage(e), 300);
	const info = e.info ? cleanText(e.info, 300) : null;
	const problem = (kind: RouteErrorKind, message: string, retryInMs: number | null = null, hint: string | null = info): RouteProblem => ({
		kind,
		message,
		hint,
		retryInMs
	});
	// Offline recovers by itself; CORS and mixed content need the operator, so no retry loop.
	if (e.kind === 'blocked') return problem('network', e.message, e.blockedBy === 'offline' ? 5_000 : null, null);
	if (e.kind === 'network' || e.kind === 'timeout') return problem('network', 'The router could not be reached. Retrying…', 5_000, null);
	if (e.kind === 'aborted') return problem('network', 'The request was cancelled.', null, null);
	if (e.status === 429) return problem('rate-limit', 'The router is busy (too many requests). Retrying in a moment…', 10_000, null);
	if (e.status >= 500) return problem('server', 'The router had a problem computing this route. Retrying…', 10_000, info ?? raw);
	const capacity = /(send|receive) limit exceeded\s*-\s*Capacity:\s*(\d+)/i.exec(raw);
	if (capacity) {
		const cap = fmtCapacity ? fmtCapacity(BigInt(capacity[2]!)) : capacity[2]!;
		return problem('capacity', `This amount is above the IBC channel's current limit (${cap}). Try a smaller amount or wait for the limit to reset.`, null, info);
	}
	if (/too low to cover/i.test(raw)) return problem('too-low', 'The amount is too low to cover the bridge fees. Try a larger amount.', null, info ?? raw);
	if (hasReason(e, 'BAD_PRICE_ERROR') || /usd value of route input and output is too large/i.test(raw)) {
		return problem('bad-price', 'The price of this route is too unfavourable (the value received is far below the value sent).', null, info ?? raw);
	}
	if (e.status === 404 || e.code === 5 || /no (single-tx )?routes? found/i.test(raw)) {
		return problem('no-route', 'No route was found between these assets.', null, info);
	}
	if (/invalid amount/i.test(raw)) return problem('invalid', 'The amount is not valid for this route.', null, info);
	return problem('invalid', raw || 'The router could not quote this transfer.', null, info);
}
