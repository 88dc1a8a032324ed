// The header of an EVM tx page: status, from, to, value, fee, method, block and time, from the
// chain's JSON-RPC (tx + receipt + block), or from the indexer's receipt when the chain has no
// JSON-RPC endpoint (then value and method are unknown). minievm's synthetic twins of Cosmos txs
// (from 0x0…0, to null, input = the Cosmos hash) are recognised and named by their Cosmos signer.
import { txRpcFor } from '$lib/api/clients';
import { ApiError, type CallOptions } from '$lib/api/http';
import { txWithReceipt } from '$lib/api/jsonrpc-batch';
import type { Receipt } from '$lib/api/indexer-tx';
import type { ChainInfo } from '$lib/config/chain';
import { txIndexerFor } from '$lib/nav/tx-indexer';

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
const norm = (hash: string) => (hash.toLowerCase().startsWith('0x') ? hash.toLowerCase() : `0x${hash.toLowerCase()}`);
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
	if (!txRpcFor(chain) || !chain.indexer || chain.vm !== 'evm') return null;
	const h = norm(hash);
	return txIndexerFor(chain)
		.evmTx(h, call)
		.then((r) => fromReceipt(h, r), () => null);
}

/**
 * The Cosmos signer of a synthetic twin, from the Cosmos tx: the indexer's copy at once (its client
 * is on the page already), the chain's REST copy (loadTx's fallback, whose code loads then) only
 * when the indexer lacks it or fails.
 */
async function cosmosSigner(chain: ChainInfo, cosmosHash: string, call: CallOptions): Promise<string | null> {
	const indexed = chain.indexer ? await txIndexerFor(chain).tx(cosmosHash, call).catch(() => undefined) : undefined;
	const tx =
		indexed ??
		(chain.rest
			? await import('./load')
					.then(({ loadTx }) => loadTx({ ...chain, indexer: undefined }, cosmosHash, call))
					.then((found) => (found.kind === 'found' ? found.tx : undefined), () => undefined)
			: undefined);
	if (!tx) return null;
	const v = tx.messages[0]?.value;
	const sender = v && (v.sender ?? v.from_address);
	return tx.signers[0] ?? (typeof sender === 'string' ? sender : null);
}

export async function loadEvmHeader(chain: ChainInfo, hash: string, call: CallOptions = {}): Promise<EvmHeaderLookup> {
	const h = norm(hash);
	const rpc = txRpcFor(chain);
	const checked: ('jsonrpc' | 'indexer')[] = [];
	if (rpc) {
		checked.push('jsonrpc');
		// One batch: one request and one CORS preflight (a phone's round trip) instead of three of each.
		const { tx, receipt, cosmosHash } = await txWithReceipt(chain.jsonRpc!, h, call);
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
					tx.blockNumber !== null ? rpc.blockByNumber(tx.blockNumber, call).then((b) => (b ? new Date(Number(b.timestamp) * 1000) : null), () => null) : null,
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
			return { kind: 'found', header: fromReceipt(h, await txIndexerFor(chain).evmTx(h, call)), details: Promise.resolve({ time: null, cosmosSigner: null }) };
		} catch (e) {
			if (!isNotFound(e)) throw e;
		}
	}
	return checked.length ? { kind: 'missing', checked } : { kind: 'unavailable' };
}

