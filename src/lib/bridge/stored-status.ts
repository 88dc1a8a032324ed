// A router status in a form that survives JSON (localStorage, other tabs): amounts as strings, texts
// cleaned and capped, no raw bodies. Validated on the way back in, since storage is user-editable.
import * as v from 'valibot';
import type { TxStatus } from '$lib/api/router';
import { hopBucket } from '$lib/api/router-state';
import { cleanText } from '$lib/safe';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const optText = (max: number) => v.nullable(text(max));

const chainTxSchema = v.object({
	role: text(40),
	chainId: text(128),
	txHash: text(200),
	explorerLink: optText(2048),
	onChainAt: optText(64)
});

const eventSchema = v.object({
	kind: text(64),
	state: text(96),
	from: optText(128),
	to: optText(128),
	txs: v.pipe(v.array(chainTxSchema), v.maxLength(12)),
	error: optText(600),
	/** Added later: older stored statuses lack it. */
	errorType: v.optional(optText(96), null)
});

const transferSchema = v.object({
	state: text(64),
	events: v.pipe(v.array(eventSchema), v.maxLength(32)),
	next: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
	release: v.nullable(
		v.object({ chainId: text(128), denom: text(256), amount: v.nullable(v.pipe(v.string(), v.regex(/^\d{1,80}$/))), released: v.boolean() })
	),
	error: v.nullable(v.object({ type: optText(96), message: text(600) }))
});

export const storedStatusSchema = v.object({
	state: text(64),
	status: optText(64),
	transfers: v.pipe(v.array(transferSchema), v.maxLength(8)),
	/** When the answer came (ms). */
	at: v.number()
});

export type StoredStatus = v.InferOutput<typeof storedStatusSchema>;
export type StoredTransfer = StoredStatus['transfers'][number];
export type StoredEvent = StoredTransfer['events'][number];
export type StoredTx = StoredEvent['txs'][number];

const cap = (s: string | null, max: number) => (s === null ? null : cleanText(s, max));

export function toStored(s: TxStatus, at: number): StoredStatus {
	return {
		state: cleanText(s.state, 64),
		status: cap(s.status, 64),
		at,
		transfers: s.transfers.slice(0, 8).map((t) => ({
			state: cleanText(t.state, 64),
			next: t.nextBlockingIndex !== null && t.nextBlockingIndex >= 0 ? t.nextBlockingIndex : null,
			release: t.assetRelease
				? {
						chainId: cleanText(t.assetRelease.chainId, 128),
						denom: cleanText(t.assetRelease.denom, 256),
						amount: t.assetRelease.amount !== null && t.assetRelease.amount >= 0n ? t.assetRelease.amount.toString() : null,
						released: t.assetRelease.released
					}
				: null,
			error: t.error ? { type: cap(t.error.type, 96), message: cleanText(t.error.message, 600) } : null,
			events: t.events.slice(0, 32).map((e) => ({
				kind: cleanText(e.kind, 64),
				state: cleanText(e.state, 96),
				from: cap(e.fromChainId, 128),
				to: cap(e.toChainId, 128),
				error: cap(e.error, 600),
				errorType: cap(e.errorType, 96),
				txs: e.txs.slice(0, 12).map((tx) => ({
					role: cleanText(tx.role, 40),
					chainId: cleanText(tx.chainId, 128),
					txHash: cleanText(tx.txHash, 200),
					explorerLink: tx.explorerLink && tx.explorerLink.length <= 2048 ? tx.explorerLink : null,
					onChainAt: cap(tx.onChainAt, 64)
				}))
			}))
		}))
	};
}

/** The stored value if it is a valid status, else null (the item keeps its other fields). */
export function readStoredStatus(raw: unknown): StoredStatus | null {
	const r = v.safeParse(storedStatusSchema, raw);
	return r.success ? r.output : null;
}

export const eventBucket = (e: StoredEvent) => hopBucket(e.state);
