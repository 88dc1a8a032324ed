import { describe, expect, it } from 'vitest';
import type { Page } from '$lib/api/indexer';
import { Streamed } from '$lib/nav/streamed.svelte';
import { holdingsState, type Holdings } from './holdings';

const page = <T>(items: T[], total: bigint | null, nextKey: string | null = null): Page<T> => ({ items, total, nextKey, previousKey: null });
const settle = async <T>(p: Promise<T>) => {
	const s = new Streamed(p);
	await p.catch(() => {});
	await Promise.resolve();
	return s;
};
const never = <T>() => new Streamed(new Promise<T>(() => {}));

async function holdings(tokens: Promise<Page<unknown>> | null, collections: Promise<Page<unknown>> | null): Promise<Holdings> {
	return {
		account: 'init1x',
		tokens: (tokens ? await settle(tokens) : never()) as Holdings['tokens'],
		collections: (collections ? await settle(collections) : never()) as Holdings['collections'],
		internal: null
	};
}

describe('a chain’s holdings', () => {
	it('is loading until both lists answer, and failed as soon as one fails', async () => {
		expect(holdingsState(await holdings(null, null))).toEqual({ kind: 'loading' });
		expect(holdingsState(await holdings(Promise.resolve(page([1], 1n)), null))).toEqual({ kind: 'loading' });
		const boom = new Error('500');
		expect(holdingsState(await holdings(null, Promise.reject(boom)))).toEqual({ kind: 'failed', error: boom });
	});

	it('counts NFTs and collections, as a lower bound when the indexer could not count', async () => {
		expect(holdingsState(await holdings(Promise.resolve(page([], null)), Promise.resolve(page([], null))))).toEqual({ kind: 'empty' });
		expect(holdingsState(await holdings(Promise.resolve(page([1, 2], 40n)), Promise.resolve(page([1], 3n))))).toEqual({
			kind: 'held',
			nfts: 40n,
			atLeast: false,
			collections: 3n,
			collectionsAtLeast: false
		});
		expect(holdingsState(await holdings(Promise.resolve(page([1, 2], null, 'MjQ=')), Promise.resolve(page([1], null))))).toMatchObject({ nfts: 2n, atLeast: true, collectionsAtLeast: false });
	});
});
