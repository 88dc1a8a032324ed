import { describe, expect, it } from 'vitest';
import { describeChanges, routeSignature, sameSignature, stableJson } from './route-signature';
import { makeRoute } from './testing';

const fmt = { out: (n: bigint) => `${n} u`, duration: (s: number) => `${s}s` };

describe('route signature', () => {
	it('is stable for the same quote and ignores key order', () => {
		expect(stableJson({ b: 1, a: [{ d: 2, c: 1n }] })).toBe('{"a":[{"c":"1","d":2}],"b":1}');
		expect(sameSignature(routeSignature(makeRoute()), routeSignature(makeRoute()))).toBe(true);
	});

	it('says what changed in words', () => {
		const before = makeRoute();
		const after = makeRoute({
			amount_out: '999000',
			estimated_route_duration_seconds: 60,
			warning: { type: 'BAD_PRICE_WARNING', message: 'Large difference' },
			usd_amount_out: '0.61'
		});
		const changes = describeChanges(before, after, fmt);
		expect(changes).toEqual([
			'You receive less: 1000000 u → 999000 u',
			'USD value: $0.62 → $0.61',
			'Estimated time: 45s → 60s',
			'New warning: Large difference'
		]);
		expect(describeChanges(before, makeRoute(), fmt)).toEqual([]);
	});

	it('notices operations, fees, extras and the op-hook flag', () => {
		const base = makeRoute();
		const ops = makeRoute({
			operations: [{ transfer: { channel: 'channel-9', from_chain_id: 'initia-1', to_chain_id: 'rollup-1' }, tx_index: 0, amount_in: '1000000', amount_out: '1000000' }]
		});
		expect(describeChanges(base, ops, fmt)).toContain('The steps of the route changed.');
		// only the amounts inside the operations moved: said once, as an amount change
		const drift = (out: string) =>
			makeRoute({ amount_out: out, operations: [{ op_init_transfer: { from_chain_id: 'initia-1', to_chain_id: 'rollup-1' }, tx_index: 0, amount_in: '1000000', amount_out: out }] });
		expect(describeChanges(drift('1000000'), drift('999000'), fmt)).toEqual(['You receive less: 1000000 u → 999000 u']);
		const fees = makeRoute({ estimated_fees: [{ amount: '1', fee_behavior: 'FEE_BEHAVIOR_DEDUCTED' }] });
		expect(describeChanges(base, fees, fmt)).toEqual(['The fees changed.']);
		expect(describeChanges(base, makeRoute({ extra_warnings: ['slow'] }), fmt)).toEqual(['The route notes changed.']);
		expect(describeChanges(base, makeRoute({ required_op_hook: true }), fmt)).toEqual(['The route now needs a conversion authorization.']);
	});
});
