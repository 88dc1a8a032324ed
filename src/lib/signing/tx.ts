// Cosmos tx assembly: TxBody, AuthInfo, TxRaw, hash, and the unsigned tx the simulate endpoint wants.
import { toHex } from './bytes';
import { sha256 } from '@noble/hashes/sha2.js';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import { InvalidMessageError } from './errors';
import { encodeAny, type Msg } from './proto';
import { toUint64, type StdFee, type Uint64 } from './sign-doc';

export const ETH_SECP256K1_PUBKEY = '/initia.crypto.v1beta1.ethsecp256k1.PubKey';
export const SECP256K1_PUBKEY = '/cosmos.crypto.secp256k1.PubKey';

export interface TxPubkey {
	readonly typeUrl: typeof ETH_SECP256K1_PUBKEY | typeof SECP256K1_PUBKEY;
	/** 33-byte compressed secp256k1 point. */
	readonly key: Uint8Array;
}

// cosmos.tx.signing.v1beta1.SignMode
const SIGN_MODES = { UNSPECIFIED: 0, DIRECT: 1, LEGACY_AMINO_JSON: 127, EIP_191: 191 } as const;
export type SignModeName = keyof typeof SIGN_MODES;

export function buildTxBody(messages: readonly Msg[], memo = ''): Uint8Array {
	return TxBody.encode(TxBody.fromPartial({ messages: messages.map(encodeAny), memo })).finish();
}

function pubkeyAny(pubkey: TxPubkey): Any {
	const { key } = pubkey;
	if (key.length !== 33 || (key[0] !== 2 && key[0] !== 3)) {
		throw new InvalidMessageError('Public key must be a 33-byte compressed secp256k1 key');
	}
	// both types share the layout `bytes key = 1`; only the type URL differs
	return { typeUrl: pubkey.typeUrl, value: PubKey.encode({ key }).finish() };
}

export function buildAuthInfo(opts: {
	pubkey: TxPubkey;
	sequence: Uint64;
	mode: SignModeName;
	/** Fee amount and gas limit (`gas`), e.g. the fee of the signed amino doc. */
	fee: StdFee;
}): Uint8Array {
	const { pubkey, sequence, mode, fee } = opts;
	return AuthInfo.encode(
		AuthInfo.fromPartial({
			signerInfos: [
				{
					publicKey: pubkeyAny(pubkey),
					modeInfo: { single: { mode: SIGN_MODES[mode] } },
					sequence: toUint64(sequence, 'sequence')
				}
			],
			fee: {
				amount: fee.amount.map((c) => ({ denom: c.denom, amount: c.amount })),
				gasLimit: toUint64(fee.gas, 'gas'),
				payer: fee.payer ?? '',
				granter: fee.granter ?? ''
			}
		})
	).finish();
}

export function buildTxRaw(bodyBytes: Uint8Array, authInfoBytes: Uint8Array, signatures: readonly Uint8Array[]): Uint8Array {
	return TxRaw.encode({ bodyBytes, authInfoBytes, signatures: [...signatures] }).finish();
}

/** The chain's tx hash: uppercase hex SHA-256 of the broadcast bytes. */
export const txHash = (txBytes: Uint8Array): string => toHex(sha256(txBytes)).toUpperCase();

/**
 * Tx bytes for `POST /cosmos/tx/v1beta1/simulate`: the real pubkey and sequence (so the ante handler
 * charges the right signature gas), SIGN_MODE_UNSPECIFIED, no fee and one empty signature (wallets.md §4.4).
 */
export function buildSimulationTx(opts: {
	messages: readonly Msg[];
	memo?: string;
	pubkey: TxPubkey;
	sequence: Uint64;
}): Uint8Array {
	const authInfo = buildAuthInfo({ pubkey: opts.pubkey, sequence: opts.sequence, mode: 'UNSPECIFIED', fee: { amount: [], gas: '0' } });
	return buildTxRaw(buildTxBody(opts.messages, opts.memo), authInfo, [new Uint8Array()]);
}
