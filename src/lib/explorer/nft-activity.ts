// What a tx did to NFTs, in words, read from its events per VM (indexer reference §8): EVM ERC-721
// Transfer logs, Move collection/object events, Wasm cw721 actions. `txNftActions` lists every NFT
// action of a tx (the tx page); `nftActions` keeps those of one token (its history). A tx can touch
// a token several times; each step is reported.
import type { NftTx } from '$lib/api/indexer';
import type { Vm } from '$lib/config/chain';
import { addressBytes, sameAddress, toBech32Address } from '$lib/format/address';

export type NftAction =
	| { kind: 'mint'; to?: string }
	| { kind: 'transfer'; from?: string; to?: string }
	| { kind: 'burn'; from?: string }
	| { kind: 'update' }
	| { kind: 'other'; label: string };

/** One NFT action of a tx with what it acted on (Move names the NFT object; EVM and Wasm the collection and token id). */
export type TxNftAction = Exclude<NftAction, { kind: 'other' }> & {
	/** EVM: the ERC-721 contract (as the log prints it); Wasm: the cw721 contract; Move: the collection (mints and burns). */
	collection?: string;
	tokenId?: string;
	/** Move: the NFT object. */
	object?: string;
};

const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const ZERO32 = /^0x0{64}$/i;

type Event = NftTx['events'][number];
const attr = (e: Event, key: string) => e.attributes.find((a) => a.key === key)?.value ?? '';

function parseJson(s: string): Record<string, unknown> | undefined {
	try {
		const v: unknown = JSON.parse(s);
		return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
	} catch {
		return undefined;
	}
}

/** A 32-byte ABI topic holding an address → init1 bech32 of its last 20 bytes. */
function topicAddress(topic: unknown): string | undefined {
	if (typeof topic !== 'string' || !/^0x[0-9a-f]{64}$/i.test(topic)) return undefined;
	return toBech32Address(addressBytes(`0x${topic.slice(-40)}`)!);
}

function evmActions(tx: NftTx): TxNftAction[] {
	const out: TxNftAction[] = [];
	// minievm emits one `evm` event per message with one `log` attribute per EVM log: a tx that
	// mints several tokens carries all their Transfer logs in the same event.
	const logs = tx.events.filter((e) => e.type === 'evm').flatMap((e) => e.attributes.filter((a) => a.key === 'log').map((a) => a.value));
	for (const text of logs) {
		const log = parseJson(text);
		const topics = Array.isArray(log?.topics) ? (log.topics as unknown[]) : [];
		// ERC-721 Transfer has the token id as a 4th topic (ERC-20's has 3).
		if (typeof log?.address !== 'string' || topics.length !== 4 || String(topics[0]).toLowerCase() !== TRANSFER_TOPIC) continue;
		let tokenId: string;
		try {
			tokenId = BigInt(String(topics[3])).toString();
		} catch {
			continue;
		}
		const from = ZERO32.test(String(topics[1])) ? undefined : topicAddress(topics[1]);
		const to = ZERO32.test(String(topics[2])) ? undefined : topicAddress(topics[2]);
		const where = { collection: log.address, tokenId };
		out.push(!from ? { kind: 'mint', to, ...where } : !to ? { kind: 'burn', from, ...where } : { kind: 'transfer', from, to, ...where });
	}
	return out;
}

function moveActions(tx: NftTx): TxNftAction[] {
	const out: TxNftAction[] = [];
	for (const e of tx.events) {
		if (e.type !== 'move') continue;
		const type = attr(e, 'type_tag');
		const data = parseJson(attr(e, 'data'));
		if (!data) continue;
		const object = String(data.nft ?? data.object ?? '') || undefined;
		const collection = typeof data.collection === 'string' ? data.collection : undefined;
		if (type.endsWith('::collection::MintEvent')) out.push({ kind: 'mint', object, collection });
		else if (type.endsWith('::collection::BurnEvent')) out.push({ kind: 'burn', object, collection });
		else if (type.endsWith('::object::TransferEvent')) {
			const from = typeof data.from === 'string' ? data.from : undefined;
			const to = typeof data.to === 'string' ? data.to : undefined;
			// A mint is followed by the transfer to the first owner: fold it into the mint.
			const mint = out.findLast((a) => a.kind === 'mint' && !a.to && a.object !== undefined && object !== undefined && sameAddress(a.object, object));
			if (mint?.kind === 'mint') mint.to = to;
			else out.push({ kind: 'transfer', from, to, object });
		} else if (type.endsWith('::nft::MutationEvent')) out.push({ kind: 'update', object });
	}
	return out;
}

function wasmActions(tx: NftTx): TxNftAction[] {
	const out: TxNftAction[] = [];
	for (const e of tx.events) {
		if (e.type !== 'wasm') continue;
		const tokenId = attr(e, 'token_id');
		const action = attr(e, 'action');
		if (!tokenId) continue;
		const where = { collection: attr(e, '_contract_address') || undefined, tokenId };
		if (action === 'mint') out.push({ kind: 'mint', to: attr(e, 'owner') || undefined, ...where });
		else if (action === 'burn') out.push({ kind: 'burn', from: attr(e, 'sender') || undefined, ...where });
		else if (action === 'transfer_nft' || action === 'send_nft') out.push({ kind: 'transfer', from: attr(e, 'sender') || undefined, to: attr(e, 'recipient') || undefined, ...where });
	}
	return out;
}

/** Every NFT mint, transfer, burn and (Move) uri update in the tx, in event order. */
export function txNftActions(tx: NftTx, vm: Vm): TxNftAction[] {
	return vm === 'evm' ? evmActions(tx) : vm === 'wasm' ? wasmActions(tx) : vm === 'move' ? moveActions(tx) : [];
}

export function nftActions(tx: NftTx, vm: Vm, ctx: { collection: string; tokenId: string; objectAddress: string | null }): NftAction[] {
	const mine = (a: TxNftAction) => {
		if (vm === 'move') return !ctx.objectAddress || !a.object || sameAddress(a.object, ctx.objectAddress);
		return a.tokenId === ctx.tokenId && (!a.collection || sameAddress(a.collection, ctx.collection));
	};
	const found = txNftActions(tx, vm)
		.filter(mine)
		.map(({ collection: _c, tokenId: _t, object: _o, ...action }) => action as NftAction);
	if (found.length) return found;
	// Nothing decodable: name the message type instead ("MsgExecute", "MsgCall"…).
	const type = tx.messages[0]?.typeUrl.split('.').pop();
	return [{ kind: 'other', label: type ?? 'Transaction' }];
}
