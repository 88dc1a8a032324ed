// Protobuf codecs for every message the bridge signs, as field tables numbered like their .proto files.
// cosmjs-types has MsgSend/MsgTransfer/MsgExecuteContract too, but its per-file modules carry every sibling
// message (wasm's alone is ~40 KB minified); tests check these tables against it byte for byte.
import { BinaryReader, BinaryWriter } from 'cosmjs-types/binary';
import type { MsgSend as CosmosMsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin';
import type { MsgExecuteContract as WasmMsgExecuteContract } from 'cosmjs-types/cosmwasm/wasm/v1/tx';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import type { MsgTransfer as IbcMsgTransfer } from 'cosmjs-types/ibc/applications/transfer/v1/tx';
import type { Height as IbcHeight } from 'cosmjs-types/ibc/core/client/v1/client';
import { UnsupportedMessageError } from './errors';

// the message shapes stay cosmjs-types' own, so values interoperate with cosmjs code
export type MsgSend = CosmosMsgSend;
export type MsgTransfer = IbcMsgTransfer;
export type MsgExecuteContract = WasmMsgExecuteContract;

export interface Codec<T> {
	encode(message: T, writer?: BinaryWriter): BinaryWriter;
	decode(input: BinaryReader | Uint8Array, length?: number): T;
}

/** initia-labs/OPinit proto/opinit/ophost/v1/tx.proto */
export interface MsgInitiateTokenDeposit {
	sender: string;
	bridgeId: bigint;
	to: string;
	amount: Coin;
	/** Bridge hook: a signed L2 tx run after the deposit (router-api §6). Empty when none. */
	data: Uint8Array;
}

/** initia-labs/OPinit proto/opinit/opchild/v1/tx.proto (field 3 unused) */
export interface MsgInitiateTokenWithdrawal {
	sender: string;
	to: string;
	amount: Coin;
}

/** initia-labs/OPinit proto/opinit/ophost/v1/tx.proto */
export interface MsgFinalizeTokenWithdrawal {
	sender: string;
	bridgeId: bigint;
	outputIndex: bigint;
	withdrawalProofs: Uint8Array[];
	from: string;
	to: string;
	sequence: bigint;
	amount: Coin;
	version: Uint8Array;
	storageRoot: Uint8Array;
	lastBlockHash: Uint8Array;
}

/** initia-labs/minievm proto/minievm/evm/v1/types.proto */
export interface AccessTuple {
	address: string;
	storageKeys: string[];
}

/**
 * initia-labs/minievm proto/minievm/evm/v1/tx.proto. Field 6 (`auth_list`, EIP-7702 code delegation)
 * is deliberately absent: a bridge never needs it and we refuse to sign it.
 */
export interface MsgCall {
	sender: string;
	contractAddr: string;
	/** 0x-prefixed hex calldata. */
	input: string;
	/** cosmos.Int decimal string; "0" when no value is sent. */
	value: string;
	accessList: AccessTuple[];
}

/** initia-labs/initia proto/initia/move/v1/tx.proto */
export interface MsgExecute {
	sender: string;
	moduleAddress: string;
	moduleName: string;
	functionName: string;
	typeArgs: string[];
	/** BCS-encoded arguments. */
	args: Uint8Array[];
}

type Scalar = 'string' | 'uint64' | 'bytes';
type Kind = Scalar | Codec<unknown>;
type Field<T> = readonly [no: number, key: Extract<keyof T, string>, kind: Kind, repeated?: 'repeated'];

const wireType = (kind: Kind) => (kind === 'uint64' ? 0 : 2);

function writeField(writer: BinaryWriter, no: number, kind: Kind, value: unknown, repeated: boolean): void {
	// proto3: scalars at their default are not written; embedded messages are (Go's non-nullable fields always are)
	if (kind === 'string') {
		if (repeated || value !== '') writer.uint32((no << 3) | 2).string(value as string);
	} else if (kind === 'bytes') {
		if (repeated || (value as Uint8Array).length > 0) writer.uint32((no << 3) | 2).bytes(value as Uint8Array);
	} else if (kind === 'uint64') {
		if (value !== 0n) writer.uint32(no << 3).uint64(value as bigint);
	} else {
		kind.encode(value, writer.uint32((no << 3) | 2).fork()).ldelim();
	}
}

function readField(reader: BinaryReader, kind: Kind): unknown {
	if (kind === 'string') return reader.string();
	if (kind === 'bytes') return reader.bytes();
	if (kind === 'uint64') return reader.uint64();
	return kind.decode(reader, reader.uint32());
}

function message<T extends object>(fields: readonly Field<T>[], empty: () => T): Codec<T> {
	return {
		encode(msg, writer = BinaryWriter.create()) {
			for (const [no, key, kind, repeated] of fields) {
				const value = msg[key];
				for (const item of repeated ? (value as unknown[]) : [value]) writeField(writer, no, kind, item, !!repeated);
			}
			return writer;
		},
		decode(input, length) {
			const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
			const end = length === undefined ? reader.len : reader.pos + length;
			const msg = empty();
			const out = msg as Record<string, unknown>;
			while (reader.pos < end) {
				const tag = reader.uint32();
				const field = fields.find(([no, , kind]) => no === tag >>> 3 && wireType(kind) === (tag & 7));
				if (!field) {
					reader.skipType(tag & 7);
					continue;
				}
				const [, key, kind, repeated] = field;
				const value = readField(reader, kind);
				if (repeated) (out[key] as unknown[]).push(value);
				else out[key] = value;
			}
			return msg;
		}
	};
}

const emptyCoin = (): Coin => ({ denom: '', amount: '' });
const emptyBytes = () => new Uint8Array();

/** cosmos-sdk proto/cosmos/bank/v1beta1/tx.proto */
export const MsgSend = message<MsgSend>(
	[
		[1, 'fromAddress', 'string'],
		[2, 'toAddress', 'string'],
		[3, 'amount', Coin, 'repeated']
	],
	() => ({ fromAddress: '', toAddress: '', amount: [] })
);

/** ibc-go proto/ibc/core/client/v1/client.proto */
const Height = message<IbcHeight>(
	[
		[1, 'revisionNumber', 'uint64'],
		[2, 'revisionHeight', 'uint64']
	],
	() => ({ revisionNumber: 0n, revisionHeight: 0n })
);

/** ibc-go proto/ibc/applications/transfer/v1/tx.proto (field 9, `encoding`, is ibc-go v10's) */
export const MsgTransfer = message<MsgTransfer>(
	[
		[1, 'sourcePort', 'string'],
		[2, 'sourceChannel', 'string'],
		[3, 'token', Coin],
		[4, 'sender', 'string'],
		[5, 'receiver', 'string'],
		[6, 'timeoutHeight', Height],
		[7, 'timeoutTimestamp', 'uint64'],
		[8, 'memo', 'string'],
		[9, 'encoding', 'string']
	],
	() => ({
		sourcePort: '',
		sourceChannel: '',
		token: emptyCoin(),
		sender: '',
		receiver: '',
		timeoutHeight: { revisionNumber: 0n, revisionHeight: 0n },
		timeoutTimestamp: 0n,
		memo: '',
		encoding: ''
	})
);

/** wasmd proto/cosmwasm/wasm/v1/tx.proto (field 4 unused) */
export const MsgExecuteContract = message<MsgExecuteContract>(
	[
		[1, 'sender', 'string'],
		[2, 'contract', 'string'],
		[3, 'msg', 'bytes'],
		[5, 'funds', Coin, 'repeated']
	],
	() => ({ sender: '', contract: '', msg: emptyBytes(), funds: [] })
);

export const MsgInitiateTokenDeposit = message<MsgInitiateTokenDeposit>(
	[
		[1, 'sender', 'string'],
		[2, 'bridgeId', 'uint64'],
		[3, 'to', 'string'],
		[4, 'amount', Coin],
		[5, 'data', 'bytes']
	],
	() => ({ sender: '', bridgeId: 0n, to: '', amount: emptyCoin(), data: emptyBytes() })
);

export const MsgInitiateTokenWithdrawal = message<MsgInitiateTokenWithdrawal>(
	[
		[1, 'sender', 'string'],
		[2, 'to', 'string'],
		[4, 'amount', Coin]
	],
	() => ({ sender: '', to: '', amount: emptyCoin() })
);

export const MsgFinalizeTokenWithdrawal = message<MsgFinalizeTokenWithdrawal>(
	[
		[1, 'sender', 'string'],
		[2, 'bridgeId', 'uint64'],
		[3, 'outputIndex', 'uint64'],
		[4, 'withdrawalProofs', 'bytes', 'repeated'],
		[5, 'from', 'string'],
		[6, 'to', 'string'],
		[7, 'sequence', 'uint64'],
		[8, 'amount', Coin],
		[9, 'version', 'bytes'],
		[10, 'storageRoot', 'bytes'],
		[11, 'lastBlockHash', 'bytes']
	],
	() => ({
		sender: '',
		bridgeId: 0n,
		outputIndex: 0n,
		withdrawalProofs: [],
		from: '',
		to: '',
		sequence: 0n,
		amount: emptyCoin(),
		version: emptyBytes(),
		storageRoot: emptyBytes(),
		lastBlockHash: emptyBytes()
	})
);

export const AccessTuple = message<AccessTuple>(
	[
		[1, 'address', 'string'],
		[2, 'storageKeys', 'string', 'repeated']
	],
	() => ({ address: '', storageKeys: [] })
);

export const MsgCall = message<MsgCall>(
	[
		[1, 'sender', 'string'],
		[2, 'contractAddr', 'string'],
		[3, 'input', 'string'],
		[4, 'value', 'string'],
		[5, 'accessList', AccessTuple, 'repeated']
	],
	() => ({ sender: '', contractAddr: '', input: '', value: '', accessList: [] })
);

export const MsgExecute = message<MsgExecute>(
	[
		[1, 'sender', 'string'],
		[2, 'moduleAddress', 'string'],
		[3, 'moduleName', 'string'],
		[4, 'functionName', 'string'],
		[5, 'typeArgs', 'string', 'repeated'],
		[6, 'args', 'bytes', 'repeated']
	],
	() => ({ sender: '', moduleAddress: '', moduleName: '', functionName: '', typeArgs: [], args: [] })
);

const codecs = {
	'/cosmos.bank.v1beta1.MsgSend': MsgSend,
	'/ibc.applications.transfer.v1.MsgTransfer': MsgTransfer,
	'/cosmwasm.wasm.v1.MsgExecuteContract': MsgExecuteContract,
	'/opinit.ophost.v1.MsgInitiateTokenDeposit': MsgInitiateTokenDeposit,
	'/opinit.ophost.v1.MsgFinalizeTokenWithdrawal': MsgFinalizeTokenWithdrawal,
	'/opinit.opchild.v1.MsgInitiateTokenWithdrawal': MsgInitiateTokenWithdrawal,
	'/minievm.evm.v1.MsgCall': MsgCall,
	'/initia.move.v1.MsgExecute': MsgExecute
};

export type TypeUrl = keyof typeof codecs;
type ValueOf<C> = C extends Codec<infer T> ? T : never;
/** A message ready for a TxBody: proto type URL plus the decoded message (cosmjs `EncodeObject` shape). */
export type Msg = { [K in TypeUrl]: { typeUrl: K; value: ValueOf<(typeof codecs)[K]> } }[TypeUrl];
export type MsgOf<K extends TypeUrl> = Extract<Msg, { typeUrl: K }>;

export const isSupportedTypeUrl = (typeUrl: string): typeUrl is TypeUrl => Object.hasOwn(codecs, typeUrl);

function codecFor(typeUrl: string): Codec<Msg['value']> {
	if (!isSupportedTypeUrl(typeUrl)) throw new UnsupportedMessageError(typeUrl);
	return codecs[typeUrl] as Codec<Msg['value']>;
}

export function encodeAny(msg: Msg): Any {
	return { typeUrl: msg.typeUrl, value: codecFor(msg.typeUrl).encode(msg.value).finish() };
}

export function decodeAny(any: Any): Msg {
	return { typeUrl: any.typeUrl, value: codecFor(any.typeUrl).decode(any.value) } as Msg;
}
