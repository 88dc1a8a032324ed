import { describe, expect, it, vi } from 'vitest';
import type { Page } from '$lib/api/indexer';
import { AppendList } from './append-list.svelte';

const page = (items: number[], nextKey: string | null): Page<number> => ({ items, nextKey, previousKey: null, total: null });

describe('AppendList', () => {
	it('appends pages, uses a prefetched page once, and ends on an empty page', async () => {
		const load = vi.fn(async (cursor: string) => (cursor === 'k2' ? page([3, 4], 'k3') : page([], 'k4')));
		const list = new AppendList(load, page([1, 2], 'k2'));
		list.prefetch();
		list.prefetch();
		expect(load).toHaveBeenCalledTimes(1);
		await list.more();
		expect(list.items).toEqual([1, 2, 3, 4]);
		expect(load).toHaveBeenCalledTimes(1);
		await list.more();
		expect(list.status).toBe('done');
		expect(list.next).toBeNull();
	});

	it('keeps rows and reports an error, then recovers', async () => {
		let fail = true;
		const load = vi.fn(async () => {
			if (fail) throw new Error('500');
			return page([9], null);
		});
		const list = new AppendList(load, page([1], 'k'));
		await list.more();
		expect(list.status).toBe('error');
		expect(list.items).toEqual([1]);
		fail = false;
		await list.more();
		expect(list.items).toEqual([1, 9]);
		expect(list.status).toBe('done');
	});

	it('aborts outstanding requests on dispose', async () => {
		let signal: AbortSignal | undefined;
		const list = new AppendList((_c, s) => ((signal = s), new Promise<Page<number>>(() => {})), page([1], 'k'));
		list.prefetch();
		list.dispose();
		expect(signal?.aborted).toBe(true);
	});
});
