// NFT history entries: the indexer's copy of a Cosmos tx (`tx` and `events` passed through from jsonb).
import * as v from 'valibot';
import { bigintSchema, pageOf, withRaw } from './common';

export interface NftTx {
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
	events: { type: string; attributes: { key: string; value: string; index?: boolean }[] }[];
	fee: { amount: { denom: string; amount: string }[]; gasLimit: string } | null;
	/** Per signer: the enum name, a number for unknown modes (minievm's 9999), or "multi". */
	signerModes: (string | number)[];
	pubkeyTypes: string[];
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
	attributes: v.nullish(
		v.array(v.object({ key: text, value: text, index: v.optional(v.boolean()) })),
		[]
	)
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

const tx = v.object({
	body: v.nullish(v.object({ messages: v.nullish(v.array(message), []), memo: text })),
	auth_info: v.nullish(
		v.object({
			signer_infos: v.nullish(v.array(signerInfo), []),
			fee: v.nullish(
				v.object({
					amount: v.nullish(v.array(v.object({ denom: v.string(), amount: v.string() })), []),
					gas_limit: v.nullish(v.union([v.string(), v.number()]), '')
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
	tx: v.nullish(tx),
	timestamp: text,
	events: v.nullish(v.array(event), [])
});

export const nftTxSchema = v.pipe(
	withRaw(entry),
	v.transform(({ parsed: w, raw }): NftTx => {
		const signers = w.tx?.auth_info?.signer_infos ?? [];
		const fee = w.tx?.auth_info?.fee;
		return {
			hash: w.txhash,
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
			fee: fee ? { amount: fee.amount, gasLimit: String(fee.gas_limit) } : null,
			signerModes: signers.map((s) => s.mode_info?.single?.mode ?? (s.mode_info?.multi ? 'multi' : 'unknown')),
			pubkeyTypes: signers.flatMap((s) => (s.public_key?.['@type'] ? [s.public_key['@type']] : [])),
			raw
		};
	})
);

export const nftTxsPageSchema = pageOf('txs', nftTxSchema);
