// Tracked transfers (router-api.md §8, §9, §14): register included source txs, recognise the route
// each one executes (from the msgs the router issued, else from the tx's first message), script
// outcomes, and settle the ledger exactly once when a status shows the funds released.
import { decodeFunctionData, zeroAddress } from 'viem';
import { BRIDGE_ABI, BRIDGE_CONTRACT } from '../bridge-contract';
import { DENOMS, chainById, urls } from '../chains';
import type { IncludedTx, Ledger } from '../chain/types';
import { isUint } from './amounts';
import { invalid, notFound } from './errors';
import { edgeFrom, type Edge } from './graph';
import { canonical } from './json';
import type { Issued } from './msgs';
import { quotePath } from './quote';
import { OUTCOMES, statusAt, type Outcome, type Transfer } from './status';

interface Tracked extends Transfer {
	/** Highest simulated time any status request has shown, so states never move back. */
	seen: number;
	settled: boolean;
}

/** Hash key: case- and 0x-insensitive. */
const hashKey = (hash: string) => hash.replace(/^0x/i, '').toLowerCase();
const isOutcome = (s: string): s is Outcome => (OUTCOMES as readonly string[]).includes(s);

/** Drops empty values so amino JSON re-encoded by a chain (omitted vs empty keys) still compares equal. */
function pruned(v: unknown): unknown {
	if (Array.isArray(v)) return v.length ? v.map(pruned) : undefined;
	if (v && typeof v === 'object') {
		const entries = Object.entries(v)
			.map(([k, x]) => [k, pruned(x)] as const)
			.filter(([, x]) => x !== undefined);
		return entries.length ? Object.fromEntries(entries) : undefined;
	}
	return v === null || v === '' ? undefined : v;
}
const sameMsgs = (a: { typeUrl: string; value: unknown }[], b: { typeUrl: string; value: unknown }[]) =>
	canonical(a.map((m) => [m.typeUrl, pruned(m.value)])) === canonical(b.map((m) => [m.typeUrl, pruned(m.value)]));

const hexEq = (a: string, b: string) => hashKey(a) === hashKey(b);

/** A one-hop route for a tx the router never issued msgs for, from its first message. */
function derived(tx: IncludedTx): Transfer['route'] {
	const hop = (edge: Edge | undefined, amount: unknown, recipient: unknown) =>
		edge && isUint(amount) && typeof recipient === 'string'
			? { quote: quotePath([edge], BigInt(amount)), addresses: [tx.signer, recipient] }
			: undefined;
	if (tx.evm) {
		if (!hexEq(tx.evm.to, BRIDGE_CONTRACT)) return undefined;
		try {
			const { args } = decodeFunctionData({ abi: BRIDGE_ABI, data: tx.evm.data as `0x${string}` });
			const [token, amount, , recipient] = args;
			const denom = token === zeroAddress ? DENOMS.extEvmNative : token;
			return hop(edgeFrom(tx.chainId, denom, (e) => e.kind === 'layer_zero'), amount.toString(), recipient);
		} catch {
			return undefined;
		}
	}
	const first = tx.messages[0];
	const v = (first?.value ?? {}) as Record<string, unknown>;
	const coin = (v.token ?? v.amount ?? {}) as { denom?: unknown; amount?: unknown };
	const denom = String(coin.denom ?? '');
	switch (first?.typeUrl) {
		case '/ibc.applications.transfer.v1.MsgTransfer':
			return hop(edgeFrom(tx.chainId, denom, (e) => e.kind === 'ibc' && e.channel === v.source_channel), coin.amount, v.receiver);
		case '/opinit.ophost.v1.MsgInitiateTokenDeposit': {
			const match = (e: Edge) => e.kind === 'op_deposit' && e.bridgeId === String(v.bridge_id) && !!e.hook === !!v.data;
			return hop(edgeFrom(tx.chainId, denom, match), coin.amount, v.to);
		}
		case '/opinit.opchild.v1.MsgInitiateTokenWithdrawal':
			return hop(edgeFrom(tx.chainId, denom, (e) => e.kind === 'op_withdraw'), coin.amount, v.to);
		default:
			return undefined;
	}
}

export class Tracker {
	static readonly MAX_ISSUED = 1000;
	#issued: Issued[] = [];
	#tracked = new Map<string, Tracked>();
	#scripts = new Map<string, Outcome>();
	#next: Outcome | undefined;

	constructor(
		private readonly base: string,
		private readonly ledger: Ledger,
		private readonly now: () => number
	) {}

	issue(i: Issued) {
		this.#issued.push(i);
		if (this.#issued.length > Tracker.MAX_ISSUED) this.#issued.shift();
	}

	/** Script the outcome of a hash (tracked or not yet) or of the next tracked tx ('next'). */
	setOutcome(hashOrNext: string, outcome: string): boolean {
		if (!isOutcome(outcome)) return false;
		if (hashOrNext.toLowerCase() === 'next') {
			this.#next = outcome;
			return true;
		}
		const key = hashKey(hashOrNext);
		this.#scripts.set(key, outcome);
		for (const t of this.#tracked.values()) if (hashKey(t.hash) === key && !t.settled) t.outcome = outcome;
		return true;
	}

	#response(t: Transfer) {
		return { tx_hash: t.hash, explorer_link: `${urls(this.base).explorer(t.chainId)}/txs/${t.hash}` };
	}

	/** The issued msgs this included tx carries out, newest first. */
	#match(tx: IncludedTx): Transfer['route'] {
		for (let i = this.#issued.length - 1; i >= 0; i--) {
			const it = this.#issued[i]!;
			if (it.quote.src.chainId !== tx.chainId) continue;
			const hit = tx.evm
				? it.evm && hexEq(tx.evm.to, it.evm.to) && hexEq(tx.evm.data, it.evm.data) && BigInt(tx.evm.value) === BigInt(it.evm.value)
				: it.cosmos && sameMsgs(tx.messages, it.cosmos);
			if (hit) return { quote: it.quote, addresses: it.addresses };
		}
		return undefined;
	}

	/** POST /v2/tx/track; `forced` is the x-devnet-outcome header. */
	track(chainId: string, hash: string, forced?: string) {
		if (!chainById(chainId)) throw notFound('chain ID not supported');
		if (!/^(0x)?[0-9a-fA-F]{64}$/.test(hash)) throw invalid('tx is invalid on chain');
		if (forced !== undefined && !isOutcome(forced)) throw invalid(`unknown x-devnet-outcome: ${forced}`);
		const id = `${chainId}/${hashKey(hash)}`;
		const known = this.#tracked.get(id);
		if (known) return this.#response(known);
		const tx = this.ledger.findTx(chainId, hash);
		if (!tx) throw notFound('tx not found');
		if (tx.code !== 0) throw invalid('tx is invalid on chain');
		let outcome = forced ?? this.#scripts.get(hashKey(hash));
		if (!outcome && this.#next) [outcome, this.#next] = [this.#next, undefined];
		const t: Tracked = {
			chainId,
			hash: tx.hash,
			txTime: tx.time,
			registeredAt: this.now(),
			route: this.#match(tx) ?? derived(tx),
			outcome: outcome ?? 'success',
			seen: 0,
			settled: false
		};
		this.#tracked.set(id, t);
		return this.#response(t);
	}

	/** GET /v2/tx/status at the request's time scale; credits released funds once. */
	status(chainId: string, hash: string, timeScale: number) {
		const t = this.#tracked.get(`${chainId}/${hashKey(hash)}`);
		if (!t) throw notFound('tx not found');
		t.seen = Math.max(t.seen, ((this.now() - t.registeredAt) / 1000) * timeScale);
		const { json, release } = statusAt(this.base, t, t.seen, timeScale);
		// An OP withdrawal's funds reach the L1 only through the user's claim (devnet/chain/ophost-finalize.ts).
		const claimed = t.route?.quote.hops.at(-1)?.edge.kind === 'op_withdraw';
		if (release?.released && !t.settled && !claimed) {
			t.settled = true;
			this.ledger.credit(release.chainId, release.address, release.denom, release.amount);
		}
		return json;
	}

	reset() {
		this.#issued = [];
		this.#tracked.clear();
		this.#scripts.clear();
		this.#next = undefined;
	}
}
