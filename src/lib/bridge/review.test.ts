import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { msgsResponseSchema } from '$lib/api/schemas/router-msgs';
import { planRouterTxs } from '$lib/signing/decode';
import { isOpWithdrawal, summarizeRoute } from './entry';
import { reviewPlan, routeContracts } from './review';
import { EVM, L1, makeRoute, testCatalogue } from './testing';

const ctx = { chainName: (id: string) => `chain ${id}`, format: (_c: string, coin: { denom: string; amount: bigint }) => `${coin.amount} ${coin.denom}`, recipient: 'init1r' };

describe('review', () => {
	it('lists an IBC transfer with channel, timeout and its memo', () => {
		const [plan] = planRouterTxs(
			v.parse(msgsResponseSchema, {
				txs: [
				{
					cosmos_tx: {
						chain_id: L1,
						signer_address: 'init1s',
						msgs: [
							{
								msg_type_url: '/ibc.applications.transfer.v1.MsgTransfer',
								msg: JSON.stringify({
									source_port: 'transfer',
									source_channel: 'channel-2',
									token: { denom: 'uinit', amount: '5' },
									sender: 'init1s',
									receiver: 'noble1r',
									timeout_height: {},
									timeout_timestamp: '1767225600000000000',
									memo: '{"forward":{}}'
								})
							}
						]
					}
				}
				]
			})
		);
		const r = reviewPlan(plan!, ctx, { summary: [], raw: '{}' });
		expect(r.chainName).toBe('chain initia-1');
		const fields = Object.fromEntries(r.messages[0]!.fields.map((f) => [f.label, f.value]));
		expect(fields).toMatchObject({ From: 'init1s', To: 'noble1r', Amount: '5 uinit', 'IBC channel': 'channel-2', 'Times out': '2026-01-01 00:00:00 UTC' });
		expect(r.messages[0]!.memo).toBe('{"forward":{}}');
	});

	it('names the route contracts an EVM transaction may call', () => {
		const route = makeRoute({
			source_asset_chain_id: EVM,
			operations: [{ layer_zero_transfer: { from_chain_id: EVM, source_oft_contract_address: '0x1000000000000000000000000000000000000B51', messaging_fee_asset: {} }, tx_index: 0 }]
		});
		expect(routeContracts(route)).toEqual({ [EVM]: ['0x1000000000000000000000000000000000000B51'] });
	});
});

describe('history entry', () => {
	it('summarises the route and spots OP withdrawals', () => {
		const cat = testCatalogue();
		const s = summarizeRoute(makeRoute(), cat);
		expect(s).toMatchObject({ srcSymbol: 'INIT', dstSymbol: 'INIT', amountIn: '1000000', etaSeconds: 45, opWithdraw: false, hops: [{ kind: 'op_init_transfer', label: 'Bridge via OP Bridge' }] });
		const withdrawal = makeRoute({
			source_asset_chain_id: 'rollup-1',
			source_asset_denom: 'l2/init',
			dest_asset_chain_id: L1,
			dest_asset_denom: 'uinit',
			operations: [{ op_init_transfer: { from_chain_id: 'rollup-1', to_chain_id: L1 }, tx_index: 0 }]
		});
		expect(isOpWithdrawal(withdrawal, cat)).toBe(true);
	});
});
