// The seeded history as every service serves it: the indexer's tx and evm-tx routes, the chain REST
// tx lookup and latest block, JSON-RPC txs, receipts, blocks and minievm's hash mapping, the Move
// username views (chain-api §1, §2, §4, §5; indexer-api §5.7, §13). Over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BURNER, OTHER, TEST_EVM } from '../accounts';
import { EVM_L2, L1, MOVE_L2 } from '../chains';
import { FIXTURES } from '../fixtures';
import type { Service } from '../http';
import { DEFAULT_KNOBS } from '../knobs';
import { startIndexer, TEST_BASE, type Indexer } from '../indexer/testing';
import { serveOne } from '../test-utils';
import { createChains } from './index';
import { USERNAMES_MODULE } from './usernames';

const T = FIXTURES.txs;
const E = T.evm;
type Server = Awaited<ReturnType<typeof serveOne>>;

let evmIx: Indexer;
let l1Ix: Indexer;
let servers: Server[] = [];
let rest: (chainId: string, path: string, init?: RequestInit) => Promise<{ status: number; type: string | null; json: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- wire JSON under test
let rpc: (method: string, params: unknown[]) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- wire JSON under test

beforeAll(async () => {
	[evmIx, l1Ix] = await Promise.all([startIndexer(EVM_L2), startIndexer(L1)]);
	const chains = createChains(TEST_BASE, () => DEFAULT_KNOBS);
	const mount = async (s: Service | undefined) => {
		const server = await serveOne(s!);
		servers.push(server);
		return server.url;
	};
	const restUrls = new Map<string, string>();
	for (const id of [L1, EVM_L2, MOVE_L2]) restUrls.set(id, await mount(chains.rest(id)));
	const rpcUrl = await mount(chains.jsonRpc(EVM_L2));
	rest = async (chainId, path, init) => {
		const r = await fetch(restUrls.get(chainId)! + path, init);
		return { status: r.status, type: r.headers.get('content-type'), json: await r.json() };
	};
	rpc = async (method, params) => {
		const r = await fetch(rpcUrl, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }) });
		return ((await r.json()) as { result: unknown }).result;
	};
});
afterAll(async () => {
	await Promise.all([evmIx?.close(), l1Ix?.close(), ...servers.map((s) => s.close())]);
	servers = [];
});

describe('indexer tx/v1/txs/{hash}', () => {
	it('finds a tx by its Cosmos hash in any case, with or without 0x', async () => {
		for (const h of [T.l1.bankSend.hash, T.l1.bankSend.hash.toLowerCase(), `0x${T.l1.bankSend.hash.toLowerCase()}`]) {
			const r = await l1Ix.get(`/indexer/tx/v1/txs/${h}`);
			expect(r.status).toBe(200);
			expect(Object.keys(r.json)).toEqual(['tx']);
			expect(r.json.tx.txhash).toBe(T.l1.bankSend.hash);
		}
		const failed = (await l1Ix.get(`/indexer/tx/v1/txs/${T.l1.failedSend.hash}`)).json.tx;
		expect(failed).toMatchObject({ code: 5, codespace: 'sdk', raw_log: T.l1.failedSend.log });
		expect(failed.tx.body.messages[0]['@type']).toBe('/cosmos.bank.v1beta1.MsgSend');
	});

	it('404 text for unknown hashes (EVM hashes too), 400 for non-hex', async () => {
		const unknown = await l1Ix.get(`/indexer/tx/v1/txs/${'AB'.repeat(32)}`);
		expect({ status: unknown.status, type: unknown.type, text: unknown.text }).toEqual({ status: 404, type: 'text/plain; charset=utf-8', text: '[NOT_FOUND] transaction not found' });
		expect((await evmIx.get(`/indexer/tx/v1/txs/${E.valueTransfer.evmHash}`)).status).toBe(404);
		expect((await l1Ix.get('/indexer/tx/v1/txs/xyz')).text).toBe('invalid hash format');
		// The same hash on another chain's indexer is not there.
		expect((await evmIx.get(`/indexer/tx/v1/txs/${T.l1.bankSend.hash}`)).status).toBe(404);
	});
});

describe('indexer tx/v1/evm-txs/{hash}', () => {
	it('serves the receipt keys in rollytics order; a creation has to "" and a contract address', async () => {
		const r = await evmIx.get(`/indexer/tx/v1/evm-txs/${E.creation.evmHash}`);
		expect(Object.keys(r.json.tx)).toEqual(['blockHash', 'blockNumber', 'contractAddress', 'cumulativeGasUsed', 'effectiveGasPrice', 'from', 'gasUsed', 'logs', 'logsBloom', 'status', 'to', 'transactionHash', 'transactionIndex', 'type']);
		expect(r.json.tx).toMatchObject({ to: '', status: '0x1', from: TEST_EVM.hex.toLowerCase(), transactionHash: E.creation.evmHash });
		expect(r.json.tx.contractAddress).toMatch(/^0x[0-9a-f]{40}$/);
		expect((await evmIx.get(`/indexer/tx/v1/evm-txs/${E.reverted.evmHash}`)).json.tx.status).toBe('0x0');
	});

	it('has the synthetic twin (from zero) and 404s Cosmos hashes and txs without a twin', async () => {
		expect((await evmIx.get(`/indexer/tx/v1/evm-txs/${E.synthetic.evmHash}`)).json.tx.from).toBe(`0x${'0'.repeat(40)}`);
		const missing = await evmIx.get(`/indexer/tx/v1/evm-txs/${E.synthetic.hash}`);
		expect([missing.status, missing.text]).toEqual([404, 'tx not found']);
		expect((await l1Ix.get(`/indexer/tx/v1/evm-txs/${E.synthetic.evmHash}`)).text).toBe('evm routes are not available on this chain');
	});
});

describe('chain REST', () => {
	it('serves a seeded tx in proto order, seconds-precision time, every attribute with value and index', async () => {
		const r = await rest(L1, `/cosmos/tx/v1beta1/txs/${T.l1.failedSend.hash.toLowerCase()}`);
		expect(r.status).toBe(200);
		expect(Object.keys(r.json)).toEqual(['tx', 'tx_response']);
		expect(Object.keys(r.json.tx.body).slice(0, 2)).toEqual(['messages', 'memo']);
		expect(r.json.tx_response).toMatchObject({ txhash: T.l1.failedSend.hash, code: 5, codespace: 'sdk', raw_log: T.l1.failedSend.log, logs: [] });
		expect(r.json.tx_response.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
		expect(r.json.tx_response.tx['@type']).toBe('/cosmos.tx.v1beta1.Tx');
		for (const e of r.json.tx_response.events) for (const a of e.attributes) expect(Object.keys(a)).toEqual(['key', 'value', 'index']);
	});

	it('404 code 5 for unknown hashes; a 0x prefix fails hex decoding (500, code 2)', async () => {
		expect(await rest(L1, `/cosmos/tx/v1beta1/txs/${'AB'.repeat(32)}`)).toMatchObject({ status: 404, json: { code: 5, message: `tx not found: ${'AB'.repeat(32)}` } });
		expect(await rest(L1, `/cosmos/tx/v1beta1/txs/0x${T.l1.bankSend.hash}`)).toMatchObject({ status: 500, json: { code: 2 } });
	});

	it('the latest block continues after the seeded history the indexer has', async () => {
		const block = (await rest(EVM_L2, '/cosmos/base/tendermint/v1beta1/blocks/latest')).json.block.header;
		const status = (await evmIx.get('/status')).json;
		expect(block.chain_id).toBe(EVM_L2);
		expect(Number(block.height)).toBeGreaterThan(status.height);
		expect(block.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z$/);
	});

	it('minievm params name the fee token', async () => {
		expect((await rest(EVM_L2, '/minievm/evm/v1/params')).json.params).toMatchObject({ fee_denom: expect.stringMatching(/^l2\//), gas_refund_ratio: '0.5' });
	});
});

describe('JSON-RPC', () => {
	it('an Ethereum tx with value: tx, receipt and its block time', async () => {
		const tx = await rpc('eth_getTransactionByHash', [E.valueTransfer.evmHash]);
		expect(tx).toMatchObject({ hash: E.valueTransfer.evmHash, from: E.valueTransfer.from, to: E.valueTransfer.to, value: `0x${(E.valueTransfer.value.baseUnits * 10n ** 12n).toString(16)}`, input: '0x', type: '0x2' });
		const receipt = await rpc('eth_getTransactionReceipt', [E.valueTransfer.evmHash]);
		expect(receipt).toMatchObject({ status: '0x1', transactionHash: E.valueTransfer.evmHash, blockNumber: tx.blockNumber, blockHash: tx.blockHash });
		expect(BigInt(receipt.effectiveGasPrice)).toBeGreaterThan(0n);
		const block = await rpc('eth_getBlockByNumber', [tx.blockNumber, false]);
		expect(block.transactions).toContain(E.valueTransfer.evmHash);
		expect(await rpc('eth_getBlockByHash', [tx.blockHash, false])).toEqual(block);
		// Seconds, in the seeded history (2026), before the live blocks.
		expect(Number(BigInt(block.timestamp))).toBeGreaterThan(Date.UTC(2026, 0, 1) / 1000);
	});

	it('the synthetic twin: from zero, to null, input = the Cosmos hash, all else zero', async () => {
		expect(await rpc('eth_getTransactionByHash', [E.synthetic.evmHash])).toMatchObject({ from: `0x${'0'.repeat(40)}`, to: null, input: `0x${E.synthetic.hash.toLowerCase()}`, value: '0x0', gasPrice: '0x0', v: '0x0', r: '0x0', s: '0x0', type: '0x0' });
	});

	it('maps hashes both ways; zeros when there is no twin; null for unknown txs', async () => {
		expect(await rpc('cosmos_txHashByCosmosTxHash', [E.valueTransfer.hash])).toBe(E.valueTransfer.evmHash);
		expect(await rpc('cosmos_txHashByCosmosTxHash', [`0x${E.synthetic.hash.toLowerCase()}`])).toBe(E.synthetic.evmHash);
		expect(await rpc('cosmos_cosmosTxHashByTxHash', [E.reverted.evmHash])).toBe(E.reverted.hash.toLowerCase());
		expect(await rpc('cosmos_txHashByCosmosTxHash', [E.withdrawal.hash])).toBe(`0x${'0'.repeat(64)}`);
		expect(await rpc('cosmos_cosmosTxHashByTxHash', [`0x${'ab'.repeat(32)}`])).toBe('0'.repeat(64));
		expect(await rpc('eth_getTransactionByHash', [`0x${'ab'.repeat(32)}`])).toBeNull();
		expect(await rpc('eth_getTransactionReceipt', [E.withdrawal.hash])).toBeNull();
	});
});

describe('usernames (L1 view/json)', () => {
	const view = async (fn: string, arg: string, chain = L1) =>
		rest(chain, '/initia/move/v1/view/json', {
			method: 'POST',
			body: JSON.stringify({ address: USERNAMES_MODULE, module_name: 'usernames', function_name: fn, type_args: [], args: [JSON.stringify(arg)] })
		});

	it('name → address and address → primary name, as JSON text', async () => {
		expect((await view('get_address_from_name', 'alice')).json).toMatchObject({ data: JSON.stringify(TEST_EVM.hex.toLowerCase()), events: [] });
		expect((await view('get_name_from_address', `0x${TEST_EVM.hex.slice(2).toLowerCase().padStart(64, '0')}`)).json.data).toBe('"alice"');
		expect((await view('get_name_from_address', OTHER.hex)).json.data).toBe('"loom-weaver"');
	});

	it('none for an expired name, a non-primary owner and an uppercase lookup', async () => {
		expect((await view('get_address_from_name', 'faded')).json.data).toBe('null');
		expect((await view('get_address_from_name', 'bob')).json.data).toBe(JSON.stringify(BURNER.hex.toLowerCase()));
		expect((await view('get_name_from_address', BURNER.hex)).json.data).toBe('null');
		expect((await view('get_address_from_name', 'Alice')).json.data).toBe('null');
	});

	it('errors for an unknown function, a bad address and on other chains', async () => {
		expect((await view('nope', 'x')).status).toBe(400);
		expect((await view('get_name_from_address', 'init1xyz')).json).toMatchObject({ code: 3 });
		expect((await view('get_address_from_name', 'alice', MOVE_L2)).status).toBe(400);
	});
});
