import { toUtf8 } from '@cosmjs/encoding';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import registry from '../../../tests/golden/signing/amino_registry.json';
import swaggerMsgs from '../../../tests/golden/router/skip_swagger_examples/fungible_msgs.response_200.json';
import { aminoTypeOf, fromAmino, fromAminoMsg, parseAminoJson, toAmino } from './amino';
import { InvalidMessageError, UnsupportedMessageError } from './errors';
import { arbitraryMsg, TYPE_URLS } from './testing';

const INIT = 'init1la9xf0wa2gkn2kdhms465t09xe98hsw5z3q2vd';

// Canonical amino values per type, with the optional parts (memo, hook data, access list…) present.
const examples: [string, Record<string, unknown>][] = [
	[
		'/cosmos.bank.v1beta1.MsgSend',
		{ from_address: INIT, to_address: 'init1jwte7rs3p5clnmn73at9ft2s3ad246dvtec8uh', amount: [{ amount: '41', denom: 'uinit' }] }
	],
	[
		'/ibc.applications.transfer.v1.MsgTransfer',
		{
			source_port: 'transfer',
			source_channel: 'channel-3',
			token: { amount: '1000000', denom: 'uusdc' },
			sender: INIT,
			receiver: 'osmo1qpvu80yfd0jnnh3ytn8964382typrqq0ejmqaasa3j233su8apasfqtler',
			timeout_height: { revision_number: '1', revision_height: '42' },
			timeout_timestamp: '1688663426558649000',
			memo: '{"forward":{"receiver":"cosmos1x","port":"transfer","channel":"channel-0"}}'
		}
	],
	[
		'/opinit.ophost.v1.MsgInitiateTokenDeposit',
		{ sender: INIT, bridge_id: '11', to: INIT, amount: { amount: '360000000', denom: 'uinit' }, data: 'CgIKABIAGgA=' }
	],
	['/opinit.opchild.v1.MsgInitiateTokenWithdrawal', { sender: INIT, to: INIT, amount: { amount: '1000', denom: 'l2/fb93' } }],
	[
		'/minievm.evm.v1.MsgCall',
		{
			sender: INIT,
			contract_addr: '0x856aB2c9F35B9187aB3eB0Fcd11DCc6160427e96',
			input: '0x095ea7b3',
			value: '5',
			access_list: [{ address: '0x856aB2c9F35B9187aB3eB0Fcd11DCc6160427e96', storage_keys: ['0x01'] }, { address: '0x00' }]
		}
	],
	[
		'/initia.move.v1.MsgExecute',
		{
			sender: INIT,
			module_address: '0x1',
			module_name: 'dex',
			function_name: 'swap_script',
			type_args: ['0x1::coin::Coin'],
			args: ['AQI=', 'AA==']
		}
	],
	[
		'/cosmwasm.wasm.v1.MsgExecuteContract',
		{ sender: 'osmo1x', contract: 'osmo1c', msg: { swap: { min_out: '1', path: [1, 2] } }, funds: [{ amount: '7', denom: 'uosmo' }] }
	],
	[
		'/opinit.ophost.v1.MsgFinalizeTokenWithdrawal',
		{
			sender: INIT,
			bridge_id: '1',
			output_index: '2',
			withdrawal_proofs: ['AQ==', 'Ag=='],
			from: INIT,
			to: INIT,
			sequence: '3',
			amount: { amount: '4', denom: 'uinit' },
			version: 'AQ==',
			storage_root: 'Ag==',
			last_block_hash: 'Aw=='
		}
	]
];

describe('amino converters', () => {
	it('use the amino names the chains register', () => {
		for (const [typeUrl, entry] of Object.entries(registry.types)) {
			expect(aminoTypeOf(typeUrl as Parameters<typeof aminoTypeOf>[0])).toBe(entry.amino_name);
		}
	});

	it.each(examples)('round-trip %s exactly, optional parts included', (typeUrl, value) => {
		const amino = toAmino(fromAmino(typeUrl, value));
		expect(amino.value).toStrictEqual(value);
		expect(fromAminoMsg(amino)).toEqual(fromAmino(typeUrl, value));
	});

	it('apply the Go omission rules to zero values', () => {
		const transfer = toAmino(
			fromAmino('/ibc.applications.transfer.v1.MsgTransfer', {
				source_port: 'transfer',
				source_channel: 'channel-1',
				token: { denom: 'uinit', amount: '1' },
				sender: INIT,
				receiver: INIT,
				timeout_height: { revision_number: '0', revision_height: '0' },
				timeout_timestamp: '0',
				memo: ''
			})
		).value;
		expect(transfer.timeout_height).toStrictEqual({});
		expect(transfer).not.toHaveProperty('timeout_timestamp');
		expect(transfer).not.toHaveProperty('memo');

		const call = toAmino(
			fromAmino('/minievm.evm.v1.MsgCall', { sender: INIT, contract_addr: '0x1', input: '0x', access_list: [], auth_list: [] })
		).value;
		expect(call).toStrictEqual({ sender: INIT, contract_addr: '0x1', input: '0x', value: '0', access_list: null });

		const deposit = toAmino(
			fromAmino('/opinit.ophost.v1.MsgInitiateTokenDeposit', { sender: INIT, bridge_id: '1', to: INIT, amount: { denom: 'uinit', amount: '1' }, data: null })
		).value;
		expect(deposit).not.toHaveProperty('data');

		const execute = toAmino(
			fromAmino('/initia.move.v1.MsgExecute', { sender: INIT, module_address: '0x1', module_name: 'm', function_name: 'f', type_args: [], args: [] })
		).value;
		expect(execute).toStrictEqual({ sender: INIT, module_address: '0x1', module_name: 'm', function_name: 'f' });

		const send = toAmino(fromAmino('/cosmos.bank.v1beta1.MsgSend', { from_address: INIT, to_address: INIT })).value;
		expect(send.amount).toStrictEqual([]);
	});

	it('carry a wasm contract msg as an object in amino and as its JSON bytes in proto', () => {
		const msg = fromAmino('/cosmwasm.wasm.v1.MsgExecuteContract', { sender: 'a', contract: 'b', msg: { x: { y: 1 } } });
		expect(msg.value).toMatchObject({ msg: toUtf8('{"x":{"y":1}}'), funds: [] });
	});

	it('refuse unknown types, unknown fields and malformed values', () => {
		expect(() => fromAmino('/cosmos.staking.v1beta1.MsgDelegate', {})).toThrow(new UnsupportedMessageError('/cosmos.staking.v1beta1.MsgDelegate'));
		expect(() => fromAmino('/cosmos.staking.v1beta1.MsgDelegate', {})).toThrow('Unsupported message type /cosmos.staking.v1beta1.MsgDelegate');
		expect(() => fromAminoMsg({ type: 'cosmos-sdk/MsgDelegate', value: {} })).toThrow(UnsupportedMessageError);
		const send = { from_address: INIT, to_address: INIT, amount: [{ denom: 'uinit', amount: '1' }] };
		expect(() => fromAmino('/cosmos.bank.v1beta1.MsgSend', { ...send, forward: 'x' })).toThrow(UnsupportedMessageError);
		expect(() => fromAmino('/cosmos.bank.v1beta1.MsgSend', { ...send, from_address: '' })).toThrow(InvalidMessageError);
		expect(() => fromAmino('/cosmos.bank.v1beta1.MsgSend', { ...send, amount: [{ denom: 'uinit', amount: '1.5' }] })).toThrow(InvalidMessageError);
		expect(() => fromAmino('/cosmos.bank.v1beta1.MsgSend', { ...send, amount: { denom: 'uinit', amount: '1' } })).toThrow(InvalidMessageError);
		expect(() => fromAmino('/cosmos.bank.v1beta1.MsgSend', [send])).toThrow(InvalidMessageError);
		expect(() =>
			fromAmino('/opinit.ophost.v1.MsgInitiateTokenDeposit', { sender: INIT, bridge_id: '18446744073709551616', to: INIT, amount: { denom: 'u', amount: '1' } })
		).toThrow(/out of range/);
		expect(() => fromAmino('/initia.move.v1.MsgExecute', { sender: INIT, module_address: '0x1', module_name: 'm', function_name: 'f', args: ['***'] })).toThrow(
			InvalidMessageError
		);
		expect(() => fromAmino('/cosmwasm.wasm.v1.MsgExecuteContract', { sender: 'a', contract: 'b', msg: '{"x":1}' })).toThrow(InvalidMessageError);
	});

	it('refuse EIP-7702 delegations in MsgCall', () => {
		const call = { sender: INIT, contract_addr: '0x1', input: '0x', value: '0', auth_list: [{ chain_id: '1', address: '0x2', nonce: '0', signature: '' }] };
		expect(() => fromAmino('/minievm.evm.v1.MsgCall', call)).toThrow(/auth_list/);
	});
});

describe('router JSON', () => {
	it('keeps uint64s written as bare JSON numbers exact', () => {
		const { msg, msg_type_url } = swaggerMsgs.txs[0]!.cosmos_tx.msgs[0]!;
		// plain JSON.parse lands on the nearest double, 1688663426558649088
		expect(BigInt(JSON.parse(msg).timeout_timestamp)).not.toBe(1688663426558649000n);
		const amino = toAmino(fromAmino(msg_type_url, parseAminoJson(msg))).value;
		expect(amino.timeout_timestamp).toBe('1688663426558649000');
		expect(amino.memo).toBe(JSON.parse(msg).memo);
	});

	it('leaves numbers inside strings and safe numbers alone', () => {
		expect(parseAminoJson('{"a":"12345678901234567890","b":[1,-2.5e3,9007199254740993,9007199254740992],"c":"\\"9007199254740993"}')).toEqual({
			a: '12345678901234567890',
			b: [1, -2500, '9007199254740993', 9007199254740992],
			c: '"9007199254740993'
		});
	});
});

describe('amino round trip (property)', () => {
	it.each(TYPE_URLS)('%s: fromAmino(toAmino(m)) = m and toAmino(fromAmino(x)) = x', (typeUrl) => {
		fc.assert(
			fc.property(arbitraryMsg(typeUrl), (msg) => {
				const amino = toAmino(msg);
				expect(fromAmino(typeUrl, amino.value)).toEqual(msg);
				// what the router sends is text
				const again = fromAmino(typeUrl, parseAminoJson(JSON.stringify(amino.value)));
				expect(toAmino(again)).toStrictEqual(amino);
			}),
			{ numRuns: 200 }
		);
	});
});
