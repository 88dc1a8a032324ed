import { describe, expect, it } from 'vitest';
import { ApiError } from '$lib/api/http';
import { WalletRejectedError, WalletTimeoutError } from '$lib/signing/errors';
import { describeRouteError } from './route-errors';
import { adjustAfter, BroadcastRejectedError, describeStepError, NO_ADJUSTMENT, RefusedError } from './step-errors';

const routerError = (status: number, message: string, extra: Record<string, unknown> = {}) =>
	new ApiError({
		service: 'router',
		endpoint: 'POST x',
		status,
		kind: 'http',
		code: status === 404 ? 5 : 3,
		reason: message,
		bodyText: JSON.stringify({ code: 3, message, details: [], ...extra }),
		...(typeof extra.info === 'string' ? { info: extra.info } : {}),
		...(extra.details ? { details: extra.details } : {})
	});

describe('route errors in words', () => {
	it('recognises the router cases', () => {
		expect(describeRouteError(routerError(404, 'no routes found'))).toMatchObject({ kind: 'no-route', retryInMs: null });
		expect(describeRouteError(routerError(400, 'Input amount is too low to cover IBC transfer fees'))).toMatchObject({ kind: 'too-low' });
		expect(describeRouteError(routerError(400, 'IBC send limit exceeded - Capacity: 1000000000'), (n) => `${n / 1_000_000n} USDC`).message).toContain('(1000 USDC)');
		expect(describeRouteError(routerError(400, 'difference in usd value of route input and output is too large. input usd value: 1'))).toMatchObject({ kind: 'bad-price' });
		expect(describeRouteError(routerError(400, 'x', { details: [{ reason: 'BAD_PRICE_ERROR' }] })).kind).toBe('bad-price');
		expect(describeRouteError(routerError(429, ''))).toMatchObject({ kind: 'rate-limit', retryInMs: 10_000 });
		expect(describeRouteError(routerError(500, 'internal server error'))).toMatchObject({ kind: 'server' });
		expect(describeRouteError(new ApiError({ service: 'router', endpoint: 'x', status: 0, kind: 'network' }))).toMatchObject({ kind: 'network' });
	});

	it('shows the router info as a hint, cleaned', () => {
		expect(describeRouteError(routerError(404, 'no routes found', { info: 'Try USDC\u202E' })).hint).toBe('Try USDC');
	});
});

describe('step errors in words', () => {
	it('keeps wallet rejection and timeout calm and retryable', () => {
		expect(describeStepError(new WalletRejectedError())).toMatchObject({ kind: 'rejected', retry: true });
		expect(describeStepError(new WalletTimeoutError('The signature request took longer than 5 minutes'))).toMatchObject({ kind: 'timeout', retry: true });
	});

	it('refuses with the guard problems and explains CheckTx codes', () => {
		expect(describeStepError(new RefusedError(['The transaction is for chain x']))).toMatchObject({ kind: 'refused', retry: false, details: ['The transaction is for chain x'] });
		expect(describeStepError(new BroadcastRejectedError(13, 'sdk', 'insufficient fees; got: 1uinit required: 2uinit: insufficient fee'))).toMatchObject({
			kind: 'chain',
			message: 'The fee was below what the chain requires.',
			details: ['insufficient fees; got: 1uinit required: 2uinit: insufficient fee']
		});
	});
});

describe('signing again after a refusal', () => {
	it('asks for more gas after out of gas and at least the named fee after a too-low fee; sequence errors change nothing', () => {
		const gas = adjustAfter(new BroadcastRejectedError(11, 'sdk', 'out of gas in location: txSize; gasWanted: 1, gasUsed: 2: out of gas'));
		expect(gas).toEqual({ gasPercent: 200, minFee: null });
		expect(adjustAfter(new BroadcastRejectedError(11, 'sdk', ''), gas).gasPercent).toBe(400);
		const fee = adjustAfter(new BroadcastRejectedError(13, 'sdk', 'insufficient fees; got: 3000uinit required: 5250uinit: insufficient fee'), gas);
		expect(fee).toEqual({ gasPercent: 200, minFee: { denom: 'uinit', amount: 5250n } });
		expect(adjustAfter(new BroadcastRejectedError(13, 'sdk', 'required: 7l2/abc: insufficient fee')).minFee).toEqual({ denom: 'l2/abc', amount: 7n });
		expect(adjustAfter(new BroadcastRejectedError(32, 'sdk', 'account sequence mismatch, expected 5, got 4: incorrect account sequence'))).toEqual(NO_ADJUSTMENT);
	});
});
