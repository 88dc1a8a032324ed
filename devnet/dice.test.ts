import { describe, expect, it } from 'vitest';
import { FaultDice } from './dice';

describe('seeded fault dice', () => {
	const run = (seed: number, requests: string[]) => {
		const dice = new FaultDice();
		return requests.map((r) => dice.roll(seed, r) < 0.33);
	};
	const paths = Array.from({ length: 200 }, (_, i) => `GET /indexer/evm-1/indexer/nft/v1/tokens/${i % 20}`);

	it('gives the same failures for the same requests and seed, whatever else was asked in between', () => {
		expect(run(7, paths)).toEqual(run(7, paths));
		const a = new FaultDice();
		const b = new FaultDice();
		const alone = [a.roll(7, 'GET /x'), a.roll(7, 'GET /x')];
		b.roll(7, 'GET /other');
		expect([b.roll(7, 'GET /x'), b.roll(7, 'GET /x')]).toEqual(alone);
	});

	it('rolls again for a repeated request, differs between seeds, and fails about as often as asked', () => {
		const fails = run(7, paths).filter(Boolean).length;
		expect(fails).toBeGreaterThan(40);
		expect(fails).toBeLessThan(95);
		expect(run(8, paths)).not.toEqual(run(7, paths));
		const dice = new FaultDice();
		const rolls = Array.from({ length: 5 }, () => dice.roll(1, 'GET /same'));
		expect(new Set(rolls).size).toBe(5);
	});

	it('starts over after reset', () => {
		const dice = new FaultDice();
		const first = dice.roll(3, 'GET /a');
		dice.roll(3, 'GET /a');
		dice.reset();
		expect(dice.roll(3, 'GET /a')).toBe(first);
	});
});
