// Move VM building blocks (L1 and minimove): MsgExecute with BCS arguments, the `move` events
// rollytics indexes (0x1::collection / 0x1::object / 0x1::nft), and the ICS-721 messages.
import { bech32Address } from '../address';
import type { Actor } from './actors';
import { moveAddress, moveLiteral } from './derive';
import { varint, type AbciEvent, type MsgDraft } from './tx-json';

// ---- BCS ----
export const bcs = {
	string: (s: string) => {
		const b = Buffer.from(s, 'utf8');
		return Buffer.concat([varint(b.length), b]);
	},
	address: (a: Actor) => moveAddress(a.bytes),
	bool: (v: boolean) => Buffer.from([v ? 1 : 0]),
	u64: (n: number) => {
		const b = Buffer.alloc(8);
		b.writeBigUInt64LE(BigInt(n));
		return b;
	},
	option: (inner?: Buffer) => (inner ? Buffer.concat([Buffer.from([1]), inner]) : Buffer.from([0])),
	emptyVector: () => Buffer.from([0])
};

/** `/initia.move.v1.MsgExecute`: BCS args, base64 on the wire. */
export function msgExecute(sender: Actor, fn: string, args: Buffer[], events: AbciEvent[]): MsgDraft {
	const [moduleAddress, moduleName, functionName] = fn.split('::') as [string, string, string];
	return {
		typeUrl: '/initia.move.v1.MsgExecute',
		module: 'move',
		fields: {
			sender: bech32Address(sender.key),
			module_address: moduleAddress,
			module_name: moduleName,
			function_name: functionName,
			type_args: [],
			args: args.map((a) => a.toString('base64'))
		},
		events
	};
}

/** `/initia.move.v1.MsgExecuteJSON`: the same call with JSON-encoded args (newer wallets send this). */
export function msgExecuteJson(sender: Actor, fn: string, args: unknown[], events: AbciEvent[]): MsgDraft {
	const [moduleAddress, moduleName, functionName] = fn.split('::') as [string, string, string];
	return {
		typeUrl: '/initia.move.v1.MsgExecuteJSON',
		module: 'move',
		fields: {
			sender: bech32Address(sender.key),
			module_address: moduleAddress,
			module_name: moduleName,
			function_name: functionName,
			type_args: [],
			args: args.map((a) => JSON.stringify(a))
		},
		events
	};
}

/** A `move` event: Celatone reads attributes[0] as type_tag and attributes[1] as data. */
function moveEvent(typeTag: string, data: Record<string, string>): AbciEvent {
	return {
		type: 'move',
		attributes: [
			{ key: 'type_tag', value: typeTag, index: false },
			{ key: 'data', value: JSON.stringify(data), index: false }
		]
	};
}

const lit = (a: Actor) => moveLiteral(a.bytes);

export const moveEvents = {
	createCollection: (collection: Actor, creator: Actor, name: string) =>
		moveEvent('0x1::collection::CreateCollectionEvent', { collection: lit(collection), creator: lit(creator), name }),
	mint: (collection: Actor, index: number, nft: Actor) => moveEvent('0x1::collection::MintEvent', { collection: lit(collection), index: String(index), nft: lit(nft) }),
	burn: (collection: Actor, index: number, nft: Actor) => moveEvent('0x1::collection::BurnEvent', { collection: lit(collection), index: String(index), nft: lit(nft) }),
	transfer: (object: Actor, from: Actor, to: Actor) => moveEvent('0x1::object::TransferEvent', { object: lit(object), from: lit(from), to: lit(to) }),
	mutateUri: (nft: Actor, oldUri: string, newUri: string) =>
		moveEvent('0x1::nft::MutationEvent', { nft: lit(nft), mutated_field_name: 'uri', old_value: oldUri, new_value: newUri })
};

export interface PacketInfo {
	sequence: number;
	srcPort: string;
	srcChannel: string;
	dstPort: string;
	dstChannel: string;
	data: Record<string, unknown>;
}

/** ICS-721 send from the L1: `/ibc.applications.nft_transfer.v1.MsgTransfer`. */
export function msgNftTransfer(sender: Actor, receiver: string, p: PacketInfo, classId: string, tokenIds: string[], events: AbciEvent[]): MsgDraft {
	return {
		typeUrl: '/ibc.applications.nft_transfer.v1.MsgTransfer',
		module: 'nft-transfer',
		fields: {
			source_port: p.srcPort,
			source_channel: p.srcChannel,
			class_id: classId,
			token_ids: tokenIds,
			sender: bech32Address(sender.key),
			receiver,
			timeout_height: { revision_number: '0', revision_height: '0' },
			timeout_timestamp: '1767657600000000000',
			memo: ''
		},
		events: [...events, { type: 'send_packet', attributes: packetAttributes(p) }]
	};
}

/** ICS-721 receive on an L2: `/ibc.core.channel.v1.MsgRecvPacket` by a relayer. */
export function msgRecvPacket(relayer: Actor, p: PacketInfo, events: AbciEvent[]): MsgDraft {
	return {
		typeUrl: '/ibc.core.channel.v1.MsgRecvPacket',
		module: 'ibc_channel',
		fields: {
			packet: {
				sequence: String(p.sequence),
				source_port: p.srcPort,
				source_channel: p.srcChannel,
				destination_port: p.dstPort,
				destination_channel: p.dstChannel,
				data: Buffer.from(JSON.stringify(p.data)).toString('base64'),
				timeout_height: { revision_number: '0', revision_height: '0' },
				timeout_timestamp: '1767657600000000000'
			},
			proof_commitment: Buffer.from(`proof/${p.sequence}`).toString('base64'),
			proof_height: { revision_number: '1', revision_height: String(1000 + p.sequence) },
			signer: bech32Address(relayer.key)
		},
		// The nft-pair collector reads recv_packet to learn the L1 name of a received class.
		events: [{ type: 'recv_packet', attributes: packetAttributes(p) }, ...events],
		// MsgRecvPacketResponse{result: SUCCESS}
		response: Buffer.from([0x08, 0x02])
	};
}

function packetAttributes(p: PacketInfo) {
	const ix = (key: string, value: string) => ({ key, value, index: true });
	return [
		ix('packet_data', JSON.stringify(p.data)),
		ix('packet_timeout_height', '0-0'),
		ix('packet_timeout_timestamp', '1767657600000000000'),
		ix('packet_sequence', String(p.sequence)),
		ix('packet_src_port', p.srcPort),
		ix('packet_src_channel', p.srcChannel),
		ix('packet_dst_port', p.dstPort),
		ix('packet_dst_channel', p.dstChannel),
		ix('packet_channel_ordering', 'ORDER_UNORDERED'),
		ix('connection_id', 'connection-0')
	];
}

/** ICS-721 packet data (camelCase, class data base64 JSON). */
export function nftPacketData(classId: string, className: string, tokenIds: string[], tokenUris: string[], sender: Actor, receiver: Actor): Record<string, unknown> {
	return {
		classId,
		classUri: '',
		classData: Buffer.from(JSON.stringify({ name: className, description: `${className}, bridged from the Loom L1` })).toString('base64'),
		tokenIds,
		tokenUris,
		tokenData: tokenIds.map(() => ''),
		sender: bech32Address(sender.key),
		receiver: bech32Address(receiver.key),
		memo: ''
	};
}
