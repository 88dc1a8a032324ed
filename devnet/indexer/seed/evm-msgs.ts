// minievm building blocks: ABI call data, MsgCall/MsgCreate messages with their `evm` log and
// `call` events, ERC-721 Transfer logs, and the call trees of the richer transactions.
import { bech32Address } from '../address';
import type { Actor } from './actors';
import type { CallNode } from './builder';
import { checksumAddress, keccak256 } from './derive';
import { field, type AbciEvent, type MsgDraft } from './tx-json';

/** keccak256("Transfer(address,address,uint256)"): the only log rollytics indexes for EVM NFTs. */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

type Word = Actor | bigint | number | string;

/** One 32-byte ABI word: addresses left-padded, numbers (or decimal strings) as uint256. */
function word(w: Word): string {
	if (typeof w === 'object') return w.key.padStart(64, '0');
	return BigInt(w).toString(16).padStart(64, '0');
}

/** ABI-encoded call: selector, then heads and tails (dynamic args are arrays of static words). */
export function encodeCall(signature: string, ...args: (Word | readonly Word[])[]): string {
	const heads: string[] = [];
	const tails: string[] = [];
	let offset = args.length * 32;
	for (const a of args) {
		if (Array.isArray(a)) {
			heads.push(word(offset));
			const encoded = [word(a.length), ...a.map(word)];
			tails.push(...encoded);
			offset += encoded.length * 32;
		} else {
			heads.push(word(a as Word));
		}
	}
	return `0x${selector(signature)}${heads.join('')}${tails.join('')}`;
}

const selectors = new Map<string, string>();
const selector = (signature: string) => {
	let s = selectors.get(signature);
	if (!s) selectors.set(signature, (s = keccak256(signature).subarray(0, 4).toString('hex')));
	return s;
};

/** An ERC-721 Transfer log as minievm prints it in the `log` attribute (mint: from 0; burn: to 0). */
export function transferLog(collection: Actor, from: Actor | null, to: Actor | null, tokenId: string): string {
	const topic = (a: Actor | null) => `0x${a ? word(a) : '0'.repeat(64)}`;
	return JSON.stringify({ address: checksumAddress(collection.bytes), topics: [TRANSFER_TOPIC, topic(from), topic(to), `0x${word(tokenId)}`], data: '0x' });
}

/** Events of one EVM message: its logs, then the `call` event. VM events are not indexed. */
function evmEvents(contract: Actor, logs: string[], ret: string): AbciEvent[] {
	return [
		...(logs.length ? [{ type: 'evm', attributes: logs.map((value) => ({ key: 'log', value, index: false })) }] : []),
		{ type: 'call', attributes: [{ key: 'contract', value: checksumAddress(contract.bytes), index: false }, { key: 'ret', value: ret, index: false }] }
	];
}

export function msgCall(sender: Actor, contract: Actor, input: string, logs: string[] = [], value = '0'): MsgDraft {
	return {
		typeUrl: '/minievm.evm.v1.MsgCall',
		module: 'evm',
		fields: { sender: bech32Address(sender.key), contract_addr: checksumAddress(contract.bytes), input, value, access_list: [], auth_list: [] },
		events: evmEvents(contract, logs, '0x'),
		response: field(1, Buffer.from('0x'))
	};
}

export function msgCreate(sender: Actor, created: Actor, code: string, logs: string[] = []): MsgDraft {
	const address = checksumAddress(created.bytes);
	return {
		typeUrl: '/minievm.evm.v1.MsgCreate',
		module: 'evm',
		fields: { sender: bech32Address(sender.key), code, value: '0', access_list: [], auth_list: [] },
		events: [{ type: 'contract_created', attributes: [{ key: 'contract', value: address, index: false }] }, ...evmEvents(created, logs, '0x')],
		response: Buffer.concat([field(1, Buffer.from('0x')), field(2, Buffer.from(address))])
	};
}

/** Plausible creation code: the solc preamble and a body derived from the contract's label. */
export const initCode = (label: string) =>
	`0x608060405234801561001057600080fd5b50${keccak256(label).toString('hex').repeat(6)}6080604052600080fdfea2646970667358221220${keccak256(`meta/${label}`).toString('hex')}64736f6c63430008180033`;

/** A call-tree node; gas shrinks with depth the way forwarded gas does. */
export function call(type: CallNode['type'], from: Actor, to: Actor, input: string, opts: { value?: string; output?: string; gas: number; calls?: CallNode[] }): CallNode {
	return { type, from, to, input, output: opts.output, value: opts.value, gas: opts.gas, gasUsed: Math.floor(opts.gas * 0.62), calls: opts.calls };
}

const hexValue = (v: bigint) => `0x${v.toString(16)}`;
const abiWord = (w: Word) => `0x${word(w)}`;

export interface TradeParties {
	buyer: Actor;
	seller: Actor;
	market: Actor;
	collection: Actor;
	feeLib: Actor;
	treasury: Actor;
	tokenId: string;
	price: bigint;
}

/** A marketplace sale: every one of its six calls goes to or from the market. */
export function tradeCalls(t: TradeParties): CallNode {
	const fee = t.price / 40n;
	return call('CALL', t.buyer, t.market, encodeCall('buy(address,uint256)', t.collection, t.tokenId), {
		value: hexValue(t.price),
		gas: 280_000,
		calls: [
			call('STATICCALL', t.market, t.collection, encodeCall('ownerOf(uint256)', t.tokenId), { output: abiWord(t.seller), gas: 250_000 }),
			call('DELEGATECALL', t.market, t.feeLib, encodeCall('computeFee(uint256)', t.price), { output: abiWord(fee), gas: 240_000 }),
			call('CALL', t.market, t.collection, encodeCall('safeTransferFrom(address,address,uint256)', t.seller, t.buyer, t.tokenId), { value: '0x0', gas: 200_000 }),
			call('CALL', t.market, t.seller, '0x', { value: hexValue(t.price - fee), gas: 2_300 }),
			call('CALL', t.market, t.treasury, '0x', { value: hexValue(fee), gas: 2_300 })
		]
	});
}

export interface PatternMintParties {
	minter: Actor;
	minterImpl: Actor;
	oracle: Actor;
	feed: Actor;
	royalties: Actor;
	treasury: Actor;
	collection: Actor;
	/** The split contract the minter creates for this mint. */
	splitter: Actor;
	recipient: Actor;
	tokenIds: string[];
	price: bigint;
}

/** Minting through the minter: price lookups, a delegatecall, nested mints, a CREATE, payouts. */
export function patternMintCalls(p: PatternMintParties): CallNode {
	const total = p.price * BigInt(p.tokenIds.length);
	const mints = p.tokenIds.map((id) =>
		call('CALL', p.minter, p.collection, encodeCall('mint(address,uint256)', p.recipient, id), {
			value: '0x0',
			gas: 120_000,
			calls: [call('STATICCALL', p.collection, p.royalties, encodeCall('royaltyInfo(uint256,uint256)', id, p.price), { output: `${abiWord(p.treasury)}${word(p.price / 20n)}`, gas: 60_000 })]
		})
	);
	return call('CALL', p.recipient, p.minter, encodeCall('mintPattern(uint256)', p.tokenIds.length), {
		value: hexValue(total + p.price),
		gas: 900_000,
		calls: [
			call('STATICCALL', p.minter, p.oracle, encodeCall('priceOf(address)', p.collection), {
				output: abiWord(p.price),
				gas: 800_000,
				calls: [call('STATICCALL', p.oracle, p.feed, encodeCall('latestRoundData()'), { output: `${abiWord(1)}${word(p.price)}`, gas: 700_000 })]
			}),
			call('DELEGATECALL', p.minter, p.minterImpl, encodeCall('mintBatch(address,uint256[])', p.recipient, p.tokenIds), { gas: 750_000, calls: mints }),
			call('CREATE', p.minter, p.splitter, initCode(p.splitter.label), {
				value: '0x0',
				output: '0x6080604052600080fdfe',
				gas: 300_000,
				calls: [call('CALL', p.splitter, p.treasury, '0x', { value: '0x0', gas: 2_300 })]
			}),
			call('CALL', p.minter, p.treasury, '0x', { value: hexValue(total), gas: 2_300 }),
			call('CALL', p.minter, p.recipient, '0x', { value: hexValue(p.price), gas: 2_300 })
		]
	});
}

/** The traveller minting Travel Stamps to itself: the collection delegates each mint to an implementation. */
export function travellerMintCalls(p: { traveller: Actor; collection: Actor; impl: Actor; tokenIds: string[] }): CallNode {
	const input = encodeCall('mintBatch(address[],uint256[])', p.tokenIds.map(() => p.traveller), p.tokenIds);
	return call('CALL', p.traveller, p.collection, input, {
		value: '0x0',
		gas: 400_000,
		calls: p.tokenIds.map((id) => call('DELEGATECALL', p.collection, p.impl, encodeCall('mint(address,uint256)', p.traveller, id), { gas: 100_000 }))
	});
}

/** Calls in a tree (the internal txs one tx produces). */
export const countCalls = (n: CallNode): number => 1 + (n.calls ?? []).reduce((s, c) => s + countCalls(c), 0);

/** Calls in a tree whose from or to is the actor (what evm-internal-txs/by_account matches). */
export const countCallsTouching = (n: CallNode, a: Actor): number =>
	(n.from.key === a.key || n.to.key === a.key ? 1 : 0) + (n.calls ?? []).reduce((s, c) => s + countCallsTouching(c, a), 0);

/** An airdrop: the distributor delegates each batch to its implementation, which calls the token's transfer per recipient. */
export function airdropCalls(p: { airdropper: Actor; distributor: Actor; impl: Actor; token: Actor; batches: number; perBatch: number }): CallNode {
	const recipient = (b: number, i: number) => BigInt(0x1000 + b * 100 + i);
	const batch = (b: number) =>
		call('DELEGATECALL', p.distributor, p.impl, encodeCall('distributeBatch(uint256)', b), {
			gas: 60_000 * p.perBatch,
			calls: Array.from({ length: p.perBatch }, (_, i) => call('CALL', p.distributor, p.token, encodeCall('transfer(address,uint256)', recipient(b, i), 10n ** 18n), { value: '0x0', gas: 50_000 }))
		});
	return call('CALL', p.airdropper, p.distributor, encodeCall('distribute(uint256)', p.batches), {
		value: '0x0',
		gas: 60_000 * p.batches * p.perBatch + 100_000,
		calls: Array.from({ length: p.batches }, (_, b) => batch(b))
	});
}
