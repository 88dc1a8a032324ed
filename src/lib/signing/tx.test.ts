import { fromBase64, toBase64, toHex } from '@cosmjs/encoding';
import { AuthInfo, Tx, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { describe, expect, it } from 'vitest';
import { vectorFee, vectorMessages, vectorPubkey, vectors } from './testing';
import { buildAuthInfo, buildSimulationTx, buildTxBody, buildTxRaw, ETH_SECP256K1_PUBKEY, SECP256K1_PUBKEY, txHash } from './tx';

describe.each(vectors.map((v) => [v.id, v] as const))('%s', (_, v) => {
	const body = buildTxBody(vectorMessages(v), v.tx_json.body.memo);
	const authInfo = buildAuthInfo({
		pubkey: { typeUrl: ETH_SECP256K1_PUBKEY, key: vectorPubkey(v) },
		sequence: v.sequence,
		mode: 'EIP_191',
		fee: vectorFee(v)
	});
	const raw = buildTxRaw(body, authInfo, [fromBase64(v.signature_in_tx_b64)]);

	it('body, auth info, TxRaw and hash match byte for byte', () => {
		expect(toHex(body)).toBe(v.tx_body_bytes_hex);
		expect(toHex(authInfo)).toBe(v.auth_info_bytes_hex);
		expect(toBase64(raw)).toBe(v.tx_raw_b64);
		expect(txHash(raw)).toBe(v.txhash);
	});
});

describe('simulation tx', () => {
	it('carries the real pubkey and sequence, SIGN_MODE_UNSPECIFIED, no fee and one empty signature', () => {
		const v = vectors[0]!;
		const key = vectorPubkey(v);
		const bytes = buildSimulationTx({ messages: vectorMessages(v), pubkey: { typeUrl: SECP256K1_PUBKEY, key }, sequence: 9 });
		const tx = Tx.decode(bytes);
		expect(tx.signatures).toEqual([new Uint8Array()]);
		const [info] = tx.authInfo!.signerInfos;
		expect(info!.publicKey!.typeUrl).toBe(SECP256K1_PUBKEY);
		expect(info!.publicKey!.value).toEqual(Uint8Array.of(0x0a, 33, ...key));
		expect(info!.modeInfo!.single!.mode).toBe(0);
		expect(info!.sequence).toBe(9n);
		expect(tx.authInfo!.fee).toEqual({ amount: [], gasLimit: 0n, payer: '', granter: '' });
		expect(TxRaw.decode(bytes).bodyBytes).toEqual(buildTxBody(vectorMessages(v)));
	});
});

describe('auth info', () => {
	it('refuses keys that are not 33-byte compressed points', () => {
		const build = (key: Uint8Array) =>
			buildAuthInfo({ pubkey: { typeUrl: ETH_SECP256K1_PUBKEY, key }, sequence: 0, mode: 'DIRECT', fee: { amount: [], gas: '1' } });
		expect(() => build(new Uint8Array(65).fill(4))).toThrow(/compressed/);
		expect(() => build(new Uint8Array(33).fill(4))).toThrow(/compressed/);
	});

	it('writes sign mode, payer and granter', () => {
		const key = vectorPubkey(vectors[0]!);
		const info = AuthInfo.decode(
			buildAuthInfo({
				pubkey: { typeUrl: SECP256K1_PUBKEY, key },
				sequence: '3',
				mode: 'LEGACY_AMINO_JSON',
				fee: { amount: [{ denom: 'uosmo', amount: '10' }], gas: '100', payer: 'osmo1p', granter: 'osmo1g' }
			})
		);
		expect(info.signerInfos[0]!.modeInfo!.single!.mode).toBe(127);
		expect(info.fee).toEqual({ amount: [{ denom: 'uosmo', amount: '10' }], gasLimit: 100n, payer: 'osmo1p', granter: 'osmo1g' });
	});
});
