import { fromBase64 } from '@cosmjs/encoding';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { toAmino } from './amino';
import { eip191Bytes } from './eip191';
import { SignerMismatchError, UnsupportedMessageError } from './errors';
import type { OpHook } from '$lib/api/router';
import { decodeOpHook, signOpHook } from './op-hook';
import { goldenPrivateKey, vectorMessages, vectorPubkey, vectors } from './testing';

const v = vectors.find((x) => x.id === 'derived-evm-call-yominet')!;
const [call] = vectorMessages(v);
const INIT = v.signer_bech32;
const opHook: OpHook = { chainId: 'yominet-1', hook: [{ msgTypeUrl: call!.typeUrl, msg: JSON.stringify(toAmino(call!).value) }] };
const golden = privateKeyToAccount(goldenPrivateKey);

const sign = (sourceChainId: string, hook = opHook) =>
	signOpHook({
		opHook: hook,
		sourceChainId,
		signer: INIT,
		pubkey: vectorPubkey(v),
		accountNumber: v.account_number,
		sequence: '0',
		personalSign: (text) => golden.signMessage({ message: text })
	});

describe('signOpHook', () => {
	it('signs the hook on its chain with fee {[], 1}, empty memo and EIP-191; sequence +2 on the source chain', async () => {
		for (const [source, sequence] of [
			['yominet-1', 2n],
			['interwoven-1', 0n]
		] as const) {
			const signed = await sign(source);
			expect(signed.signer).toBe(INIT);
			const tx = TxRaw.decode(fromBase64(signed.hook));
			const info = AuthInfo.decode(tx.authInfoBytes);
			expect(info.fee).toMatchObject({ amount: [], gasLimit: 1n });
			expect(info.signerInfos[0]).toMatchObject({ sequence, modeInfo: { single: { mode: 191 } } });
			expect(TxBody.decode(tx.bodyBytes).memo).toBe('');

			const doc = `{"account_number":"${v.account_number}","chain_id":"yominet-1","fee":{"amount":[],"gas":"1"},"memo":"","msgs":[${JSON.stringify(
				JSON.parse(v.sign_doc_json).msgs[0]
			)}],"sequence":"${sequence}"}`;
			expect(secp256k1.verify(tx.signatures[0]!, keccak_256(eip191Bytes(doc)), vectorPubkey(v), { prehash: false })).toBe(true);
		}
	});

	it('refuses hooks that run as someone else or carry other message types', async () => {
		const foreign = { ...opHook, hook: [{ ...opHook.hook[0]!, msg: opHook.hook[0]!.msg.replace(INIT, 'init1jwte7rs3p5clnmn73at9ft2s3ad246dvtec8uh') }] };
		await expect(sign('yominet-1', foreign)).rejects.toThrow(SignerMismatchError);
		const send: OpHook = {
			chainId: 'yominet-1',
			hook: [{ msgTypeUrl: '/cosmos.bank.v1beta1.MsgSend', msg: JSON.stringify({ from_address: INIT, to_address: INIT, amount: [] }) }]
		};
		expect(() => decodeOpHook(send)).toThrow(UnsupportedMessageError);
	});

	it('describes the hook for review', () => {
		expect(decodeOpHook(opHook)).toMatchObject([{ label: 'EVM contract call', sender: INIT, contract: '0x856aB2c9F35B9187aB3eB0Fcd11DCc6160427e96' }]);
	});
});
