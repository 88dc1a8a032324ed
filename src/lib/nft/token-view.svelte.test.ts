import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Token } from '$lib/api/indexer';
import { metadataOnArrival, startMetadata, TokenMedia } from './token-view.svelte';

afterEach(() => vi.unstubAllGlobals());

const token = (tokenId: string, uri: string): Token => ({
	collectionAddress: '0xc0',
	collectionName: 'C',
	collectionOriginName: 'C',
	objectAddress: null,
	owner: 'init1owner',
	tokenId,
	uri,
	height: 1,
	timestamp: ''
});

function stubFetch() {
	const asked: string[] = [];
	vi.stubGlobal('fetch', async (url: string) => {
		asked.push(String(url));
		const n = /(\d+)\.json$/.exec(String(url))?.[1];
		return new Response(JSON.stringify({ name: `Token ${n}`, image: `https://media.test/${n}.png` }), { headers: { 'content-type': 'application/json' } });
	});
	return asked;
}

describe('token metadata on the NFT pages', () => {
	it('a list sends its first tokens’ requests at once (before its render goes on), and the cards join them', async () => {
		const asked = stubFetch();
		startMetadata([token('1', 'https://meta.test/1.json'), token('2', ''), token('3', 'https://meta.test/3.json')], []);
		// Synchronously: no await between the call and the requests.
		expect(asked).toEqual(['https://meta.test/1.json', 'https://meta.test/3.json']);

		const card = new TokenMedia('https://meta.test/1.json', []);
		card.load();
		await vi.waitFor(() => expect(card.name).toBe('Token 1'));
		expect(card.images).toEqual(['https://media.test/1.png']);
		expect(asked).toHaveLength(2);
	});

	it('a page’s first tokens are asked for as their page arrives, before anything waiting on the same answer (the render) runs; a failed page asks nothing', async () => {
		const asked = stubFetch();
		let arrive!: (p: { items: Token[] }) => void;
		const rows = new Promise<{ items: Token[] }>((r) => (arrive = r));
		metadataOnArrival(rows, [], 2);
		let askedWhenRendered: string[] | undefined;
		// What the page does with the same answer, registered after (as the page's render is).
		void rows.then(() => (askedWhenRendered = [...asked]));
		arrive({ items: [token('21', 'https://meta.test/21.json'), token('22', 'https://meta.test/22.json'), token('23', 'https://meta.test/23.json')] });
		await rows;
		await Promise.resolve();
		expect(askedWhenRendered).toEqual(['https://meta.test/21.json', 'https://meta.test/22.json']);

		metadataOnArrival(Promise.reject(new Error('indexer down')), []);
		metadataOnArrival(Promise.resolve(null), []);
		await new Promise((r) => setTimeout(r, 0));
		expect(asked).toHaveLength(2);
	});

	it('a card whose metadata was not started asks for it when it loads; an empty uri asks nothing', async () => {
		const asked = stubFetch();
		const card = new TokenMedia('https://meta.test/7.json', []);
		expect(card.loading).toBe(false);
		card.load();
		expect(card.loading).toBe(true);
		await vi.waitFor(() => expect(card.name).toBe('Token 7'));
		expect(card.loading).toBe(false);

		const none = new TokenMedia('', []);
		none.load();
		await vi.waitFor(() => expect(none.result).toMatchObject({ ok: false, reason: 'none' }));
		expect(asked).toEqual(['https://meta.test/7.json']);
	});
});
