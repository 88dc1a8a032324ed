// What a decoded message shows: a title and labelled values of a few kinds, so one renderer draws
// every message type and the decoders stay pure functions over proto-JSON (snake_case, as the
// indexer and REST print it). Decoders never trust the shape: a missing or odd field is skipped.

export interface Coin {
	denom: string;
	/** Base units, decimal digits. */
	amount: string;
}

export type FieldValue =
	/** An account or contract: a link to its page on this chain. */
	| { kind: 'address'; value: string }
	| { kind: 'coins'; value: Coin[] }
	| { kind: 'text'; value: string }
	/** Identifiers, numbers, type tags: monospace. */
	| { kind: 'mono'; value: string }
	/** Hex data (EVM input, bytecode): shown in a scrollable block with its size. */
	| { kind: 'hex'; value: string }
	/** A JSON value (a Wasm message, Move JSON arguments), pretty-printed. */
	| { kind: 'json'; value: unknown }
	/** Move arguments: each as JSON (MsgExecuteJSON) or hex of its BCS bytes (MsgExecute). */
	| { kind: 'args'; value: { encoding: 'json' | 'bcs'; text: string }[] }
	/** A chain id or channel this message sends to. */
	| { kind: 'route'; value: string };

export interface Field {
	label: string;
	value: FieldValue;
}

export interface MessageView {
	/** "Send", "IBC transfer", "EVM call"… */
	title: string;
	/** A short phrase under the title: the method, the function, the action. */
	summary?: string;
	typeUrl: string;
	fields: Field[];
}

export type Json = Record<string, unknown>;

export const str = (x: unknown): string | undefined => (typeof x === 'string' && x !== '' ? x : undefined);
export const isObj = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);

export function coinOf(x: unknown): Coin | undefined {
	if (!isObj(x)) return undefined;
	const denom = str(x.denom);
	const amount = typeof x.amount === 'string' && /^\d+$/.test(x.amount) ? x.amount : undefined;
	return denom && amount ? { denom, amount } : undefined;
}

export const coinsOf = (x: unknown): Coin[] => (Array.isArray(x) ? x.map(coinOf).filter((c): c is Coin => !!c) : []);

/** Field builders that drop empty values. */
export const f = {
	address: (label: string, v: unknown): Field[] => (str(v) ? [{ label, value: { kind: 'address', value: str(v)! } }] : []),
	coins: (label: string, v: Coin[]): Field[] => (v.length ? [{ label, value: { kind: 'coins', value: v } }] : []),
	text: (label: string, v: unknown): Field[] => (str(v) ? [{ label, value: { kind: 'text', value: str(v)! } }] : []),
	mono: (label: string, v: unknown): Field[] => (str(v) ? [{ label, value: { kind: 'mono', value: str(v)! } }] : []),
	hex: (label: string, v: unknown): Field[] => (str(v) ? [{ label, value: { kind: 'hex', value: str(v)! } }] : []),
	json: (label: string, v: unknown): Field[] => (v !== undefined && v !== null && v !== '' ? [{ label, value: { kind: 'json', value: v } }] : [])
};

/** The last segment of a type URL: "/cosmos.bank.v1beta1.MsgSend" → "MsgSend". */
export const shortType = (typeUrl: string) => typeUrl.split('.').pop() || typeUrl || 'Message';

/** Any message nobody decodes: its fields as JSON (the page still shows the type). */
export function genericView(typeUrl: string, value: Json): MessageView {
	const title = shortType(typeUrl).replace(/^Msg/, '').replace(/([a-z])([A-Z])/g, '$1 $2') || 'Message';
	return { title, typeUrl, fields: Object.keys(value).length ? [{ label: 'Fields', value: { kind: 'json', value } }] : [] };
}
