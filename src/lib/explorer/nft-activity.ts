// What an NFT history tx did to one token, in words: read from the tx's events per VM
// (indexer reference §8): EVM ERC-721 Transfer logs, Move collection/object events, Wasm
// cw721 actions. A tx can touch the token several times; each step is reported.
import type { NftTx } from '$lib/api/indexer';
import type { Vm } from '$lib/config/chain';
import { addressBytes, sameAddress, toBech32Address } from '$lib/format/address';

export type NftAction =
	| { kind: 'mint'; to?: string }
	| { kind: 'transfer'; from?: string; to?: string }
	| { kind: 'burn'; from?: string }
	| { kind: 'update' }
	| { kind: 'other'; label: string };

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

function evmActions(tx: NftTx, collection: string, tokenId: string): NftAction[] {
	const out: NftAction[] = [];
	// minievm emits one `evm` event per message with one `log` attribute per EVM log: a tx that
	// mints several tokens carries all their Transfer logs in the same event.
	const logs = tx.events.filter((e) => e.type === 'evm').flatMap((e) => e.attributes.filter((a) => a.key === 'log').map((a) => a.value));
	for (const text of logs) {
		const log = parseJson(text);
		const topics = Array.isArray(log?.topics) ? (log.topics as unknown[]) : [];
		if (typeof log?.address !== 'string' || !sameAddress(log.address, collection)) continue;
		if (topics.length !== 4 || String(topics[0]).toLowerCase() !== TRANSFER_TOPIC) continue;
		let id: string;
		try {
			id = BigInt(String(topics[3])).toString();
		} catch {
			continue;
		}
		if (id !== tokenId) continue;
		const from = ZERO32.test(String(topics[1])) ? undefined : topicAddress(topics[1]);
		const to = ZERO32.test(String(topics[2])) ? undefined : topicAddress(topics[2]);
		out.push(!from ? { kind: 'mint', to } : !to ? { kind: 'burn', from } : { kind: 'transfer', from, to });
	}
	return out;
}

function moveActions(tx: NftTx, objectAddress: string | null): NftAction[] {
	const out: NftAction[] = [];
	for (const e of tx.events) {
		if (e.type !== 'move') continue;
		const type = attr(e, 'type_tag');
		const data = parseJson(attr(e, 'data'));
		if (!data) continue;
		const nft = String(data.nft ?? data.object ?? '');
		if (objectAddress && nft && !sameAddress(nft, objectAddress)) continue;
		if (type.endsWith('::collection::MintEvent')) out.push({ kind: 'mint' });
		else if (type.endsWith('::collection::BurnEvent')) out.push({ kind: 'burn' });
		else if (type.endsWith('::object::TransferEvent')) {
			const from = typeof data.from === 'string' ? data.from : undefined;
			const to = typeof data.to === 'string' ? data.to : undefined;
			// A mint is followed by the transfer to the first owner: fold it into the mint.
			const last = out.at(-1);
			if (last?.kind === 'mint' && !last.to) last.to = to;
			else out.push({ kind: 'transfer', from, to });
		} else if (type.endsWith('::nft::MutationEvent')) out.push({ kind: 'update' });
	}
	return out;
}

function wasmActions(tx: NftTx, collection: string, tokenId: string): NftAction[] {
	const out: NftAction[] = [];
	for (const e of tx.events) {
		if (e.type !== 'wasm') continue;
		const contract = attr(e, '_contract_address');
		if (contract && !sameAddress(contract, collection)) continue;
		if (attr(e, 'token_id') !== tokenId) continue;
		const action = attr(e, 'action');
		if (action === 'mint') out.push({ kind: 'mint', to: attr(e, 'owner') || undefined });
		else if (action === 'burn') out.push({ kind: 'burn', from: attr(e, 'sender') || undefined });
		else if (action === 'transfer_nft' || action === 'send_nft')
			out.push({ kind: 'transfer', from: attr(e, 'sender') || undefined, to: attr(e, 'recipient') || undefined });
	}
	return out;
}

export function nftActions(tx: NftTx, vm: Vm, ctx: { collection: string; tokenId: string; objectAddress: string | null }): NftAction[] {
	const found =
		vm === 'evm' ? evmActions(tx, ctx.collection, ctx.tokenId) : vm === 'wasm' ? wasmActions(tx, ctx.collection, ctx.tokenId) : moveActions(tx, ctx.objectAddress);
	if (found.length) return found;
	// Nothing decodable: name the message type instead ("MsgExecute", "MsgCall"…).
	const type = tx.messages[0]?.typeUrl.split('.').pop();
	return [{ kind: 'other', label: type ?? 'Transaction' }];
}
