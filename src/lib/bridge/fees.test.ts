import { describe, expect, it } from 'vitest';
import { additionalCosts, checkFunds, feeAmount, gasLimit, maxSendable, pickFee, splitFees } from './fees';
import { makeRoute, EVM, L1 } from './testing';

const feeJson = (amount: string, behavior: string, denom = `${EVM}-native`, chain = EVM) => ({
	fee_type: 'BRIDGE',
	bridge_id: 'LAYER_ZERO',
	amount,
	usd_amount: '0.37',
	origin_asset: { denom, chain_id: chain, symbol: 'ETH', decimals: 18 },
	chain_id: chain,
	fee_behavior: behavior
});

describe('fees', () => {
	it('rounds gas × price up and adjusts simulated gas by 1.4', () => {
		expect(feeAmount(117_880n, '0.015')).toBe(1769n); // 1768.2 → 1769
		expect(feeAmount(100n, '0.01')).toBe(1n);
		expect(feeAmount(0n, '0.015')).toBe(0n);
		expect(gasLimit(84_200n)).toBe(117_880n);
		expect(gasLimit(3n)).toBe(5n); // 4.2 → 5
		expect(() => feeAmount(1n, '1e-3')).toThrow();
	});

	it('picks the first fee token the account can pay next to the amount', () => {
		const tokens = [
			{ denom: 'uinit', gasPrice: '0.015' },
			{ denom: 'uusdc', gasPrice: '0.03' }
		];
		const bal = { uinit: 1_000_000n, uusdc: 100_000n };
		expect(pickFee(tokens, 200_000n, (d) => bal[d as keyof typeof bal], { denom: 'uinit', amount: 500_000n })).toEqual({ denom: 'uinit', amount: 3000n });
		// sending all the INIT leaves no fee: USDC pays
		expect(pickFee(tokens, 200_000n, (d) => bal[d as keyof typeof bal], { denom: 'uinit', amount: 1_000_000n })).toEqual({ denom: 'uusdc', amount: 6000n });
		// nobody can pay: the first token is named (the check reports it)
		expect(pickFee(tokens, 200_000n, () => 0n)).toEqual({ denom: 'uinit', amount: 3000n });
		expect(pickFee([], 1n, () => 0n)).toBeNull();
	});

	it('tells insufficient balance from insufficient fees', () => {
		const bal = (m: Record<string, bigint>) => (d: string) => m[d];
		const fee = [{ denom: 'uinit', amount: 5000n }];
		expect(checkFunds(1_000_000n, 'uinit', fee, bal({ uinit: 999_999n }))).toEqual({ ok: false, kind: 'balance' });
		expect(checkFunds(1_000_000n, 'uinit', fee, bal({ uinit: 1_004_999n }))).toEqual({ ok: false, kind: 'fees', denom: 'uinit' });
		expect(checkFunds(1_000_000n, 'uinit', fee, bal({ uinit: 1_005_000n }))).toEqual({ ok: true });
		expect(checkFunds(10n, 'ibc/USDC', fee, bal({ 'ibc/USDC': 10n }))).toEqual({ ok: false, kind: 'fees', denom: 'uinit' });
	});

	it('Max leaves the network fee and on-top fees of the same denom', () => {
		const costs = [
			{ denom: `${EVM}-native`, amount: 350_000_000_000_000n },
			{ denom: `${EVM}-native`, amount: 120_000_000_000_000n },
			{ denom: 'other', amount: 1n }
		];
		expect(maxSendable(10n ** 18n, `${EVM}-native`, costs)).toBe(10n ** 18n - 470_000_000_000_000n);
		expect(maxSendable(100n, 'uusdc', costs)).toBe(100n);
		expect(maxSendable(100n, `${EVM}-native`, costs)).toBe(0n);
	});

	it('splits the route fees and sums what is paid on top on the source chain', () => {
		const route = makeRoute({
			source_asset_chain_id: EVM,
			source_asset_denom: `${EVM}-native`,
			estimated_fees: [feeJson('120000000000000', 'FEE_BEHAVIOR_ADDITIONAL'), feeJson('5', 'FEE_BEHAVIOR_DEDUCTED', 'uinit', L1)]
		});
		const { deducted, additional } = splitFees(route);
		expect(additional).toHaveLength(1);
		expect(deducted[0]).toMatchObject({ amount: 5n, symbol: 'ETH', usd: '0.37' });
		expect(additionalCosts(route)).toEqual([{ denom: `${EVM}-native`, amount: 120_000_000_000_000n }]);
		expect(additionalCosts(null)).toEqual([]);
	});
});
