// Protobuf decoders for Initia's bridge messages, which cosmjs-types does not ship. Field numbers
// follow tests/golden/signing/amino_registry.json and initia-labs/initia proto/initia/move/v1/tx.proto.
import { BinaryReader } from 'cosmjs-types/binary';
import { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin';

const VARINT = 0;
const LEN = 2;

type Fields = Record<number, [wireType: number, read: (r: BinaryReader) => void]>;

/** Reads a message's fields in wire order; unknown fields are skipped as protobuf requires. */
function decodeFields(bytes: Uint8Array, fields: Fields) {
	const r = new BinaryReader(bytes);
	while (r.pos < r.len) {
		const tag = r.uint32();
		const field = fields[tag >>> 3];
		const wire = tag & 7;
		if (!field) {
			r.skipType(wire);
			continue;
		}
		if (field[0] !== wire) throw new Error(`illegal wireType ${wire} for field ${tag >>> 3}`);
		field[1](r);
	}
}

const emptyCoin = (): Coin => ({ denom: '', amount: '' });

export interface MsgInitiateTokenDeposit {
	sender: string;
	bridgeId: bigint;
	to: string;
	amount: Coin;
	data: Uint8Array;
}

export function decodeMsgInitiateTokenDeposit(bytes: Uint8Array): MsgInitiateTokenDeposit {
	const m: MsgInitiateTokenDeposit = { sender: '', bridgeId: 0n, to: '', amount: emptyCoin(), data: new Uint8Array() };
	decodeFields(bytes, {
		1: [LEN, (r) => (m.sender = r.string())],
		2: [VARINT, (r) => (m.bridgeId = r.uint64())],
		3: [LEN, (r) => (m.to = r.string())],
		4: [LEN, (r) => (m.amount = Coin.decode(r.bytes()))],
		5: [LEN, (r) => (m.data = r.bytes())]
	});
	return m;
}

export interface MsgInitiateTokenWithdrawal {
	sender: string;
	to: string;
	amount: Coin;
}

export function decodeMsgInitiateTokenWithdrawal(bytes: Uint8Array): MsgInitiateTokenWithdrawal {
	const m: MsgInitiateTokenWithdrawal = { sender: '', to: '', amount: emptyCoin() };
	decodeFields(bytes, {
		1: [LEN, (r) => (m.sender = r.string())],
		2: [LEN, (r) => (m.to = r.string())],
		4: [LEN, (r) => (m.amount = Coin.decode(r.bytes()))]
	});
	return m;
}

export interface AccessTuple {
	address: string;
	storageKeys: string[];
}

export interface MsgCall {
	sender: string;
	contractAddr: string;
	input: string;
	value: string;
	accessList: AccessTuple[];
}

function decodeAccessTuple(bytes: Uint8Array): AccessTuple {
	const t: AccessTuple = { address: '', storageKeys: [] };
	decodeFields(bytes, {
		1: [LEN, (r) => (t.address = r.string())],
		2: [LEN, (r) => t.storageKeys.push(r.string())]
	});
	return t;
}

export function decodeMsgCall(bytes: Uint8Array): MsgCall {
	const m: MsgCall = { sender: '', contractAddr: '', input: '', value: '', accessList: [] };
	decodeFields(bytes, {
		1: [LEN, (r) => (m.sender = r.string())],
		2: [LEN, (r) => (m.contractAddr = r.string())],
		3: [LEN, (r) => (m.input = r.string())],
		4: [LEN, (r) => (m.value = r.string())],
		5: [LEN, (r) => m.accessList.push(decodeAccessTuple(r.bytes()))]
	});
	return m;
}

export interface MsgExecute {
	sender: string;
	moduleAddress: string;
	moduleName: string;
	functionName: string;
	typeArgs: string[];
	args: Uint8Array[];
}

export function decodeMsgExecute(bytes: Uint8Array): MsgExecute {
	const m: MsgExecute = { sender: '', moduleAddress: '', moduleName: '', functionName: '', typeArgs: [], args: [] };
	decodeFields(bytes, {
		1: [LEN, (r) => (m.sender = r.string())],
		2: [LEN, (r) => (m.moduleAddress = r.string())],
		3: [LEN, (r) => (m.moduleName = r.string())],
		4: [LEN, (r) => (m.functionName = r.string())],
		5: [LEN, (r) => m.typeArgs.push(r.string())],
		6: [LEN, (r) => m.args.push(r.bytes())]
	});
	return m;
}

/** initia-labs/OPinit proto/opinit/ophost/v1/tx.proto (router-api.md §12.4 field numbers). */
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

export function decodeMsgFinalizeTokenWithdrawal(bytes: Uint8Array): MsgFinalizeTokenWithdrawal {
	const m: MsgFinalizeTokenWithdrawal = {
		sender: '',
		bridgeId: 0n,
		outputIndex: 0n,
		withdrawalProofs: [],
		from: '',
		to: '',
		sequence: 0n,
		amount: emptyCoin(),
		version: new Uint8Array(),
		storageRoot: new Uint8Array(),
		lastBlockHash: new Uint8Array()
	};
	decodeFields(bytes, {
		1: [LEN, (r) => (m.sender = r.string())],
		2: [VARINT, (r) => (m.bridgeId = r.uint64())],
		3: [VARINT, (r) => (m.outputIndex = r.uint64())],
		4: [LEN, (r) => m.withdrawalProofs.push(r.bytes())],
		5: [LEN, (r) => (m.from = r.string())],
		6: [LEN, (r) => (m.to = r.string())],
		7: [VARINT, (r) => (m.sequence = r.uint64())],
		8: [LEN, (r) => (m.amount = Coin.decode(r.bytes()))],
		9: [LEN, (r) => (m.version = r.bytes())],
		10: [LEN, (r) => (m.storageRoot = r.bytes())],
		11: [LEN, (r) => (m.lastBlockHash = r.bytes())]
	});
	return m;
}
