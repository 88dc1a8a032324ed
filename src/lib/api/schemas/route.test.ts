import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { parseOperation, routeSchema } from './route';
import { msgsResponseSchema, opHookResponseSchema, trackResponseSchema } from './router-msgs';
import { assetsResponseSchema, balancesResponseSchema, chainsResponseSchema } from './router-info';
import { fixtureText, golden } from '../fixtures/fake-fetch';

const initia = golden('router/initia_router_openapi_examples.json') as Record<string, Record<string, unknown>>;
const fixture = (name: string): unknown => JSON.parse(fixtureText(name));
const parse = <S extends v.GenericSchema>(schema: S, data: unknown) => v.parse(schema, data);

describe('route', () => {
	it('parses the Skip swagger example (axelar + swap, no envelope amounts)', () => {
		const route = parse(routeSchema, golden('router/skip_swagger_examples/fungible_route.response_200.json'));
		expect(route).toMatchObject({
			amountIn: 1000000000000000000n,
			amountOut: 721110n,
			estimatedAmountOut: 721110n,
			doesSwap: true,
			txsRequired: 1,
			usdAmountIn: '2000.01',
			swapPriceImpactPercent: '1.05',
			estimatedRouteDurationSeconds: 300,
			requiredOpHook: false,
			extraInfos: [],
			extraWarnings: [],
			warning: null,
			swapVenues: [{ name: 'osmosis-poolmanager', chainId: 'osmosis-1' }]
		});
		expect(route.operations.map((o) => [o.kind, o.label, o.txIndex, o.amountOut, o.fromChainId, o.toChainId])).toEqual([
			['axelar_transfer', 'Bridge via Axelar', 0, null, '137', 'osmosis-1'],
			['swap', 'Swap on Osmosis', 0, null, 'osmosis-1', 'osmosis-1']
		]);
		expect(route.operations[1]!.venue).toBe('osmosis-poolmanager');
	});

	it('parses the Initia OpenAPI example (extra_warnings null, empty operations)', () => {
		const route = parse(routeSchema, initia['POST /v2/fungible/route']!.response_example);
		expect(route).toMatchObject({
			amountIn: 1000000n,
			amountOut: 999000n,
			operations: [],
			operationsRaw: [],
			extraWarnings: [],
			requiredOpHook: false,
			estimatedRouteDurationSeconds: 120
		});
	});

	it('parses the route nested in the msgs_direct example (singular swap_venue)', () => {
		const direct = golden('router/skip_swagger_examples/fungible_msgs_direct.response_200.json') as { route: unknown };
		const route = parse(routeSchema, direct.route);
		expect(route.operations.map((o) => o.label)).toEqual(['Bridge via IBC', 'Swap on Osmosis', 'Bridge via IBC']);
		// `dest_denom` (deprecated) stands in for denom_out.
		expect(route.operations[0]!.denomOut).toBe('ibc/D189335C6E4A68B513C10AB227BF1C1D38C746766278BA3EEB4FB14124F1D858');
		expect(route.swapVenues).toEqual([{ name: 'osmosis-poolmanager', chainId: 'osmosis-1', logoUri: null }]);
	});

	it('parses an Initia L2→L1 IBC + Initia DEX route with fees', () => {
		const route = parse(routeSchema, fixture('router/route.l2-to-l1-ibc-swap.json'));
		expect(route.operations.map((o) => [o.kind, o.label, o.amountIn, o.amountOut, o.denomOut, o.bridgeId])).toEqual([
			['transfer', 'Bridge via IBC', 1000000n, 1000000n, 'ibc/82EB1C694C571F954E68BFD68CFCFCD6123B0EBB69AAA8BAB7A082939B45E802', 'IBC'],
			['swap', 'Swap on Initia DEX', 1000000n, 998512n, 'uinit', null]
		]);
		expect(route.estimatedFees).toEqual([
			{
				feeType: 'SMART_RELAY',
				bridgeId: 'IBC',
				amount: 1200n,
				usdAmount: '0.0007',
				originAsset: expect.objectContaining({ denom: 'uinit', symbol: 'INIT', decimals: 6, logoUri: null }),
				chainId: 'echelon-1',
				txIndex: 0,
				operationIndex: null,
				feeBehavior: 'FEE_BEHAVIOR_DEDUCTED'
			}
		]);
		expect(route.estimatedRouteDurationSeconds).toBeNull();
		expect(route.extraInfos).toEqual(['Minitswap keeps slippage low for INIT withdrawals']);
	});

	it('tolerates missing optional Initia fields on an OP withdrawal', () => {
		const route = parse(routeSchema, fixture('router/route.op-withdraw.json'));
		expect(route).toMatchObject({
			usdAmountIn: null, // ""
			usdAmountOut: null, // missing
			requiredOpHook: false, // missing
			estimatedAmountOut: 5000000n, // missing → amount_out
			swapVenues: [],
			estimatedRouteDurationSeconds: 604800
		});
		expect(route.operations[0]).toMatchObject({ kind: 'op_init_transfer', label: 'Bridge via OP Bridge', bridgeId: 'OPINIT' });
		expect(route.extraWarnings[0]).toContain('7 days');
	});

	it('keeps unknown operations and the raw array untouched', () => {
		const wire = fixture('router/route.evm-layerzero.json') as { operations: unknown[] };
		const route = parse(routeSchema, wire);
		expect(route.operations[0]).toMatchObject({ kind: 'layer_zero_transfer', label: 'Bridge via LayerZero' });
		expect(route.operations[1]).toMatchObject({
			kind: 'unknown',
			key: 'teleport_transfer',
			label: 'Unknown step (teleport_transfer)',
			fromChainId: 'interwoven-1',
			toChainId: 'yominet-1',
			amountOut: 24870000n,
			raw: wire.operations[1]
		});
		expect(JSON.stringify(route.operationsRaw)).toBe(JSON.stringify(wire.operations));
		expect(route).toMatchObject({
			requiredOpHook: true,
			warning: { type: 'BAD_PRICE_WARNING', message: expect.stringContaining('7.6%') },
			extraInfos: []
		});
		expect(route.estimatedFees[0]).toMatchObject({ feeBehavior: 'FEE_BEHAVIOR_ADDITIONAL', amount: 41000000000000n });
	});

	it('reads "" amounts as 0 but rejects floats', () => {
		const base = fixture('router/route.op-withdraw.json') as Record<string, unknown>;
		expect(parse(routeSchema, { ...base, amount_out: '' }).amountOut).toBe(0n);
		expect(v.safeParse(routeSchema, { ...base, amount_out: '1.5' }).success).toBe(false);
	});

	it('labels every known operation like InterwovenKit', () => {
		const labels = Object.fromEntries(
			[
				'transfer',
				'bank_send',
				'swap',
				'evm_swap',
				'op_init_transfer',
				'layer_zero_transfer',
				'axelar_transfer',
				'cctp_transfer',
				'hyperlane_transfer',
				'go_fast_transfer',
				'stargate_transfer',
				'eureka_transfer'
			].map((key) => [key, parseOperation({ [key]: {} }).label])
		);
		expect(labels).toEqual({
			transfer: 'Bridge via IBC',
			bank_send: 'Send',
			swap: 'Swap',
			evm_swap: 'Swap',
			op_init_transfer: 'Bridge via OP Bridge',
			layer_zero_transfer: 'Bridge via LayerZero',
			axelar_transfer: 'Bridge via Axelar',
			cctp_transfer: 'Bridge via CCTP',
			hyperlane_transfer: 'Bridge via Hyperlane',
			go_fast_transfer: 'Bridge via Go Fast',
			stargate_transfer: 'Bridge via Stargate',
			eureka_transfer: 'Bridge via Eureka'
		});
		expect(parseOperation({ evm_swap: { swap_venues: [{ name: 'uniswap_v3-base' }], amount_out: '7' } })).toMatchObject({
			label: 'Swap on Uniswap V3',
			amountOut: 7n
		});
		expect(parseOperation({ bank_send: { chain_id: 'c', denom: 'uinit' } })).toMatchObject({
			fromChainId: 'c',
			toChainId: 'c',
			denomIn: 'uinit',
			denomOut: 'uinit'
		});
	});

	it('never throws on junk operations', () => {
		for (const junk of [null, 7, 'x', [], {}, { tx_index: 'a' }, { weird: 5 }]) {
			expect(parseOperation(junk).kind).toBe('unknown');
		}
	});
});

describe('msgs, op-hook, track', () => {
	it('parses grouped txs (Skip swagger)', () => {
		const res = parse(msgsResponseSchema, golden('router/skip_swagger_examples/fungible_msgs.response_200.json'));
		expect(res.txs).toHaveLength(1);
		expect(res.txs[0]).toMatchObject({
			kind: 'cosmos',
			chainId: 'axelar-dojo-1',
			path: ['axelar-dojo-1'],
			signerAddress: 'axelar1x8ad0zyw52mvndh7hlnafrg0gt284ga7u3rez0',
			operationsIndices: [0, 1, 2]
		});
		const tx = res.txs[0]!;
		if (tx.kind !== 'cosmos') throw new Error('cosmos tx expected');
		expect(tx.msgs[0]!.msgTypeUrl).toBe('/ibc.applications.transfer.v1.MsgTransfer');
		expect(JSON.parse(tx.msgs[0]!.msg)).toMatchObject({ source_channel: 'channel-3', timeout_height: {} });
		expect(res.minAmountOut).toBe(105963n);
	});

	it('groups legacy msgs when txs is absent (msgs_direct)', () => {
		const res = parse(msgsResponseSchema, golden('router/skip_swagger_examples/fungible_msgs_direct.response_200.json'));
		expect(res.txs).toEqual([
			expect.objectContaining({ kind: 'cosmos', chainId: 'axelar-dojo-1', signerAddress: '', operationsIndices: [] })
		]);
		expect(res.minAmountOut).toBe(107000n);
	});

	it('parses the Initia OpenAPI example', () => {
		const res = parse(msgsResponseSchema, initia['POST /v2/fungible/msgs']!.response_example);
		expect(res.txs).toEqual([
			{ kind: 'cosmos', chainId: 'interwoven-1', path: [], signerAddress: 'init1abc...', msgs: [], operationsIndices: [] }
		]);
	});

	it('parses an OP deposit and an EVM tx with approvals; keeps unknown tx kinds', () => {
		const deposit = parse(msgsResponseSchema, fixture('router/msgs.op-deposit.json'));
		expect(deposit.txs[0]).toMatchObject({ kind: 'cosmos', msgs: [{ msgTypeUrl: '/opinit.ophost.v1.MsgInitiateTokenDeposit' }] });
		const evm = parse(msgsResponseSchema, fixture('router/msgs.evm.json'));
		expect(evm.txs[0]).toEqual({
			kind: 'evm',
			chainId: '8453',
			to: '0x1111111111111111111111111111111111111111',
			value: 41000000000000n,
			data: 'c7c7f5b3000000000000000000000000000000000000000000000000000000000000007e',
			signerAddress: '0x00b40F326Ab76189170cA2FfeCfa4B34b43949dA',
			requiredErc20Approvals: [
				{ tokenContract: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', spender: '0x1111111111111111111111111111111111111111', amount: 25000000n }
			],
			operationsIndices: [0, 1]
		});
		expect(evm.txs[1]).toEqual({ kind: 'unknown', raw: { quantum_tx: { chain_id: 'q-1' } }, operationsIndices: [] });
		expect(evm.estimatedFees).toEqual([]);
	});

	it('parses op-hook and track answers', () => {
		expect(parse(opHookResponseSchema, initia['POST /op-hook']!.response_example)).toEqual({ chainId: '8453', hook: [] });
		expect(
			parse(opHookResponseSchema, {
				chain_id: 'yominet-1',
				hook: [{ msg_type_url: '/minievm.evm.v1.MsgCall', msg: '{"sender":"init1…"}' }]
			}).hook
		).toEqual([{ msgTypeUrl: '/minievm.evm.v1.MsgCall', msg: '{"sender":"init1…"}' }]);
		expect(parse(trackResponseSchema, golden('router/skip_swagger_examples/tx_track.response_200.json'))).toEqual({
			txHash: 'F30790E79987F18F3A4DA8C7A9BA9FD837043EF59D8236CA85180E1078BC607F',
			explorerLink: 'https://www.mintscan.io/osmosis/tx/F30790E79987F18F3A4DA8C7A9BA9FD837043EF59D8236CA85180E1078BC607F'
		});
		expect(parse(trackResponseSchema, golden('router/skip_docs_status_examples/submit.response_200.json'))).toEqual({
			txHash: 'AAEA76709215A808AF6D7FC2B8FBB8746BC1F196E46FFAE84B79C6F6CD0A79C9',
			explorerLink: null
		});
	});
});

describe('catalogue', () => {
	it('parses chains with defaults for missing fields', () => {
		const chains = parse(chainsResponseSchema, initia['GET /v2/info/chains']!.response_example);
		expect(chains).toEqual([
			{
				chainId: 'interwoven-1',
				chainName: 'Initia',
				prettyName: 'Initia',
				chainType: 'cosmos',
				bech32Prefix: 'init',
				logoUri: 'https://raw.githubusercontent.com/.../initia.png',
				feeAssets: [],
				pfmEnabled: true,
				supportsMemo: true,
				isTestnet: false,
				rpc: 'https://rpc.initia.xyz',
				rest: 'https://rest.initia.xyz',
				evmFeeAsset: null,
				hidden: false
			}
		]);
		const evm = parse(chainsResponseSchema, {
			chains: [
				{
					chain_id: '8453',
					chain_name: 'base',
					pretty_name: 'Base',
					chain_type: 'evm',
					fee_assets: [{ denom: 'base-native', gas_price: { average: '0.01' } }],
					evm_fee_asset: { name: 'Ether', symbol: 'ETH', decimals: 18 }
				}
			]
		});
		expect(evm[0]).toMatchObject({
			prettyName: 'Base',
			feeAssets: [{ denom: 'base-native', gasPrice: { low: null, average: '0.01', high: null } }],
			evmFeeAsset: { symbol: 'ETH', decimals: 18 }
		});
	});

	it('parses assets and drops hidden ones', () => {
		const example = initia['GET /v2/fungible/assets']!.response_example as {
			chain_to_assets_map: Record<string, { assets: Record<string, unknown>[] }>;
		};
		const first = example.chain_to_assets_map['interwoven-1']!.assets[0]!;
		const assets = parse(assetsResponseSchema, {
			chain_to_assets_map: {
				'interwoven-1': { assets: [first, { ...first, denom: 'uhidden', hidden: true }, { ...first, denom: 'unodec', decimals: null }] }
			}
		});
		expect(assets['interwoven-1']!.map((a) => [a.denom, a.decimals, a.symbol])).toEqual([
			['uinit', 6, 'INIT'],
			['unodec', null, 'INIT']
		]);
	});

	it('parses balances (price_usd spelling, errors, empty amounts)', () => {
		const res = parse(balancesResponseSchema, initia['POST /v2/info/balances']!.response_example);
		expect(res['interwoven-1']!.uinit).toEqual({
			amount: 1000000n,
			decimals: null,
			formattedAmount: null,
			priceUsd: '1.50',
			valueUsd: '1.50',
			error: null
		});
		const failed = parse(balancesResponseSchema, {
			chains: { 'noble-1': { denoms: { uusdc: { amount: '', error: { message: 'rpc timeout' } } } } }
		});
		expect(failed['noble-1']!.uusdc).toMatchObject({ amount: 0n, error: 'rpc timeout' });
	});
});
