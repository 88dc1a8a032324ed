import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '$lib/api/http';
import type { Route, RouteRequest } from '$lib/api/router';
import { QuoteState, type QuoteRequest } from './quote.svelte';
import { L1, L2, makeRoute } from './testing';

const req = (amountIn: bigint, over: Partial<QuoteRequest> = {}): QuoteRequest => ({
	srcChainId: L2,
	srcDenom: 'l2/init',
	dstChainId: L1,
	dstDenom: 'uinit',
	amountIn,
	withOpVariant: false,
	refreshMs: 10_000,
	...over
});
const notFound = () => new ApiError({ service: 'router', endpoint: 'POST x', status: 404, kind: 'http', code: 5, reason: 'no routes found', bodyText: '{"code":5,"message":"no routes found"}' });
const busy = () => new ApiError({ service: 'router', endpoint: 'POST x', status: 500, kind: 'http', code: 2, reason: 'internal', bodyText: '{"code":2,"message":"internal server error"}' });

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

function setup(answer: (r: RouteRequest, n: number) => Route | Error, visible = { v: true }) {
	let n = 0;
	const route = vi.fn(async (r: RouteRequest) => {
		const a = answer(r, n++);
		if (a instanceof Error) throw a;
		return a;
	});
	return { route, quote: new QuoteState({ route, visible: () => visible.v }), visible };
}

describe('QuoteState', () => {
	it('debounces typing by 300 ms and shows a stale route meanwhile', async () => {
		const t = setup((r) => makeRoute({ amount_in: String(r.amountIn), amount_out: String(r.amountIn) }));
		t.quote.set(req(1n));
		t.quote.set(req(12n));
		await vi.advanceTimersByTimeAsync(299);
		expect(t.route).not.toHaveBeenCalled();
		expect(t.quote.current).toBe(false);
		await vi.advanceTimersByTimeAsync(1);
		expect(t.route).toHaveBeenCalledTimes(1);
		expect(t.quote.route?.amountOut).toBe(12n);
		expect(t.quote.current).toBe(true);
		t.quote.set(req(123n));
		expect(t.quote.stale).toBe(true);
		expect(t.quote.route?.amountOut).toBe(12n);
		t.quote.set(req(123n)); // same inputs: nothing new
		await vi.advanceTimersByTimeAsync(300);
		expect(t.route).toHaveBeenCalledTimes(2);
		t.quote.dispose();
	});

	it('refreshes every refreshMs while visible, and on wake when due', async () => {
		const t = setup(() => makeRoute());
		t.quote.set(req(1n));
		await vi.advanceTimersByTimeAsync(300);
		await vi.advanceTimersByTimeAsync(10_000);
		expect(t.route).toHaveBeenCalledTimes(2);
		t.visible.v = false;
		await vi.advanceTimersByTimeAsync(30_000);
		expect(t.route).toHaveBeenCalledTimes(3); // the timer set before hiding fires once, then stops
		t.visible.v = true;
		t.quote.wake();
		await vi.advanceTimersByTimeAsync(0);
		expect(t.route).toHaveBeenCalledTimes(4);
		t.quote.pause();
		await vi.advanceTimersByTimeAsync(60_000);
		expect(t.route).toHaveBeenCalledTimes(4);
		t.quote.dispose();
	});

	it('re-quotes before preview only when the quote is 10 s old', async () => {
		const t = setup(() => makeRoute());
		t.quote.set(req(1n, { refreshMs: 60_000 }));
		await vi.advanceTimersByTimeAsync(300);
		await t.quote.ensureFresh();
		expect(t.route).toHaveBeenCalledTimes(1);
		await vi.advanceTimersByTimeAsync(10_000);
		await t.quote.ensureFresh();
		expect(t.route).toHaveBeenCalledTimes(2);
		t.quote.dispose();
	});

	it('offers Fast and Lossless when the OP withdrawal is the slower route, and falls back when one fails', async () => {
		const t = setup((r) =>
			r.isOpWithdraw ? makeRoute({ estimated_route_duration_seconds: 86_400, amount_out: '1000000' }) : makeRoute({ estimated_route_duration_seconds: 60, amount_out: '998000', does_swap: true })
		);
		t.quote.set(req(1_000_000n, { withOpVariant: true }));
		await vi.advanceTimersByTimeAsync(300);
		expect(t.route.mock.calls.map((c) => c[0].isOpWithdraw)).toEqual([undefined, true]);
		expect(t.quote.hasChoice).toBe(true);
		expect(t.quote.route?.amountOut).toBe(998_000n);
		t.quote.choice = 'lossless';
		expect(t.quote.route?.amountOut).toBe(1_000_000n);
		t.quote.dispose();

		const f = setup((r) => (r.isOpWithdraw ? makeRoute({ estimated_route_duration_seconds: 86_400 }) : notFound()));
		f.quote.set(req(1n, { withOpVariant: true }));
		await vi.advanceTimersByTimeAsync(300);
		expect(f.quote.hasChoice).toBe(false);
		expect(f.quote.route?.estimatedRouteDurationSeconds).toBe(86_400);
		f.quote.dispose();
	});

	it('turns "no route" into a problem, and keeps the route through a passing server error', async () => {
		const t = setup((_r, n) => (n === 0 ? notFound() : n === 1 ? makeRoute() : n === 2 ? busy() : makeRoute()));
		t.quote.set(req(1n));
		await vi.advanceTimersByTimeAsync(300);
		expect(t.quote.problem?.kind).toBe('no-route');
		expect(t.quote.route).toBeNull();
		await t.quote.refresh();
		expect(t.quote.route).not.toBeNull();
		await vi.advanceTimersByTimeAsync(10_000);
		expect(t.quote.problem?.kind).toBe('server');
		expect(t.quote.current).toBe(true);
		await vi.advanceTimersByTimeAsync(10_000); // retried after the problem's delay
		expect(t.quote.problem).toBeNull();
		t.quote.dispose();
	});
});
