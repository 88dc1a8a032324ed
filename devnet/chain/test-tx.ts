// Test-side tx builders that sign the way the clients do (cosmjs wallets for direct/amino, viem
// personal_sign for EIP-191), independently of the chain's own amino code, so tests compare two
// implementations. Only the chain tests import this file.
import { Secp256k1HdWallet, makeSignDoc as makeAminoSignDoc, serializeSignDoc, type AminoMsg, type StdFee } from '@cosmjs/amino';
import { fromBase64, fromHex, fromUtf8 } from '@cosmjs/encoding';
import { DirectSecp256k1HdWallet, makeSignDoc } from '@cosmjs/proto-signing';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { BinaryWriter } from 'cosmjs-types/binary';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import { mnemonicToAccount } from 'viem/accounts';
import { TEST_MNEMONIC } from '../accounts';
import { ETH_SECP256K1, SECP256K1 } from './keys';

export interface TxSpec {
	chainId: string;
	accountNumber: number;
	sequence: number;
	msgs: { proto: Any; amino: AminoMsg }[];
	fee: StdFee;
	memo?: string;
}

export function msgSend(from: string, to: string, amount: { denom: string; amount: string }[]) {
	return {
		proto: { typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: MsgSend.encode({ fromAddress: from, toAddress: to, amount }).finish() },
		amino: { type: 'cosmos-sdk/MsgSend', value: { from_address: from, to_address: to, amount } }
	};
}

export const bodyBytes = (spec: TxSpec) => TxBody.encode(TxBody.fromPartial({ messages: spec.msgs.map((m) => m.proto), memo: spec.memo ?? '' })).finish();

export function authInfoBytes(spec: TxSpec, pubKey: Any | undefined, mode: SignMode) {
	return AuthInfo.encode(
		AuthInfo.fromPartial({
			signerInfos: [{ publicKey: pubKey, modeInfo: { single: { mode } }, sequence: BigInt(spec.sequence) }],
			fee: { amount: [...spec.fee.amount], gasLimit: BigInt(spec.fee.gas) }
		})
	).finish();
}

export const txRaw = (body: Uint8Array, authInfo: Uint8Array, signatures: Uint8Array[]) =>
	TxRaw.encode({ bodyBytes: body, authInfoBytes: authInfo, signatures }).finish();

const pubKeyAny = (typeUrl: string, key: Uint8Array): Any => ({ typeUrl, value: PubKey.encode({ key }).finish() });

/** The sign-doc text a wallet is asked to personal_sign (cosmjs serializes to UTF-8 bytes). */
const aminoDocJson = (spec: TxSpec) =>
	fromUtf8(
		serializeSignDoc(makeAminoSignDoc(spec.msgs.map((m) => m.amino), spec.fee, spec.chainId, spec.memo ?? '', spec.accountNumber, spec.sequence))
	);

// Key derivation is slow (PBKDF2 + BIP32): derive each key once per test file.
const evmAccounts = new Map<number, ReturnType<typeof mnemonicToAccount>>();
export function evmAccount(addressIndex = 0) {
	let a = evmAccounts.get(addressIndex);
	if (!a) evmAccounts.set(addressIndex, (a = mnemonicToAccount(TEST_MNEMONIC, { addressIndex })));
	return a;
}

/** Initia's eth pubkey Any of test-mnemonic EVM account `addressIndex`. */
export function ethPubKey(addressIndex = 0): Any {
	const account = evmAccount(addressIndex);
	return pubKeyAny(ETH_SECP256K1, secp256k1.Point.fromHex(account.publicKey.slice(2)).toBytes(true));
}

/** InterwovenKit's path: amino JSON -> personal_sign -> SIGN_MODE_EIP_191 with Initia's eth pubkey. */
export async function signEip191(spec: TxSpec, addressIndex = 0): Promise<Uint8Array> {
	const account = evmAccount(addressIndex);
	const signature = fromHex((await account.signMessage({ message: aminoDocJson(spec) })).slice(2, 130));
	return txRaw(bodyBytes(spec), authInfoBytes(spec, ethPubKey(addressIndex), SignMode.SIGN_MODE_EIP_191), [signature]);
}

/** Keplr-style SIGN_MODE_DIRECT with the Cosmos key m/44'/118'/0'/0/0. */
export async function signDirect(spec: TxSpec, prefix: string): Promise<Uint8Array> {
	const wallet = await DirectSecp256k1HdWallet.fromMnemonic(TEST_MNEMONIC, { prefix });
	const [acc] = await wallet.getAccounts();
	const body = bodyBytes(spec);
	const authInfo = authInfoBytes(spec, pubKeyAny(SECP256K1, acc!.pubkey), SignMode.SIGN_MODE_DIRECT);
	const { signed, signature } = await wallet.signDirect(acc!.address, makeSignDoc(body, authInfo, spec.chainId, spec.accountNumber));
	return txRaw(signed.bodyBytes, signed.authInfoBytes, [fromBase64(signature.signature)]);
}

/** Ledger-style SIGN_MODE_LEGACY_AMINO_JSON with the same Cosmos key. */
export async function signAmino(spec: TxSpec, prefix: string): Promise<Uint8Array> {
	const wallet = await Secp256k1HdWallet.fromMnemonic(TEST_MNEMONIC, { prefix });
	const [acc] = await wallet.getAccounts();
	const doc = makeAminoSignDoc(spec.msgs.map((m) => m.amino), spec.fee, spec.chainId, spec.memo ?? '', spec.accountNumber, spec.sequence);
	const { signature } = await wallet.signAmino(acc!.address, doc);
	return txRaw(bodyBytes(spec), authInfoBytes(spec, pubKeyAny(SECP256K1, acc!.pubkey), SignMode.SIGN_MODE_LEGACY_AMINO_JSON), [fromBase64(signature.signature)]);
}

/** The /simulate form: real pubkey and sequence, SIGN_MODE_UNSPECIFIED, one empty signature. */
export function simulationTx(spec: TxSpec, pubKey: Any | undefined): Uint8Array {
	return txRaw(bodyBytes(spec), authInfoBytes(spec, pubKey, SignMode.SIGN_MODE_UNSPECIFIED), [new Uint8Array()]);
}

/** opchild MsgInitiateTokenWithdrawal (field 3 unused), written field by field. */
export function msgWithdraw(sender: string, to: string, amount: { denom: string; amount: string }) {
	const w = BinaryWriter.create().uint32(10).string(sender).uint32(18).string(to);
	w.uint32(34).fork();
	Coin.encode(amount, w);
	w.ldelim();
	return {
		proto: { typeUrl: '/opinit.opchild.v1.MsgInitiateTokenWithdrawal', value: w.finish() },
		amino: { type: 'opchild/MsgInitiateTokenWithdrawal', value: { sender, to, amount: { amount: amount.amount, denom: amount.denom } } }
	};
}

export interface FinalizeFields {
	sender: string;
	bridgeId: bigint;
	outputIndex: bigint;
	proofs: Uint8Array[];
	from: string;
	to: string;
	sequence: bigint;
	amount: { denom: string; amount: string };
	version: Uint8Array;
	storageRoot: Uint8Array;
	lastBlockHash: Uint8Array;
}

const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64');

/** ophost MsgFinalizeTokenWithdrawal in proto and in amino JSON (router-api.md §12.4). */
export function msgFinalize(f: FinalizeFields) {
	const w = BinaryWriter.create().uint32(10).string(f.sender);
	if (f.bridgeId) w.uint32(16).uint64(f.bridgeId);
	if (f.outputIndex) w.uint32(24).uint64(f.outputIndex);
	for (const p of f.proofs) w.uint32(34).bytes(p);
	w.uint32(42).string(f.from).uint32(50).string(f.to);
	if (f.sequence) w.uint32(56).uint64(f.sequence);
	w.uint32(66).fork();
	Coin.encode(f.amount, w);
	w.ldelim();
	w.uint32(74).bytes(f.version).uint32(82).bytes(f.storageRoot).uint32(90).bytes(f.lastBlockHash);
	// the Go encoder omits zero scalars and empty lists
	const value = Object.fromEntries(
		Object.entries({
			sender: f.sender,
			bridge_id: f.bridgeId.toString(),
			output_index: f.outputIndex.toString(),
			withdrawal_proofs: f.proofs.map(b64),
			from: f.from,
			to: f.to,
			sequence: f.sequence.toString(),
			amount: { amount: f.amount.amount, denom: f.amount.denom },
			version: b64(f.version),
			storage_root: b64(f.storageRoot),
			last_block_hash: b64(f.lastBlockHash)
		}).filter(([, v]) => v !== '' && v !== '0' && !(Array.isArray(v) && v.length === 0))
	);
	return { proto: { typeUrl: '/opinit.ophost.v1.MsgFinalizeTokenWithdrawal', value: w.finish() }, amino: { type: 'ophost/MsgFinalizeTokenWithdrawal', value } };
}
