import { describe, expect, it } from 'vitest';
import { loadMetadata, parseMetadata } from './metadata';

const GW = ['https://gw1.test/ipfs/', 'https://gw2.test/ipfs/'];
const CID = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG';

function fakeFetch(routes: Record<string, () => Response | Promise<Response>>, log: string[] = []) {
	return (async (input: RequestInfo | URL, init?: RequestInit) => {
		const url = String(input);
		log.push(url);
		const h = routes[url];
		if (!h) return new Response('not found', { status: 404 });
		return new Promise<Response>((resolve, reject) => {
			init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
			Promise.resolve(h()).then(resolve, reject);
		});
	}) as typeof fetch;
}

describe('parseMetadata', () => {
	it('reads a number as a name and keeps the document as received (its attributes are read from it: attributes.ts)', () => {
		const doc = { name: 7, attributes: [{ trait_type: 'Hue', value: 'red' }, 'junk'] };
		const m = parseMetadata(doc);
		expect(m?.name).toBe('7');
		expect(m?.raw).toBe(doc);
	});
	it('rejects non-objects', () => {
		expect(parseMetadata('x')).toBeUndefined();
		expect(parseMetadata({ name: { a: 1 } })).toBeUndefined();
	});
});

describe('loadMetadata', () => {
	it('falls back to the next gateway when the first fails', async () => {
		const log: string[] = [];
		const fetchFn = fakeFetch({ [`https://gw2.test/ipfs/${CID}/1`]: () => Response.json({ name: 'one' }) }, log);
		const r = await loadMetadata(`ipfs://${CID}/1`, { gateways: GW, fetch: fetchFn, staggerMs: 1 });
		expect(r).toMatchObject({ ok: true, source: `https://gw2.test/ipfs/${CID}/1` });
	});
	it('retries with .json like InitiaScan', async () => {
		const fetchFn = fakeFetch({ [`https://gw1.test/ipfs/${CID}/2.json`]: () => Response.json({ name: 'two' }) });
		const r = await loadMetadata(`ipfs://${CID}/2`, { gateways: GW, fetch: fetchFn, staggerMs: 1 });
		expect(r.ok && r.metadata.name).toBe('two');
	});
	it('times out a hanging gateway and reports what was tried', async () => {
		const fetchFn = fakeFetch({ 'https://slow.test/m.json': () => new Promise<Response>(() => {}) });
		const r = await loadMetadata('https://slow.test/m.json', { gateways: GW, fetch: fetchFn, timeoutMs: 30 });
		expect(r).toMatchObject({ ok: false, reason: 'unreachable', tried: ['https://slow.test/m.json'] });
	});
	it('decodes data: JSON without any request and refuses unsafe schemes', async () => {
		const log: string[] = [];
		const fetchFn = fakeFetch({}, log);
		const r = await loadMetadata(`data:application/json;base64,${btoa('{"name":"local"}')}`, { gateways: GW, fetch: fetchFn });
		expect(r.ok && r.metadata.name).toBe('local');
		expect((await loadMetadata('javascript:alert(1)', { gateways: GW, fetch: fetchFn })).ok).toBe(false);
		expect(log).toEqual([]);
	});
	it('reports invalid JSON shapes', async () => {
		const fetchFn = fakeFetch({ 'https://x.test/a': () => new Response('[1,2]') });
		expect(await loadMetadata('https://x.test/a', { gateways: GW, fetch: fetchFn })).toMatchObject({ ok: false, reason: 'invalid' });
	});
});
