// The media host and IPFS gateway over real HTTP, driven by the uris the seed gave the NFTs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../fixtures';
import { serveOne } from '../test-utils';
import { TEST_BASE } from '../indexer/testing';
import { seedWorld } from '../indexer/seed/world';
import { createMedia } from './index';
import { LOGOS } from './logos';

const TEXT = 'text/plain; charset=utf-8';
let server: Awaited<ReturnType<typeof serveOne>>;

beforeAll(async () => {
	server = await serveOne(createMedia(TEST_BASE));
});
afterAll(() => server?.close());

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);
/** The uri a seeded token carries. */
const uriOf = (chainId: string, f: { collection: string; tokenId: string }) => seedWorld(TEST_BASE).stores.get(chainId)!.nft(f.collection.slice(2), f.tokenId)!.uri;
/** A seeded http(s) URL, or an ipfs:// uri through the local gateway, as a path on this server. */
const local = (uri: string) => (uri.startsWith('ipfs://') ? `/ipfs/${uri.slice(7)}` : uri.slice(TEST_BASE.length));

describe('logos', () => {
	it('serves every chain and asset logo as a distinct SVG', async () => {
		const bodies = new Set<string>();
		for (const name of ['initia', 'evmweave', 'moveloom', 'wasmwarp', 'noble', 'evm', 'init', 'usdc', 'weave', 'myst', 'eth']) {
			const res = await get(`/logos/${name}.svg`);
			expect(res.status, name).toBe(200);
			expect(res.headers.get('content-type')).toBe('image/svg+xml');
			expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
			const svg = await res.text();
			expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
			bodies.add(svg);
		}
		expect(bodies.size).toBe(Object.keys(LOGOS).length);
	});

	it('answers unknown logos with a text 404', async () => {
		const res = await get('/logos/dogecoin.svg');
		expect(res.status).toBe(404);
		expect(res.headers.get('content-type')).toBe(TEXT);
	});
});

describe('NFT media', () => {
	it('serves metadata JSON and woven SVG art for http uris', async () => {
		const meta = await get(local(uriOf(FIXTURES.evm.chainId, FIXTURES.evm.uris.https)));
		expect(meta.status).toBe(200);
		expect(meta.headers.get('content-type')).toBe('application/json');
		const doc = (await meta.json()) as { name: string; image: string; attributes: { trait_type: string; value: unknown }[] };
		expect(doc).toMatchObject({ name: expect.any(String), description: expect.any(String) });
		expect(doc.attributes.map((a) => typeof a.value)).toEqual(expect.arrayContaining(['string', 'number', 'boolean']));
		const art = await get(local(doc.image));
		expect(art.headers.get('content-type')).toBe('image/svg+xml');
		expect(art.headers.get('cache-control')).toBe('public, max-age=86400');
		expect(await art.text()).toContain('<pattern id="weave"');
	});

	it('serves valid PNGs and images without a file extension', async () => {
		const png = await get('/media/evm-local-1/loom-weavers/25.png');
		expect(png.headers.get('content-type')).toBe('image/png');
		const bytes = Buffer.from(await png.arrayBuffer());
		expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
		expect(bytes.subarray(12, 16).toString()).toBe('IHDR');
		const bare = await get('/media/evm-local-1/loom-weavers/40');
		expect(bare.status).toBe(200);
		expect(bare.headers.get('content-type')).toBe('image/svg+xml');
	});

	it('serves the hostile SVG as image/svg+xml, verbatim', async () => {
		const res = await get('/media/evm-local-1/hostile-looms/hostile.svg');
		expect(res.headers.get('content-type')).toBe('image/svg+xml');
		const svg = await res.text();
		expect(svg).toContain('<script');
		expect(svg).toContain('onload=');
	});

	it('serves hostile metadata as data (scripts, javascript: URLs, 50,000 characters)', async () => {
		const store = seedWorld(TEST_BASE).stores.get(FIXTURES.evm.chainId)!;
		const docs = await Promise.all(
			FIXTURES.evm.hostileCollection.tokenIds.map(async (id) => (await get(local(store.nft(FIXTURES.evm.hostileCollection.address.slice(2), id)!.uri))).json())
		);
		const text = JSON.stringify(docs);
		for (const needle of ['<script>', 'javascript:alert(1)', 'data:text/html', 'vbscript:', '\u202e', '\u200b']) expect(text).toContain(needle);
		expect(docs.some((d) => typeof d.description === 'string' && d.description.length === 50_000)).toBe(true);
		expect(docs.some((d) => Array.isArray(d.attributes) && d.attributes.some((a: { value: unknown }) => a !== null && typeof a === 'object' && typeof a.value === 'object'))).toBe(true);
	});

	it('404s a broken image and unknown paths in plain text', async () => {
		const doc = (await (await get(local(uriOf(FIXTURES.evm.chainId, FIXTURES.evm.uris.brokenImage)))).json()) as { image: string };
		const res = await get(local(doc.image));
		expect(res.status).toBe(404);
		expect(res.headers.get('content-type')).toBe(TEXT);
		expect((await get('/media/nope')).status).toBe(404);
	});

	it('decodes percent-encoded paths and refuses other methods', async () => {
		expect((await get('/media/evm-local-1/loom-weavers/%31.json')).status).toBe(200);
		expect((await get('/media/evm-local-1/loom-weavers/%E0%A4%A.json')).status).toBe(400);
		const post = await get('/media/evm-local-1/loom-weavers/1.json', { method: 'POST' });
		expect(post.status).toBe(405);
	});
});

describe('IPFS gateway', () => {
	it('resolves ipfs:// uris under /ipfs/{cid}/{path} with gateway headers', async () => {
		const path = local(uriOf(FIXTURES.evm.chainId, FIXTURES.evm.uris.ipfs));
		const res = await get(path);
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toBe('application/json');
		expect(res.headers.get('x-ipfs-path')).toBe(path);
		expect(res.headers.get('cache-control')).toContain('immutable');
		const doc = (await res.json()) as { image: string };
		const png = await get(local(doc.image));
		expect(png.headers.get('content-type')).toBe('image/png');
	});

	it('some uris resolve only with ".json" appended (the Celatone retry)', async () => {
		const path = local(uriOf(FIXTURES.evm.chainId, FIXTURES.evm.uris.ipfsNeedsJson));
		const plain = await get(path);
		expect(plain.status).toBe(404);
		expect(plain.headers.get('content-type')).toBe(TEXT);
		expect(await plain.text()).toMatch(/^ipfs resolve -r \/ipfs\/Qm\w+\/\d+: no link named "\d+" under Qm\w+$/);
		expect((await get(`${path}.json`)).status).toBe(200);
	});

	it('serves a single-file CID (extensionless JSON is sniffed as text, like kubo)', async () => {
		const res = await get(local(uriOf(FIXTURES.evm.chainId, FIXTURES.evm.uris.ipfsSingleFile)));
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toBe(TEXT);
		expect(JSON.parse(await res.text())).toHaveProperty('name');
	});

	it('404s CIDs it does not have', async () => {
		expect((await get(local(uriOf(FIXTURES.evm.chainId, FIXTURES.evm.uris.ipfsNever)))).status).toBe(404);
		expect((await get('/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi')).status).toBe(404);
	});

	it('answers the slow CID only after several seconds', async () => {
		const started = Date.now();
		const aborted = await get(local(uriOf(FIXTURES.evm.chainId, FIXTURES.evm.uris.ipfsSlow)), { signal: AbortSignal.timeout(300) }).then(
			() => false,
			(e: Error) => e.name === 'TimeoutError'
		);
		expect(aborted).toBe(true);
		expect(Date.now() - started).toBeLessThan(2000);
	});

	it('uses the shared plain-text fault bodies', () => {
		expect(createMedia(TEST_BASE).errorBody(500)).toEqual({ body: 'Internal Server Error', contentType: TEXT });
		expect(createMedia(TEST_BASE).errorBody(429).body).toBe('Too Many Requests');
	});
});

describe('Loom Lab media', () => {
	const L = FIXTURES.evm.lab;
	type Doc = { name: string; image?: string; animation_url?: string; attributes?: { trait_type: string; value: unknown; display_type?: string }[] };
	const doc = async (t: { collection: string; tokenId: string }) => (await (await get(local(uriOf(FIXTURES.evm.chainId, t)))).json()) as Doc;

	it('video and audio, with and without a file extension, typed by the server', async () => {
		for (const [t, type, ext] of [
			[L.video, 'video/webm', /\.webm$/],
			[L.videoBare, 'video/webm', /\/clip-\d+$/],
			[L.audio, 'audio/wav', /\.wav$/],
			[L.audioBare, 'audio/wav', /\/tone-\d+$/]
		] as const) {
			const d = await doc(t);
			expect(d.animation_url).toMatch(ext);
			const res = await get(local(d.animation_url!));
			expect(res.headers.get('content-type')).toBe(type);
			const bytes = Buffer.from(await res.arrayBuffer());
			// WebM starts with the EBML magic, WAV with RIFF…WAVE.
			expect(type === 'video/webm' ? bytes.subarray(0, 4).toString('hex') : bytes.subarray(8, 12).toString()).toBe(type === 'video/webm' ? '1a45dfa3' : 'WAVE');
			expect((await get(local(d.image!))).headers.get('content-type')).toBe('image/svg+xml');
		}
		const head = await get(local((await doc(L.videoBare)).animation_url!), { method: 'HEAD' });
		expect(head.headers.get('content-type')).toBe('video/webm');
	});

	it('an image without extension, a missing one, one that is an HTML page, a failing server, an unsafe scheme', async () => {
		const bare = await doc(L.imageBare);
		expect(bare.image).not.toMatch(/\.\w+$/);
		expect((await get(local(bare.image!))).headers.get('content-type')).toBe('image/png');
		expect((await get(local((await doc(L.missingImage)).image!))).status).toBe(404);
		const page = await get(local((await doc(L.notMedia)).image!));
		expect(page.status).toBe(200);
		expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
		expect((await get(local((await doc(L.serverError)).image!))).status).toBe(500);
		expect((await doc(L.unsafeImage)).image).toMatch(/^javascript:/);
		expect((await get(local((await doc(L.htmlAnimation)).animation_url!))).headers.get('content-type')).toMatch(/^text\/html/);
	});

	it('a slow image answers only after a minute (the client gives up first)', () => {
		const path = local(uriOf(FIXTURES.evm.chainId, L.slowImage));
		const slow = seedWorld(TEST_BASE).media.get(path);
		expect(slow?.body.type).toBe('json');
		const image = (slow!.body as { render: () => { image: string } }).render().image;
		expect(seedWorld(TEST_BASE).media.get(local(image))?.delayMs).toBeGreaterThanOrEqual(60_000);
	});

	it('evolving metadata changes every time it is read', async () => {
		const a = await doc(L.evolving);
		const b = await doc(L.evolving);
		expect(a.name).not.toBe(b.name);
		const level = (d: Doc) => d.attributes!.find((x) => x.trait_type === 'Level')!.value as number;
		expect(level(b)).toBe(level(a) + 1);
	});

	it('every display_type, a date in seconds and one in milliseconds', async () => {
		const attrs = (await doc(L.traits)).attributes!;
		expect(new Set(attrs.map((a) => a.display_type).filter(Boolean))).toEqual(new Set(['date', 'number', 'boost_number', 'boost_percentage']));
		const dates = attrs.filter((a) => a.display_type === 'date').map((a) => a.value as number);
		expect(dates.some((d) => d < 1e12)).toBe(true);
		expect(dates.some((d) => d > 1e12)).toBe(true);
	});
});
