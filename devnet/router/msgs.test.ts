import { readFileSync } from 'node:fs';
import { fromBase64 } from '@cosmjs/encoding';
import fc from 'fast-check';
import { decodeFunctionData, zeroAddress } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OTHER, TEST_COSMOS, TEST_EVM } from '../accounts';
import { BRIDGE_ABI, BRIDGE_CONTRACT } from '../bridge-contract';
import { DENOMS, EVM_L2, EXT_EVM, L1, MOVE_L2, NOBLE } from '../chains';
import { minAmountOut } from './amounts';
import { fakeSignedHook, msgsRequest, startRouter, type Harness } from './test-harness';

const golden = JSON.parse(readFileSync(new URL('../../tests/golden/signing/derived_testkey_vectors.json', import.meta.url), 'utf8')) as {
	vectors: { id: string; amino_sign_doc: { msgs: { type: string; value: Record<string, unknown> }[] } }[];
};
const goldenValue = (id: string) => golden.vectors.find((v) => v.id === id)!.amino_sign_doc.msgs[0]!.value;
const sortedKeys = (o: object) => Object.keys(o).sort();

let h: Harness;
beforeAll(async () => (h = await startRouter()));
afterAll(() => h.close());
beforeEach(() => h.router.reset());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- wire JSON under test

async function quote(src: string, srcDenom: string, dst: string, dstDenom: string, amount: string, extra: Json = {}): Promise<Json> {
	const r = await h.route(src, srcDenom, dst, dstDenom, amount, extra);
	expect(r.status).toBe(200);
	return r.json;
}

const msgs = (body: Json) => h.post('/v2/fungible/msgs', body);
const firstMsg = (json: Json) => {
	const m = json.txs[0].cosmos_tx.msgs[0];
	return { typeUrl: m.msg_type_url as string, raw: m.msg as string, value: JSON.parse(m.msg) as Json };
};

describe('POST /v2/fungible/msgs: Cosmos sources', () => {
	it('builds an OPinit deposit in the golden amino layout, without data', async () => {
		const route = await quote(L1, 'uinit', MOVE_L2, DENOMS.moveInit, '2000000');
		const r = await msgs(msgsRequest(route, [TEST_EVM.init, OTHER.init]));
		expect(r.status).toBe(200);
		const tx = r.json.txs[0];
		expect(tx.operations_indices).toEqual([0]);
		expect(tx.cosmos_tx).toMatchObject({ chain_id: L1, path: [L1, MOVE_L2], signer_address: TEST_EVM.init });
		const m = firstMsg(r.json);
		expect(m.typeUrl).toBe('/opinit.ophost.v1.MsgInitiateTokenDeposit');
		expect(m.raw).toBe(`{"sender":"${TEST_EVM.init}","bridge_id":"1","to":"${OTHER.init}","amount":{"denom":"uinit","amount":"2000000"}}`);
		expect(sortedKeys(m.value)).toEqual(sortedKeys(goldenValue('derived-ophost-initiate-deposit-l1')));
		expect(r.json.min_amount_out).toBe('1990000');
		expect(r.json.estimated_fees).toEqual([]);
		expect(r.json.msgs).toEqual([{ multi_chain_msg: { chain_id: L1, path: [L1, MOVE_L2], msg_type_url: m.typeUrl, msg: m.raw } }]);
	});

	it('builds an OPinit withdrawal in the golden amino layout', async () => {
		const route = await quote(MOVE_L2, DENOMS.moveInit, L1, 'uinit', '1000', { is_op_withdraw: true });
		const m = firstMsg((await msgs(msgsRequest(route, [TEST_EVM.init, TEST_EVM.init]))).json);
		expect(m.typeUrl).toBe('/opinit.opchild.v1.MsgInitiateTokenWithdrawal');
		expect(m.value).toEqual({ sender: TEST_EVM.init, to: TEST_EVM.init, amount: { denom: DENOMS.moveInit, amount: '1000' } });
		expect(sortedKeys(m.value)).toEqual(sortedKeys(goldenValue('derived-opchild-initiate-withdrawal-intergaze')));
	});

	it('builds a single-hop MsgTransfer with timeout_height {} , a ns timestamp and no memo key', async () => {
		const route = await quote(NOBLE, 'uusdc', L1, DENOMS.l1Usdc, '1000000');
		const m = firstMsg((await msgs(msgsRequest(route, [TEST_COSMOS.noble, TEST_COSMOS.init]))).json);
		expect(m.typeUrl).toBe('/ibc.applications.transfer.v1.MsgTransfer');
		expect(m.value).toEqual({
			source_port: 'transfer',
			source_channel: 'channel-0',
			token: { denom: 'uusdc', amount: '1000000' },
			sender: TEST_COSMOS.noble,
			receiver: TEST_COSMOS.init,
			timeout_height: {},
			timeout_timestamp: ((BigInt(h.clock.now) + 600_000n) * 1_000_000n).toString()
		});
		expect(sortedKeys(m.value)).toEqual(sortedKeys(goldenValue('derived-ibc-transfer-l1')));
	});

	it('forwards multi-hop IBC routes with a PFM memo', async () => {
		const route = await quote(NOBLE, 'uusdc', MOVE_L2, DENOMS.moveUsdc, '1000000');
		const m = firstMsg((await msgs(msgsRequest(route, [TEST_COSMOS.noble, TEST_COSMOS.init, OTHER.init]))).json);
		expect(m.value.receiver).toBe(TEST_COSMOS.init);
		expect(JSON.parse(m.value.memo)).toEqual({ forward: { receiver: OTHER.init, port: 'transfer', channel: 'channel-1', timeout: '10m', retries: 2 } });
	});

	it('hands the fast withdrawal to the L1 swap hook with the slippage-bounded minimum', async () => {
		const route = await quote(MOVE_L2, DENOMS.moveInit, L1, 'uinit', '5000000');
		const r = await msgs(msgsRequest(route, [TEST_EVM.init, OTHER.init], { slippage_tolerance_percent: '1' }));
		const m = firstMsg(r.json);
		const min = (BigInt(route.amount_out) * 99n) / 100n;
		expect(r.json.min_amount_out).toBe(min.toString());
		expect(m.value.receiver).toBe('0x1::swap_transfer::swap_to');
		const hook = JSON.parse(m.value.memo).move.message;
		expect(hook).toMatchObject({ module_address: '0x1', module_name: 'swap_transfer', function_name: 'swap_to', type_args: [] });
		const [pool, minArg, receiver] = hook.args.map((a: string) => fromBase64(a));
		expect(Buffer.from(pool).toString('hex')).toBe(route.operations[1].swap.swap_in.swap_operations[0].pool.slice(2));
		expect(new DataView(minArg.buffer, minArg.byteOffset, 8).getBigUint64(0, true)).toBe(min);
		expect(Buffer.from(receiver).toString('hex')).toBe('0'.repeat(24) + OTHER.hex.slice(2).toLowerCase());
	});
});

describe('POST /v2/fungible/msgs: EVM sources', () => {
	it('calls the bridge contract with an exact ERC-20 approval for USDC', async () => {
		const route = await quote(EXT_EVM, DENOMS.extEvmUsdc, MOVE_L2, DENOMS.moveUsdc, '2000000');
		const r = await msgs(msgsRequest(route, [TEST_EVM.hex, TEST_EVM.init, OTHER.init]));
		expect(r.status).toBe(200);
		const { evm_tx, operations_indices } = r.json.txs[0];
		expect(operations_indices).toEqual([0, 1]);
		expect(evm_tx).toMatchObject({
			chain_id: EXT_EVM,
			to: BRIDGE_CONTRACT,
			// the LayerZero messaging fee, paid on top in ETH
			value: '120000000000000',
			signer_address: TEST_EVM.hex,
			required_erc20_approvals: [{ token_contract: DENOMS.extEvmUsdc, spender: BRIDGE_CONTRACT, amount: '2000000' }]
		});
		expect(evm_tx.data).toMatch(/^[0-9a-f]+$/);
		const call = decodeFunctionData({ abi: BRIDGE_ABI, data: `0x${evm_tx.data}` });
		expect(call.args).toEqual([DENOMS.extEvmUsdc, 2_000_000n, MOVE_L2, OTHER.init]);
		expect(r.json.msgs).toEqual([{ evm_tx }]);
		expect(r.json.estimated_fees.map((f: Json) => f.fee_behavior)).toEqual(['FEE_BEHAVIOR_DEDUCTED', 'FEE_BEHAVIOR_ADDITIONAL']);
	});

	it('sends native ETH plus the messaging fee as the call value, with no approvals', async () => {
		const route = await quote(EXT_EVM, DENOMS.extEvmNative, L1, 'uinit', '1000000000000000000');
		const { evm_tx } = (await msgs(msgsRequest(route, [TEST_EVM.hex, TEST_EVM.init]))).json.txs[0];
		expect(evm_tx.value).toBe('1000120000000000000');
		expect(evm_tx.required_erc20_approvals).toEqual([]);
		expect(decodeFunctionData({ abi: BRIDGE_ABI, data: `0x${evm_tx.data}` }).args[0]).toBe(zeroAddress);
	});
});

describe('POST /v2/fungible/msgs: op hooks', () => {
	const wrapRoute = () => quote(L1, 'uinit', EVM_L2, DENOMS.evmWrappedInit, '1000000');
	const signed = (signer = OTHER.init) => ({ signer, hook: fakeSignedHook(signer, EVM_L2) });

	it('puts a verified hook into the deposit data', async () => {
		const route = await wrapRoute();
		h.ledger.verifications = [];
		const r = await msgs(msgsRequest(route, [TEST_EVM.init, OTHER.init], { signed_op_hook: signed() }));
		expect(r.status).toBe(200);
		expect(firstMsg(r.json).value.data).toBe(signed().hook);
		expect(h.ledger.verifications).toEqual([{ chainId: EVM_L2, expectedSigner: OTHER.init, sequenceOffset: 0 }]);
	});

	it.each([
		['missing', undefined, 'op hook is required'],
		['not base64', { signer: OTHER.init, hook: 'not base64!' }, 'invalid signed_op_hook: hook must be base64 tx bytes'],
		['signed by someone else', { signer: TEST_EVM.init, hook: fakeSignedHook(TEST_EVM.init, EVM_L2) }, 'invalid signed_op_hook: signer must be the recipient on EVM Weave'],
		['badly signed', { signer: OTHER.init, hook: fakeSignedHook(OTHER.init, L1) }, 'invalid signed_op_hook: signature verification failed']
	])('refuses a hook that is %s with 400/3', async (_, hook, message) => {
		const route = await wrapRoute();
		const r = await msgs(msgsRequest(route, [TEST_EVM.init, OTHER.init], { signed_op_hook: hook }));
		expect(r.status).toBe(400);
		expect(r.json).toEqual({ code: 3, message, details: [] });
	});
});

describe('POST /v2/fungible/msgs: validation', () => {
	it.each([
		['address_list too short', (b: Json) => ({ ...b, address_list: [TEST_COSMOS.noble] }), 'address_list must have 3 entries (one per required_chain_addresses), got 1'],
		['a wrong bech32 prefix', (b: Json) => ({ ...b, address_list: [TEST_COSMOS.init, TEST_COSMOS.init, OTHER.init] }), `invalid address ${TEST_COSMOS.init} for chain ${NOBLE}`],
		['a 0x address on a Cosmos chain', (b: Json) => ({ ...b, address_list: [TEST_COSMOS.noble, TEST_EVM.hex, OTHER.init] }), `invalid address ${TEST_EVM.hex} for chain ${L1}`],
		['altered operations', (b: Json) => ({ ...b, operations: [b.operations[0]] }), 'operations do not match the quoted route'],
		['an altered amount_out', (b: Json) => ({ ...b, amount_out: '1' }), 'operations do not match the quoted route'],
		['no slippage', (b: Json) => ({ ...b, slippage_tolerance_percent: undefined }), 'slippage_tolerance_percent is required'],
		['slippage over 100', (b: Json) => ({ ...b, slippage_tolerance_percent: '100.01' }), 'invalid slippage_tolerance_percent'],
		['garbage slippage', (b: Json) => ({ ...b, slippage_tolerance_percent: '-1' }), 'invalid slippage_tolerance_percent'],
		['no operations', (b: Json) => ({ ...b, operations: undefined }), 'operations is required'],
		['a zero amount_in', (b: Json) => ({ ...b, amount_in: '0' }), 'invalid amount_in'],
		['no source chain', (b: Json) => ({ ...b, source_asset_chain_id: '' }), 'source_asset_chain_id is required']
	])('refuses %s with 400/3', async (_, edit, message) => {
		const route = await quote(NOBLE, 'uusdc', MOVE_L2, DENOMS.moveUsdc, '1000000');
		const r = await msgs(edit(msgsRequest(route, [TEST_COSMOS.noble, TEST_COSMOS.init, OTHER.init])));
		expect(r.status).toBe(400);
		expect(r.json).toEqual({ code: 3, message, details: [] });
	});

	it('accepts operations re-serialised with another key order', async () => {
		const route = await quote(NOBLE, 'uusdc', L1, DENOMS.l1Usdc, '1000000');
		const reordered = route.operations.map((o: Json) => Object.fromEntries(Object.entries(o).reverse()));
		expect((await msgs(msgsRequest({ ...route, operations: reordered }, [TEST_COSMOS.noble, TEST_COSMOS.init]))).status).toBe(200);
	});

	it('refuses an EVM address with a broken checksum', async () => {
		const route = await quote(EXT_EVM, DENOMS.extEvmUsdc, L1, DENOMS.l1Usdc, '1000000');
		const broken = TEST_EVM.hex.replace('f39F', 'F39f');
		const r = await msgs(msgsRequest(route, [broken, TEST_EVM.init]));
		expect([r.status, r.json.message]).toEqual([400, `invalid address ${broken} for chain ${EXT_EVM}`]);
	});

	it('forgets issued quotes on reset', async () => {
		const route = await quote(NOBLE, 'uusdc', L1, DENOMS.l1Usdc, '1000000');
		h.router.reset();
		expect((await msgs(msgsRequest(route, [TEST_COSMOS.noble, TEST_COSMOS.init]))).json.message).toBe('operations do not match the quoted route');
	});
});

describe('min_amount_out', () => {
	it('is floor(amount_out × (1 − slippage/100)) exactly', () => {
		expect(minAmountOut(999_999n, '0.5')).toBe(994_999n);
		expect(minAmountOut(999_999n, '1')).toBe(989_999n);
		expect(minAmountOut(10n ** 30n, '0.1')).toBe(999n * 10n ** 27n);
		expect(minAmountOut(5n, '100')).toBe(0n);
		expect(minAmountOut(5n, '0')).toBe(5n);
		fc.assert(
			fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.integer({ min: 0, max: 100_000 }), (out, milli) => {
				const s = `${Math.floor(milli / 1000)}.${String(milli % 1000).padStart(3, '0')}`;
				const min = minAmountOut(out, s)!;
				// min ≤ out·(100000 − milli)/100000 < min + 1
				expect(min * 100_000n).toBeLessThanOrEqual(out * BigInt(100_000 - milli));
				expect((min + 1n) * 100_000n).toBeGreaterThan(out * BigInt(100_000 - milli));
			})
		);
	});
});
