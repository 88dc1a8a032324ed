import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import swaggerMsgs from '../../../tests/golden/router/skip_swagger_examples/fungible_msgs.response_200.json';
import { msgsResponseSchema } from '$lib/api/schemas/router-msgs';
import { describeMsg, decodeMsg, planRouterTxs, planTx } from './decode';
import { InvalidMessageError, UnsupportedMessageError } from './errors';
import { vectorMessages, vectors } from './testing';

/** Wire JSON through the router client's schema: the shape the decoder reads. */
const parsed = (wire: unknown) => v.parse(msgsResponseSchema, wire);
const res = parsed(swaggerMsgs);
const tx = (wire: Record<string, unknown>) => parsed({ txs: [wire] }).txs[0]!;
const INIT = 'init1la9xf0wa2gkn2kdhms465t09xe98hsw5z3q2vd';

describe('router txs', () => {
	it('decodes a cosmos_tx into a reviewable plan', () => {
		const [plan] = planRouterTxs(res);
		expect(plan).toMatchObject({ kind: 'cosmos', chainId: 'axelar-dojo-1', signer: 'axelar1x8ad0zyw52mvndh7hlnafrg0gt284ga7u3rez0' });
		if (plan?.kind !== 'cosmos') throw new Error('expected a cosmos plan');
		const [m] = plan.messages;
		expect(m).toMatchObject({
			typeUrl: '/ibc.applications.transfer.v1.MsgTransfer',
			aminoType: 'cosmos-sdk/MsgTransfer',
			label: 'IBC transfer',
			sender: 'axelar1x8ad0zyw52mvndh7hlnafrg0gt284ga7u3rez0',
			recipient: 'osmo1qpvu80yfd0jnnh3ytn8964382typrqq0ejmqaasa3j233su8apasfqtler',
			amount: { denom: 'uusdc', amount: '1000000' },
			channel: 'channel-3',
			timeoutTimestamp: '1688663426558649000',
			hasHook: true
		});
		expect(m!.memo).toContain('swap_with_action');
		// raw is the canonical amino value that will be signed
		expect(m!.raw).toMatchObject({ timeout_height: {}, timeout_timestamp: '1688663426558649000' });
	});

	it('plans the legacy msgs[] form (grouped by the client) like txs', () => {
		// no signer_address in the legacy form: the first message's sender stands in
		expect(planRouterTxs(parsed({ msgs: swaggerMsgs.msgs }))).toEqual(planRouterTxs(res));
	});

	it('normalises an evm_tx', () => {
		const plan = planTx(
			tx({
				evm_tx: {
				chain_id: '8453',
				to: '0x1111111111111111111111111111111111111111',
				data: 'abCD',
				signer_address: '0x2222222222222222222222222222222222222222',
				required_erc20_approvals: [{ token_contract: '0x3333333333333333333333333333333333333333', spender: '0x1111111111111111111111111111111111111111', amount: '5' }]
				}
			})
		);
		expect(plan).toEqual({
			kind: 'evm',
			chainId: '8453',
			from: '0x2222222222222222222222222222222222222222',
			to: '0x1111111111111111111111111111111111111111',
			value: '0',
			data: '0xabCD',
			approvals: [{ tokenContract: '0x3333333333333333333333333333333333333333', spender: '0x1111111111111111111111111111111111111111', amount: '5' }]
		});
		expect(() => planTx(tx({ evm_tx: { chain_id: '1', to: '0x1', data: 'xyz' } }))).toThrow(InvalidMessageError);
		expect(() => planTx(tx({ evm_tx: { chain_id: '1', data: '' } }))).toThrow(InvalidMessageError);
	});

	it('refuses Solana txs, unknown message types and bad JSON', () => {
		expect(() => planTx(tx({ svm_tx: { chain_id: 'solana' } }))).toThrow(UnsupportedMessageError);
		expect(() => planTx(tx({ something_new: {} }))).toThrow(UnsupportedMessageError);
		expect(() => planTx(tx({ cosmos_tx: { chain_id: 'c', msgs: [{ msg_type_url: '/cosmos.gov.v1.MsgVote', msg: '{}' }] } }))).toThrow(
			'Unsupported message type /cosmos.gov.v1.MsgVote'
		);
		expect(() => decodeMsg('/cosmos.bank.v1beta1.MsgSend', '{nope')).toThrow(InvalidMessageError);
	});
});

describe('message descriptions', () => {
	it('label each golden message and pull out who, where and how much', () => {
		const described = vectors.map((v) => describeMsg(vectorMessages(v)[0]!));
		expect(described.map((d) => d.label)).toEqual(['IBC transfer', 'OP bridge deposit', 'OP bridge withdrawal', 'EVM contract call', 'Send']);
		expect(described.every((d) => d.sender === INIT)).toBe(true);
		expect(described[1]).toMatchObject({ recipient: INIT, amount: { denom: 'uinit', amount: '360000000' }, hasHook: false });
		expect(described[3]).toMatchObject({ contract: '0x856aB2c9F35B9187aB3eB0Fcd11DCc6160427e96' });
		expect(described[3]).not.toHaveProperty('amount');
		expect(described[4]).toMatchObject({ recipient: 'init1jwte7rs3p5clnmn73at9ft2s3ad246dvtec8uh', amount: { amount: '41' } });
	});

	it('show a Move call as address::module::function', () => {
		const m = decodeMsg('/initia.move.v1.MsgExecute', { sender: INIT, module_address: '0x1', module_name: 'dex', function_name: 'swap', args: [] });
		expect(m).toMatchObject({ label: 'Move function call', contract: '0x1::dex::swap' });
	});
});
