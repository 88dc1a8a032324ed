import { Secp256k1HdWallet, serializeSignDoc as cosmjsSerializeSignDoc, type StdSignDoc as CosmjsStdSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { DirectSecp256k1HdWallet, makeSignBytes } from '@cosmjs/proto-signing';
import { AuthInfo, SignDoc, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { describe, expect, it } from 'vitest';
import { SignerMismatchError, WalletRejectedError, WalletResponseError } from './errors';
import { pubkeyFromKey, signWithKeplr, type KeplrLike, type KeplrSignRequest } from './keplr';
import type { Msg } from './proto';
import type { StdSignDoc } from './sign-doc';
import { TEST_MNEMONIC } from './testing';
import { buildTxBody, ETH_SECP256K1_PUBKEY, SECP256K1_PUBKEY } from './tx';

const CHAIN = 'osmosis-1';

/** Keplr stand-in backed by cosmjs HD wallets; `edit` lets a test play a wallet that changes the doc. */
async function fakeKeplr(opts: { ledger?: boolean; editAmino?: (doc: StdSignDoc) => StdSignDoc; editBody?: boolean } = {}) {
	const direct = await DirectSecp256k1HdWallet.fromMnemonic(TEST_MNEMONIC, { prefix: 'osmo' });
	const amino = await Secp256k1HdWallet.fromMnemonic(TEST_MNEMONIC, { prefix: 'osmo' });
	const [account] = await direct.getAccounts();
	const keplr: KeplrLike = {
		getKey: async () => ({ algo: 'secp256k1', pubKey: account!.pubkey, bech32Address: account!.address, isNanoLedger: !!opts.ledger }),
		signDirect: async (_chainId, signer, doc) => {
			const bodyBytes = opts.editBody ? buildTxBody([], 'changed') : doc.bodyBytes;
			const { signed, signature } = await direct.signDirect(signer, SignDoc.fromPartial({ ...doc, bodyBytes }));
			return { signed, signature };
		},
		signAmino: async (_chainId, signer, doc) => {
			const { signed, signature } = await amino.signAmino(signer, (opts.editAmino?.(doc) ?? doc) as CosmjsStdSignDoc);
			return { signed: signed as StdSignDoc, signature };
		}
	};
	return { keplr, address: account!.address, pubkey: account!.pubkey };
}

function transfer(sender: string): Msg {
	return {
		typeUrl: '/ibc.applications.transfer.v1.MsgTransfer',
		value: {
			sourcePort: 'transfer',
			sourceChannel: 'channel-6994',
			token: { denom: 'uosmo', amount: '1000' },
			sender,
			receiver: 'init1la9xf0wa2gkn2kdhms465t09xe98hsw5z3q2vd',
			timeoutHeight: { revisionNumber: 0n, revisionHeight: 0n },
			timeoutTimestamp: 1751257396110677500n,
			memo: '',
			encoding: ''
		}
	};
}

const request = (keplr: KeplrLike, signer: string): KeplrSignRequest => ({
	keplr,
	chainId: CHAIN,
	signer,
	messages: [transfer(signer)],
	fee: { amount: [{ denom: 'uosmo', amount: '2500' }], gas: '100000' },
	memo: 'loom',
	accountNumber: 42,
	sequence: '7'
});

const verify = (signBytes: Uint8Array, signature: Uint8Array, pubkey: Uint8Array) =>
	Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(signature), sha256(signBytes), pubkey);

describe('signWithKeplr', () => {
	it('signs direct by default; the signature verifies with @cosmjs/crypto', async () => {
		const { keplr, address, pubkey } = await fakeKeplr();
		const tx = TxRaw.decode(await signWithKeplr(request(keplr, address)));
		const info = AuthInfo.decode(tx.authInfoBytes);
		expect(info.signerInfos[0]!.modeInfo!.single!.mode).toBe(1);
		expect(info.signerInfos[0]!.publicKey!.typeUrl).toBe(SECP256K1_PUBKEY);
		expect(info.signerInfos[0]!.sequence).toBe(7n);
		expect(TxBody.decode(tx.bodyBytes).memo).toBe('loom');
		const signBytes = makeSignBytes(SignDoc.fromPartial({ bodyBytes: tx.bodyBytes, authInfoBytes: tx.authInfoBytes, chainId: CHAIN, accountNumber: 42n }));
		expect(await verify(signBytes, tx.signatures[0]!, pubkey)).toBe(true);
	});

	it('signs amino for Ledger keys and builds the tx from the doc the wallet returned, edited fee included', async () => {
		const editAmino = (doc: StdSignDoc): StdSignDoc => ({ ...doc, fee: { amount: [{ denom: 'uosmo', amount: '9000' }], gas: '180000' } });
		const { keplr, address, pubkey } = await fakeKeplr({ ledger: true, editAmino });
		const tx = TxRaw.decode(await signWithKeplr(request(keplr, address)));
		const info = AuthInfo.decode(tx.authInfoBytes);
		expect(info.signerInfos[0]!.modeInfo!.single!.mode).toBe(127);
		expect(info.fee).toMatchObject({ amount: [{ denom: 'uosmo', amount: '9000' }], gasLimit: 180000n });
		expect(tx.bodyBytes).toEqual(buildTxBody([transfer(address)], 'loom'));
		const signed = editAmino({
			chain_id: CHAIN,
			account_number: '42',
			sequence: '7',
			fee: { amount: [], gas: '0' },
			msgs: [
				{
					type: 'cosmos-sdk/MsgTransfer',
					value: {
						source_port: 'transfer',
						source_channel: 'channel-6994',
						token: { amount: '1000', denom: 'uosmo' },
						sender: address,
						receiver: 'init1la9xf0wa2gkn2kdhms465t09xe98hsw5z3q2vd',
						timeout_height: {},
						timeout_timestamp: '1751257396110677500'
					}
				}
			],
			memo: 'loom'
		});
		expect(await verify(cosmjsSerializeSignDoc(signed as CosmjsStdSignDoc), tx.signatures[0]!, pubkey)).toBe(true);
	});

	it('reports "Request rejected" as a rejection', async () => {
		const { keplr, address } = await fakeKeplr();
		const rejecting = { ...keplr, signDirect: () => Promise.reject(new Error('Request rejected')) };
		await expect(signWithKeplr(request(rejecting, address))).rejects.toThrow(WalletRejectedError);
	});

	it('refuses a wallet whose key is another account', async () => {
		const { keplr } = await fakeKeplr();
		await expect(signWithKeplr(request(keplr, 'osmo1jwte7rs3p5clnmn73at9ft2s3ad246dvwmyjf6'))).rejects.toThrow(SignerMismatchError);
	});

	it('refuses a wallet that changed the messages', async () => {
		const direct = await fakeKeplr({ editBody: true });
		await expect(signWithKeplr(request(direct.keplr, direct.address))).rejects.toThrow(WalletResponseError);
		const amino = await fakeKeplr({ ledger: true, editAmino: (doc) => ({ ...doc, msgs: [] }) });
		await expect(signWithKeplr(request(amino.keplr, amino.address))).rejects.toThrow(WalletResponseError);
		const sequence = await fakeKeplr({ ledger: true, editAmino: (doc) => ({ ...doc, sequence: '8' }) });
		await expect(signWithKeplr(request(sequence.keplr, sequence.address))).rejects.toThrow(WalletResponseError);
	});

	it('uses the Initia pubkey type for ethsecp256k1 keys', () => {
		const key = { algo: 'ethsecp256k1', pubKey: new Uint8Array(33), bech32Address: 'init1', isNanoLedger: false };
		expect(pubkeyFromKey(key).typeUrl).toBe(ETH_SECP256K1_PUBKEY);
		expect(pubkeyFromKey({ ...key, algo: 'secp256k1' }).typeUrl).toBe(SECP256K1_PUBKEY);
	});
});
