// The ante handler of a simulated Cosmos chain, without side effects: decode, basic checks, gas,
// minimum fee, fee payer, pubkey/signer match, sequence and signature, in the SDK's order and with
// its codes and raw_log wording (cosmos-sdk v0.50 x/auth/ante; initia-labs/initia app/ante/sigverify).
import { toUtf8 } from '@cosmjs/encoding';
import { SignMode, signModeToJSON } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { ChainDef } from '../chains';
import { accountKey } from './address';
import { makeSignDoc, serializeSignDoc } from './amino';
import { verifySignature, type PubKey } from './keys';
import type { CoinJson } from './proto/msgs';
import { decodeTx, type DecodedTx } from './proto/tx';

export interface AnteAccount {
	accountNumber: number;
	sequence: number;
	pubKey?: PubKey;
}

/** Read access to the chain state the ante handler needs (keys are canonical account keys). */
export interface AnteView {
	account(address: string): AnteAccount | undefined;
	balance(address: string, denom: string): bigint;
}

/**
 * check: CheckTx of a broadcast. simulate: /simulate (no fee minimum, no signature, any pubkey).
 * hook: a pre-signed op-hook tx (signature, sequence and signer only; hooks pay no fee).
 */
export type AnteMode = 'check' | 'simulate' | 'hook';

export interface AnteOk {
	ok: true;
	tx: DecodedTx;
	/** Pubkey per signer (the signer info's, else the stored one). */
	pubKeys: (PubKey | undefined)[];
	/** Gas the ante handler consumed (tx size and signature verification). */
	anteGas: bigint;
}

export interface AnteFail {
	ok: false;
	code: number;
	log: string;
	gasWanted: bigint;
	gasUsed: bigint;
}

const coinsString = (coins: CoinJson[]) => coins.map((c) => `${c.amount}${c.denom}`).join(',');

/** ceil(gas × price) for a decimal price string, exactly. */
export function minFee(gas: bigint, price: string): bigint {
	const [int = '0', frac = ''] = price.split('.');
	const den = 10n ** BigInt(frac.length);
	return (gas * BigInt(int + frac) + den - 1n) / den;
}

function signBytes(chain: ChainDef, tx: DecodedTx, mode: number, accountNumber: number, sequence: number): Uint8Array | undefined {
	if (mode === SignMode.SIGN_MODE_DIRECT)
		return SignDoc.encode({ bodyBytes: tx.raw.bodyBytes, authInfoBytes: tx.raw.authInfoBytes, chainId: chain.chainId, accountNumber: BigInt(accountNumber) }).finish();
	const eip191 = mode === SignMode.SIGN_MODE_EIP_191 && chain.kind !== 'cosmos';
	if (mode !== SignMode.SIGN_MODE_LEGACY_AMINO_JSON && !eip191) return undefined;
	const doc = toUtf8(
		serializeSignDoc(
			makeSignDoc({
				chainId: chain.chainId,
				accountNumber,
				sequence,
				fee: { amount: tx.fee, gas: tx.gasLimit.toString(), payer: tx.payer, granter: tx.granter },
				memo: tx.body.memo,
				msgs: tx.msgs,
				timeoutHeight: tx.body.timeoutHeight
			})
		)
	);
	if (!eip191) return doc;
	const prefix = toUtf8(`\x19Ethereum Signed Message:\n${doc.length}`);
	const out = new Uint8Array(prefix.length + doc.length);
	out.set(prefix);
	out.set(doc, prefix.length);
	return out;
}

function signatureFailure(chain: ChainDef, mode: number, accountNumber: number, sequence: number, supported: boolean): string {
	if (mode === SignMode.SIGN_MODE_LEGACY_AMINO_JSON)
		return `signature verification failed; please verify account number (${accountNumber}), sequence (${sequence}) and chain-id (${chain.chainId}): unauthorized`;
	const head = `signature verification failed; please verify account number (${accountNumber}) and chain-id (${chain.chainId})`;
	// Initia's sigverify appends the inner error; the plain SDK does not.
	if (chain.kind === 'cosmos') return `${head}: unauthorized`;
	const inner = supported ? 'unable to verify single signer signature' : `unsupported sign mode ${signModeToJSON(mode)}`;
	return `${head}: (${inner}): unauthorized`;
}

export function runAnte(
	chain: ChainDef,
	view: AnteView,
	txBytes: Uint8Array,
	opts: { mode: AnteMode; expectedSigner?: string; sequenceOffset?: number }
): AnteOk | AnteFail {
	let tx: DecodedTx;
	try {
		tx = decodeTx(chain, txBytes);
	} catch (e) {
		return { ok: false, code: 2, log: `${e instanceof Error ? e.message : String(e)}: tx parse error`, gasWanted: 0n, gasUsed: 0n };
	}
	const sigs = tx.raw.signatures;
	// 10 gas per tx byte and 1000 per signature; a simulation also pays for the signature bytes
	// and pubkey it does not carry yet (as the SDK's ConsumeTxSizeGasDecorator does).
	const simulatedBytes =
		opts.mode === 'simulate' ? 64 * sigs.filter((s) => s.length === 0).length + 33 * tx.signerInfos.filter((si) => !si.pubKey).length : 0;
	const anteGas = BigInt(10 * (txBytes.length + simulatedBytes) + 1000 * tx.signerInfos.length);
	const fail = (code: number, log: string): AnteFail => ({ ok: false, code, log, gasWanted: tx.gasLimit, gasUsed: anteGas });

	if (tx.msgs.length === 0) return fail(18, 'must contain at least one message: invalid request');
	if (sigs.length === 0) return fail(15, 'no signatures supplied');
	if (sigs.length !== tx.signerInfos.length) return fail(4, `wrong number of signers; expected ${tx.signerInfos.length}, got ${sigs.length}: unauthorized`);
	if (opts.expectedSigner !== undefined) {
		let expected: string;
		try {
			expected = accountKey(chain, opts.expectedSigner);
		} catch (e) {
			return fail(7, `${e instanceof Error ? e.message : String(e)}: invalid address`);
		}
		if (tx.signers.some((s) => s !== expected)) return fail(4, `tx signer ${tx.signers.join(',')} is not ${expected}: unauthorized`);
	}
	if (tx.signers.length !== sigs.length) return fail(4, `invalid number of signer;  expected: ${tx.signers.length}, got ${sigs.length}: unauthorized`);

	if (opts.mode === 'check') {
		if (tx.gasLimit < anteGas) return fail(11, `out of gas in location: txSize; gasWanted: ${tx.gasLimit}, gasUsed: ${anteGas}: out of gas`);
		const required = minFee(tx.gasLimit, chain.gasPrice);
		const paid = tx.fee.filter((c) => c.denom === chain.feeDenom).reduce((sum, c) => sum + BigInt(c.amount), 0n);
		if (paid < required) return fail(13, `insufficient fees; got: ${coinsString(tx.fee)} required: ${required}${chain.feeDenom}: insufficient fee`);
	}
	if (opts.mode !== 'hook') {
		const payer = tx.signers[0]!;
		if (!view.account(payer)) return fail(9, `fee payer address: ${payer} does not exist: unknown address`);
		for (const c of tx.fee) {
			const spendable = view.balance(payer, c.denom);
			if (spendable < BigInt(c.amount))
				return fail(5, `spendable balance ${spendable}${c.denom} is smaller than ${c.amount}${c.denom}: insufficient funds: insufficient funds`);
		}
	}

	const pubKeys: (PubKey | undefined)[] = [];
	for (const [i, signer] of tx.signers.entries()) {
		const acc = view.account(signer);
		if (!acc) return fail(9, `account ${signer} does not exist: unknown address`);
		const info = tx.signerInfos[i]!;
		const pubKey = acc.pubKey ?? info.pubKey;
		pubKeys.push(pubKey);
		// Simulation may carry any (or no) key and an empty signature.
		if (opts.mode !== 'simulate') {
			if (info.pubKey && info.address !== signer) return fail(8, `pubKey does not match signer address ${signer} with signer index: ${i}: invalid pubkey`);
			if (!pubKey) return fail(8, 'pubkey on account is not set: invalid pubkey');
		}
		const sequence = acc.sequence + (opts.sequenceOffset ?? 0);
		if (info.sequence !== BigInt(sequence)) return fail(32, `account sequence mismatch, expected ${sequence}, got ${info.sequence}: incorrect account sequence`);
		if (opts.mode === 'simulate' || !pubKey) continue;
		const bytes = signBytes(chain, tx, info.mode, acc.accountNumber, sequence);
		if (!bytes || !verifySignature(pubKey, bytes, sigs[i]!)) return fail(4, signatureFailure(chain, info.mode, acc.accountNumber, sequence, !!bytes));
	}
	return { ok: true, tx, pubKeys, anteGas };
}
