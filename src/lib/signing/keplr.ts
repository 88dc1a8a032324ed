// Signing on plain Cosmos chains with Keplr-style wallets (Keplr, Leap): direct mode unless the key lives on a
// Ledger, then legacy amino. The tx is always rebuilt from what the wallet returns (it may change the fee).
import { fromBase64, toHex, toUtf8 } from './bytes';
import { TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { fromAminoMsg, toAmino } from './amino';
import { fromWallet, SignerMismatchError, WalletResponseError } from './errors';
import type { Msg } from './proto';
import {
	makeAminoSignDoc,
	makeDirectSignBytes,
	serializeSignDoc,
	sortedJson,
	toUint64,
	type StdFee,
	type StdSignDoc,
	type Uint64
} from './sign-doc';
import { assertSignedBy, toLowS } from './signature';
import { buildAuthInfo, buildTxBody, buildTxRaw, ETH_SECP256K1_PUBKEY, SECP256K1_PUBKEY, type TxPubkey } from './tx';

/** The part of Keplr's `getKey` result we use (chainapsis/keplr-wallet packages/types `Key`). */
export interface KeplrKey {
	readonly algo: string;
	readonly pubKey: Uint8Array;
	readonly bech32Address: string;
	readonly isNanoLedger: boolean;
}

export interface KeplrSignature {
	readonly signature: string;
}

export interface KeplrDirectSignDoc {
	bodyBytes: Uint8Array;
	authInfoBytes: Uint8Array;
	chainId: string;
	accountNumber: bigint;
}

export interface KeplrSignOptions {
	readonly preferNoSetFee?: boolean;
	readonly preferNoSetMemo?: boolean;
}

/** The subset of `window.keplr` / `window.leap` this module calls. */
export interface KeplrLike {
	getKey(chainId: string): Promise<KeplrKey>;
	signDirect(
		chainId: string,
		signer: string,
		signDoc: KeplrDirectSignDoc,
		options?: KeplrSignOptions
	): Promise<{ signed: { bodyBytes: Uint8Array; authInfoBytes: Uint8Array }; signature: KeplrSignature }>;
	signAmino(
		chainId: string,
		signer: string,
		signDoc: StdSignDoc,
		options?: KeplrSignOptions
	): Promise<{ signed: StdSignDoc; signature: KeplrSignature }>;
}

export interface KeplrSignRequest {
	keplr: KeplrLike;
	chainId: string;
	/** The account the tx is for; the wallet's key for `chainId` must be this one. */
	signer: string;
	messages: readonly Msg[];
	fee: StdFee;
	memo: string;
	accountNumber: Uint64;
	sequence: Uint64;
}

// the memo can carry nothing the user needs to edit; the fee stays editable
const SIGN_OPTIONS: KeplrSignOptions = { preferNoSetMemo: true };

export const pubkeyFromKey = (key: KeplrKey): TxPubkey => ({
	typeUrl: key.algo === 'ethsecp256k1' ? ETH_SECP256K1_PUBKEY : SECP256K1_PUBKEY,
	key: key.pubKey
});

const messagesOf = (bodyBytes: Uint8Array) =>
	toHex(TxBody.encode(TxBody.fromPartial({ messages: TxBody.decode(bodyBytes).messages })).finish());

async function signDirect(req: KeplrSignRequest, pubkey: TxPubkey): Promise<Uint8Array> {
	const { keplr, chainId, signer } = req;
	const doc = {
		bodyBytes: buildTxBody(req.messages, req.memo),
		authInfoBytes: buildAuthInfo({ pubkey, sequence: req.sequence, mode: 'DIRECT', fee: req.fee }),
		chainId,
		accountNumber: toUint64(req.accountNumber, 'account number')
	};
	const { signed, signature } = await fromWallet(keplr.signDirect(chainId, signer, doc, SIGN_OPTIONS));
	if (messagesOf(signed.bodyBytes) !== messagesOf(doc.bodyBytes)) {
		throw new WalletResponseError('The wallet changed the transaction messages');
	}
	const sig = toLowS(fromBase64(signature.signature));
	assertSignedBy(pubkey, makeDirectSignBytes(signed.bodyBytes, signed.authInfoBytes, chainId, doc.accountNumber), sig);
	return buildTxRaw(signed.bodyBytes, signed.authInfoBytes, [sig]);
}

async function signAmino(req: KeplrSignRequest, pubkey: TxPubkey): Promise<Uint8Array> {
	const { keplr, chainId, signer } = req;
	const doc = makeAminoSignDoc(req.messages.map(toAmino), req.fee, chainId, req.memo, req.accountNumber, req.sequence);
	const { signed, signature } = await fromWallet(keplr.signAmino(chainId, signer, doc, SIGN_OPTIONS));
	const same = (k: keyof StdSignDoc) => sortedJson(signed[k]) === sortedJson(doc[k]);
	if (!same('msgs') || !same('chain_id') || !same('account_number') || !same('sequence')) {
		throw new WalletResponseError('The wallet changed the transaction messages or account data');
	}
	const sig = toLowS(fromBase64(signature.signature));
	assertSignedBy(pubkey, toUtf8(serializeSignDoc(signed)), sig);
	// rebuilt from the signed doc: fee and memo are the ones actually signed
	const bodyBytes = buildTxBody(signed.msgs.map(fromAminoMsg), signed.memo);
	const authInfoBytes = buildAuthInfo({ pubkey, sequence: signed.sequence, mode: 'LEGACY_AMINO_JSON', fee: signed.fee });
	return buildTxRaw(bodyBytes, authInfoBytes, [sig]);
}

/** Signs with Keplr or Leap and returns the broadcastable TxRaw bytes. */
export async function signWithKeplr(req: KeplrSignRequest): Promise<Uint8Array> {
	const key = await fromWallet(req.keplr.getKey(req.chainId));
	if (key.bech32Address !== req.signer) {
		throw new SignerMismatchError(`The wallet's account on ${req.chainId} is ${key.bech32Address}, not ${req.signer}`);
	}
	const pubkey = pubkeyFromKey(key);
	return key.isNanoLedger ? signAmino(req, pubkey) : signDirect(req, pubkey);
}
