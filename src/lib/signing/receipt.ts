// Waiting for an EVM transaction's receipt over the app's JSON-RPC client (api/evm-rpc.ts), in place of
// viem's waitForTransactionReceipt, which brought ~11 KB gzip of client, formatters and errors for one loop.
//
// A wallet can replace a pending transaction with another one of the same sender and nonce: "speed up"
// sends the same call with a higher fee under a new hash, "cancel" sends 0 to the sender itself. The
// original hash then never gets a receipt. Like viem, once the sender's nonce has been used we look in the
// recent blocks for the transaction that used it and answer with its receipt, and we say which kind of
// replacement it was (viem's reasons), so a cancelled approval is not mistaken for a done one. A dropped
// transaction (nonce unused, gone from the pool) simply has no receipt: the wait ends with a timeout, and
// the caller keeps following the hash elsewhere (wallets.md §4.8).
import * as v from 'valibot';
import { evmTransactionSchema, quantitySchema, receiptSchema, type EvmTransaction, type Receipt } from '../api/schemas/evm';
import { sleep } from '../sleep';
import { WalletTimeoutError } from './errors';

/** What the poller needs of a JSON-RPC client: `createEvmRpc(url)` is one. */
export interface RpcReader {
	call<S extends v.GenericSchema>(method: string, params: unknown[], schema: S, opts?: { signal?: AbortSignal }): Promise<v.InferOutput<S>>;
}

/** viem's names: same call at a new fee / a 0-value transfer to the sender / anything else. */
export type ReplacementReason = 'repriced' | 'cancelled' | 'replaced';

export type ReceiptResult = Receipt & {
	/** Set when the wallet replaced the transaction: the receipt above is the replacement's. */
	replacedBy: { hash: string; reason: ReplacementReason } | null;
};

export interface ReceiptPollOptions {
	timeoutMs: number;
	pollingIntervalMs: number;
	signal?: AbortSignal;
	now?: () => number;
	sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
	/**
	 * Called once when the node shows the tx waiting in its pool, with a block below any it can land in:
	 * what a later page needs to find its replacement after the node has forgotten it (bridge/evm-send.ts).
	 */
	onPending?: (tx: EvmTransaction, floorBlock: bigint) => void;
}

/** How far back a replacement is looked for when the nonce is found used (it happened during the wait). */
export const REPLACEMENT_SCAN_BLOCKS = 32;

const blockSchema = v.nullable(v.object({ transactions: v.array(v.union([v.string(), evmTransactionSchema])) }));

/**
 * What identifies a sent transaction once the node has forgotten it: sender and nonce, plus what it did.
 * `input` may be unknown (a transfer resumed from the history, which keeps no calldata): then the same
 * target and value count as the same call.
 */
export interface SentTx {
	hash: string;
	from: string;
	nonce: bigint;
	to: string | null;
	value: bigint;
	input?: string;
}

export function reasonOf(original: SentTx, replacement: EvmTransaction): ReplacementReason {
	const sameCall = replacement.to === original.to && replacement.value === original.value && (original.input === undefined || replacement.input === original.input);
	if (sameCall) return 'repriced';
	if (replacement.to === replacement.from && replacement.value === 0n) return 'cancelled';
	return 'replaced';
}

/** The user's words for a replacement that means the transaction never ran. */
export const neverRanText = (r: { hash: string; reason: ReplacementReason }) => `The wallet ${r.reason} this transaction with ${r.hash}, so it never ran.`;

/** The transaction of `from` with `nonce` in blocks (floor, top], newest first; null when none of them has it. */
export async function findNonceUser(call: Call, from: string, nonce: bigint, top: bigint, floor: bigint): Promise<EvmTransaction | null> {
	const sender = from.toLowerCase();
	for (let n = top; n > floor && n >= 0n; n--) {
		const block = await call('eth_getBlockByNumber', [`0x${n.toString(16)}`, true], blockSchema);
		const found = block?.transactions.find((t): t is EvmTransaction => typeof t === 'object' && t !== null && t.from === sender && t.nonce === nonce);
		if (found) return found;
	}
	return null;
}

/** The receipt of whatever used `sent`'s nonce in blocks (floor, latest]; 'retry' when a block is there but its receipt not yet. */
async function usedNonce(call: Call, sent: EvmTransaction, latest: bigint, floor: bigint): Promise<ReceiptResult | 'retry' | null> {
	const found = await findNonceUser(call, sent.from, sent.nonce, latest, floor);
	if (!found) return null;
	const receipt = await call('eth_getTransactionReceipt', [found.hash], receiptSchema);
	if (!receipt) return 'retry';
	return { ...receipt, replacedBy: found.hash === sent.hash ? null : { hash: found.hash, reason: reasonOf(sent, found) } };
}

export type Call = <S extends v.GenericSchema>(method: string, params: unknown[], schema: S) => Promise<v.InferOutput<S>>;

/** Polls until `hash` (or the transaction that replaced it) has a receipt; WalletTimeoutError after `timeoutMs`. */
export async function pollReceipt(rpc: RpcReader, hash: string, options: ReceiptPollOptions): Promise<ReceiptResult> {
	const { signal = new AbortController().signal, now = Date.now, sleep: wait = sleep } = options;
	const call: Call = (method, params, schema) => rpc.call(method, params, schema, { signal });
	const end = now() + options.timeoutMs;
	let sent: EvmTransaction | null = null;
	/** Blocks above this one have not been searched for the nonce yet. */
	let searched: bigint | null = null;

	for (;;) {
		signal.throwIfAborted();
		const receipt = await call('eth_getTransactionReceipt', [hash], receiptSchema);
		if (receipt) return { ...receipt, replacedBy: null };

		if (!sent) {
			sent = await call('eth_getTransactionByHash', [hash], evmTransactionSchema);
			// The block number is read after the tx: the tx may have landed in that block, hence - 1.
			if (sent && sent.blockNumber === null && options.onPending) options.onPending(sent, (await call('eth_blockNumber', [], quantitySchema)) - 1n);
		}
		if (sent && (await call('eth_getTransactionCount', [sent.from, 'latest'], quantitySchema)) > sent.nonce) {
			// The nonce is used: by this transaction (mined since we asked) or by its replacement.
			const latest = await call('eth_blockNumber', [], quantitySchema);
			const found = await usedNonce(call, sent, latest, searched ?? latest - BigInt(REPLACEMENT_SCAN_BLOCKS));
			if (found !== null && found !== 'retry') return found;
			if (found === null) searched = latest;
		}

		const left = end - now();
		if (left <= 0) throw new WalletTimeoutError(`Transaction ${hash} was not confirmed in time`);
		await wait(Math.min(options.pollingIntervalMs, left), signal);
	}
}
