// What became of an EVM transfer the router does not see, once the page that sent it is gone (a reload,
// another tab). A wallet can replace a pending transaction with another one on the same nonce ("speed
// up": the same call at a higher fee; "cancel": 0 to the sender itself), and the node then forgets the
// original hash (chain-api §2: eth_getTransactionByHash answers null). The page that sent it caught the
// replacement with the original tx in hand (signing/receipt.ts); a later page has only what the history
// stored at send time (sender, nonce, target, value, a block below it). The node offers no lookup by
// sender and nonce, so: once the sender's nonce has moved past the stored one, scan the blocks after the
// send, a few per look and a bounded number in all, for the transaction that used it.
import { createEvmRpc } from '$lib/api/evm-rpc';
import { evmTransactionSchema, quantitySchema, receiptSchema } from '$lib/api/schemas/evm';
import { findNonceUser, neverRanText, reasonOf, type Call, type RpcReader } from '$lib/signing/receipt';
import type { EvmSend } from './history';

/** Blocks searched per look (one request each); the tracker looks again at its own pace. */
export const SCAN_STEP = 32n;
/** Blocks after the send searched in all before the replacement is given up on. */
export const SCAN_LIMIT = 4096n;

export type SendFinding =
	/** Still pending, mined under its own hash, or dropped with its nonce unused: the router will (or may yet) see it. */
	| { kind: 'waiting' }
	/** The same transfer under a new hash: follow that one. */
	| { kind: 'sped-up'; hash: string }
	/** Another transaction took its nonce: it never ran. */
	| { kind: 'never-ran'; hash: string; words: string }
	/** Its nonce was used, but not in the blocks searched. */
	| { kind: 'lost'; words: string };

const WAITING: SendFinding = { kind: 'waiting' };

export type SendCheck = (hash: string, sent: EvmSend, signal: AbortSignal) => Promise<SendFinding>;

/** One transfer's checker: remembers how far it has searched, so each look reads only new blocks. */
export function sendChecker(rpc: RpcReader, step = SCAN_STEP, limit = SCAN_LIMIT): SendCheck {
	let searched: bigint | null = null;
	return async (hash, sent, signal) => {
		const call: Call = (method, params, schema) => rpc.call(method, params, schema, { signal });
		if (await call('eth_getTransactionReceipt', [hash], receiptSchema)) return WAITING;
		if (await call('eth_getTransactionByHash', [hash], evmTransactionSchema)) return WAITING;
		const nonce = BigInt(sent.nonce);
		if ((await call('eth_getTransactionCount', [sent.from, 'latest'], quantitySchema)) <= nonce) return WAITING;

		const start = BigInt(sent.block);
		const end = start + limit;
		const floor = searched ?? start;
		const latest = await call('eth_blockNumber', [], quantitySchema);
		const top = [latest, floor + step, end].reduce((a, b) => (b < a ? b : a));
		const found = await findNonceUser(call, sent.from, nonce, top, floor);
		if (found) {
			// Mined under its own hash since the receipt look: the router will see it.
			if (found.hash === hash.toLowerCase()) return WAITING;
			const original = { hash, from: sent.from, nonce, to: sent.to, value: BigInt(sent.value) };
			const reason = reasonOf(original, found);
			return reason === 'repriced' ? { kind: 'sped-up', hash: found.hash } : { kind: 'never-ran', hash: found.hash, words: neverRanText({ hash: found.hash, reason }) };
		}
		searched = top;
		if (top < end) return WAITING;
		return {
			kind: 'lost',
			words: `Your wallet replaced this transaction (another one used its nonce ${sent.nonce}), and Loom did not find which in the ${limit} blocks after it was sent. If you sped it up, track the new hash from your wallet's activity.`
		};
	};
}

export const rpcChecker = (url: string): SendCheck => sendChecker(createEvmRpc(url));
