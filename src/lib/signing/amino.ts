// Amino JSON <-> proto for the bridge's message types. The omission rules follow the chains' Go encoder
// (x/tx aminojson, checked by real signatures in tests/golden/signing/amino_registry.json): scalars at
// their zero value are left out unless the field is dont_omitempty; MsgCall's empty access_list is `null`.
import { fromBase64, fromUtf8, toBase64, toUtf8 } from './bytes';
import type { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin';
import { InvalidMessageError, UnsupportedMessageError } from './errors';
import { isSupportedTypeUrl, type Msg, type MsgOf, type TypeUrl } from './proto';

export interface AminoMsg {
	readonly type: string;
	readonly value: Record<string, unknown>;
}

type Json = Record<string, unknown>;

interface Converter<M> {
	aminoType: string;
	/** Every key the amino value may carry; anything else is refused rather than silently dropped. */
	keys: readonly string[];
	toAmino(msg: M): Json;
	fromAmino(read: Reader): M;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isUint = (v: unknown): v is string => typeof v === 'string' && /^\d+$/.test(v);
const MAX_U64 = 2n ** 64n - 1n;

/** Typed field access on untrusted amino JSON; every failure names the message type and field. */
function reader(typeUrl: string, value: Json) {
	const fail = (key: string, what: string): never => {
		throw new InvalidMessageError(`${typeUrl}: "${key}" ${what}`);
	};
	const present = (key: string) => value[key] !== undefined && value[key] !== null;
	const uint = (key: string, v: unknown): string => {
		if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return String(v);
		return isUint(v) ? v : fail(key, 'must be a non-negative integer');
	};
	const coin = (key: string, v: unknown): Coin => {
		if (!isObject(v) || typeof v.denom !== 'string' || v.denom === '') return fail(key, 'must be a coin');
		return { denom: v.denom, amount: uint(key, v.amount) };
	};
	const list = <T>(key: string, item: (v: unknown) => T): T[] => {
		if (!present(key)) return [];
		const v = value[key];
		return Array.isArray(v) ? v.map(item) : fail(key, 'must be a list');
	};
	const base64 = (key: string, v: unknown): Uint8Array => {
		if (typeof v !== 'string') return fail(key, 'must be base64');
		try {
			return fromBase64(v);
		} catch {
			return fail(key, 'must be base64');
		}
	};
	const str = (key: string, v: unknown): string => (typeof v === 'string' ? v : fail(key, 'must be a string'));

	return {
		typeUrl,
		/** Required, non-empty. */
		str: (key: string) => (present(key) && value[key] !== '' ? str(key, value[key]) : fail(key, 'is required')),
		optStr: (key: string) => (present(key) ? str(key, value[key]) : ''),
		u64: (key: string) => {
			if (!present(key)) return 0n;
			const n = BigInt(uint(key, value[key]));
			return n <= MAX_U64 ? n : fail(key, 'is out of range');
		},
		uint: (key: string, fallback: string) => (present(key) ? uint(key, value[key]) : fallback),
		coin: (key: string) => coin(key, value[key]),
		coins: (key: string) => list(key, (v) => coin(key, v)),
		strings: (key: string) => list(key, (v) => str(key, v)),
		bytes: (key: string) => (present(key) ? base64(key, value[key]) : new Uint8Array()),
		bytesList: (key: string) => list(key, (v) => base64(key, v)),
		object: (key: string, v: unknown = value[key]) => (isObject(v) ? v : fail(key, 'must be an object')),
		optObject: (key: string): Json => (present(key) ? (isObject(value[key]) ? value[key] : fail(key, 'must be an object')) : {}),
		list
	};
}
type Reader = ReturnType<typeof reader>;

// Zero values the Go encoder omits.
const nonZero = (n: bigint) => (n === 0n ? undefined : n.toString());
const nonEmpty = <T extends string | unknown[]>(v: T) => (v.length === 0 ? undefined : v);
const coinToAmino = (c: Coin) => ({ amount: c.amount, denom: c.denom });

/** Drops undefined keys so objects compare and serialise exactly like the Go encoder's output. */
function compact(obj: Json): Json {
	return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined));
}

type Converters = { [K in TypeUrl]: Converter<MsgOf<K>['value']> };

const converters: Converters = {
	'/cosmos.bank.v1beta1.MsgSend': {
		aminoType: 'cosmos-sdk/MsgSend',
		keys: ['from_address', 'to_address', 'amount'],
		toAmino: (m) => ({ from_address: m.fromAddress, to_address: m.toAddress, amount: m.amount.map(coinToAmino) }),
		fromAmino: (r) => ({ fromAddress: r.str('from_address'), toAddress: r.str('to_address'), amount: r.coins('amount') })
	},
	'/ibc.applications.transfer.v1.MsgTransfer': {
		aminoType: 'cosmos-sdk/MsgTransfer',
		keys: ['source_port', 'source_channel', 'token', 'sender', 'receiver', 'timeout_height', 'timeout_timestamp', 'memo'],
		toAmino: (m) =>
			compact({
				source_port: m.sourcePort,
				source_channel: m.sourceChannel,
				token: coinToAmino(m.token),
				sender: m.sender,
				receiver: m.receiver,
				// always present, even as {}
				timeout_height: compact({
					revision_number: nonZero(m.timeoutHeight.revisionNumber),
					revision_height: nonZero(m.timeoutHeight.revisionHeight)
				}),
				timeout_timestamp: nonZero(m.timeoutTimestamp),
				memo: nonEmpty(m.memo)
			}),
		fromAmino: (r) => {
			const height = reader(r.typeUrl, r.optObject('timeout_height'));
			return {
				sourcePort: r.str('source_port'),
				sourceChannel: r.str('source_channel'),
				token: r.coin('token'),
				sender: r.str('sender'),
				receiver: r.str('receiver'),
				timeoutHeight: { revisionNumber: height.u64('revision_number'), revisionHeight: height.u64('revision_height') },
				timeoutTimestamp: r.u64('timeout_timestamp'),
				memo: r.optStr('memo'),
				encoding: ''
			};
		}
	},
	'/cosmwasm.wasm.v1.MsgExecuteContract': {
		aminoType: 'wasm/MsgExecuteContract',
		keys: ['sender', 'contract', 'msg', 'funds'],
		toAmino: (m) => ({ sender: m.sender, contract: m.contract, msg: parseContractMsg(m.msg), funds: m.funds.map(coinToAmino) }),
		fromAmino: (r) => ({
			sender: r.str('sender'),
			contract: r.str('contract'),
			// amino carries the contract msg as a JSON object (wasmd >= 0.21), proto as its UTF-8 bytes
			msg: toUtf8(JSON.stringify(r.object('msg'))),
			funds: r.coins('funds')
		})
	},
	'/opinit.ophost.v1.MsgInitiateTokenDeposit': {
		aminoType: 'ophost/MsgInitiateTokenDeposit',
		keys: ['sender', 'bridge_id', 'to', 'amount', 'data'],
		toAmino: (m) =>
			compact({
				sender: m.sender,
				bridge_id: nonZero(m.bridgeId),
				to: m.to,
				amount: coinToAmino(m.amount),
				data: m.data.length > 0 ? toBase64(m.data) : undefined
			}),
		fromAmino: (r) => ({
			sender: r.str('sender'),
			bridgeId: r.u64('bridge_id'),
			to: r.str('to'),
			amount: r.coin('amount'),
			data: r.bytes('data')
		})
	},
	'/opinit.ophost.v1.MsgFinalizeTokenWithdrawal': {
		aminoType: 'ophost/MsgFinalizeTokenWithdrawal',
		keys: [
			'sender',
			'bridge_id',
			'output_index',
			'withdrawal_proofs',
			'from',
			'to',
			'sequence',
			'amount',
			'version',
			'storage_root',
			'last_block_hash'
		],
		toAmino: (m) =>
			compact({
				sender: m.sender,
				bridge_id: nonZero(m.bridgeId),
				output_index: nonZero(m.outputIndex),
				withdrawal_proofs: nonEmpty(m.withdrawalProofs.map(toBase64)),
				from: m.from,
				to: m.to,
				sequence: nonZero(m.sequence),
				amount: coinToAmino(m.amount),
				version: nonEmpty(toBase64(m.version)),
				storage_root: nonEmpty(toBase64(m.storageRoot)),
				last_block_hash: nonEmpty(toBase64(m.lastBlockHash))
			}),
		fromAmino: (r) => ({
			sender: r.str('sender'),
			bridgeId: r.u64('bridge_id'),
			outputIndex: r.u64('output_index'),
			withdrawalProofs: r.bytesList('withdrawal_proofs'),
			from: r.str('from'),
			to: r.str('to'),
			sequence: r.u64('sequence'),
			amount: r.coin('amount'),
			version: r.bytes('version'),
			storageRoot: r.bytes('storage_root'),
			lastBlockHash: r.bytes('last_block_hash')
		})
	},
	'/opinit.opchild.v1.MsgInitiateTokenWithdrawal': {
		aminoType: 'opchild/MsgInitiateTokenWithdrawal',
		keys: ['sender', 'to', 'amount'],
		toAmino: (m) => ({ sender: m.sender, to: m.to, amount: coinToAmino(m.amount) }),
		fromAmino: (r) => ({ sender: r.str('sender'), to: r.str('to'), amount: r.coin('amount') })
	},
	'/minievm.evm.v1.MsgCall': {
		aminoType: 'evm/MsgCall',
		keys: ['sender', 'contract_addr', 'input', 'value', 'access_list', 'auth_list'],
		toAmino: (m) =>
			compact({
				sender: m.sender,
				contract_addr: m.contractAddr,
				input: nonEmpty(m.input),
				value: m.value,
				// dont_omitempty list: the Go encoder writes an empty one as null (verified on chain)
				access_list:
					m.accessList.length === 0
						? null
						: m.accessList.map((t) => compact({ address: nonEmpty(t.address), storage_keys: nonEmpty(t.storageKeys) }))
			}),
		fromAmino: (r) => {
			if (r.list('auth_list', (v) => v).length > 0) throw new UnsupportedMessageError(r.typeUrl, 'auth_list (EIP-7702 delegation)');
			return {
				sender: r.str('sender'),
				contractAddr: r.str('contract_addr'),
				input: r.optStr('input'),
				value: r.uint('value', '0'),
				accessList: r.list('access_list', (v) => {
					const t = reader(r.typeUrl, r.object('access_list', v));
					return { address: t.optStr('address'), storageKeys: t.strings('storage_keys') };
				})
			};
		}
	},
	'/initia.move.v1.MsgExecute': {
		aminoType: 'move/MsgExecute',
		keys: ['sender', 'module_address', 'module_name', 'function_name', 'type_args', 'args'],
		toAmino: (m) =>
			compact({
				sender: m.sender,
				module_address: m.moduleAddress,
				module_name: m.moduleName,
				function_name: m.functionName,
				type_args: nonEmpty(m.typeArgs),
				args: nonEmpty(m.args.map(toBase64))
			}),
		fromAmino: (r) => ({
			sender: r.str('sender'),
			moduleAddress: r.str('module_address'),
			moduleName: r.str('module_name'),
			functionName: r.str('function_name'),
			typeArgs: r.strings('type_args'),
			args: r.bytesList('args')
		})
	}
};

function parseContractMsg(bytes: Uint8Array): unknown {
	try {
		return JSON.parse(fromUtf8(bytes));
	} catch {
		throw new InvalidMessageError('/cosmwasm.wasm.v1.MsgExecuteContract: msg is not JSON');
	}
}

function converterFor(typeUrl: string): Converter<Msg['value']> {
	if (!isSupportedTypeUrl(typeUrl)) throw new UnsupportedMessageError(typeUrl);
	return converters[typeUrl] as Converter<Msg['value']>;
}

export const aminoTypeOf = (typeUrl: TypeUrl): string => converters[typeUrl].aminoType;

/** Proto message from an amino value keyed by its proto type URL (the router's `{msg_type_url, msg}`). */
export function fromAmino(typeUrl: string, value: unknown): Msg {
	const converter = converterFor(typeUrl);
	if (!isObject(value)) throw new InvalidMessageError(`${typeUrl}: message must be a JSON object`);
	const unknown = Object.keys(value).filter((k) => !converter.keys.includes(k));
	if (unknown.length > 0) throw new UnsupportedMessageError(typeUrl, `unexpected field ${unknown.join(', ')}`);
	return { typeUrl, value: converter.fromAmino(reader(typeUrl, value)) } as Msg;
}

/** Proto message from a `{type, value}` amino message (what wallets return in a signed amino doc). */
export function fromAminoMsg(msg: AminoMsg): Msg {
	const typeUrl = (Object.keys(converters) as TypeUrl[]).find((url) => converters[url].aminoType === msg.type);
	if (!typeUrl) throw new UnsupportedMessageError(msg.type);
	return fromAmino(typeUrl, msg.value);
}

export function toAmino(msg: Msg): AminoMsg {
	const converter = converterFor(msg.typeUrl);
	return { type: converter.aminoType, value: converter.toAmino(msg.value) };
}

/**
 * JSON.parse that keeps integers exact by turning those a double cannot hold into strings: the router writes
 * some uint64s (e.g. MsgTransfer `timeout_timestamp`) as bare numbers that JSON.parse would round. (Inside a
 * wasm contract msg that turns a number into a string, which a contract rejects rather than misreads.)
 */
export function parseAminoJson(text: string): unknown {
	return JSON.parse(
		text.replace(/"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g, (token) =>
			/^-?\d+$/.test(token) && BigInt(token) !== BigInt(Number(token)) ? `"${token}"` : token
		)
	);
}
