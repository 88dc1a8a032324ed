import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createEvmRpc } from '../api/evm-rpc';
import { fakeFetch, jsonResponse } from '../api/fixtures/fake-fetch';
import { WalletTimeoutError } from './errors';
import { pollReceipt, REPLACEMENT_SCAN_BLOCKS, type RpcReader } from './receipt';

const USER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const TOKEN = '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913';
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const hex = (n: number | bigint) => `0x${n.toString(16)}`;

interface Tx {
	hash: string;
	from: string;
	to: string;
	value: bigint;
	input: string;
	nonce: number;
}

/**
 * A JSON-RPC node in memory: a pool of pending txs and a chain of blocks. `mine` puts pool txs in a new
 * block (a tx whose nonce is already used is dropped, as a node drops a replaced tx).
 */
function fakeNode() {
	const pool = new Map<string, Tx>();
	const blocks: Tx[][] = [[]];
	const noReceipt = new Set<string>();
	const calls: string[] = [];
	const nonces = new Map<string, number>();
	const minedIn = (hash: string) => blocks.findIndex((b) => b.some((t) => t.hash === hash));
	const txJson = (t: Tx, block: number | null) => ({
		hash: t.hash,
		from: t.from,
		to: t.to,
		value: hex(t.value),
		input: t.input,
		nonce: hex(t.nonce),
		gas: '0x5208',
		blockNumber: block === null ? null : hex(block)
	});

	const reader: RpcReader = {
		async call(method, params, schema) {
			calls.push(method);
			const [a, b] = params as [string, unknown];
			let result: unknown;
			switch (method) {
				case 'eth_getTransactionReceipt': {
					const n = minedIn(a);
					result =
						n < 0 || noReceipt.has(a)
							? null
							: { transactionHash: a, blockHash: hashOf(0xb000 + n), blockNumber: hex(n), status: '0x1', from: USER, to: TOKEN, contractAddress: null, gasUsed: '0x5208', logs: [] };
					break;
				}
				case 'eth_getTransactionByHash': {
					const n = minedIn(a);
					const t = pool.get(a) ?? blocks[n]?.find((x) => x.hash === a);
					result = t ? txJson(t, n < 0 ? null : n) : null;
					break;
				}
				case 'eth_getTransactionCount':
					result = hex(nonces.get(a) ?? 0);
					break;
				case 'eth_blockNumber':
					result = hex(blocks.length - 1);
					break;
				case 'eth_getBlockByNumber': {
					const n = Number(a);
					result = blocks[n] ? { number: hex(n), transactions: b ? blocks[n].map((t) => txJson(t, n)) : blocks[n].map((t) => t.hash) } : null;
					break;
				}
				default:
					throw new Error(`unexpected ${method}`);
			}
			return v.parse(schema, result);
		}
	};

	let next = 1;
	return {
		reader,
		calls,
		noReceipt,
		send(fields: Partial<Tx> = {}): Tx {
			const t: Tx = { hash: hashOf(next++), from: USER, to: TOKEN, value: 0n, input: '0x095ea7b3', nonce: nonces.get(USER) ?? 0, ...fields };
			pool.set(t.hash, t);
			return t;
		},
		drop(t: Tx) {
			pool.delete(t.hash);
		},
		/** The wallet replaces `t` (same sender and nonce, a new hash; by default the same call: a speed-up). */
		replace(t: Tx, fields: Partial<Tx> = { input: t.input }): Tx {
			pool.delete(t.hash);
			return this.send({ ...fields, nonce: t.nonce });
		},
		mine(): number {
			const block: Tx[] = [];
			for (const t of pool.values()) {
				if ((nonces.get(t.from) ?? 0) !== t.nonce) continue;
				nonces.set(t.from, t.nonce + 1);
				block.push(t);
			}
			for (const t of pool.values()) if ((nonces.get(t.from) ?? 0) > t.nonce) pool.delete(t.hash);
			blocks.push(block);
			return blocks.length - 1;
		},
		emptyBlocks(n: number) {
			for (let i = 0; i < n; i++) blocks.push([]);
		}
	};
}

/** A clock that only moves when the poller sleeps; `onSleep` runs the chain's events between polls. */
function fakeTime(onSleep: (poll: number) => void = () => {}) {
	let t = 0;
	let polls = 0;
	return {
		now: () => t,
		sleeps: () => polls,
		sleep: async (ms: number) => {
			t += ms;
			onSleep(++polls);
		}
	};
}

const opts = (time: ReturnType<typeof fakeTime>, timeoutMs = 30_000) => ({ timeoutMs, pollingIntervalMs: 1000, now: time.now, sleep: time.sleep });

describe('pollReceipt', () => {
	it('answers with the receipt once the tx is mined', async () => {
		const node = fakeNode();
		const tx = node.send();
		const time = fakeTime((poll) => poll === 3 && node.mine());
		const r = await pollReceipt(node.reader, tx.hash, opts(time));
		expect(r).toMatchObject({ transactionHash: tx.hash, status: 'success', blockNumber: 1n, replacedBy: null });
		expect(time.sleeps()).toBe(3);
	});

	it('times out on the injected clock with WalletTimeoutError when nothing is mined', async () => {
		const node = fakeNode();
		const tx = node.send();
		const time = fakeTime();
		await expect(pollReceipt(node.reader, tx.hash, opts(time, 5_000))).rejects.toThrow(WalletTimeoutError);
		expect(time.now()).toBe(5_000);
		expect(time.sleeps()).toBe(5);
	});

	it('follows a sped-up tx (same call, new hash) and calls it repriced', async () => {
		const node = fakeNode();
		const tx = node.send();
		const time = fakeTime((poll) => {
			if (poll !== 2) return;
			node.replace(tx);
			node.mine();
		});
		const r = await pollReceipt(node.reader, tx.hash, opts(time));
		expect(r.replacedBy).toEqual({ hash: hashOf(2), reason: 'repriced' });
		expect(r.transactionHash).toBe(hashOf(2));
	});

	it('tells a cancel (0 to self) and another call on the same nonce apart from a speed-up', async () => {
		for (const [fields, reason] of [
			[{ to: USER, value: 0n, input: '0x' }, 'cancelled'],
			[{ input: '0xdeadbeef' }, 'replaced']
		] as const) {
			const node = fakeNode();
			const tx = node.send();
			const time = fakeTime((poll) => {
				if (poll !== 1) return;
				node.replace(tx, fields);
				node.emptyBlocks(3);
				node.mine();
				node.emptyBlocks(2);
			});
			const r = await pollReceipt(node.reader, tx.hash, opts(time));
			expect(r.replacedBy).toEqual({ hash: hashOf(2), reason });
		}
	});

	it('takes the tx itself when it is mined between the receipt look and the nonce look', async () => {
		const node = fakeNode();
		const tx = node.send();
		let mined = false;
		const reader: RpcReader = {
			call(method, params, schema, o) {
				if (method === 'eth_getTransactionCount' && !mined) mined = Boolean(node.mine());
				return node.reader.call(method, params, schema, o);
			}
		};
		const time = fakeTime();
		const r = await pollReceipt(reader, tx.hash, opts(time));
		expect(r).toMatchObject({ transactionHash: tx.hash, blockNumber: 1n, replacedBy: null });
		expect(time.sleeps()).toBe(0);
	});

	it('looks again when the block is there but the node does not serve its receipt yet', async () => {
		const node = fakeNode();
		const tx = node.send();
		const time = fakeTime((poll) => {
			if (poll === 1) {
				node.noReceipt.add(node.replace(tx).hash);
				node.mine();
			} else node.noReceipt.clear();
		});
		const r = await pollReceipt(node.reader, tx.hash, opts(time));
		expect(r).toMatchObject({ transactionHash: hashOf(2), replacedBy: { reason: 'repriced' } });
		expect(time.sleeps()).toBe(2);
	});

	it('searches each block once, and only the recent ones', async () => {
		const node = fakeNode();
		const tx = node.send();
		const time = fakeTime((poll) => {
			if (poll === 1) {
				// replaced long before: out of the window, so never found (the wait times out)
				node.replace(tx);
				node.mine();
				node.emptyBlocks(REPLACEMENT_SCAN_BLOCKS + 8);
			}
			node.emptyBlocks(1);
		});
		await expect(pollReceipt(node.reader, tx.hash, opts(time, 5_000))).rejects.toThrow(WalletTimeoutError);
		// polls 2–6 find the nonce used: the first searches the window, the next four one new block each
		expect(node.calls.filter((c) => c === 'eth_getBlockByNumber')).toHaveLength(REPLACEMENT_SCAN_BLOCKS + 4);
	});

	it('waits out a dropped tx (nonce unused) until the timeout, without searching blocks', async () => {
		const node = fakeNode();
		const tx = node.send();
		const time = fakeTime((poll) => {
			if (poll === 1) node.drop(tx);
			node.mine();
		});
		await expect(pollReceipt(node.reader, tx.hash, opts(time, 4_000))).rejects.toThrow(WalletTimeoutError);
		expect(node.calls).not.toContain('eth_getBlockByNumber');
	});

	it('stops when its signal aborts', async () => {
		const node = fakeNode();
		const tx = node.send();
		const ctrl = new AbortController();
		const time = fakeTime(() => ctrl.abort(new Error('left the page')));
		await expect(pollReceipt(node.reader, tx.hash, { ...opts(time), signal: ctrl.signal })).rejects.toThrow('left the page');
		expect(time.sleeps()).toBe(1);
	});

	it('runs over the app\'s HTTP boundary (createEvmRpc), real timers', async () => {
		const RECEIPT = { transactionHash: hashOf(7), blockNumber: '0x10', status: '0x1', blockHash: hashOf(8), from: USER, to: TOKEN, gasUsed: '0x1', logs: [], contractAddress: null };
		let polls = 0;
		const f = fakeFetch((req) => {
			const { method, id } = JSON.parse(req.body!) as { method: string; id: number };
			const result = method === 'eth_getTransactionReceipt' ? (++polls > 1 ? RECEIPT : null) : null;
			return jsonResponse({ jsonrpc: '2.0', id, result });
		});
		const r = await pollReceipt(createEvmRpc('https://rpc.test/evm', { fetch: f }), hashOf(7), { timeoutMs: 5_000, pollingIntervalMs: 5 });
		expect(r).toMatchObject({ status: 'success', blockNumber: 16n, replacedBy: null });
		expect(f.calls.every((c) => c.url === 'https://rpc.test/evm' && c.method === 'POST')).toBe(true);
		expect(f.calls.map((c) => (JSON.parse(c.body!) as { method: string }).method)).toEqual(['eth_getTransactionReceipt', 'eth_getTransactionByHash', 'eth_getTransactionReceipt']);
	});
});
