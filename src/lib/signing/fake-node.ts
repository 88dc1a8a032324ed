// A JSON-RPC node in memory for the receipt and nonce-search tests (receipt.test.ts, bridge/evm-send.test.ts).
import * as v from 'valibot';
import type { RpcReader } from './receipt';

export const USER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
export const TOKEN = '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913';
export const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
export const hex = (n: number | bigint) => `0x${n.toString(16)}`;

export interface Tx {
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
export function fakeNode() {
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

