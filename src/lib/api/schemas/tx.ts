// One Cosmos tx as the indexer serves it (`tx/v1/txs/{hash}`, NFT history entries: `tx` and
// `events` passed through from jsonb) and as a chain's REST API serves it
// (`/cosmos/tx/v1beta1/txs/{hash}`: the same fields inside `tx_response`, proto key order).
import * as v from 'valibot';
import { bigintSchema, isRecord, preprocess, withRaw } from './common';

export interface TxEvent {
	type: string;
	attributes: { key: string; value: string; index?: boolean }[];
}

export interface Tx {
	/** 64 uppercase hex, no 0x. */
	hash: string;
	height: bigint;
	code: number;
	codespace: string;
	/** Error text when code != 0, else "". */
	rawLog: string;
	gasWanted: bigint;
	gasUsed: bigint;
	timestamp: string;
	memo: string;
	messages: { typeUrl: string; value: Record<string, unknown> }[];
	events: TxEvent[];
	fee: { amount: { denom: string; amount: string }[]; gasLimit: string; payer: string; granter: string } | null;
	/** Per signer: the enum name, a number for unknown modes (minievm's 9999), or "multi". */
	signerModes: (string | number)[];
	pubkeyTypes: string[];
	/**
	 * Signer addresses in signing order, read from the ante handler's `tx` events (`acc_seq` =
	 * "<address>/<sequence>"), so no public key has to be hashed. Empty when the events are missing.
	 */
	signers: string[];
	/** The entry exactly as received, for the "raw" view. */
	raw: unknown;
}

const text = v.nullish(v.string(), '');

const message = v.pipe(
	v.record(v.string(), v.unknown()),
	v.transform(({ '@type': typeUrl, ...value }) => ({ typeUrl: typeof typeUrl === 'string' ? typeUrl : '', value }))
);

// omitempty on the Go side: `value` missing when empty, `index` missing when false, `attributes` missing when none.
const event = v.object({
	type: text,
	attributes: v.nullish(v.array(v.object({ key: text, value: text, index: v.optional(v.boolean()) })), [])
});

const signerInfo = v.object({
	public_key: v.nullish(v.object({ '@type': text })),
	mode_info: v.nullish(
		v.object({
			single: v.nullish(v.object({ mode: v.union([v.string(), v.number()]) })),
			multi: v.optional(v.unknown())
		})
	)
});

const body = v.object({
	body: v.nullish(v.object({ messages: v.nullish(v.array(message), []), memo: text })),
	auth_info: v.nullish(
		v.object({
			signer_infos: v.nullish(v.array(signerInfo), []),
			fee: v.nullish(
				v.object({
					amount: v.nullish(v.array(v.object({ denom: v.string(), amount: v.string() })), []),
					gas_limit: v.nullish(v.union([v.string(), v.number()]), ''),
					payer: text,
					granter: text
				})
			)
		})
	)
});

const entry = v.object({
	txhash: v.string(),
	height: bigintSchema,
	codespace: text,
	code: v.nullish(v.pipe(v.number(), v.integer()), 0),
	raw_log: text,
	gas_wanted: v.nullish(bigintSchema, '0'),
	gas_used: v.nullish(bigintSchema, '0'),
	// null "when the tx is too large" (Celatone); rollytics never sends it, stay tolerant.
	tx: v.nullish(body),
	timestamp: text,
	events: v.nullish(v.array(event), [])
});

/** Signers from `tx` events: `acc_seq` = "<address>/<sequence>", one per signer, in order. */
function signersOf(events: TxEvent[]): string[] {
	const out: string[] = [];
	for (const e of events) {
		if (e.type !== 'tx') continue;
		for (const a of e.attributes) {
			if (a.key !== 'acc_seq') continue;
			const address = a.value.slice(0, a.value.lastIndexOf('/'));
			if (address && !out.includes(address)) out.push(address);
		}
	}
	return out;
}

function toTx(w: v.InferOutput<typeof entry>, raw: unknown): Tx {
	const signers = w.tx?.auth_info?.signer_infos ?? [];
	const fee = w.tx?.auth_info?.fee;
	return {
		hash: w.txhash.toUpperCase(),
		height: w.height,
		code: w.code,
		codespace: w.codespace,
		rawLog: w.raw_log,
		gasWanted: w.gas_wanted,
		gasUsed: w.gas_used,
		timestamp: w.timestamp,
		memo: w.tx?.body?.memo ?? '',
		messages: w.tx?.body?.messages ?? [],
		events: w.events,
		fee: fee ? { amount: fee.amount, gasLimit: String(fee.gas_limit), payer: fee.payer, granter: fee.granter } : null,
		signerModes: signers.map((s) => s.mode_info?.single?.mode ?? (s.mode_info?.multi ? 'multi' : 'unknown')),
		pubkeyTypes: signers.flatMap((s) => (s.public_key?.['@type'] ? [s.public_key['@type']] : [])),
		signers: signersOf(w.events),
		raw
	};
}

/** The indexer's `Tx` object (NFT history entries, `tx/v1/txs/{hash}`'s `tx`). */
export const txSchema = v.pipe(
	withRaw(entry),
	v.transform(({ parsed, raw }) => toTx(parsed, raw))
);

/** `{"tx": Tx}` of the indexer's `tx/v1/txs/{hash}`. */
export const indexerTxResponseSchema = v.pipe(
	v.object({ tx: txSchema }),
	v.transform((w) => w.tx)
);

/**
 * The chain REST body `{tx, tx_response}`: `tx_response` holds the indexer's fields, and the
 * top-level `tx` is the tx without its `@type` (the indexer's reduced `tx`). `raw` is the whole body.
 */
export const restTxResponseSchema = v.pipe(
	withRaw(
		preprocess((w) => {
			if (!isRecord(w) || !isRecord(w.tx_response)) return w;
			return { ...w.tx_response, tx: isRecord(w.tx) ? w.tx : w.tx_response.tx };
		}, entry)
	),
	v.transform(({ parsed, raw }) => toTx(parsed, raw))
);
