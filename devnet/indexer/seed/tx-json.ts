// The Tx object of NFT history as rollytics stores and serves it (types/tx.go): the REST tx
// reduced to {body, auth_info, signatures} and the ABCI events, both passed through Postgres
// jsonb (so their object keys come out in jsonb order), around the Go-ordered envelope.
import { bech32Address } from '../address';
import { txTimestamp } from '../shapes';
import type { BlockTime } from '../store';
import type { Actor } from './actors';
import { cosmosTxHash, moduleAccount, toHex } from './derive';
import { Rng } from './prng';

export interface Attribute {
	key: string;
	value: string;
	/** Whether the node indexes the attribute (`index: true`). */
	index: boolean;
}

export interface AbciEvent {
	type: string;
	attributes: Attribute[];
}

/** One message of a tx and the events it emitted. */
export interface MsgDraft {
	typeUrl: string;
	/** `module` attribute of its message event ("evm", "move", "wasm", "ibc_channel" …). */
	module: string;
	/** Message fields after "@type". */
	fields: Record<string, unknown>;
	events: AbciEvent[];
	/** Encoded `…Response` message for TxMsgData (may be empty). */
	response?: Uint8Array;
}

export interface Failure {
	codespace: string;
	code: number;
	log: string;
}

export interface TxDraft {
	chainId: string;
	feeDenom: string;
	gasPrice: number;
	/** Unique per chain: the tx hash and the render's random choices derive from it. */
	label: string;
	height: number;
	time: BlockTime;
	signer: Actor;
	/** Signer's account sequence before this tx. */
	accSeq: number;
	/** Message builders, run at render time. */
	msgs: (() => MsgDraft)[];
	memo: string;
	failure?: Failure;
	/** Sent as an Ethereum tx through JSON-RPC: its sign mode shows as the unknown enum 9999. */
	ethereum: boolean;
	/** No fee paid (fee amount [] and an empty `fee` attribute). */
	free: boolean;
}

const PUBKEY_TYPE = '/initia.crypto.v1beta1.ethsecp256k1.PubKey';
const FEE_COLLECTOR = bech32Address(toHex(moduleAccount('fee_collector')));

export function renderTx(d: TxDraft) {
	const rng = new Rng(`tx/${d.chainId}/${d.label}`);
	const msgs = d.msgs.map((build) => build());
	const signer = bech32Address(d.signer.key);
	const gasWanted = d.ethereum ? 21_000 * rng.int(5, 14) : 1000 * rng.int(150, 420) * Math.max(1, Math.ceil(msgs.length / 4));
	const gasUsed = Math.floor(gasWanted * (d.failure ? rng.int(30, 55) : rng.int(55, 92)) / 100);
	const fee = d.free ? [] : [{ denom: d.feeDenom, amount: String(Math.ceil(gasWanted * d.gasPrice)) }];
	const signature = rng.bytes(65).toString('base64');
	const mode = d.ethereum ? 9999 : rng.chance(0.3) ? 'SIGN_MODE_EIP_191' : 'SIGN_MODE_DIRECT';
	const tx = {
		body: {
			messages: msgs.map((m) => ({ '@type': m.typeUrl, ...m.fields })),
			memo: d.memo,
			timeout_height: '0',
			extension_options: [],
			non_critical_extension_options: []
		},
		auth_info: {
			signer_infos: [
				{
					public_key: { '@type': PUBKEY_TYPE, key: d.signer.pubkey?.toString('base64') ?? '' },
					mode_info: { single: { mode } },
					sequence: String(d.accSeq)
				}
			],
			fee: { amount: fee, gas_limit: String(gasWanted), payer: '', granter: '' },
			tip: null
		},
		signatures: [signature]
	};
	const events = [...anteEvents(signer, fee[0] ? `${fee[0].amount}${fee[0].denom}` : '', d.accSeq, signature), ...(d.failure ? [] : msgEvents(msgs, signer))];
	return {
		txhash: cosmosTxHash(d.chainId, d.label),
		height: String(d.height),
		codespace: d.failure?.codespace ?? '',
		code: d.failure?.code ?? 0,
		data: d.failure ? '' : toHex(txMsgData(msgs)).toUpperCase(),
		raw_log: d.failure?.log ?? '',
		logs: [],
		info: '',
		gas_wanted: String(gasWanted),
		gas_used: String(gasUsed),
		tx: jsonb(tx),
		timestamp: txTimestamp(d.time),
		events: jsonb(events.map(encodeEvent))
	};
}

/** Fee deduction, sequence and signature events the ante handler emits (also for failed txs). */
function anteEvents(signer: string, fee: string, accSeq: number, signature: string): AbciEvent[] {
	const ix = (key: string, value: string): Attribute => ({ key, value, index: true });
	const paid: AbciEvent[] = fee
		? [
				{ type: 'coin_spent', attributes: [ix('spender', signer), ix('amount', fee)] },
				{ type: 'coin_received', attributes: [ix('receiver', FEE_COLLECTOR), ix('amount', fee)] },
				{ type: 'transfer', attributes: [ix('recipient', FEE_COLLECTOR), ix('sender', signer), ix('amount', fee)] },
				{ type: 'message', attributes: [ix('sender', signer)] }
			]
		: [];
	return [
		...paid,
		// A free tx has an empty fee: the attribute loses its value on the wire.
		{ type: 'tx', attributes: [ix('fee', fee), ix('fee_payer', signer)] },
		{ type: 'tx', attributes: [ix('acc_seq', `${signer}/${accSeq}`)] },
		{ type: 'tx', attributes: [ix('signature', signature)] }
	];
}

/** Per message: the `message` event, then the message's own events; all tagged with msg_index (SDK 0.50). */
function msgEvents(msgs: MsgDraft[], signer: string): AbciEvent[] {
	return msgs.flatMap((m, i) => {
		const msgIndex = { key: 'msg_index', value: String(i), index: false };
		return [
			{
				type: 'message',
				attributes: [
					{ key: 'action', value: m.typeUrl, index: true },
					{ key: 'sender', value: signer, index: true },
					{ key: 'module', value: m.module, index: true },
					{ ...msgIndex, index: true }
				]
			},
			...m.events.map((e) => ({ type: e.type, attributes: [...e.attributes, msgIndex] }))
		];
	});
}

/** abci.Event JSON with omitempty: no `value` when empty, no `index` when false, no empty `attributes`. */
function encodeEvent(e: AbciEvent) {
	const attributes = e.attributes.map((a) => ({ key: a.key, ...(a.value ? { value: a.value } : {}), ...(a.index ? { index: true } : {}) }));
	return { type: e.type, ...(attributes.length ? { attributes } : {}) };
}

/** TxMsgData{msg_responses: [Any{type_url, value}]}, the tx result `data`. */
function txMsgData(msgs: MsgDraft[]): Buffer {
	return Buffer.concat(
		msgs.map((m) => {
			const url = Buffer.from(`${m.typeUrl}Response`);
			const value = m.response ?? new Uint8Array();
			const any = Buffer.concat([field(1, url), value.length ? field(2, value) : Buffer.alloc(0)]);
			return field(2, any);
		})
	);
}

/** A length-delimited protobuf field. */
export function field(num: number, bytes: Uint8Array): Buffer {
	return Buffer.concat([varint((num << 3) | 2), varint(bytes.length), bytes]);
}

export function varint(n: number): Buffer {
	const out: number[] = [];
	let v = n;
	while (v >= 0x80) {
		out.push((v & 0x7f) | 0x80);
		v >>>= 7;
	}
	out.push(v);
	return Buffer.from(out);
}

/**
 * Postgres jsonb key order: shorter keys (in bytes) first, equal lengths bytewise. UTF-16 order
 * equals UTF-8 byte order for every key the seed writes (none mixes astral and U+E000+ chars).
 */
function jsonb(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(jsonb);
	if (value === null || typeof value !== 'object') return value;
	const obj = value as Record<string, unknown>;
	const out: Record<string, unknown> = {};
	for (const k of jsonbOrder(Object.keys(obj))) out[k] = jsonb(obj[k]);
	return out;
}

/** Objects of one shape share an order: sort each key set once. */
const orders = new Map<string, string[]>();
function jsonbOrder(keys: string[]): string[] {
	const shape = keys.join('\0');
	let order = orders.get(shape);
	if (!order) orders.set(shape, (order = [...keys].sort((a, b) => Buffer.byteLength(a) - Buffer.byteLength(b) || (a < b ? -1 : a > b ? 1 : 0))));
	return order;
}
