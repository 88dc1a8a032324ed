// Claiming one OP withdrawal on the L1 (router-api.md §12.1 step 4), as a small state machine:
// prepare (re-read the withdrawal from the executor, find the signer, build and simulate the claim)
// → review (exactly what will be signed) → sign → send (broadcast, wait for the block) → done (the
// funds arrived: the recipient's L1 balance before and after) or failed (what the L1 said, where the
// funds are). Signed bytes are never sent twice: Try again prepares and signs anew.
import type { ExecutorClient, ExecutorWithdrawal } from '$lib/api/executor';
import type { ChainRest } from '$lib/api/chain-rest';
import { sameAccount } from '$lib/signing/address-check';
import type { WalletConnection } from '$lib/wallet/connection.svelte';
import type { KeplrChainInfo } from '$lib/wallet/types';
import { feeTokensOf, type BridgeChain, type Catalogue } from '../catalogue';
import type { CosmosSigner, PreparedCosmos } from '../exec/index';
import type { Coin } from '../fees';
import { coinText } from '../format';
import { BroadcastRejectedError, FlowInvalidatedError, RefusedError, type StepProblem } from '../step-errors';
import { claimRefusal, ClaimRefusedError, describeClaimError } from './claim-errors';
import type { ClaimExec } from './claim-exec';

export interface ClaimField {
	label: string;
	value: string;
	mono?: boolean;
}

/** What the wallet will be asked to sign, shown before it is. */
export interface ClaimReview {
	fields: ClaimField[];
	/** The amino sign document, pretty-printed (EIP-191 and amino sign it as text). */
	signDoc: string;
}

export type ClaimPhase =
	| { kind: 'idle' }
	| { kind: 'preparing'; waiting: 'network' | 'wallet'; hint: string }
	| { kind: 'review'; review: ClaimReview }
	| { kind: 'signing'; review: ClaimReview; hint: string }
	| { kind: 'sending'; review: ClaimReview; txHash: string; hint: string }
	| { kind: 'done'; txHash: string; received: Coin; balanceBefore: bigint | null; balanceAfter: bigint | null }
	| { kind: 'failed'; problem: StepProblem; txHash: string | null };

export interface ClaimDeps {
	/** The L1 as the bridge knows it (REST, fee tokens). */
	l1: BridgeChain;
	catalogue: Catalogue;
	wallet: WalletConnection;
	executor: ExecutorClient;
	suggest(chainId: string): KeplrChainInfo | null;
	loadExec(): Promise<ClaimExec>;
	/** When the page expects the withdrawal to be claimable, for the wording of an early refusal. */
	claimableAt?: Date;
	/** Called once the claim is in a block (paid out or refused there). */
	onSettled?(): void;
}

interface Prepared {
	exec: ClaimExec;
	rest: ChainRest;
	signer: CosmosSigner;
	sender: string;
	prepared: PreparedCosmos;
	withdrawal: ExecutorWithdrawal;
	balanceBefore: bigint | null;
	epoch: number;
}

export class ClaimFlow {
	phase = $state.raw<ClaimPhase>({ kind: 'idle' });

	#d: ClaimDeps;
	#w: ExecutorWithdrawal;
	#ready: Prepared | null = null;
	#ctrl = new AbortController();

	constructor(withdrawal: ExecutorWithdrawal, deps: ClaimDeps) {
		this.#w = withdrawal;
		this.#d = deps;
	}

	get busy() {
		const k = this.phase.kind;
		return k === 'preparing' || k === 'signing' || k === 'sending';
	}

	/** Prepares the claim and stops at the review. Also "Try again" after any failure. */
	async start(): Promise<void> {
		this.#ready = null;
		try {
			this.#ready = await this.#prepare();
			this.phase = { kind: 'review', review: this.#review(this.#ready) };
		} catch (e) {
			this.#fail(e, null);
		}
	}

	/** The user read the review: sign, broadcast, wait for the block. */
	async confirm(): Promise<void> {
		const r = this.#ready;
		if (this.phase.kind !== 'review' || !r) return;
		const review = this.phase.review;
		let txHash: string | null = null;
		try {
			if (this.#d.wallet.epoch !== r.epoch) throw new FlowInvalidatedError('Your wallet account changed. Start the claim again.');
			this.phase = { kind: 'signing', review, hint: r.signer.kind === 'eip191' ? 'Sign the claim in your wallet (it shows the document as text).' : 'Approve the claim in your wallet.' };
			await this.#sameSigner(r);
			const bytes = await r.exec.signCosmos(r.prepared, r.signer);
			txHash = r.exec.txHash(bytes);
			this.phase = { kind: 'sending', review, txHash, hint: 'Sending the claim to the L1…' };
			// a refusal here (CheckTx) means nothing was sent: signing again is the only way on
			this.#ready = null;
			await r.exec.broadcastCosmos(r.rest, bytes);
			this.phase = { kind: 'sending', review, txHash, hint: 'Waiting for the claim to be included in a block…' };
			const inc = await r.exec.waitForInclusion(r.rest, txHash, this.#ctrl.signal);
			if (inc.kind === 'timeout') throw new Error(`The claim ${txHash} was not confirmed within 30 seconds. It may still be included; check the L1 explorer before trying again.`);
			this.#d.onSettled?.();
			if (inc.kind === 'failed') {
				const refusal = claimRefusal(inc.rawLog);
				throw Object.assign(refusal ? new ClaimRefusedError(refusal, inc.rawLog) : new BroadcastRejectedError(inc.code, '', inc.rawLog), { included: true });
			}
			const w = r.withdrawal;
			const balanceAfter = await r.rest.balance(w.to, w.amount.denom).catch(() => null);
			this.phase = { kind: 'done', txHash, received: { denom: w.amount.denom, amount: w.amount.amount }, balanceBefore: r.balanceBefore, balanceAfter };
		} catch (e) {
			this.#fail(e, txHash);
		}
	}

	cancel(): void {
		this.#ctrl.abort();
	}

	#fail(e: unknown, txHash: string | null) {
		if (this.#ctrl.signal.aborted) return;
		const included = (e as { included?: boolean } | null)?.included === true;
		const problem = describeClaimError(e, { claimableAt: this.#d.claimableAt, included });
		this.phase = { kind: 'failed', problem, txHash: included ? txHash : null };
	}

	#say(waiting: 'network' | 'wallet', hint: string) {
		this.phase = { kind: 'preparing', waiting, hint };
	}

	async #prepare(): Promise<Prepared> {
		const d = this.#d;
		this.#say('network', 'Loading the signing tools…');
		const exec = await d.loadExec();
		const url = d.l1.registry?.rest ?? d.l1.router.rest;
		if (!url) throw new Error(`Loom knows no REST endpoint for ${d.l1.name}.`);
		const rest = exec.createChainRest(url);
		const epoch = d.wallet.epoch;

		// The proof may have been re-read since the list loaded; the claim is built from a fresh copy.
		this.#say('network', 'Reading the withdrawal from the rollup…');
		const withdrawal = await d.executor.withdrawal(this.#w.sequence, { signal: this.#ctrl.signal });
		if (withdrawal.bridgeId !== this.#w.bridgeId || withdrawal.to !== this.#w.to || withdrawal.amount.amount !== this.#w.amount.amount) {
			throw new RefusedError(['The rollup now describes this withdrawal differently than the list did. Reload the page.']);
		}

		const { signer, sender } = await this.#signer(exec, rest);
		// Funds go to `to` whoever pays; Loom only offers the recipient's own claim.
		if (!sameAccount(sender, withdrawal.to)) {
			throw new RefusedError([`This withdrawal goes to ${withdrawal.to}, but the connected account is ${sender}. Connect the recipient's wallet.`]);
		}
		const plan = { kind: 'cosmos' as const, chainId: d.l1.id, signer: sender, messages: [exec.describeMsg(exec.claimMessage(withdrawal, sender))] };

		this.#say('network', 'Checking the claim with the L1…');
		const balances = await rest.balances(sender, { signal: this.#ctrl.signal });
		const balanceOf = (denom: string) => balances.find((b) => b.denom === denom)?.amount ?? 0n;
		const feeTokens = feeTokensOf(d.l1);
		const format = (c: Coin) => coinText(d.catalogue, d.l1.id, c);
		let prepared: PreparedCosmos;
		try {
			prepared = await exec.prepareCosmos({
				plan,
				rest,
				chainName: d.l1.name,
				signer,
				feeTokens,
				balanceOf,
				format,
				symbolOf: (denom) => d.catalogue.asset(d.l1.id, denom)?.symbol ?? denom,
				spend: { denom: feeTokens[0]?.denom ?? withdrawal.amount.denom, amount: 0n },
				signal: this.#ctrl.signal
			});
		} catch (e) {
			// the simulation runs the keeper's checks: early, twice, bad proof
			const refusal = claimRefusal(e instanceof Error ? e.message : String(e));
			throw refusal ? new ClaimRefusedError(refusal, e instanceof Error ? e.message : String(e)) : e;
		}
		return { exec, rest, signer, sender, prepared, withdrawal, balanceBefore: balanceOf(withdrawal.amount.denom), epoch };
	}

	async #signer(exec: ClaimExec, rest: ChainRest): Promise<{ signer: CosmosSigner; sender: string }> {
		const { wallet } = this.#d;
		const provider = wallet.evmProvider();
		if (wallet.evm && provider) {
			const { initAddress, address } = wallet.evm;
			this.#say('network', 'Looking up your account…');
			let pubkey = await exec.knownPubkey(initAddress, [rest]);
			if (!pubkey) {
				this.#say('wallet', 'Sign the message "identify your Initia account" in your wallet (once per account).');
				pubkey = await exec.identify(initAddress, exec.personalSigner(provider, address));
			}
			return { signer: { kind: 'eip191', personalSign: exec.personalSigner(provider, address), pubkey }, sender: initAddress };
		}
		const keplr = wallet.cosmosApi();
		if (wallet.cosmos && keplr) {
			this.#say('wallet', `Allow ${wallet.cosmos.name} to share your ${this.#d.l1.name} address.`);
			const key = await wallet.cosmosKeyFor(this.#d.l1.id, this.#d.suggest);
			if (!key) throw new FlowInvalidatedError('Connect your Cosmos wallet again to claim.');
			return { signer: { kind: 'keplr', keplr, key: { algo: key.algo, pubKey: key.pubKey, bech32Address: key.address, isNanoLedger: key.isNanoLedger } }, sender: key.address };
		}
		throw new FlowInvalidatedError(`Connect the wallet of ${this.#w.to} to claim.`);
	}

	/** Right before the prompt: the wallet is still on the account the claim was built for. */
	async #sameSigner(r: Prepared) {
		const now = r.signer.kind === 'eip191' ? await r.exec.currentEvmAccount(this.#d.wallet.evmProvider()!) : (await r.signer.keplr.getKey(this.#d.l1.id)).bech32Address;
		if (!now || !sameAccount(now, r.sender)) throw new FlowInvalidatedError('Your wallet is on a different account now. Start the claim again with the recipient account.');
	}

	#review(r: Prepared): ClaimReview {
		const { catalogue: cat, l1 } = this.#d;
		const w = r.withdrawal;
		const p = r.prepared;
		return {
			fields: [
				{ label: 'Action', value: 'Claim OP bridge withdrawal (/opinit.ophost.v1.MsgFinalizeTokenWithdrawal)' },
				{ label: 'Amount', value: coinText(cat, l1.id, { denom: w.amount.denom, amount: w.amount.amount }) },
				{ label: 'Paid to', value: w.to, mono: true },
				{ label: 'Withdrawn by', value: w.from, mono: true },
				{ label: 'Bridge', value: `#${w.bridgeId}, withdrawal ${w.sequence}, output ${w.proof?.outputIndex ?? '?'}` },
				{ label: 'Signer', value: r.sender, mono: true },
				{ label: 'Network fee', value: coinText(cat, l1.id, p.fee) },
				{ label: 'Gas limit', value: p.gas.toString() },
				{ label: 'Chain id', value: l1.id, mono: true },
				{ label: 'Signing', value: p.mode === 'EIP-191' ? 'EIP-191 (your EVM wallet shows this document as text)' : `Keplr ${p.mode.toLowerCase()} mode` }
			],
			signDoc: p.signDoc
		};
	}
}
