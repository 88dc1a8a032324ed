import { toHex, toUtf8 } from '@cosmjs/encoding';
import * as bank from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import * as wasm from 'cosmjs-types/cosmwasm/wasm/v1/tx';
import * as ibc from 'cosmjs-types/ibc/applications/transfer/v1/tx';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UnsupportedMessageError } from './errors';
import { decodeAny, encodeAny, MsgCall, MsgExecute } from './proto';
import { arbitraryMsg, TYPE_URLS } from './testing';

const hex = (s: string) => toHex(toUtf8(s));

describe('protobuf codecs', () => {
	it.each(TYPE_URLS)('%s: decode(encode(m)) = m', (typeUrl) => {
		fc.assert(
			fc.property(arbitraryMsg(typeUrl), (msg) => {
				expect(decodeAny(encodeAny(msg))).toEqual(msg);
			}),
			{ numRuns: 100 }
		);
	});

	it.each([
		['/cosmos.bank.v1beta1.MsgSend', bank.MsgSend],
		['/ibc.applications.transfer.v1.MsgTransfer', ibc.MsgTransfer],
		['/cosmwasm.wasm.v1.MsgExecuteContract', wasm.MsgExecuteContract]
	] as const)('%s: bytes equal cosmjs-types', (typeUrl, reference) => {
		fc.assert(
			fc.property(arbitraryMsg(typeUrl), (msg) => {
				const bytes = encodeAny(msg).value;
				expect(toHex(bytes)).toBe(toHex(reference.encode(msg.value as never).finish()));
				expect(reference.decode(bytes)).toEqual(msg.value);
			}),
			{ numRuns: 100 }
		);
	});

	it('lay out MsgExecute as initia/move/v1/tx.proto numbers it, repeated fields one entry each', () => {
		const bytes = MsgExecute.encode({
			sender: 's',
			moduleAddress: '0x1',
			moduleName: 'm',
			functionName: 'f',
			typeArgs: ['a', ''],
			args: [Uint8Array.of(1), new Uint8Array()]
		}).finish();
		expect(toHex(bytes)).toBe(`0a01${hex('s')}1203${hex('0x1')}1a01${hex('m')}2201${hex('f')}2a01${hex('a')}2a00320101` + '3200');
	});

	it('skip unknown fields and fields with an unexpected wire type', () => {
		const call = MsgCall.encode({ sender: 's', contractAddr: 'c', input: '0x', value: '0', accessList: [] }).finish();
		// field 6 (auth_list) and a varint where field 1 (a string) belongs
		const extended = Uint8Array.of(...call, 0x32, 0x02, 0x0a, 0x00, 0x08, 0x05);
		expect(MsgCall.decode(extended)).toEqual({ sender: 's', contractAddr: 'c', input: '0x', value: '0', accessList: [] });
	});

	it('refuse unknown type URLs', () => {
		expect(() => decodeAny({ typeUrl: '/x.Msg', value: new Uint8Array() })).toThrow(UnsupportedMessageError);
	});
});
