import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCache, loadFailureCode } from './http';
import { createRouterClient, isFailure, routeSchemas, type Route } from './router';
import { fakeFetch, fixtureText, golden, jsonResponse, type FakeRequest } from './fixtures/fake-fetch';

const BASE = 'https://router-api.initia.xyz';
const ok = (name: string) => () => jsonResponse(fixtureText(name));
const body = (req: FakeRequest) => JSON.parse(req.body ?? 'null') as Record<string, unknown>;

beforeEach(() => clearCache());
afterEach(() => {
	vi.useRealTimers();
	vi.restoreAllMocks();
});

describe('requests', () => {
	it('GETs the catalogue', async () => {
		const f = fakeFetch((req) =>
			jsonResponse(req.url.includes('chains') ? { chains: [] } : { chain_to_assets_map: {} })
		);
		const router = createRouterClient(`${BASE}/`, { fetch: f });
		await router.chains();
		await router.assets();
		await router.assets({ chainIds: ['interwoven-1', 'echelon-1'] });
		expect(f.calls.map((r) => [r.method, r.url])).toEqual([
			['GET', `${BASE}/v2/info/chains`],
			['GET', `${BASE}/v2/fungible/assets`],
			['GET', `${BASE}/v2/fungible/assets?chain_ids=interwoven-1%2Cechelon-1`]
		]);
	});

	it('sends a route request in snake_case, optional flags only when set', async () => {
		const f = fakeFetch(ok('router/route.op-withdraw.json'));
		const router = createRouterClient(BASE, { fetch: f });
		const route = await router.route({
			amountIn: 5_000_000n,
			sourceAssetChainId: 'echelon-1',
			sourceAssetDenom: 'l2/771d',
			destAssetChainId: 'interwoven-1',
			destAssetDenom: 'uinit',
			isOpWithdraw: true
		});
		expect(f.calls[0]!.url).toBe(`${BASE}/v2/fungible/route`);
		expect(f.calls[0]!.method).toBe('POST');
		expect(body(f.calls[0]!)).toEqual({
			amount_in: '5000000',
			source_asset_chain_id: 'echelon-1',
			source_asset_denom: 'l2/771d',
			dest_asset_chain_id: 'interwoven-1',
			dest_asset_denom: 'uinit',
			is_op_withdraw: true
		});
		expect(route.operations[0]!.kind).toBe('op_init_transfer');
	});

	it('echoes the quoted operations to /msgs byte for byte', async () => {
		const routeText = fixtureText('router/route.evm-layerzero.json');
		const f = fakeFetch((req) =>
			jsonResponse(req.url.endsWith('/route') ? routeText : fixtureText('router/msgs.evm.json'))
		);
		const router = createRouterClient(BASE, { fetch: f });
		const route: Route = await router.route({
			amountIn: '25000000',
			sourceAssetChainId: '8453',
			sourceAssetDenom: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
			destAssetChainId: 'yominet-1',
			destAssetDenom: 'evm/856aB73b3D1f3cB62B9fb0Ee9EE1B3B5D1C1a5B2'
		});
		const msgs = await router.msgs({
			route,
			addressList: ['0x00b40F326Ab76189170cA2FfeCfa4B34b43949dA', 'init1a', 'init1b'],
			slippageTolerancePercent: '0.5',
			signedOpHook: { signer: 'init1b', hook: 'CgQ=' }
		});
		const sent = f.calls[1]!;
		expect(sent.url).toBe(`${BASE}/v2/fungible/msgs`);
		const wire = JSON.parse(routeText);
		expect(JSON.stringify(body(sent).operations)).toBe(JSON.stringify(wire.operations));
		expect(body(sent)).toMatchObject({
			address_list: ['0x00b40F326Ab76189170cA2FfeCfa4B34b43949dA', 'init1a', 'init1b'],
			amount_in: wire.amount_in,
			amount_out: wire.amount_out,
			source_asset_chain_id: wire.source_asset_chain_id,
			source_asset_denom: wire.source_asset_denom,
			dest_asset_chain_id: wire.dest_asset_chain_id,
			dest_asset_denom: wire.dest_asset_denom,
			slippage_tolerance_percent: '0.5',
			signed_op_hook: { signer: 'init1b', hook: 'CgQ=' }
		});
		expect(msgs.txs[0]!.kind).toBe('evm');
	});

	it('leaves signed_op_hook out when there is none', async () => {
		const f = fakeFetch(ok('router/msgs.op-deposit.json'));
		const route = { ...({} as Route), amountIn: 1n, amountOut: 1n, operationsRaw: [] };
		await createRouterClient(BASE, { fetch: f }).msgs({ route, addressList: ['a', 'b'], slippageTolerancePercent: '1' });
		expect(body(f.calls[0]!)).not.toHaveProperty('signed_op_hook');
	});

	it('posts op-hook, balances and track; GETs status with an encoded query', async () => {
		const f = fakeFetch((req) => {
			if (req.url.includes('op-hook')) return jsonResponse({ chain_id: 'yominet-1', hook: [] });
			if (req.url.includes('balances')) return jsonResponse({ chains: {} });
			if (req.url.includes('track')) return jsonResponse(golden('router/skip_swagger_examples/tx_track.response_200.json'));
			return jsonResponse(golden('router/skip_docs_status_examples/status.state_pending.json'));
		});
		const router = createRouterClient(BASE, { fetch: f });
		await router.opHook({
			sourceAddress: 'init1s',
			sourceAssetChainId: 'yominet-1',
			sourceAssetDenom: 'evm/856a',
			destAddress: 'init1d',
			destAssetChainId: 'interwoven-1',
			destAssetDenom: 'uinit'
		});
		await router.balances({ 'interwoven-1': { address: 'init1s', denoms: ['uinit'] }, 'echelon-1': { address: 'init1s' } });
		const tracked = await router.track({ txHash: 'ABC', chainId: 'interwoven-1' });
		const st = await router.status({ txHash: '0xab&c', chainId: 'interwoven-1' });
		expect(body(f.calls[0]!)).toEqual({
			source_address: 'init1s',
			source_asset_chain_id: 'yominet-1',
			source_asset_denom: 'evm/856a',
			dest_address: 'init1d',
			dest_asset_chain_id: 'interwoven-1',
			dest_asset_denom: 'uinit'
		});
		expect(body(f.calls[1]!)).toEqual({
			chains: { 'interwoven-1': { address: 'init1s', denoms: ['uinit'] }, 'echelon-1': { address: 'init1s' } }
		});
		expect(body(f.calls[2]!)).toEqual({ tx_hash: 'ABC', chain_id: 'interwoven-1' });
		expect(f.calls[3]!.url).toBe(`${BASE}/v2/tx/status?tx_hash=0xab%26c&chain_id=interwoven-1`);
		expect(tracked.txHash).toBe('F30790E79987F18F3A4DA8C7A9BA9FD837043EF59D8236CA85180E1078BC607F');
		expect(st.state).toBe('STATE_PENDING');
	});

	it('never caches status (it is polled)', async () => {
		const f = fakeFetch(() => jsonResponse(golden('router/skip_docs_status_examples/status.state_pending.json')));
		const router = createRouterClient(BASE, { fetch: f });
		await router.status({ txHash: 'A', chainId: 'c' });
		await router.status({ txHash: 'A', chainId: 'c' });
		expect(f.calls).toHaveLength(2);
	});
});

describe('errors', () => {
	it('maps golden error bodies to ApiError fields', async () => {
		const cases: [string, number, number, string][] = [
			['fungible_route.response_400', 400, 3, 'difference in usd value'],
			['tx_status.response_404', 404, 5, 'tx not found'],
			['tx_track.response_404', 404, 5, 'chain ID not supported']
		];
		for (const [name, status, code, text] of cases) {
			const f = fakeFetch(() => jsonResponse(golden(`router/skip_swagger_examples/${name}.json`), status));
			const router = createRouterClient(BASE, { fetch: f });
			const call = name.startsWith('fungible_route')
				? router.route({ amountIn: 1n, sourceAssetChainId: 'a', sourceAssetDenom: 'b', destAssetChainId: 'c', destAssetDenom: 'd' })
				: name.startsWith('tx_status')
					? router.status({ txHash: 'A', chainId: 'c' })
					: router.track({ txHash: 'A', chainId: 'c' });
			const e = await call.catch((x: unknown) => x);
			expect(e).toMatchObject({ service: 'router', kind: 'http', status, code });
			expect((e as Error).message).toContain(text);
		}
	});

	it('keeps the Initia info hint and ErrorInfo details', async () => {
		const f = fakeFetch(() =>
			jsonResponse({ code: 5, message: 'no routes found', details: [], info: 'This pair is not bridgeable yet' }, 404)
		);
		const e = await createRouterClient(BASE, { fetch: f })
			.route({ amountIn: 1n, sourceAssetChainId: 'a', sourceAssetDenom: 'b', destAssetChainId: 'c', destAssetDenom: 'd' })
			.catch((x: unknown) => x);
		expect(e).toMatchObject({ code: 5, info: 'This pair is not bridgeable yet', details: [] });
	});
});

describe('retry policy', () => {
	// A failure's code and the answers' schemas are dynamic imports: loaded before time is faked, or a
	// test that runs first in the file advances the clock before its retry's pause is even scheduled.
	beforeAll(async () => {
		await Promise.all([loadFailureCode(), routeSchemas(), import('./schemas/router-msgs')]);
	});
	beforeEach(() => {
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
		vi.spyOn(Math, 'random').mockReturnValue(1);
	});
	const internal = () => jsonResponse(golden('router/skip_swagger_examples/fungible_route.response_500.json'), 500);

	it('retries a quote and a track on 500', async () => {
		const f = fakeFetch((req, n) =>
			n % 2 === 1 ? internal() : jsonResponse(req.url.endsWith('track') ? { tx_hash: 'A' } : fixtureText('router/route.op-withdraw.json'))
		);
		const router = createRouterClient(BASE, { fetch: f });
		const quote = router.route({ amountIn: 1n, sourceAssetChainId: 'a', sourceAssetDenom: 'b', destAssetChainId: 'c', destAssetDenom: 'd' });
		await vi.advanceTimersByTimeAsync(500);
		await quote;
		const track = router.track({ txHash: 'A', chainId: 'c' });
		await vi.advanceTimersByTimeAsync(500);
		await expect(track).resolves.toEqual({ txHash: 'A', explorerLink: null });
		expect(f.calls).toHaveLength(4);
	});

	it('never retries msgs or op-hook', async () => {
		const f = fakeFetch(internal);
		const router = createRouterClient(BASE, { fetch: f });
		const route = { ...({} as Route), amountIn: 1n, amountOut: 1n, operationsRaw: [] };
		const msgs = router.msgs({ route, addressList: ['a', 'b'], slippageTolerancePercent: '1' }).catch((e: unknown) => e);
		const hook = router
			.opHook({ sourceAddress: 'a', sourceAssetChainId: 'b', sourceAssetDenom: 'c', destAddress: 'd', destAssetChainId: 'e', destAssetDenom: 'f' })
			.catch((e: unknown) => e);
		await vi.advanceTimersByTimeAsync(10_000);
		expect(await msgs).toMatchObject({ status: 500, code: 2 });
		expect(await hook).toMatchObject({ status: 500 });
		expect(f.calls).toHaveLength(2);
	});
});

it('re-exports the state helpers', () => {
	expect(isFailure('STATE_ABANDONED')).toBe(true);
});
