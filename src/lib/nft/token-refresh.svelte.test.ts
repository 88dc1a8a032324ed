import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMetadata } from './metadata';
import { RefreshableTokenMedia } from './token-refresh.svelte';

afterEach(() => vi.unstubAllGlobals());

const diffCode = () => import('./metadata-diff');

/** A metadata server whose token is named `name` (changed by the test between reads); `down` answers 404. */
function server() {
	const s = { name: 'First', down: false, asked: [] as string[] };
	vi.stubGlobal('fetch', async (url: string) => {
		s.asked.push(String(url));
		if (s.down) return new Response('gone', { status: 404 });
		return new Response(JSON.stringify({ name: s.name, image: 'https://media.test/1.png' }), { headers: { 'content-type': 'application/json' } });
	});
	return s;
}

describe('the token page’s metadata', () => {
	it('joins the request the page started as the token arrived, and is loading until it answers', async () => {
		const s = server();
		startMetadata([{ collectionAddress: '0xc0', collectionName: 'C', collectionOriginName: 'C', objectAddress: null, owner: 'init1o', tokenId: '1', uri: 'https://meta.test/join.json', height: 1, timestamp: '' }], []);
		const media = new RefreshableTokenMedia('https://meta.test/join.json', []);
		expect(media.loading).toBe(false);
		media.load();
		media.load();
		expect(media.loading).toBe(true);
		await vi.waitFor(() => expect(media.result).toMatchObject({ ok: true, metadata: { name: 'First' } }));
		expect(media.loading).toBe(false);
		expect(s.asked).toEqual(['https://meta.test/join.json']);
	});

	it('no uri: nothing asked, never loading', async () => {
		const s = server();
		const media = new RefreshableTokenMedia('', []);
		media.load();
		expect(media.loading).toBe(false);
		await vi.waitFor(() => expect(media.result).toMatchObject({ ok: false, reason: 'none' }));
		await media.refresh(diffCode);
		expect(media.refreshed).toBeUndefined();
		expect(s.asked).toEqual([]);
	});

	it('Refresh asks past the cache and says what changed; a failed refresh keeps the metadata shown', async () => {
		const s = server();
		const media = new RefreshableTokenMedia('https://meta.test/refresh.json', []);
		media.load();
		await vi.waitFor(() => expect(media.result?.ok).toBe(true));

		s.name = 'Second';
		await media.refresh(diffCode);
		expect(s.asked).toHaveLength(2);
		expect(media.refreshing).toBe(false);
		expect(media.refreshed).toMatchObject({ changes: [{ field: 'Name', before: 'First', after: 'Second' }] });
		expect(media.result).toMatchObject({ ok: true, metadata: { name: 'Second' } });

		s.down = true;
		await media.refresh(diffCode);
		expect(media.refreshed).toMatchObject({ error: expect.any(String) });
		expect(media.result).toMatchObject({ ok: true, metadata: { name: 'Second' } });
	});
});
