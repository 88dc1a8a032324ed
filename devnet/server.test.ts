// The assembled devnet over real HTTP: mounting, CORS, networks.json, the control API and the
// fault knobs, each answered in the faulted service's own wire format.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EVM_L2, L1, urls } from './chains';
import { startDevnet, type Devnet } from './server';

let devnet: Devnet;
let u: ReturnType<typeof urls>;
const control = (path: string, body?: unknown, method = 'POST') =>
	fetch(`${u.control}${path}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

beforeAll(async () => {
	devnet = await startDevnet({ port: 0 });
	u = urls(devnet.url);
});
afterAll(() => devnet.close());
afterEach(async () => {
	await control('/reset');
});

describe('devnet server', () => {
	it('serves a networks.json the site accepts, pointing at its own services', async () => {
		const res = await fetch(u.networks);
		expect(res.headers.get('access-control-allow-origin')).toBe('*');
		const json = await res.json();
		expect(json.default).toBe('devnet');
		expect(json.networks[0].router).toBe(u.router);
		const evm = json.networks[0].chains.find((c: { chain_id: string }) => c.chain_id === EVM_L2);
		expect(evm.apis.indexer[0].address).toBe(u.indexer(EVM_L2));
		expect(evm.metadata.minitia.type).toBe('minievm');
		expect((await (await fetch(u.registry)).json()).length).toBe(4);
	});

	it('answers CORS preflights for every service', async () => {
		const res = await fetch(`${u.router}/v2/fungible/route`, { method: 'OPTIONS', headers: { origin: 'http://x.test', 'access-control-request-method': 'POST' } });
		expect(res.status).toBe(204);
		expect(res.headers.get('access-control-allow-headers')).toContain('content-type');
	});

	it('routes unknown prefixes and unknown chains to a Fiber-style 404', async () => {
		const a = await fetch(`${devnet.url}/nope/x`);
		expect(a.status).toBe(404);
		expect(await a.text()).toBe('Cannot GET /nope/x');
		const b = await fetch(`${devnet.url}/indexer/no-such-chain/status`);
		expect(b.status).toBe(404);
	});

	it('injects a targeted 500 in each service’s own error format, a limited number of times', async () => {
		await control('/faults', { rules: [{ match: `/indexer/${L1}/`, status: 500, times: 1 }, { match: '/router/v2/info/chains', status: 500, times: 1 }] });
		const idx = await fetch(`${u.indexer(L1)}/indexer/nft/v1/collections/by_account/init1la9xf0wa2gkn2kdhms465t09xe98hsw5z3q2vd`);
		expect(idx.status).toBe(500);
		expect(idx.headers.get('content-type')).toBe('text/plain; charset=utf-8');
		expect(await idx.text()).toBe('Internal Server Error');
		const router = await fetch(`${u.router}/v2/info/chains`);
		expect(router.status).toBe(500);
		expect(await router.json()).toEqual({ code: 2, message: 'internal server error', details: [] });
		expect((await fetch(`${u.router}/v2/info/chains`)).status).toBe(200);
	});

	it('rate limits with Retry-After and custom bodies', async () => {
		await control('/faults', { rules: [{ match: '/status', status: 429, retryAfter: 3, times: 1 }, { match: '/status', status: 200, body: 'not json', contentType: 'text/html', times: 1 }] });
		const limited = await fetch(`${u.indexer(L1)}/status`);
		expect(limited.status).toBe(429);
		expect(limited.headers.get('retry-after')).toBe('3');
		const odd = await fetch(`${u.indexer(L1)}/status`);
		expect(odd.headers.get('content-type')).toBe('text/html');
		expect(await odd.text()).toBe('not json');
	});

	it('applies the rate-limit knob per service', async () => {
		await control('/knobs', { rateLimit: 2 });
		const statuses = [];
		for (let i = 0; i < 4; i++) statuses.push((await fetch(`${u.indexer(L1)}/status`)).status);
		expect(statuses).toEqual([200, 200, 429, 429]);
	});

	it('adds latency from the knob and per request, and can hang a request', async () => {
		const t0 = Date.now();
		await fetch(`${u.indexer(L1)}/status`, { headers: { 'x-devnet-latency-ms': '150' } });
		expect(Date.now() - t0).toBeGreaterThanOrEqual(140);
		await control('/faults', { rules: [{ match: '/status', hang: true, times: 1 }] });
		await expect(fetch(`${u.indexer(L1)}/status`, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
	});

	it('counts service requests in the log, but not control calls', async () => {
		const { last } = await (await control('/requests', undefined, 'GET')).json();
		await fetch(`${u.indexer(EVM_L2)}/status`);
		await fetch(`${u.router}/health`);
		const log = await (await control(`/requests?since=${last}`, undefined, 'GET')).json();
		expect(log.requests.map((r: { service: string }) => r.service)).toEqual(['indexer', 'router']);
	});

	it('validates control input', async () => {
		expect((await control('/outcome', { tx_hash: 'next', outcome: 'explode' })).status).toBe(400);
		expect((await control('/faucet', { chain_id: L1, address: 'x', denom: 'uinit', amount: '1.5' })).status).toBe(400);
		expect((await control('/nope', {})).status).toBe(404);
	});
});
