import { describe, expect, it } from 'vitest';
import type { NftTx } from '$lib/api/indexer';
import { nftActions, txNftActions } from './nft-activity';

const tx = (events: NftTx['events'], typeUrl = '/minievm.evm.v1.MsgCall'): NftTx => ({
	hash: 'AB',
	height: 1n,
	code: 0,
	codespace: '',
	rawLog: '',
	gasWanted: 1n,
	gasUsed: 1n,
	timestamp: '',
	memo: '',
	messages: [{ typeUrl, value: {} }],
	events,
	fee: null,
	signerModes: [],
	pubkeyTypes: [],
	signers: [],
	raw: {}
});
const pad = (hex: string) => `0x${hex.replace(/^0x/, '').padStart(64, '0')}`;
const COLL = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const A = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const B = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const evmLog = (from: string, to: string, id: bigint, address = COLL) => ({
	type: 'evm',
	attributes: [{ key: 'log', value: JSON.stringify({ address, topics: ['0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef', pad(from), pad(to), pad(id.toString(16))], data: '0x' }) }]
});

describe('nftActions', () => {
	it('decodes EVM mint, transfer and burn for the right token only', () => {
		const ctx = { collection: COLL, tokenId: '42', objectAddress: null };
		expect(nftActions(tx([evmLog('0', A, 42n)]), 'evm', ctx)).toEqual([{ kind: 'mint', to: 'init17w0adeg64ky0daxwd2ugyuneellmjgnxdtmpqz' }]);
		const t = nftActions(tx([evmLog(A, B, 7n), evmLog(A, B, 42n)]), 'evm', ctx);
		expect(t).toEqual([{ kind: 'transfer', from: 'init17w0adeg64ky0daxwd2ugyuneellmjgnxdtmpqz', to: 'init1wzvhjux9rqfdcwspp37srdgwp5tac7wg9ql75y' }]);
		expect(nftActions(tx([evmLog(B, '0', 42n)]), 'evm', ctx)[0]!.kind).toBe('burn');
		expect(nftActions(tx([evmLog(A, B, 42n, B)]), 'evm', ctx)).toEqual([{ kind: 'other', label: 'MsgCall' }]);
	});

	it('reads every log of an evm event (a batch mint puts all Transfer logs in one event)', () => {
		const ctx = { collection: COLL, tokenId: '42', objectAddress: null };
		const batch = { type: 'evm', attributes: [...evmLog('0', B, 41n).attributes, ...evmLog('0', A, 42n).attributes, { key: 'msg_index', value: '0' }] };
		expect(nftActions(tx([batch]), 'evm', ctx)).toEqual([{ kind: 'mint', to: 'init17w0adeg64ky0daxwd2ugyuneellmjgnxdtmpqz' }]);
	});

	it('decodes Move mint + first transfer and later transfers of the NFT object', () => {
		const obj = `0x${'ab'.repeat(32)}`;
		const ev = (type: string, data: object) => ({ type: 'move', attributes: [{ key: 'type_tag', value: type }, { key: 'data', value: JSON.stringify(data) }] });
		const ctx = { collection: `0x${'cd'.repeat(32)}`, tokenId: 'Kami #1', objectAddress: obj };
		expect(nftActions(tx([ev('0x1::collection::MintEvent', { collection: ctx.collection, index: '1', nft: obj }), ev('0x1::object::TransferEvent', { object: obj, from: 'init1x', to: 'init1y' })]), 'move', ctx)).toEqual([
			{ kind: 'mint', to: 'init1y' }
		]);
		expect(nftActions(tx([ev('0x1::object::TransferEvent', { object: `0x${'ee'.repeat(32)}`, from: 'a', to: 'b' })]), 'move', ctx)[0]!.kind).toBe('other');
	});

	it('decodes Wasm cw721 actions; events without value attributes do not break it', () => {
		const contract = 'init1wug8sewp6cedgkmrmvhl3lf3tulagm9hnvy8p0rppz9yjw0g4wtq7947m6';
		const ctx = { collection: contract, tokenId: 'x', objectAddress: null };
		const ev = { type: 'wasm', attributes: [{ key: '_contract_address', value: contract }, { key: 'action', value: 'transfer_nft' }, { key: 'token_id', value: 'x' }, { key: 'sender', value: 'init1a' }, { key: 'recipient', value: 'init1b' }, { key: 'empty', value: '' }] };
		expect(nftActions(tx([ev], '/cosmwasm.wasm.v1.MsgExecuteContract'), 'wasm', ctx)).toEqual([{ kind: 'transfer', from: 'init1a', to: 'init1b' }]);
	});
});

describe('txNftActions', () => {
	it('lists every NFT action of a tx with what it acted on; ERC-20 Transfer logs (3 topics) are not NFTs', () => {
		const erc20 = { type: 'evm', attributes: [{ key: 'log', value: JSON.stringify({ address: COLL, topics: ['0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef', pad(A), pad(B)], data: pad('64') }) }] };
		expect(txNftActions(tx([evmLog('0', A, 1n), evmLog(A, B, 2n), erc20]), 'evm')).toEqual([
			{ kind: 'mint', to: 'init17w0adeg64ky0daxwd2ugyuneellmjgnxdtmpqz', collection: COLL, tokenId: '1' },
			{ kind: 'transfer', from: 'init17w0adeg64ky0daxwd2ugyuneellmjgnxdtmpqz', to: 'init1wzvhjux9rqfdcwspp37srdgwp5tac7wg9ql75y', collection: COLL, tokenId: '2' }
		]);
	});
	it('Move: each object’s mint folds its first transfer; other objects stay separate', () => {
		const ev = (type: string, data: object) => ({ type: 'move', attributes: [{ key: 'type_tag', value: type }, { key: 'data', value: JSON.stringify(data) }] });
		const [x, y] = [`0x${'ab'.repeat(32)}`, `0x${'cd'.repeat(32)}`];
		const coll = `0x${'ef'.repeat(32)}`;
		expect(txNftActions(tx([ev('0x1::collection::MintEvent', { collection: coll, index: '1', nft: x }), ev('0x1::object::TransferEvent', { object: y, from: 'a', to: 'b' }), ev('0x1::object::TransferEvent', { object: x, from: 'c', to: 'd' })]), 'move')).toEqual([
			{ kind: 'mint', object: x, collection: coll, to: 'd' },
			{ kind: 'transfer', object: y, from: 'a', to: 'b' }
		]);
	});
});
