// MsgFinalizeTokenWithdrawal, the OP withdrawal claim: amino JSON exactly as router-api.md §12.4 and
// the golden amino registry give it, proto bytes numbered like OPinit's tx.proto, and both checked
// against the devnet chain's independent decoder, amino encoder and signature verification.
import { fromHex, toBase64, toHex, toUtf8 } from '@cosmjs/encoding';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import registry from '../../../tests/golden/signing/amino_registry.json';
import { toAmino as devnetToAmino } from '../../../devnet/chain/amino';
import { decodeMsgFinalizeTokenWithdrawal } from '../../../devnet/chain/proto/initia';
import { decodeMsg } from '../../../devnet/chain/proto/msgs';
import { runAnte } from '../../../devnet/chain/verify';
import type { ChainDef } from '../../../devnet/chains';
import { fromAmino, toAmino } from './amino';
import { signCosmosTxEip191 } from './eip191';
import { encodeAny, type Msg } from './proto';
import { makeAminoSignDoc, serializeSignDoc } from './sign-doc';
import { goldenPrivateKey, goUnit } from './testing';

const TYPE = '/opinit.ophost.v1.MsgFinalizeTokenWithdrawal';
const SENDER = 'init1la9xf0wa2gkn2kdhms465t09xe98hsw5z3q2vd';
const TO = 'init1f9qwat48ldgxrmssvpvpk3tea8l72mksvzm62v';
const h = (byte: number) => new Uint8Array(32).fill(byte);

// router-api.md §12.4, with 32-byte hashes in place of "<b64>"
const reference = {
	type: 'ophost/MsgFinalizeTokenWithdrawal',
	value: {
		sender: SENDER,
		bridge_id: '11',
		output_index: '1234',
		withdrawal_proofs: [toBase64(h(1))],
		from: SENDER,
		to: TO,
		sequence: '42',
		amount: { amount: '1000000', denom: 'uinit' },
		version: 'AQ==',
		storage_root: toBase64(h(2)),
		last_block_hash: toBase64(h(3))
	}
};

const msg = (over: Partial<Extract<Msg, { typeUrl: typeof TYPE }>['value']> = {}): Msg => ({
	typeUrl: TYPE,
	value: {
		sender: SENDER,
		bridgeId: 11n,
		outputIndex: 1234n,
		withdrawalProofs: [h(1)],
		from: SENDER,
		to: TO,
		sequence: 42n,
		amount: { denom: 'uinit', amount: '1000000' },
		version: Uint8Array.of(1),
		storageRoot: h(2),
		lastBlockHash: h(3),
		...over
	}
});

describe('MsgFinalizeTokenWithdrawal encoding', () => {
	it('uses the registry amino name and exactly its value fields', () => {
		const entry = registry.types[TYPE];
		expect(toAmino(msg()).type).toBe(entry.amino_name);
		expect(Object.keys(toAmino(msg()).value).sort()).toEqual(Object.keys(entry.value_fields).sort());
	});

	it('writes the amino JSON of the reference: u64 as strings, bytes as base64, amount {amount, denom}', () => {
		expect(toAmino(msg())).toStrictEqual(reference);
		expect(fromAmino(TYPE, reference.value)).toEqual(msg());
	});

	it('omits withdrawal_proofs when empty (a one-withdrawal tree), like amino-converter and the Go encoder', () => {
		const amino = toAmino(msg({ withdrawalProofs: [] }));
		expect(amino.value).not.toHaveProperty('withdrawal_proofs');
		expect(fromAmino(TYPE, amino.value)).toEqual(msg({ withdrawalProofs: [] }));
	});

	it('lays out the proto fields 1–11 in order, proofs one entry each', () => {
		const m = msg({ withdrawalProofs: [h(1), h(4)], sender: 's', from: 'f', to: 't', amount: { denom: 'u', amount: '5' } });
		const hex = toHex(encodeAny(m).value);
		const len32 = (b: number) => `20${toHex(h(b))}`;
		const coin = `0a0175` + `120135`;
		expect(hex).toBe(
			`0a0173` + `100b` + `18d209` + `22${len32(1)}` + `22${len32(4)}` + `2a0166` + `320174` + `382a` + `42${(coin.length / 2).toString(16).padStart(2, '0')}${coin}` + `4a0101` + `52${len32(2)}` + `5a${len32(3)}`
		);
	});

	it("agrees with the devnet chain's own decoder and amino encoder", () => {
		const any = encodeAny(msg());
		const decoded = decodeMsgFinalizeTokenWithdrawal(any.value);
		expect(decoded).toMatchObject({ sender: SENDER, bridgeId: 11n, outputIndex: 1234n, from: SENDER, to: TO, sequence: 42n, amount: { denom: 'uinit', amount: '1000000' } });
		expect(decoded.withdrawalProofs).toEqual([h(1)]);
		const l1 = { chainId: 'initia-local-1', kind: 'initia-l1' } as ChainDef;
		expect(devnetToAmino(decodeMsg(l1, any))).toStrictEqual(toAmino(msg()));
	});
});

describe('signing a claim', () => {
	const golden = privateKeyToAccount(goldenPrivateKey);
	const l1: ChainDef = { chainId: 'interwoven-1', chainName: 'initia', prettyName: 'Initia', kind: 'initia-l1', vm: 'move', bech32Prefix: 'init', feeDenom: 'uinit', gasPrice: '0.015', logo: '', blockMs: 1000 };
	const fee = { amount: [{ denom: 'uinit', amount: '4500' }], gas: '300000' };
	const request = { messages: [msg()], fee, chainId: l1.chainId, memo: '', accountNumber: 7, sequence: 3, pubkey: fromHex(goUnit.pubkey_compressed_hex) };

	it('asks an EVM wallet to personal_sign the sorted amino sign doc, which the chain verifies', async () => {
		let asked = '';
		const tx = await signCosmosTxEip191({
			...request,
			personalSign: (text) => {
				asked = text;
				return golden.signMessage({ message: text });
			}
		});
		expect(asked).toBe(serializeSignDoc(makeAminoSignDoc([toAmino(msg())], fee, l1.chainId, '', 7, 3)));
		expect(asked).toContain('"msgs":[{"type":"ophost/MsgFinalizeTokenWithdrawal","value":{"amount":{"amount":"1000000","denom":"uinit"},"bridge_id":"11","from"');
		const view = { account: (a: string) => (a === SENDER ? { accountNumber: 7, sequence: 3 } : undefined), balance: () => 10n ** 12n };
		expect(runAnte(l1, view, tx, { mode: 'check' })).toMatchObject({ ok: true });
		// another account number (or chain) makes it invalid
		expect(runAnte(l1, { ...view, account: (a) => (a === SENDER ? { accountNumber: 8, sequence: 3 } : undefined) }, tx, { mode: 'check' })).toMatchObject({ ok: false, code: 4 });
		expect(toUtf8(asked).length).toBeGreaterThan(0);
	});
});
