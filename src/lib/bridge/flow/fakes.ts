// Test-only stand-ins at the edges of the transfer flow: a chain REST that keeps accounts and checks
// sequences and minimum fees like CheckTx, an EVM wallet and a Keplr wallet that really sign with the
// public test keys, and gates that hold a call until the test lets it through (so every phase can be
// looked at). Never imported by app code.
import { Secp256k1HdWallet, type StdSignDoc as CosmjsStdSignDoc } from '@cosmjs/amino';
import { fromHex, toHex } from '@cosmjs/encoding';
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing';
import { sha256 } from '@noble/hashes/sha2.js';
import { AuthInfo, SignDoc, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { mnemonicToAccount } from 'viem/accounts';
import type { ChainRest } from '$lib/api/chain-rest';
import { WalletRejectedError } from '$lib/signing/errors';
import type { StdSignDoc } from '$lib/signing/sign-doc';
import { TEST_MNEMONIC } from '$lib/signing/testing';
import type { CosmosWalletApi } from '$lib/wallet/types';

/** A call the test holds: `wait()` inside the fake, `open()` from the test. */
export class Gate {
	#waiters: (() => void)[] = [];
	#open = true;
	/** Hold the next calls until open() is called. */
	close() {
		this.#open = false;
	}
	open() {
		this.#open = true;
		for (const w of this.#waiters.splice(0)) w();
	}
	get waiting() {
		return this.#waiters.length;
	}
	wait(): Promise<void> {
		return this.#open ? Promise.resolve() : new Promise((r) => this.#waiters.push(r));
	}
}

/** Lets pending promise callbacks run (the flow moves on between awaits). */
export const settle = async (rounds = 20) => {
	for (let i = 0; i < rounds; i++) await new Promise((r) => setTimeout(r, 0));
};

interface FakeAccount {
	accountNumber: bigint;
	sequence: bigint;
	pubKey: { typeUrl: string; key: string } | null;
}

/** One chain's REST: accounts, simulate (fixed gas), CheckTx (sequence, minimum fee) and inclusion. */
export class FakeChain {
	accounts = new Map<string, FakeAccount>();
	/** Every tx_bytes that reached broadcast, in order. */
	broadcasts: Uint8Array[] = [];
	included = new Set<string>();
	/** Gas the simulation reports. */
	gasUsed = 100_000n;
	/** Minimum fee per gas in the fee denom (as a fraction), e.g. 0.015 uinit. */
	minGasPrice = { num: 15n, den: 1000n, denom: 'uinit' };
	/** Answer the next broadcast with this code and raw log instead of checking. */
	refuseNext: { code: number; rawLog: string } | null = null;
	/** The next broadcast fails in transport (no answer). */
	dropNext = false;
	/** Included txs fail on chain. */
	failOnChain = false;
	gates = { broadcast: new Gate(), tx: new Gate() };

	constructor(readonly chainId: string) {}

	fund(address: string, accountNumber = 7n, sequence = 0n) {
		this.accounts.set(address, { accountNumber, sequence, pubKey: null });
	}

	/** Another tx from the same account (another tab or wallet) gets in first. */
	race(address: string) {
		const a = this.accounts.get(address);
		if (a) a.sequence++;
	}

	rest(): ChainRest {
		const account = async (address: string) => {
			const a = this.accounts.get(address);
			return a ? { address, ...a } : null;
		};
		return {
			account,
			accountInfo: account,
			balances: async () => [],
			balance: async () => ({ denom: '', amount: 0n }),
			simulate: async () => ({ gasUsed: this.gasUsed, gasWanted: this.gasUsed }),
			broadcast: async (bytes: Uint8Array) => {
				await this.gates.broadcast.wait();
				this.broadcasts.push(bytes);
				const txhash = toHex(sha256(bytes)).toUpperCase();
				if (this.dropNext) {
					this.dropNext = false;
					throw new TypeError('Failed to fetch');
				}
				const refused = this.refuseNext ?? this.#check(bytes);
				this.refuseNext = null;
				if (refused) return { txhash, code: refused.code, codespace: 'sdk', rawLog: refused.rawLog };
				this.included.add(txhash);
				return { txhash, code: 0, codespace: '', rawLog: '' };
			},
			tx: async (hash: string) => {
				await this.gates.tx.wait();
				if (!this.included.has(hash.toUpperCase())) return null;
				const code = this.failOnChain ? 5 : 0;
				return { txhash: hash, code, codespace: '', rawLog: code ? 'insufficient funds' : '', height: 5n, gasWanted: 0n, gasUsed: 0n, timestamp: '' };
			}
		} as unknown as ChainRest;
	}

	/** The signer's sequence and the fee, like the ante handler; bumps the sequence on success (one account per fake chain). */
	#check(bytes: Uint8Array): { code: number; rawLog: string } | null {
		const info = AuthInfo.decode(TxRaw.decode(bytes).authInfoBytes);
		const account = [...this.accounts.values()][0]!;
		const got = info.signerInfos[0]!.sequence;
		if (got !== account.sequence) {
			return { code: 32, rawLog: `account sequence mismatch, expected ${account.sequence}, got ${got}: incorrect account sequence` };
		}
		const { num, den, denom } = this.minGasPrice;
		const required = (info.fee!.gasLimit * num + den - 1n) / den;
		const paid = info.fee!.amount.filter((c) => c.denom === denom).reduce((s, c) => s + BigInt(c.amount), 0n);
		if (paid < required) return { code: 13, rawLog: `insufficient fees; got: ${paid}${denom} required: ${required}${denom}: insufficient fee` };
		account.sequence++;
		return null;
	}
}

/** An EIP-1193 wallet over the public test key: personal_sign really signs; rejections and gates on demand. */
export function fakeEvmWallet() {
	const account = mnemonicToAccount(TEST_MNEMONIC);
	const gate = new Gate();
	const signed: string[] = [];
	const state = { rejectNext: false };
	const provider = {
		request: async ({ method, params }: { method: string; params?: unknown }) => {
			if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [account.address];
			if (method === 'eth_chainId') return '0x1';
			if (method === 'personal_sign') {
				await gate.wait();
				if (state.rejectNext) {
					state.rejectNext = false;
					throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
				}
				const hex = (params as string[])[0]!;
				signed.push(new TextDecoder().decode(fromHex(hex.slice(2))));
				return account.signMessage({ message: { raw: hex as `0x${string}` } });
			}
			throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
		}
	};
	return { account, provider, gate, signed, state };
}

/** A Keplr-style wallet over the public test key (cosmjs HD wallets); `ledger` switches it to amino. */
export async function fakeKeplr(prefix: string, opts: { ledger?: boolean } = {}) {
	const direct = await DirectSecp256k1HdWallet.fromMnemonic(TEST_MNEMONIC, { prefix });
	const amino = await Secp256k1HdWallet.fromMnemonic(TEST_MNEMONIC, { prefix });
	const [acc] = await direct.getAccounts();
	const gate = new Gate();
	const calls: ('direct' | 'amino')[] = [];
	const state = { rejectNext: false };
	const reject = () => {
		if (!state.rejectNext) return;
		state.rejectNext = false;
		throw new WalletRejectedError();
	};
	const key = { algo: 'secp256k1', pubKey: acc!.pubkey, bech32Address: acc!.address, isNanoLedger: !!opts.ledger, name: 'test', address: new Uint8Array(), isKeystone: false };
	const api: CosmosWalletApi = {
		enable: async () => {},
		getKey: async () => key,
		signDirect: async (_chainId, signer, doc) => {
			await gate.wait();
			reject();
			calls.push('direct');
			return direct.signDirect(signer, SignDoc.fromPartial(doc));
		},
		signAmino: async (_chainId, signer, doc) => {
			await gate.wait();
			reject();
			calls.push('amino');
			const { signed, signature } = await amino.signAmino(signer, doc as CosmjsStdSignDoc);
			return { signed: signed as StdSignDoc, signature };
		}
	};
	return { api, address: acc!.address, pubkey: acc!.pubkey, gate, calls, state };
}
