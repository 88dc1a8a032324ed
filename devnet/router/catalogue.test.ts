import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSETS, CHAINS, DENOMS, EVM_L2, EXT_EVM, L1, NOBLE, WASM_L2 } from '../chains';
import { BASE, startRouter, type Harness } from './test-harness';

let h: Harness;
beforeAll(async () => (h = await startRouter()));
afterAll(() => h.close());

describe('GET /v2/info/chains', () => {
	it('lists all six devnet chains with Skip field types', async () => {
		const r = await h.get('/v2/info/chains');
		expect(r.status).toBe(200);
		expect(r.type).toBe('application/json');
		expect(r.json.chains.map((c: { chain_id: string }) => c.chain_id)).toEqual(CHAINS.map((c) => c.chainId));
		for (const c of r.json.chains) {
			expect(typeof c.chain_name).toBe('string');
			expect(typeof c.pretty_name).toBe('string');
			expect(typeof c.pfm_enabled).toBe('boolean');
			expect(typeof c.supports_memo).toBe('boolean');
			expect(typeof c.is_testnet).toBe('boolean');
			expect(c.logo_uri).toMatch(/^http:\/\/devnet\.test\/logos\/.+\.svg$/);
			expect(c.fee_assets[0].gas_price.average).toBe(CHAINS.find((x) => x.chainId === c.chain_id)!.gasPrice);
		}
	});

	it('reports Cosmos chains with REST and the EVM chain with its JSON-RPC and fee asset', async () => {
		const { json } = await h.get('/v2/info/chains');
		const byId = (id: string) => json.chains.find((c: { chain_id: string }) => c.chain_id === id);
		expect(byId(L1)).toMatchObject({ chain_type: 'cosmos', bech32_prefix: 'init', rest: `${BASE}/rest/${L1}`, rpc: `${BASE}/rpc/${L1}` });
		expect(byId(NOBLE)).toMatchObject({ chain_type: 'cosmos', bech32_prefix: 'noble', rest: `${BASE}/rest/${NOBLE}` });
		expect(byId(EVM_L2)).toMatchObject({ chain_type: 'cosmos', evm_rpc: `${BASE}/jsonrpc/${EVM_L2}` });
		expect(byId(EXT_EVM)).toMatchObject({
			chain_type: 'evm',
			rpc: `${BASE}/jsonrpc/${EXT_EVM}`,
			evm_fee_asset: { name: 'Ether', symbol: 'ETH', decimals: 18 }
		});
		expect(byId(EXT_EVM).rest).toBeUndefined();
		expect(byId(L1).evm_rpc).toBeUndefined();
	});

	it('filters by chain_ids', async () => {
		const { json } = await h.get(`/v2/info/chains?chain_ids=${NOBLE},${L1},nope`);
		expect(json.chains.map((c: { chain_id: string }) => c.chain_id)).toEqual([L1, NOBLE]);
	});
});

describe('GET /v2/fungible/assets', () => {
	it('maps every chain to its assets, including the unpriced one and the one without decimals', async () => {
		const r = await h.get('/v2/fungible/assets');
		expect(r.status).toBe(200);
		const map = r.json.chain_to_assets_map;
		expect(Object.keys(map).sort()).toEqual(CHAINS.map((c) => c.chainId).sort());
		const all = Object.values(map).flatMap((v) => (v as { assets: unknown[] }).assets);
		expect(all).toHaveLength(ASSETS.length);
		const myst = map[WASM_L2].assets.find((a: { denom: string }) => a.denom === DENOMS.wasmMystery);
		expect(myst.decimals).toBeNull();
		const usdc = map[EXT_EVM].assets.find((a: { denom: string }) => a.denom === DENOMS.extEvmUsdc);
		expect(usdc).toMatchObject({ is_evm: true, is_cw20: false, is_svm: false, token_contract: DENOMS.extEvmUsdc, decimals: 6, symbol: 'USDC' });
		expect(map[L1].assets[0]).toMatchObject({ denom: 'uinit', origin_denom: 'uinit', origin_chain_id: L1, trace: '' });
	});

	it('filters by chain_ids', async () => {
		const { json } = await h.get(`/v2/fungible/assets?chain_ids=${NOBLE}`);
		expect(Object.keys(json.chain_to_assets_map)).toEqual([NOBLE]);
	});
});

describe('POST /v2/info/balances', () => {
	it('reads the ledger and prices what it can', async () => {
		h.ledger.credit(L1, 'init1abc', 'uinit', 1_500_000n);
		const r = await h.post('/v2/info/balances', {
			chains: { [L1]: { address: 'init1abc', denoms: ['uinit', DENOMS.l1Weave, 'uunknown'] }, ghost: { address: 'x', denoms: [] } }
		});
		expect(r.status).toBe(200);
		expect(r.json.chains.ghost).toBeUndefined();
		const d = r.json.chains[L1].denoms;
		expect(d.uinit).toEqual({ amount: '1500000', decimals: 6, formatted_amount: '1.5', price: '0.62', value_usd: '0.93', error: null });
		expect(d[DENOMS.l1Weave]).toMatchObject({ amount: '0', formatted_amount: '0', price: null, value_usd: null });
		expect(d.uunknown).toMatchObject({ amount: '0', decimals: null, price: null, value_usd: null });
	});

	it('reports every catalogue asset of a chain when denoms are omitted', async () => {
		const r = await h.post('/v2/info/balances', { chains: { [EXT_EVM]: { address: '0xabc' } } });
		expect(Object.keys(r.json.chains[EXT_EVM].denoms)).toEqual([DENOMS.extEvmUsdc, DENOMS.extEvmNative]);
	});

	it('rejects a malformed request with 400/3', async () => {
		const r = await h.post('/v2/info/balances', { chains: { [L1]: { denoms: ['uinit'] } } });
		expect(r.status).toBe(400);
		expect(r.json).toMatchObject({ code: 3, details: [] });
	});
});

describe('service plumbing', () => {
	it('answers /health with text OK and /deployment with the §2 shape', async () => {
		const health = await h.get('/health');
		expect([health.status, health.text]).toEqual([200, 'OK']);
		expect(health.type).toMatch(/^text\/plain/);
		const d = (await h.get('/deployment')).json;
		expect(d).toMatchObject({ environment: 'devnet', network_type: 'devnet', skip_api_url: 'https://api.skip.build', blacklist_networks: [] });
		expect(d.l1_nft_transfer_hook_address).toMatch(/^init1/);
		expect(d.version).toEqual({ commit_sha: expect.any(String), tag: expect.any(String) });
	});

	it('answers unknown paths with 404/5 and wrong methods with 405/12', async () => {
		const r = await h.get('/v2/nope');
		expect(r.status).toBe(404);
		expect(r.json).toEqual({ code: 5, message: 'Not Found', details: [] });
		const m = await h.get('/v2/fungible/route');
		expect(m.status).toBe(405);
		expect(m.json).toEqual({ code: 12, message: 'Method Not Allowed', details: [] });
	});

	it('rejects a body that is not a JSON object with 400/3', async () => {
		const r = await h.post('/v2/fungible/route', 'not json');
		expect(r.status).toBe(400);
		expect(r.json).toEqual({ code: 3, message: 'invalid request body', details: [] });
	});

	it('gives the fault bodies the server injects', () => {
		expect(JSON.parse(h.router.service.errorBody(500).body)).toEqual({ code: 2, message: 'internal server error', details: [] });
		expect(JSON.parse(h.router.service.errorBody(429).body)).toEqual({ code: 8, message: 'rate limit exceeded', details: [] });
		expect(h.router.service.errorBody(429).contentType).toBe('application/json');
	});
});
