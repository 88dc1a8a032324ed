// The header of an EVM tx page: status, from, to, value, fee, method, block and time, from the
// chain's JSON-RPC (tx + receipt + block), or from the indexer's receipt when the chain has no
// JSON-RPC endpoint (then value and method are unknown). minievm's synthetic twins of Cosmos txs
// (from 0x0…0, to null, input = the Cosmos hash) are recognised and named by their Cosmos signer.
import { ApiError, type CallOptions } from '$lib/api/http';
import { createEvmTxIndexerClient, type Receipt } from '$lib/api/indexer-evm-tx';
import type { ChainInfo } from '$lib/config/chain';
import { perIndexer } from '$lib/nav/per-indexer';
import { txIndexerFor } from '$lib/nav/tx-indexer';
import { headerBatch, normEvmHash as norm, receiptRequest } from './evm-requests';
import { contentShown, hasTxRpc } from './rpc-later';

/** The receipts client of a chain's indexer (one per indexer URL): only this page asks for receipts. */
const receiptsFor = perIndexer((url) => createEvmTxIndexerClient(url));

export interface EvmTxHeader {
	hash: string;
	source: 'jsonrpc' | 'indexer';
	status: 'success' | 'reverted' | 'pending';
	from: string;
	to: string | null;
	contractAddress: string | null;
	/** Wei; null when only the receipt is known. */
	value: bigint | null;
	input: string | null;
	gasUsed: bigint | null;
	gasLimit: bigint | null;
	/** gasUsed × effectiveGasPrice, in wei of the fee token. */
	fee: bigint | null;
	blockNumber: bigint | null;
	/** The same tx's Cosmos hash (uppercase), when minievm maps it. */
	cosmosHash: string | null;
	/** A synthetic twin of a Cosmos tx: `from` is not a real sender. */
	synthetic: boolean;
}

/** What needs a second round trip after the tx: its block's time, a synthetic twin's Cosmos signer. */
export interface EvmTxDetails {
	/** Block time; null when the block could not be read (or only the receipt is known). */
	time: Date | null;
	/** Synthetic twins: who signed the Cosmos tx. */
	cosmosSigner: string | null;
}

export type EvmHeaderLookup =
	/** `details` comes later and never fails: the header shows after one round trip, its time fills in. */
	| { kind: 'found'; header: EvmTxHeader; details: Promise<EvmTxDetails> }
	/** Neither JSON-RPC nor the indexer knows the hash (`checked` says which were asked). */
	| { kind: 'missing'; checked: ('jsonrpc' | 'indexer')[] }
	| { kind: 'unavailable' };

const ZERO = /^0x0{40}$/i;
const isNotFound = (e: unknown) => e instanceof ApiError && e.kind === 'http' && e.status === 404;

function fromReceipt(hash: string, r: Receipt): EvmTxHeader {
	return {
		hash,
		source: 'indexer',
		status: r.status,
		from: r.from,
		to: r.to,
		contractAddress: r.contractAddress,
		value: null,
		input: null,
		gasUsed: r.gasUsed,
		gasLimit: null,
		fee: r.effectiveGasPrice !== null ? r.gasUsed * r.effectiveGasPrice : null,
		blockNumber: r.blockNumber,
		cosmosHash: null,
		synthetic: ZERO.test(r.from) && r.to === null
	};
}

/**
 * The indexer's copy of the receipt as a first header, shown while JSON-RPC (a CORS preflight and a
 * round trip later on a phone) fills in value, method, gas limit and the Cosmos hash: null when
 * there is nothing to show early (no JSON-RPC, so the indexer IS the header; no indexer; not
 * indexed yet; a failure, which the full header reports).
 */
export async function loadEarlyEvmHeader(chain: ChainInfo, hash: string, call: CallOptions = {}): Promise<EvmTxHeader | null> {
	if (!hasTxRpc(chain) || !chain.indexer) return null;
	const h = norm(hash);
	return receiptRequest(receiptsFor(chain), h, call).then((r) => fromReceipt(h, r), () => null);
}

/**
 * The Cosmos signer of a synthetic twin, from the Cosmos tx: the indexer's copy at once (its client
 * is on the page already), the chain's REST copy only when the indexer lacks it or fails.
 */
async function cosmosSigner(chain: ChainInfo, cosmosHash: string, call: CallOptions): Promise<string | null> {
	const indexed = chain.indexer ? await txIndexerFor(chain).tx(cosmosHash, call).catch(() => undefined) : undefined;
	// Code or answer that does not arrive leaves the signer unknown, like a failed request.
	const fromRest = () => import('$lib/api/clients').then(({ restFor }) => restFor(chain)?.txDetail(cosmosHash, call)).catch(() => undefined);
	const tx = indexed ?? (chain.rest ? await fromRest() : undefined);
	if (!tx) return null;
	const v = tx.messages[0]?.value;
	const sender = v && (v.sender ?? v.from_address);
	return tx.signers[0] ?? (typeof sender === 'string' ? sender : null);
}

/**
 * The time of block `height`, asked once the page's content is on screen: the tx came in one batch,
 * and the JSON-RPC client's code for this second lookup loads then (the time's place is reserved).
 * null when it cannot be read or the page is left first.
 */
async function blockTime(chain: ChainInfo, height: bigint, call: CallOptions, after?: (fn: () => void) => () => void): Promise<Date | null> {
	try {
		if (call.signal) await contentShown(call.signal, after);
		const { txRpcFor } = await import('$lib/api/clients');
		const b = await txRpcFor(chain)!.blockByNumber(height, call);
		return b ? new Date(Number(b.timestamp) * 1000) : null;
	} catch {
		return null;
	}
}

/** `after`: when the page's content is on screen (afterContent; tests pass their own). */
export async function loadEvmHeader(chain: ChainInfo, hash: string, call: CallOptions = {}, after?: (fn: () => void) => () => void): Promise<EvmHeaderLookup> {
	const h = norm(hash);
	const checked: ('jsonrpc' | 'indexer')[] = [];
	if (hasTxRpc(chain)) {
		checked.push('jsonrpc');
		// One batch: one request and one CORS preflight (a phone's round trip) instead of three of each.
		const { tx, receipt, cosmosHash } = await headerBatch(chain.jsonRpc!, h, call);
		if (tx) {
			const synthetic = ZERO.test(tx.from) && tx.to === null && !!cosmosHash && tx.input === `0x${cosmosHash.toLowerCase()}`;
			const price = receipt?.effectiveGasPrice ?? tx.gasPrice;
			return {
				kind: 'found',
				header: {
					hash: h,
					source: 'jsonrpc',
					status: receipt ? receipt.status : 'pending',
					from: tx.from,
					to: tx.to,
					contractAddress: receipt?.contractAddress ?? null,
					value: tx.value,
					input: tx.input,
					gasUsed: receipt?.gasUsed ?? null,
					gasLimit: tx.gas,
					fee: receipt && price !== null ? receipt.gasUsed * price : null,
					blockNumber: tx.blockNumber,
					cosmosHash,
					synthetic
				},
				details: Promise.all([
					tx.blockNumber !== null ? blockTime(chain, tx.blockNumber, call, after) : null,
					synthetic && cosmosHash ? cosmosSigner(chain, cosmosHash, call) : null
				]).then(([time, cosmosSigner]) => ({ time, cosmosSigner }))
			};
		}
	}
	// No JSON-RPC endpoint, or it does not know the hash: the indexer's copy of the receipt.
	if (chain.indexer && chain.vm === 'evm') {
		checked.push('indexer');
		try {
			// After the early header's request this is the same request: the HTTP layer shares its answer.
			return { kind: 'found', header: fromReceipt(h, await receiptRequest(receiptsFor(chain), h, call)), details: Promise.resolve({ time: null, cosmosSigner: null }) };
		} catch (e) {
			if (!isNotFound(e)) throw e;
		}
	}
	return checked.length ? { kind: 'missing', checked } : { kind: 'unavailable' };
}

