// The shared state of every simulated chain: accounts, balances, ERC-20 allowances, pending and
// included transactions. Blocks are derived from the clock (height advances every blockMs) and a
// pending tx is executed lazily, the first time anything reads the chain after its block time.
import { CHAINS, type ChainDef } from '../chains';
import { accountKey, denomKey, displayDenom } from './address';
import type { EvmTxDetail } from './evm-state';
import { genesisCredits } from './genesis';
import type { PubKey } from './keys';
import type { TxJson } from './proto/tx';
import type { IncludedTx, Ledger } from './types';
import { runAnte, type AnteView } from './verify';

export interface Account {
	accountNumber: number;
	/** Cosmos sequence; on the EVM chains also the nonce. */
	sequence: number;
	pubKey?: PubKey;
}

export type TxDetail = { kind: 'cosmos'; json: TxJson } | ({ kind: 'evm' } & EvmTxDetail);

export interface TxRecord {
	/** height/time/code/rawLog are final once height > 0 (included). */
	tx: IncludedTx;
	gasWanted: bigint;
	gasUsed: bigint;
	codespace: string;
	detail: TxDetail;
}

/** What executing a tx in its block produced; its batch is committed only when code is 0. */
export interface Outcome {
	code: number;
	codespace: string;
	rawLog: string;
	gasUsed: bigint;
}

interface Pending {
	record: TxRecord;
	/** Canonical key of the signer, whose sequence the tx consumed. */
	signer: string;
	height: number;
	execute(batch: Batch, blockTime: number): Outcome;
}

/** Runs one message of a type registered by another module (e.g. x/ophost) in a block at `blockTime`. */
export type MsgHandler = (batch: Batch, chain: ChainDef, value: Record<string, unknown>, blockTime: number) => { code: number; codespace: string; log: string } | undefined;

class ChainState {
	accounts = new Map<string, Account>();
	balances = new Map<string, Map<string, bigint>>();
	allowances = new Map<string, bigint>();
	nextAccountNumber = 1;
	pending: Pending[] = [];
	/** Included and pending txs by lowercase hash without 0x. */
	txs = new Map<string, TxRecord>();
	blocks = new Map<number, TxRecord[]>();

	constructor(
		readonly def: ChainDef,
		readonly genesisTime: number,
		/** Blocks before the devnet started (the seeded history): live blocks continue after it. */
		readonly startHeight: number
	) {}

	balance(key: string, denom: string): bigint {
		return this.balances.get(key)?.get(denom) ?? 0n;
	}

	add(key: string, denom: string, delta: bigint) {
		if (!this.accounts.has(key)) this.accounts.set(key, { accountNumber: this.nextAccountNumber++, sequence: 0 });
		let m = this.balances.get(key);
		if (!m) this.balances.set(key, (m = new Map()));
		m.set(denom, (m.get(denom) ?? 0n) + delta);
	}
}

const allowanceKey = (token: string, owner: string, spender: string) => `${token}\n${owner}\n${spender}`;
const hashKey = (hash: string) => hash.replace(/^0x/i, '').toLowerCase();

/**
 * Tentative state changes of one tx: reads see them, nothing reaches the chain until commit().
 * Keys are canonical account and denom keys.
 */
export class Batch {
	#deltas = new Map<string, [key: string, denom: string, delta: bigint]>();
	#allowances = new Map<string, bigint>();
	#afterCommit: (() => void)[] = [];

	#state: ChainState;

	constructor(state: ChainState) {
		this.#state = state;
	}

	balance(key: string, denom: string): bigint {
		return this.#state.balance(key, denom) + (this.#deltas.get(`${key}\n${denom}`)?.[2] ?? 0n);
	}

	#change(key: string, denom: string, delta: bigint) {
		const id = `${key}\n${denom}`;
		this.#deltas.set(id, [key, denom, (this.#deltas.get(id)?.[2] ?? 0n) + delta]);
	}

	/** False (and no change) when the spendable balance is short. */
	debit(key: string, denom: string, amount: bigint): boolean {
		if (this.balance(key, denom) < amount) return false;
		this.#change(key, denom, -amount);
		return true;
	}

	credit(key: string, denom: string, amount: bigint) {
		this.#change(key, denom, amount);
	}

	allowance(token: string, owner: string, spender: string): bigint {
		const k = allowanceKey(token, owner, spender);
		return this.#allowances.get(k) ?? this.#state.allowances.get(k) ?? 0n;
	}

	setAllowance(token: string, owner: string, spender: string, amount: bigint) {
		this.#allowances.set(allowanceKey(token, owner, spender), amount);
	}

	/** A state change outside balances (e.g. a proven withdrawal) that applies only if the tx commits. */
	afterCommit(fn: () => void) {
		this.#afterCommit.push(fn);
	}

	commit() {
		for (const [key, denom, delta] of this.#deltas.values()) this.#state.add(key, denom, delta);
		for (const [k, v] of this.#allowances) this.#state.allowances.set(k, v);
		for (const fn of this.#afterCommit) fn();
	}
}

export class ChainLedger implements Ledger {
	#chains = new Map<string, ChainState>();
	#resetListeners: (() => void)[] = [];
	#includeListeners: ((record: TxRecord) => void)[] = [];
	/** Message types other modules execute, by proto type URL. */
	readonly msgHandlers = new Map<string, MsgHandler>();
	/** Least tip per gas (wei) an EVM chain's blocks include now: a busy network (devnet knob evmMinTip). */
	minTip: (chainId: string) => bigint = () => 0n;

	/**
	 * `startHeights`: per chain, the height of the history that precedes the devnet's start (the
	 * seeded blocks the indexers serve); the first live block follows it. Default 0.
	 */
	constructor(
		readonly now: () => number = Date.now,
		readonly startHeights: Readonly<Record<string, number>> = {}
	) {
		this.reset();
	}

	reset() {
		const t0 = this.now();
		this.#chains = new Map(CHAINS.map((c) => [c.chainId, new ChainState(c, t0, this.startHeights[c.chainId] ?? 0)]));
		for (const g of genesisCredits()) this.credit(g.chainId, g.address, g.denom, g.amount);
		for (const fn of this.#resetListeners) fn();
	}

	onReset(fn: () => void) {
		this.#resetListeners.push(fn);
	}

	/** Called for every tx that succeeded in a block, when the block is built (lazily, on the next read). */
	onInclude(fn: (record: TxRecord) => void) {
		this.#includeListeners.push(fn);
	}

	/** Chain state after including every tx whose block time has passed. Throws for an unknown chain. */
	#state(chainId: string): ChainState {
		const s = this.#chains.get(chainId);
		if (!s) throw new Error(`unknown chain ${chainId}`);
		this.#settle(s);
		return s;
	}

	/**
	 * Includes every pending tx whose block has come, in pool order. On a busy EVM chain (minTip) a tx
	 * tipping less waits in the pool, and its sender's later txs behind it (nonce order), until the
	 * wallet replaces it with a better-paying one or the chain gets quieter.
	 */
	#settle(s: ChainState) {
		const height = this.#heightOf(s);
		const minTip = this.minTip(s.def.chainId);
		const waiting = new Set<string>();
		// By index and removing each tx before including it: an include listener may read the chain again.
		for (let i = 0; i < s.pending.length; ) {
			const p = s.pending[i]!;
			const d = p.record.detail;
			if (p.height > height) i++;
			else if (waiting.has(p.signer) || (d.kind === 'evm' && (d.tip ?? 0n) < minTip)) {
				waiting.add(p.signer);
				p.height = height + 1;
				i++;
			} else {
				s.pending.splice(i, 1);
				this.#include(s, p);
			}
		}
	}

	#heightOf(s: ChainState): number {
		return s.startHeight + 1 + Math.floor((this.now() - s.genesisTime) / s.def.blockMs);
	}

	#include(s: ChainState, p: Pending) {
		const batch = new Batch(s);
		const outcome = p.execute(batch, this.blockTime(s.def.chainId, p.height));
		if (outcome.code === 0) batch.commit();
		const block = s.blocks.get(p.height) ?? [];
		s.blocks.set(p.height, block);
		const r = p.record;
		r.tx = { ...r.tx, height: p.height, time: this.blockTime(s.def.chainId, p.height), code: outcome.code, rawLog: outcome.rawLog };
		r.gasUsed = outcome.gasUsed;
		r.codespace = outcome.codespace;
		block.push(r);
		if (outcome.code === 0) for (const fn of this.#includeListeners) fn(r);
	}

	def(chainId: string): ChainDef {
		return this.#state(chainId).def;
	}

	height(chainId: string): number {
		return this.#heightOf(this.#state(chainId));
	}

	/** Time of live block `height`, ms since epoch (blocks up to startHeight belong to the seeded history). */
	blockTime(chainId: string, height: number): number {
		const s = this.#chains.get(chainId)!;
		return s.genesisTime + (height - 1 - s.startHeight) * s.def.blockMs;
	}

	/** The first live block's height minus one: blocks at or below it are seeded history. */
	startHeight(chainId: string): number {
		return this.#chains.get(chainId)?.startHeight ?? 0;
	}

	account(chainId: string, key: string): Account | undefined {
		return this.#state(chainId).accounts.get(key);
	}

	/** Non-zero balances of an account, sorted by denom, in the catalogue's spelling. */
	balances(chainId: string, key: string): { denom: string; amount: bigint }[] {
		const s = this.#state(chainId);
		return [...(s.balances.get(key) ?? [])]
			.filter(([, amount]) => amount > 0n)
			.map(([denom, amount]) => ({ denom: displayDenom(s.def, denom), amount }))
			.sort((a, b) => (a.denom < b.denom ? -1 : a.denom > b.denom ? 1 : 0));
	}

	anteView(chainId: string): AnteView {
		const s = this.#state(chainId);
		return { account: (key) => s.accounts.get(key), balance: (key, denom) => s.balance(key, denomKey(s.def, denom)) };
	}

	batch(chainId: string): Batch {
		return new Batch(this.#state(chainId));
	}

	/** CheckTx / mempool admission side effects: the next sequence (nonce) and a first pubkey. */
	bumpSequence(chainId: string, key: string, pubKey?: PubKey) {
		const acc = this.#state(chainId).accounts.get(key);
		if (!acc) throw new Error(`account ${key} does not exist`);
		acc.sequence += 1;
		acc.pubKey ??= pubKey;
	}

	/** Queues an accepted tx for the next block. */
	submit(chainId: string, signer: string, record: TxRecord, execute: (batch: Batch, blockTime: number) => Outcome) {
		const s = this.#state(chainId);
		s.txs.set(hashKey(record.tx.hash), record);
		s.pending.push({ record, signer, height: this.#heightOf(s) + 1, execute });
	}

	/** The pending EVM tx of `signer` with this nonce (a wallet may replace it), if any. */
	pendingEvm(chainId: string, signer: string, nonce: number): TxRecord | undefined {
		return this.#state(chainId).pending.find((p) => p.signer === signer && p.record.detail.kind === 'evm' && (p.record.detail.parsed.nonce ?? 0) === nonce)?.record;
	}

	/**
	 * A pending tx replaced by another of the same sender and nonce (a wallet's speed-up or cancel): the
	 * new one takes its place in the pool for the next block, and the node forgets the old hash.
	 */
	replacePending(chainId: string, oldHash: string, record: TxRecord, execute: (batch: Batch, blockTime: number) => Outcome) {
		const s = this.#state(chainId);
		const p = s.pending.find((q) => hashKey(q.record.tx.hash) === hashKey(oldHash));
		if (!p) throw new Error(`no pending tx ${oldHash} on ${chainId}`);
		s.txs.delete(hashKey(oldHash));
		s.txs.set(hashKey(record.tx.hash), record);
		Object.assign(p, { record, execute, height: this.#heightOf(s) + 1 });
	}

	/** A tx by hash, included (tx.height > 0) or still pending. */
	record(chainId: string, hash: string): TxRecord | undefined {
		return this.#chains.has(chainId) ? this.#state(chainId).txs.get(hashKey(hash)) : undefined;
	}

	block(chainId: string, height: number): TxRecord[] {
		return this.#state(chainId).blocks.get(height) ?? [];
	}

	/** Accepted txs of account `key` not yet in a block (EVM "latest" vs "pending" nonce). */
	pendingFrom(chainId: string, key: string): number {
		return this.#state(chainId).pending.filter((p) => p.signer === key).length;
	}

	balance(chainId: string, address: string, denom: string): bigint {
		if (!this.#chains.has(chainId)) return 0n;
		const s = this.#state(chainId);
		try {
			return s.balance(accountKey(s.def, address), denomKey(s.def, denom));
		} catch {
			return 0n;
		}
	}

	credit(chainId: string, address: string, denom: string, amount: bigint) {
		if (amount < 0n) throw new Error('credit amount must not be negative');
		const s = this.#state(chainId);
		s.add(accountKey(s.def, address), denomKey(s.def, denom), amount);
	}

	findTx(chainId: string, hash: string): IncludedTx | undefined {
		const r = this.record(chainId, hash);
		return r && r.tx.height > 0 ? { ...r.tx } : undefined;
	}

	verifySignedTx(chainId: string, txBytes: Uint8Array, opts: { expectedSigner: string; sequenceOffset?: number }): { ok: true } | { ok: false; reason: string } {
		if (!this.#chains.has(chainId)) return { ok: false, reason: `unknown chain ${chainId}` };
		const def = this.def(chainId);
		if (def.kind === 'evm') return { ok: false, reason: `${chainId} is not a Cosmos chain` };
		const r = runAnte(def, this.anteView(chainId), txBytes, { mode: 'hook', ...opts });
		return r.ok ? { ok: true } : { ok: false, reason: r.log };
	}
}
