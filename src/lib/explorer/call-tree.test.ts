import { describe, expect, it } from 'vitest';
import type { InternalTx } from '$lib/api/indexer';
import { callTree } from './call-tree';

const call = (index: number, parentIndex: number): InternalTx => ({
	height: 1, hash: '0x', index, parentIndex, type: 'CALL', from: '', to: '', input: '0x', output: '0x', value: 0n, gas: 0n, gasUsed: 0n, rawValue: '0x'
});

describe('callTree', () => {
	it('indents by parent chain', () => {
		const rows = callTree([call(0, -1), call(1, 0), call(2, 1), call(3, 0), call(4, -1)]);
		expect(rows.map((r) => r.depth)).toEqual([0, 1, 2, 1, 0]);
		expect(rows.some((r) => r.orphan)).toBe(false);
	});
	it('marks rows whose parent is on an earlier page', () => {
		const rows = callTree([call(7, 3), call(8, 7)]);
		expect(rows).toMatchObject([{ depth: 1, orphan: true }, { depth: 2, orphan: false }]);
	});
});
