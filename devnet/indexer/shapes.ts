// The JSON objects rollytics puts on the wire, built with keys in its Go struct order
// (api/handler/nft/types.go, api/handler/tx/types.go) and its timestamp formats.
import { bech32Address, hexAddress } from './address';
import type { BlockTime, CallRow, CollectionRow, NftRow } from './store';

/** Go RFC3339Nano of a Tx timestamp: up to 9 fractional digits, trailing zeros trimmed. */
export const txTimestamp = (t: BlockTime) => rfc3339(t.sec, t.nanos, 9);

/** Collection and token timestamps went through Postgres timestamptz: microseconds at most. */
const rowTimestamp = (t: BlockTime) => rfc3339(t.sec, Math.floor(t.nanos / 1000), 6);

function rfc3339(sec: number, fraction: number, digits: number): string {
	const head = new Date(sec * 1000).toISOString().slice(0, 19);
	const frac = String(fraction).padStart(digits, '0').replace(/0+$/, '');
	return `${head}${frac ? `.${frac}` : ''}Z`;
}

/** sdk.AccAddress(bytes).String(): "" for a missing account. */
const bech32OrEmpty = (key: string) => (key ? bech32Address(key) : '');

export function collectionJson(c: CollectionRow) {
	return {
		object_addr: hexAddress(c.key),
		collection: {
			creator: bech32OrEmpty(c.creator),
			name: c.name,
			origin_name: c.originName,
			nfts: { handle: '', length: c.size }
		},
		height: c.height,
		timestamp: rowTimestamp(c.time)
	};
}

export function tokenJson(n: NftRow) {
	return {
		collection_addr: hexAddress(n.collection.key),
		collection_name: n.collection.name,
		collection_origin_name: n.collection.originName,
		object_addr: n.objectAddr ? hexAddress(n.objectAddr) : '',
		owner: bech32OrEmpty(n.owner),
		nft: { token_id: n.tokenId, uri: n.uri },
		height: n.height,
		timestamp: rowTimestamp(n.time)
	};
}

export function internalTxJson(c: CallRow) {
	return {
		height: c.height,
		hash: `0x${c.evmHash}`,
		parent_index: c.parentIndex,
		index: c.index,
		type: c.type,
		from: c.from ? hexAddress(c.from) : '',
		to: c.to ? hexAddress(c.to) : '',
		input: c.input,
		output: c.output,
		value: c.value,
		gas: c.gas,
		gasUsed: c.gasUsed
	};
}
