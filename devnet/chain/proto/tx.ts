// TxRaw -> body, auth info, messages and signer infos, decoded as a given chain would (its message
// and key registries), plus the REST JSON of a decoded tx.
import { toBase64 } from '@cosmjs/encoding';
import { PubKey as ProtoPubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { signModeToJSON } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import type { ChainDef } from '../../chains';
import { accountKey } from '../address';
import { ETH_SECP256K1, SECP256K1, pubKeyAddress, type PubKey } from '../keys';
import { decodeMsg, msgSigner, type CoinJson, type Msg } from './msgs';

export interface SignerInfo {
	pubKey?: PubKey;
	/** Address derived from pubKey. */
	address?: string;
	mode: number;
	sequence: bigint;
}

export interface DecodedTx {
	raw: TxRaw;
	body: TxBody;
	msgs: Msg[];
	signerInfos: SignerInfo[];
	fee: CoinJson[];
	gasLimit: bigint;
	payer: string;
	granter: string;
	/** Distinct message signers in order, as canonical account keys. */
	signers: string[];
}

function decodePubKey(chain: ChainDef, any: Any): PubKey {
	// Plain Cosmos chains do not register Initia's key type.
	const known = any.typeUrl === SECP256K1 || (any.typeUrl === ETH_SECP256K1 && chain.kind !== 'cosmos');
	if (!known) throw new Error(`unable to resolve type URL ${any.typeUrl}`);
	const { key } = ProtoPubKey.decode(any.value);
	if (key.length !== 33) throw new Error(`invalid pubkey length ${key.length}, expected 33`);
	return { typeUrl: any.typeUrl as PubKey['typeUrl'], key };
}

/** Throws an Error whose message is the parse failure (the caller appends ": tx parse error"). */
export function decodeTx(chain: ChainDef, bytes: Uint8Array): DecodedTx {
	const raw = TxRaw.decode(bytes);
	const body = TxBody.decode(raw.bodyBytes);
	const authInfo = AuthInfo.decode(raw.authInfoBytes);
	const msgs = body.messages.map((m) => decodeMsg(chain, m));
	const signerInfos = authInfo.signerInfos.map((si): SignerInfo => {
		if (!si.modeInfo?.single) throw new Error('only single-signer mode info is supported');
		const pubKey = si.publicKey ? decodePubKey(chain, si.publicKey) : undefined;
		let address: string | undefined;
		try {
			address = pubKey && pubKeyAddress(pubKey, chain.bech32Prefix);
		} catch {
			throw new Error('invalid pubkey: not a secp256k1 point');
		}
		return { pubKey, address, mode: si.modeInfo.single.mode, sequence: si.sequence };
	});
	const signers = [...new Set(msgs.map((m) => accountKey(chain, msgSigner(m))))];
	const fee = authInfo.fee;
	return {
		raw,
		body,
		msgs,
		signerInfos,
		fee: (fee?.amount ?? []).map((c) => ({ denom: c.denom, amount: c.amount })),
		gasLimit: fee?.gasLimit ?? 0n,
		payer: fee?.payer ?? '',
		granter: fee?.granter ?? '',
		signers
	};
}

export type TxJson = ReturnType<typeof txJson>;

/** The tx as GET /cosmos/tx/v1beta1/txs/{hash} prints it. */
export function txJson(tx: DecodedTx) {
	return {
		body: {
			messages: tx.msgs.map((m) => ({ '@type': m.typeUrl, ...m.value })),
			memo: tx.body.memo,
			timeout_height: tx.body.timeoutHeight.toString(),
			extension_options: [],
			non_critical_extension_options: []
		},
		auth_info: {
			signer_infos: tx.signerInfos.map((si) => ({
				public_key: si.pubKey ? { '@type': si.pubKey.typeUrl, key: toBase64(si.pubKey.key) } : null,
				mode_info: { single: { mode: signModeToJSON(si.mode) } },
				sequence: si.sequence.toString()
			})),
			fee: { amount: tx.fee, gas_limit: tx.gasLimit.toString(), payer: tx.payer, granter: tx.granter },
			tip: null
		},
		signatures: tx.raw.signatures.map(toBase64)
	};
}
