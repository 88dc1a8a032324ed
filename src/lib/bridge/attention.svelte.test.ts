import { describe, expect, it } from 'vitest';
import { Attention } from './attention.svelte';
import { makeItem } from './testing';

const done = (state: string) => ({ state, status: null, transfers: [], at: 2 });

describe('Attention', () => {
	it('badges the title for transfers that end while the tab is hidden', () => {
		const a = new Attention();
		const one = makeItem();
		const two = makeItem({ txHash: 'B'.repeat(64) });
		a.observe([one, two], true);
		expect(a.title('Bridge · Loom')).toBe('Bridge · Loom');
		a.observe([{ ...one, status: done('STATE_COMPLETED_SUCCESS') }, two], true);
		expect(a.title('Bridge · Loom')).toBe('✓ Transfer complete · Loom');
		a.observe([{ ...one, status: done('STATE_COMPLETED_SUCCESS') }, { ...two, status: done('STATE_COMPLETED_ERROR') }], true);
		expect(a.title('Bridge · Loom')).toBe('(2) ✗ Transfer failed · Loom');
	});

	it('ignores endings seen while visible and items already over on first sight', () => {
		const a = new Attention();
		a.observe([makeItem({ status: done('STATE_COMPLETED_SUCCESS') })], true);
		expect(a.badge).toBe('');
		const b = new Attention();
		b.observe([makeItem()], false);
		b.observe([makeItem({ status: done('STATE_COMPLETED_SUCCESS') })], false);
		expect(b.badge).toBe('');
	});
});
