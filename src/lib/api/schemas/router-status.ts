// `/v2/tx/status`: overall state, then per transfer a sequence of hop events. Event bodies vary by
// bridge and between docs and reality (`packet_txs` vs `packet`, nested axelar txs), so they are
// read by hand and never fail the parse.
import * as v from 'valibot';
import { intSchema, isRecord, str, toBigInt } from './common';
import { hopBucket, isFailure, isTerminal, type HopBucket } from '../router-state';

export interface ChainTx {
	/** "send", "receive", "acknowledge", "timeout", "execute", "order_filled", … */
	role: string;
	chainId: string;
	txHash: string;
	/** As sent; only link it if it is http(s). */
	explorerLink: string | null;
	onChainAt: string | null;
}

export interface TransferEvent {
	/** The event key: "ibc_transfer", "op_init_transfer", "layer_zero_transfer", … */
	kind: string;
	/** Bridge-specific state string, kept even when unknown. */
	state: string;
	bucket: HopBucket;
	fromChainId: string | null;
	toChainId: string | null;
	txs: ChainTx[];
	error: string | null;
	/** e.g. PACKET_ERROR_ACKNOWLEDGEMENT, PACKET_ERROR_TIMEOUT; null when the error has no type. */
	errorType: string | null;
	raw: unknown;
}

export interface AssetRelease {
	chainId: string;
	denom: string;
	/** null when missing (or not an integer). */
	amount: bigint | null;
	released: boolean;
}

export interface StatusError {
	type: string | null;
	message: string;
	code: number | null;
}

export interface Transfer {
	state: string;
	events: TransferEvent[];
	/** Hops before this index are done; null when nothing blocks (usually terminal). */
	nextBlockingIndex: number | null;
	assetRelease: AssetRelease | null;
	error: StatusError | null;
}

export interface TxStatus {
	/** Overall state: this decides success and failure, never `status` alone. */
	state: string;
	/** The coarse field (STATE_SUBMITTED → STATE_PENDING → STATE_COMPLETED); null if absent. */
	status: string | null;
	transfers: Transfer[];
}

function chainTxs(container: Record<string, unknown>, out: ChainTx[] = []): ChainTx[] {
	for (const [key, value] of Object.entries(container)) {
		if (!isRecord(value)) continue;
		const txHash = str(value.tx_hash);
		if (txHash !== null) {
			out.push({
				role: key.replace(/_tx$/, ''),
				chainId: str(value.chain_id) ?? '',
				txHash,
				explorerLink: str(value.explorer_link) || null,
				onChainAt: str(value.on_chain_at) || null
			});
		} else if (key.endsWith('_txs')) {
			chainTxs(value, out); // axelar nests send_token_txs / contract_call_with_token_txs
		}
	}
	return out;
}

function errorOf(container: Record<string, unknown>, body: Record<string, unknown>): { text: string | null; type: string | null } {
	const nested = Object.values(container).find((x) => isRecord(x) && isRecord(x.error));
	const error = container.error ?? (isRecord(nested) ? nested.error : undefined);
	if (isRecord(error)) return { text: str(error.message) || str(error.type) || 'error', type: str(error.type) || null };
	return { text: str(error) || str(body.error_message) || null, type: null };
}

/** One `transfer_sequence` entry: a single key wrapping the bridge's event body. Never throws. */
export function parseTransferEvent(raw: unknown): TransferEvent {
	const entry = isRecord(raw) ? raw : {};
	// The Initia OpenAPI example sends a bare body ({src_chain_id, dst_chain_id, state}) with no wrapping key.
	const bare = typeof entry.state === 'string';
	const kind = bare ? '' : (Object.keys(entry).find((k) => isRecord(entry[k])) ?? '');
	const wrapped = entry[kind];
	const body = bare ? entry : isRecord(wrapped) ? wrapped : {};
	const source = body.packet_txs ?? body.packet ?? body.txs;
	const container = isRecord(source) ? source : {};
	const state = str(body.state) ?? (kind ? `${kind.toUpperCase()}_UNKNOWN` : 'UNKNOWN');
	const error = errorOf(container, body);
	return {
		kind,
		state,
		bucket: hopBucket(state),
		fromChainId: str(body.from_chain_id) ?? str(body.src_chain_id),
		toChainId: str(body.to_chain_id) ?? str(body.dst_chain_id),
		txs: chainTxs(container),
		error: error.text,
		errorType: error.type,
		raw
	};
}

const text = v.nullish(v.string(), '');
const releaseSchema = v.pipe(
	v.object({ chain_id: text, denom: text, amount: v.optional(v.unknown()), released: v.nullish(v.boolean(), false) }),
	v.transform(
		(w): AssetRelease => ({ chainId: w.chain_id, denom: w.denom, amount: toBigInt(w.amount), released: w.released })
	)
);
const errorSchema = v.pipe(
	v.object({ type: v.nullish(v.string()), message: text, code: v.nullish(v.number()) }),
	v.transform((w): StatusError => ({ type: w.type ?? null, message: w.message, code: w.code ?? null }))
);
const transferFields = {
	state: v.nullish(v.string()),
	transfer_sequence: v.nullish(v.array(v.unknown())),
	next_blocking_transfer: v.nullish(v.object({ transfer_sequence_index: intSchema })),
	transfer_asset_release: v.nullish(releaseSchema),
	error: v.nullish(errorSchema)
};
type TransferWire = v.InferOutput<v.ObjectSchema<typeof transferFields, undefined>>;

// Missing overall state (seen in docs examples): the worst transfer state wins.
function worstState(states: string[]): string {
	return states.find(isFailure) ?? states.find((s) => !isTerminal(s)) ?? states[0] ?? 'STATE_UNKNOWN';
}

function toTransfer(w: TransferWire, fallbackState: string): Transfer {
	return {
		state: w.state ?? fallbackState,
		events: (w.transfer_sequence ?? []).map(parseTransferEvent),
		nextBlockingIndex: w.next_blocking_transfer?.transfer_sequence_index ?? null,
		assetRelease: w.transfer_asset_release ?? null,
		error: w.error ?? null
	};
}

export const txStatusSchema = v.pipe(
	v.object({ ...transferFields, status: v.nullish(v.string()), transfers: v.nullish(v.array(v.object(transferFields)), []) }),
	v.transform((w): TxStatus => {
		// The deprecated top-level copy stands in when `transfers` is empty.
		const topLevel = w.transfer_sequence?.length || w.transfer_asset_release || w.error || w.next_blocking_transfer;
		const wires = w.transfers.length ? w.transfers : topLevel ? [w] : [];
		const state = w.state ?? worstState(wires.flatMap((t) => (t.state ? [t.state] : [])));
		return { state, status: w.status ?? null, transfers: wires.map((t) => toTransfer(t, state)) };
	})
);
