// Initia's SIGN_MODE_EIP_191: an EVM wallet personal_signs the amino JSON sign doc (wallets.md §3).
import { fromHex, toUtf8 } from './bytes';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { toAmino } from './amino';
import { fromWallet, WalletResponseError } from './errors';
import type { Msg } from './proto';
import { makeAminoSignDoc, serializeSignDoc, type StdFee, type Uint64 } from './sign-doc';
import { assertSignedBy, toLowS } from './signature';
import { buildAuthInfo, buildTxBody, buildTxRaw, ETH_SECP256K1_PUBKEY } from './tx';

/** The fixed text InterwovenKit asks wallets to sign to learn an account's public key; reusing it avoids a second prompt kind. */
export const IDENTIFY_MESSAGE = 'Sign this message to identify your Initia account.';

/** personal_sign over UTF-8 text; resolves to the wallet's 65-byte r‖s‖v signature as 0x hex. */
export type PersonalSign = (text: string) => Promise<string>;

/** The bytes personal_sign actually signs: "\x19Ethereum Signed Message:\n" + byte length + message. */
export function eip191Bytes(text: string): Uint8Array {
	const message = toUtf8(text);
	const prefix = toUtf8(`\x19Ethereum Signed Message:\n${message.length}`);
	const out = new Uint8Array(prefix.length + message.length);
	out.set(prefix);
	out.set(message, prefix.length);
	return out;
}

function signatureBytes(hex: string): Uint8Array {
	if (!/^0x([0-9a-fA-F]{2}){65}$/.test(hex)) throw new WalletResponseError('The wallet returned a malformed signature');
	return fromHex(hex.slice(2));
}

/** Compressed public key of whoever produced `signature` over `message` (for accounts with no pubkey on chain yet). */
export function recoverEthSecp256k1Pubkey(message: string, signature: string): Uint8Array {
	const bytes = signatureBytes(signature);
	const v = bytes[64] as number;
	const recovery = v >= 27 ? v - 27 : v;
	try {
		return secp256k1.Signature.fromBytes(bytes.subarray(0, 64), 'compact')
			.addRecoveryBit(recovery)
			.recoverPublicKey(keccak_256(eip191Bytes(message)))
			.toBytes(true);
	} catch {
		throw new WalletResponseError('Could not recover a public key from the wallet signature');
	}
}

export interface Eip191SignRequest {
	personalSign: PersonalSign;
	/** Body and sign doc are both derived from these, so they cannot disagree. */
	messages: readonly Msg[];
	fee: StdFee;
	chainId: string;
	memo: string;
	accountNumber: Uint64;
	sequence: Uint64;
	/** The account's 33-byte compressed ethsecp256k1 key. */
	pubkey: Uint8Array;
}

/** Signs through personal_sign and returns the broadcastable TxRaw bytes. */
export async function signCosmosTxEip191(req: Eip191SignRequest): Promise<Uint8Array> {
	const pubkey = { typeUrl: ETH_SECP256K1_PUBKEY, key: req.pubkey } as const;
	const bodyBytes = buildTxBody(req.messages, req.memo);
	const authInfoBytes = buildAuthInfo({ pubkey, sequence: req.sequence, mode: 'EIP_191', fee: req.fee });
	const doc = makeAminoSignDoc(req.messages.map(toAmino), req.fee, req.chainId, req.memo, req.accountNumber, req.sequence);
	const text = serializeSignDoc(doc);

	// the tx carries r‖s only; v is dropped
	const signature = toLowS(signatureBytes(await fromWallet(req.personalSign(text))));
	assertSignedBy(pubkey, eip191Bytes(text), signature);
	return buildTxRaw(bodyBytes, authInfoBytes, [signature]);
}
