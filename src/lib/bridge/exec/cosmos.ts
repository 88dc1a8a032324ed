// A router cosmos_tx from plan to chain: account numbers, gas by simulation × 1.4, the fee in a token
// the user holds (checked exactly before any prompt), the signature (EIP-191 with an EVM wallet on
// Initia chains, Keplr direct or amino elsewhere), the CheckTx broadcast and the wait for inclusion.
import type { ChainRest } from '$lib/api/chain-rest';
import { toAmino } from '$lib/signing/amino';
import type { CosmosPlan } from '$lib/signing/decode';
import { signCosmosTxEip191, type PersonalSign } from '$lib/signing/eip191';
import { pubkeyFromKey, signWithKeplr, type KeplrLike } from '$lib/signing/keplr';
import { makeAminoSignDoc, serializeSignDoc, type StdFee } from '$lib/signing/sign-doc';
import { buildSimulationTx, ETH_SECP256K1_PUBKEY, txHash, type TxPubkey } from '$lib/signing/tx';
import type { FeeToken } from '../catalogue';
import { gasLimit, pickFee, type Coin } from '../fees';
import { AccountMissingError, BroadcastRejectedError, InsufficientFeeError, NO_ADJUSTMENT, type FeeAdjustment } from '../step-errors';
import { withTimeout, PROMPT_TIMEOUT_MS } from './evm-wallet';

export type CosmosSigner =
	| { kind: 'eip191'; personalSign: PersonalSign; pubkey: Uint8Array }
	| { kind: 'keplr'; keplr: KeplrLike; key: { algo: string; pubKey: Uint8Array; bech32Address: string; isNanoLedger: boolean } };

export interface PreparedCosmos {
	plan: CosmosPlan;
	accountNumber: bigint;
	sequence: bigint;
	pubkey: TxPubkey;
	gas: bigint;
	fee: Coin;
	mode: 'EIP-191' | 'Direct' | 'Amino';
	/** The amino sign document as signed (EIP-191 and amino), pretty-printed for the raw view. */
	signDoc: string;
}

export interface PrepareCosmosInput {
	plan: CosmosPlan;
	rest: ChainRest;
	chainName: string;
	signer: CosmosSigner;
	feeTokens: FeeToken[];
	balanceOf(denom: string): bigint | undefined;
	/** "0.0075 INIT" */
	format(coin: Coin): string;
	symbolOf(denom: string): string;
	/** What the messages move out of the account (the route's input). */
	spend: Coin;
	/** After a refusal: more gas, or at least the fee the chain asked for. */
	adjust?: FeeAdjustment;
	signal?: AbortSignal;
}

const stdFee = (gas: bigint, fee: Coin): StdFee => ({ amount: [{ denom: fee.denom, amount: fee.amount.toString() }], gas: gas.toString() });

export async function prepareCosmos(i: PrepareCosmosInput): Promise<PreparedCosmos> {
	const call = i.signal ? { signal: i.signal } : {};
	const account = await i.rest.account(i.plan.signer, call);
	if (!account) {
		throw new AccountMissingError(`${i.plan.signer} has no account on ${i.chainName} yet. It needs to receive funds there before it can send.`);
	}
	const pubkey: TxPubkey =
		i.signer.kind === 'eip191' ? { typeUrl: ETH_SECP256K1_PUBKEY, key: i.signer.pubkey } : pubkeyFromKey(i.signer.key);
	const messages = i.plan.messages.map((m) => m.msg);
	const sim = await i.rest.simulate(buildSimulationTx({ messages, memo: '', pubkey, sequence: account.sequence }), call);
	const adjust = i.adjust ?? NO_ADJUSTMENT;
	const gas = (gasLimit(sim.gasUsed) * BigInt(adjust.gasPercent) + 99n) / 100n;
	if (i.feeTokens.length === 0) throw new InsufficientFeeError(`Loom does not know a fee token for ${i.chainName}.`, 'tokens');
	const picked = pickFee(i.feeTokens, gas, i.balanceOf, i.spend)!;
	const min = adjust.minFee;
	const fee = min && min.denom === picked.denom && min.amount > picked.amount ? { denom: min.denom, amount: min.amount } : picked;
	const need = fee.amount + (fee.denom === i.spend.denom ? i.spend.amount : 0n);
	const have = i.balanceOf(fee.denom) ?? 0n;
	if (have < need) {
		throw new InsufficientFeeError(
			`The network fee is ${i.format(fee)}, but the account holds ${i.format({ denom: fee.denom, amount: have })}${fee.denom === i.spend.denom ? ' including the amount to send' : ''}.`,
			i.symbolOf(fee.denom)
		);
	}
	const mode = i.signer.kind === 'eip191' ? 'EIP-191' : i.signer.key.isNanoLedger ? 'Amino' : 'Direct';
	const doc = makeAminoSignDoc(messages.map(toAmino), stdFee(gas, fee), i.plan.chainId, '', account.accountNumber, account.sequence);
	return {
		plan: i.plan,
		accountNumber: account.accountNumber,
		sequence: account.sequence,
		pubkey,
		gas,
		fee,
		mode,
		signDoc: JSON.stringify(JSON.parse(serializeSignDoc(doc)), null, 2)
	};
}

/** Asks the wallet to sign; resolves with the TxRaw bytes to broadcast. */
export function signCosmos(p: PreparedCosmos, signer: CosmosSigner): Promise<Uint8Array> {
	const messages = p.plan.messages.map((m) => m.msg);
	const fee = stdFee(p.gas, p.fee);
	const common = { messages, fee, chainId: p.plan.chainId, memo: '', accountNumber: p.accountNumber, sequence: p.sequence };
	if (signer.kind === 'eip191') return signCosmosTxEip191({ ...common, personalSign: signer.personalSign, pubkey: signer.pubkey });
	return withTimeout(signWithKeplr({ ...common, keplr: signer.keplr, signer: p.plan.signer }), PROMPT_TIMEOUT_MS, 'The signature request');
}

export { txHash };

/** BROADCAST_MODE_SYNC; code != 0 is the chain's CheckTx refusal. Returns the chain's hash. */
export async function broadcastCosmos(rest: ChainRest, bytes: Uint8Array): Promise<string> {
	const res = await rest.broadcast(bytes);
	if (res.code !== 0) throw new BroadcastRejectedError(res.code, res.codespace, res.rawLog);
	return res.txhash.toUpperCase();
}

/** `spedUpAs`: the wallet sped the EVM transaction up (same call, higher fee) and the chain has it under this hash. */
export type Inclusion = { kind: 'included'; height: bigint; spedUpAs?: string } | { kind: 'failed'; code: number; rawLog: string; spedUpAs?: string } | { kind: 'timeout' };

/** Polls the tx by hash (1 s) until it is in a block, or `timeoutMs` passes. */
export async function waitForInclusion(rest: ChainRest, hash: string, signal: AbortSignal, timeoutMs = 30_000): Promise<Inclusion> {
	const end = Date.now() + timeoutMs;
	while (!signal.aborted && Date.now() < end) {
		const tx = await rest.tx(hash, { signal }).catch(() => null);
		if (tx) return tx.code === 0 ? { kind: 'included', height: tx.height } : { kind: 'failed', code: tx.code, rawLog: tx.rawLog };
		await new Promise((r) => setTimeout(r, 1000));
	}
	return { kind: 'timeout' };
}
