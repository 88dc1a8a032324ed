import { describe, expect, it } from 'vitest';
import { diff } from './report';

describe('diff against the baseline', () => {
	it('names numbers that moved by more than the tolerance', () => {
		expect(diff({ a: { b: 100, c: 100 } }, { a: { b: 105, c: 150 } })).toEqual(['a.c: 150 → 100']);
	});

	it('compares per-route rows by route, so a run of some routes lines up with the full baseline', () => {
		const baseline = { routes: [{ route: 'home', js: 100 }, { route: 'tx', js: 200 }] };
		expect(diff({ routes: [{ route: 'tx', js: 100 }] }, baseline)).toEqual(['routes.tx.js: 200 → 100']);
		expect(diff({ routes: [{ route: 'new', js: 1 }] }, baseline)).toEqual([]);
	});
});
