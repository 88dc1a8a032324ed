import { describe, expect, it } from 'vitest';
import { createEvmRpc } from '../api/evm-rpc';
import { fakeFetch, jsonResponse } from '../api/fixtures/fake-fetch';
import { WalletTimeoutError } from './errors';
import { fakeNode, hashOf, TOKEN, USER } from './fake-node';
import { pollReceipt, REPLACEMENT_SCAN_BLOCKS, type RpcReader } from './receipt';


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

	it('reports the tx once while it waits in the pool, with a block below any it can land in', async () => {
		const node = fakeNode();
		node.emptyBlocks(4);
		const tx = node.send();
		const seen: [string, bigint, bigint][] = [];
		const time = fakeTime((poll) => poll === 3 && node.mine());
		await pollReceipt(node.reader, tx.hash, { ...opts(time), onPending: (t, floor) => seen.push([t.hash, t.nonce, floor]) });
		// latest was block 4 when it was seen pending: it can land in block 4 at the earliest if mined meanwhile
		expect(seen).toEqual([[tx.hash, 0n, 3n]]);
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
