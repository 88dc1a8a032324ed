import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRIDGE_CONTRACT } from '../bridge-contract';
import { DENOMS, EVM_L2, EXT_EVM, L1, MOVE_L2, NOBLE, WASM_L2 } from '../chains';
import { findPath, tokenOf } from './graph';
import { quotePath } from './quote';
import { startRouter, type Harness } from './test-harness';

let h: Harness;
beforeAll(async () => (h = await startRouter()));
afterAll(() => h.close());

const route = (...args: Parameters<Harness['route']>) => h.route(...args);

const POOL = 10_000_000_000_000n;
const ibcVoucher = (path: string) => `ibc/${createHash('sha256').update(path).digest('hex').toUpperCase()}`;

describe('POST /v2/fungible/route: edges', () => {
	it('L1 → L2 INIT is one OPinit deposit', async () => {
		const r = await route(L1, 'uinit', MOVE_L2, DENOMS.moveInit, '2500000');
		expect(r.status).toBe(200);
		expect(r.json).toEqual({
			amount_in: '2500000',
			amount_out: '2500000',
			estimated_amount_out: '2500000',
			source_asset_denom: 'uinit',
			source_asset_chain_id: L1,
			dest_asset_denom: DENOMS.moveInit,
			dest_asset_chain_id: MOVE_L2,
			operations: [
				{
					op_init_transfer: {
						from_chain_id: L1,
						to_chain_id: MOVE_L2,
						denom_in: 'uinit',
						denom_out: DENOMS.moveInit,
						op_init_bridge_id: '1',
						bridge_id: 'OPINIT',
						smart_relay: false
					},
					tx_index: 0,
					amount_in: '2500000',
					amount_out: '2500000'
				}
			],
			chain_ids: [L1, MOVE_L2],
			required_chain_addresses: [L1, MOVE_L2],
			does_swap: false,
			txs_required: 1,
			usd_amount_in: '1.55',
			usd_amount_out: '1.55',
			warning: null,
			estimated_fees: [],
			estimated_route_duration_seconds: 45,
			required_op_hook: false,
			extra_infos: [],
			extra_warnings: null
		});
	});

	it('L2 → L1 INIT defaults to IBC + initia-dex swap with exact constant-product output', async () => {
		const amount = 3_000_000n;
		const r = await route(MOVE_L2, DENOMS.moveInit, L1, 'uinit', amount.toString());
		const out = (POOL * amount) / (POOL + amount);
		expect(r.json.amount_out).toBe(out.toString());
		expect(r.json.does_swap).toBe(true);
		expect(r.json.swap_price_impact_percent).toBe('0.00');
		expect(r.json.swap_venues).toEqual([{ name: 'initia-dex', chain_id: L1, logo_uri: expect.stringContaining('/logos/') }]);
		const [transfer, swap] = r.json.operations;
		expect(transfer.transfer).toMatchObject({ port: 'transfer', channel: 'channel-0', bridge_id: 'IBC', pfm_enabled: true, supports_memo: true });
		expect(transfer.transfer.denom_out).toBe(ibcVoucher(`transfer/channel-1/${DENOMS.moveInit}`));
		expect(swap.swap.swap_in).toMatchObject({ swap_amount_in: amount.toString(), estimated_amount_out: out.toString() });
		expect(swap.swap.swap_in.swap_venue.name).toBe('initia-dex');
		expect([swap.amount_in, swap.amount_out]).toEqual([transfer.amount_out, r.json.amount_out]);
		expect(r.json.required_chain_addresses).toEqual([MOVE_L2, L1]);
		expect(r.json.estimated_route_duration_seconds).toBe(30);
	});

	it('L2 → L1 INIT with is_op_withdraw is one OPinit withdrawal with the finalization period', async () => {
		const r = await route(EVM_L2, DENOMS.evmInit, L1, 'uinit', '1000000', { is_op_withdraw: true });
		expect(r.json.operations).toHaveLength(1);
		expect(r.json.operations[0].op_init_transfer).toMatchObject({ from_chain_id: EVM_L2, to_chain_id: L1, op_init_bridge_id: '2' });
		expect(r.json.amount_out).toBe('1000000');
		expect(r.json.estimated_route_duration_seconds).toBe(86400);
		expect(r.json.extra_warnings).toEqual([expect.stringMatching(/withdrawal takes ~24 hours/)]);
		expect(r.json.does_swap).toBe(false);
	});

	it('noble → L2 USDC is two IBC hops through the L1', async () => {
		const r = await route(NOBLE, 'uusdc', MOVE_L2, DENOMS.moveUsdc, '7000000');
		expect(r.json.operations.map((o: { transfer: { channel: string } }) => o.transfer.channel)).toEqual(['channel-0', 'channel-1']);
		expect(r.json.operations[0].transfer.denom_out).toBe(DENOMS.l1Usdc);
		expect(r.json.chain_ids).toEqual([NOBLE, L1, MOVE_L2]);
		expect(r.json.required_chain_addresses).toEqual([NOBLE, L1, MOVE_L2]);
		expect(r.json.operations.every((o: { tx_index: number }) => o.tx_index === 0)).toBe(true);
		expect(r.json.operations[1].amount_in).toBe(r.json.operations[0].amount_out);
		expect(r.json.estimated_route_duration_seconds).toBe(60);
		expect([r.json.usd_amount_in, r.json.usd_amount_out]).toEqual(['7.00', '7.00']);
	});

	it('L2 USDC → noble goes back the same way', async () => {
		const r = await route(EVM_L2, DENOMS.evmUsdc, NOBLE, 'uusdc', '1');
		expect(r.json.operations.map((o: { transfer: { channel: string } }) => o.transfer.channel)).toEqual(['channel-0', 'channel-0']);
		expect(r.json.amount_out).toBe('1');
	});

	it('L1 INIT → the EVM rollup ERC-20 needs an op hook and converts 6 → 18 decimals', async () => {
		const r = await route(L1, 'uinit', EVM_L2, DENOMS.evmWrappedInit, '1000000');
		expect(r.json.required_op_hook).toBe(true);
		expect(r.json.amount_out).toBe('1000000000000000000');
		expect(r.json.operations[0].op_init_transfer).toMatchObject({ op_init_bridge_id: '2', denom_out: DENOMS.evmWrappedInit });
		expect(r.json.extra_infos).toHaveLength(1);
		const plain = await route(L1, 'uinit', EVM_L2, DENOMS.evmInit, '1000000');
		expect(plain.json.required_op_hook).toBe(false);
	});

	it('EVM USDC → L2 is LayerZero then IBC, with a deducted fee and an additional messaging fee', async () => {
		const r = await route(EXT_EVM, DENOMS.extEvmUsdc, MOVE_L2, DENOMS.moveUsdc, '5000000');
		expect(r.status).toBe(200);
		const lz = r.json.operations[0].layer_zero_transfer;
		expect(lz).toMatchObject({
			from_chain_id: EXT_EVM,
			to_chain_id: L1,
			denom_in: DENOMS.extEvmUsdc,
			denom_out: DENOMS.l1Usdc,
			source_oft_contract_address: BRIDGE_CONTRACT,
			messaging_fee_amount: '120000000000000',
			messaging_fee_amount_usd: '0.37',
			bridge_id: 'LAYER_ZERO'
		});
		expect(typeof lz.destination_endpoint_id).toBe('number');
		expect(lz.messaging_fee_asset.denom).toBe(DENOMS.extEvmNative);
		expect(r.json.amount_out).toBe('4900000');
		expect(r.json.estimated_route_duration_seconds).toBe(330);
		expect(r.json.estimated_fees).toEqual([
			expect.objectContaining({ fee_behavior: 'FEE_BEHAVIOR_DEDUCTED', amount: '100000', usd_amount: '0.10', chain_id: EXT_EVM, tx_index: 0, operation_index: 0 }),
			expect.objectContaining({ fee_behavior: 'FEE_BEHAVIOR_ADDITIONAL', amount: '120000000000000', bridge_id: 'LAYER_ZERO' })
		]);
		expect(r.json.estimated_fees[1].origin_asset.symbol).toBe('ETH');
	});

	it('EVM ETH → L1 INIT is LayerZero then a swap priced by the pool', async () => {
		const amount = 10n ** 18n;
		const r = await route(EXT_EVM, DENOMS.extEvmNative, L1, 'uinit', amount.toString());
		const afterFee = amount - 50_000_000_000_000n;
		const out = (5_000_000_000_000n * afterFee) / (10n ** 21n + afterFee);
		expect(r.json.amount_out).toBe(out.toString());
		expect(r.json.operations.map((o: object) => Object.keys(o)[0])).toEqual(['layer_zero_transfer', 'swap']);
		expect(r.json.usd_amount_in).toBe('3100.00');
		expect(r.json.warning).toBeNull();
	});

	it('quotes an unpriced asset without USD values', async () => {
		const r = await route(L1, DENOMS.l1Weave, MOVE_L2, ibcVoucher(`transfer/channel-0/${DENOMS.l1Weave}`), '1000');
		expect(r.status).toBe(200);
		expect(r.json).not.toHaveProperty('usd_amount_in');
		expect(r.json).not.toHaveProperty('usd_amount_out');
	});
});

describe('POST /v2/fungible/route: errors', () => {
	it.each([
		['an unknown chain', ['nope-1', 'uinit', L1, 'uinit']],
		['an unknown denom', [L1, 'ufoo', MOVE_L2, DENOMS.moveInit]],
		['an asset without decimals', [WASM_L2, DENOMS.wasmMystery, L1, 'uinit']],
		['noble from a rollup without USDC', [WASM_L2, DENOMS.wasmInit, NOBLE, 'uusdc']],
		['the same asset on the same chain', [L1, 'uinit', L1, 'uinit']],
		['a path that would need two txs', [MOVE_L2, DENOMS.moveInit, WASM_L2, DENOMS.wasmInit]]
	])('answers 404/5 no routes found for %s', async (_, [a, b, c, d]) => {
		const r = await route(a!, b!, c!, d!, '1000000');
		expect(r.status).toBe(404);
		expect(r.json).toEqual({ code: 5, message: 'no routes found', details: [] });
	});

	it('answers 404 for is_op_withdraw on a pair without an OP withdrawal', async () => {
		const r = await route(L1, 'uinit', MOVE_L2, DENOMS.moveInit, '1000000', { is_op_withdraw: true });
		expect(r.status).toBe(404);
	});

	it.each(['0', '-1', '1.5', 'abc', '', 12])('rejects amount_in %j with 400/3 invalid amount_in', async (amount) => {
		const r = await h.post('/v2/fungible/route', {
			amount_in: amount,
			source_asset_chain_id: L1,
			source_asset_denom: 'uinit',
			dest_asset_chain_id: MOVE_L2,
			dest_asset_denom: DENOMS.moveInit
		});
		expect(r.status).toBe(400);
		expect(r.json).toEqual({ code: 3, message: 'invalid amount_in', details: [] });
	});

	it('requires every field', async () => {
		const missing = await h.post('/v2/fungible/route', { source_asset_chain_id: L1 });
		expect(missing.json).toEqual({ code: 3, message: 'amount_in is required', details: [] });
		const noDenom = await h.post('/v2/fungible/route', { amount_in: '1', source_asset_chain_id: L1, dest_asset_chain_id: L1, dest_asset_denom: 'uinit' });
		expect([noDenom.status, noDenom.json.code, noDenom.json.message]).toEqual([400, 3, 'source_asset_denom is required']);
	});

	it('refuses amounts that do not cover the bridge fee', async () => {
		const r = await route(EXT_EVM, DENOMS.extEvmUsdc, L1, DENOMS.l1Usdc, '100000');
		expect(r.status).toBe(400);
		expect(r.json).toEqual({ code: 3, message: 'Input amount is too low to cover LayerZero bridging fees', details: [] });
		expect((await route(EXT_EVM, DENOMS.extEvmUsdc, L1, DENOMS.l1Usdc, '100001')).json.amount_out).toBe('1');
	});

	it('enforces the IBC send limit', async () => {
		const cap = 1_000_000_000_000n;
		expect((await route(NOBLE, 'uusdc', L1, DENOMS.l1Usdc, cap.toString())).status).toBe(200);
		const r = await route(NOBLE, 'uusdc', L1, DENOMS.l1Usdc, (cap + 1n).toString());
		expect(r.status).toBe(400);
		expect(r.json).toEqual({ code: 3, message: `IBC send limit exceeded - Capacity: ${cap}`, details: [] });
	});

	it('warns about a price impact above 5 % and refuses it when allow_unsafe is false', async () => {
		const huge = '1000000000000'; // 1M INIT into a 10M pool: ~9 % impact
		const warned = await route(MOVE_L2, DENOMS.moveInit, L1, 'uinit', huge);
		expect(warned.status).toBe(200);
		expect(warned.json.warning).toEqual({ type: 'BAD_PRICE_WARNING', message: expect.stringMatching(/^Difference in USD value/) });
		expect(warned.json.swap_price_impact_percent).toBe('9.09');
		const refused = await route(MOVE_L2, DENOMS.moveInit, L1, 'uinit', huge, { allow_unsafe: false });
		expect(refused.status).toBe(400);
		expect(refused.json.code).toBe(3);
		expect(refused.json.message).toBe(
			`difference in usd value of route input and output is too large. input usd value: 620000.00 output usd value: ${warned.json.usd_amount_out}`
		);
		expect(refused.json.details).toEqual([
			{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'BAD_PRICE_ERROR', domain: 'skip.build', metadata: {} }
		]);
		// Just under the threshold: impact 5 % exactly is still fine.
		expect((await route(MOVE_L2, DENOMS.moveInit, L1, 'uinit', (POOL / 19n).toString(), { allow_unsafe: false })).status).toBe(200);
	});
});

describe('POST /v2/fungible/route: determinism and drift', () => {
	it('answers the same bytes for the same request', async () => {
		const a = await route(NOBLE, 'uusdc', EVM_L2, DENOMS.evmUsdc, '123456789');
		const b = await route(NOBLE, 'uusdc', EVM_L2, DENOMS.evmUsdc, '123456789');
		expect(a.text).toBe(b.text);
	});

	it('drifts the output every 15 s when the quoteDrift knob is on', async () => {
		h.knobs.quoteDrift = true;
		try {
			const t0 = Math.floor(h.clock.now / 15_000) * 15_000;
			h.clock.now = t0;
			const first = (await route(MOVE_L2, DENOMS.moveInit, L1, 'uinit', '100000000')).json.amount_out;
			h.clock.now = t0 + 14_999;
			expect((await route(MOVE_L2, DENOMS.moveInit, L1, 'uinit', '100000000')).json.amount_out).toBe(first);
			h.clock.now = t0 + 15_000;
			const later = (await route(MOVE_L2, DENOMS.moveInit, L1, 'uinit', '100000000')).json;
			expect(later.amount_out).not.toBe(first);
			expect(later.operations[1].amount_out).toBe(later.amount_out);
		} finally {
			h.knobs.quoteDrift = false;
		}
	});
});

describe('quote math', () => {
	it('output = input − deducted fees along fee-only paths, for any amount', () => {
		const path = findPath(tokenOf(EXT_EVM, DENOMS.extEvmUsdc)!, tokenOf(NOBLE, 'uusdc')!, false)!;
		fc.assert(
			fc.property(fc.bigInt({ min: 100_001n, max: 10n ** 12n }), (amount) => {
				const q = quotePath(path, amount);
				expect(q.amountOut).toBe(amount - 100_000n);
				expect(q.hops.map((x) => x.amountIn)).toEqual([amount, amount - 100_000n]);
			})
		);
	});

	it('a swap never returns more than the pool price and always loses less than its impact', () => {
		const path = findPath(tokenOf(WASM_L2, DENOMS.wasmInit)!, tokenOf(L1, 'uinit')!, false)!;
		fc.assert(
			fc.property(fc.bigInt({ min: 1n, max: 10n ** 14n }), (amount) => {
				const out = quotePath(path, amount).amountOut;
				expect(out).toBeLessThan(amount);
				expect(out * (POOL + amount)).toBeLessThanOrEqual(POOL * amount);
				expect((out + 1n) * (POOL + amount)).toBeGreaterThan(POOL * amount);
			})
		);
	});
});

describe('POST /op-hook', () => {
	const hookReq = (over: Record<string, unknown> = {}) => ({
		source_address: 'init17w0adeg64ky0daxwd2ugyuneellmjgnxdtmpqz',
		source_asset_chain_id: L1,
		source_asset_denom: 'uinit',
		dest_address: 'init183zvmhdk4yq0526cthffncpaztay9yau4q4236',
		dest_asset_chain_id: EVM_L2,
		dest_asset_denom: DENOMS.evmWrappedInit,
		...over
	});

	it('returns the wrap MsgCall to run on the EVM rollup as the recipient', async () => {
		const r = await h.post('/op-hook', hookReq());
		expect(r.status).toBe(200);
		expect(r.json.chain_id).toBe(EVM_L2);
		expect(r.json.hook).toHaveLength(1);
		expect(r.json.hook[0].msg_type_url).toBe('/minievm.evm.v1.MsgCall');
		const msg = JSON.parse(r.json.hook[0].msg);
		expect(Object.keys(msg)).toEqual(['sender', 'contract_addr', 'input', 'value', 'access_list']);
		expect(msg).toMatchObject({ sender: 'init183zvmhdk4yq0526cthffncpaztay9yau4q4236', contract_addr: '0x6c00000000000000000000000000000000000a11', value: '0', access_list: [] });
		// wrapAll(address) with the recipient's 20 bytes.
		expect(msg.input).toMatch(/^0x[0-9a-f]{8}0{24}3c44cdddb6a900fa2b585dd299e03d12fa4293bc$/);
	});

	it('accepts the recipient in 0x form and normalises it to bech32', async () => {
		const r = await h.post('/op-hook', hookReq({ dest_address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' }));
		expect(JSON.parse(r.json.hook[0].msg).sender).toBe('init183zvmhdk4yq0526cthffncpaztay9yau4q4236');
	});

	it('refuses pairs that need no hook', async () => {
		const r = await h.post('/op-hook', hookReq({ dest_asset_denom: DENOMS.evmInit }));
		expect(r.status).toBe(400);
		expect(r.json).toEqual({ code: 3, message: 'the route does not support OP withdraw', details: [] });
	});

	it('requires the six fields and valid addresses', async () => {
		const missing = await h.post('/op-hook', hookReq({ dest_address: undefined }));
		expect([missing.status, missing.json.message]).toEqual([400, 'dest_address is required']);
		const bad = await h.post('/op-hook', hookReq({ dest_address: 'noble1xyz' }));
		expect([bad.status, bad.json.code, bad.json.message]).toEqual([400, 3, 'invalid dest_address']);
		const badSrc = await h.post('/op-hook', hookReq({ source_address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' }));
		expect(badSrc.json.message).toBe('invalid source_address');
	});
});
