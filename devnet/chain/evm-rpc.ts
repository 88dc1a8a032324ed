// EVM JSON-RPC of one simulated EVM chain (the calls viem, the app and the burner wallet make),
// with geth's result shapes and error codes; batches supported.
import { hexToBigInt, isAddress, isHex, keccak256, numberToHex, stringToHex, zeroAddress, zeroHash, type Hex } from 'viem';
import { sendJson, textError, type Ctx, type Service } from '../http';
import { accountKey } from './address';
import { RpcError, baseFee, estimateGas, sendRawTransaction, simulateCall, type EvmCall } from './evm-state';
import type { ChainLedger, TxRecord } from './ledger';

export interface EvmRpc {
	evmChainId: number;
	/** One request; throws RpcError. */
	call(method: string, params: unknown[]): Promise<unknown>;
	service: Service;
}

const EMPTY_BLOOM = `0x${'0'.repeat(512)}`;
/** keccak256(rlp([])), the uncle hash of every post-merge block. */
const EMPTY_UNCLES = '0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347';
const BLOCK_GAS_LIMIT = 30_000_000n;
const TX_TYPES: Record<string, Hex> = { legacy: '0x0', eip2930: '0x1', eip1559: '0x2' };

const hex = (n: bigint | number) => numberToHex(n);
const invalidArg = (i: number, why: string) => new RpcError(-32602, `invalid argument ${i}: ${why}`);

function quantity(v: unknown, i: number): bigint {
	if (v === undefined || v === null) return 0n;
	if (typeof v !== 'string' || !isHex(v)) throw invalidArg(i, `hex string expected, got ${JSON.stringify(v)}`);
	return hexToBigInt(v);
}

function address(v: unknown, i: number): string {
	if (typeof v !== 'string' || !isAddress(v, { strict: false })) throw invalidArg(i, `hex address expected, got ${JSON.stringify(v)}`);
	return v.toLowerCase();
}

/** A call object of eth_call / eth_estimateGas (input or data; from defaults to the zero address). */
function callOf(v: unknown): EvmCall {
	if (!v || typeof v !== 'object') throw invalidArg(0, 'call object expected');
	const o = v as Record<string, unknown>;
	if (o.to === undefined || o.to === null) throw new RpcError(-32000, 'contract creation is not supported by the devnet');
	const data = o.input ?? o.data ?? '0x';
	if (typeof data !== 'string' || !isHex(data)) throw invalidArg(0, 'data must be hex');
	return { from: o.from === undefined ? zeroAddress : address(o.from, 0), to: address(o.to, 0), value: quantity(o.value, 0), data: data.toLowerCase() as Hex };
}

/** `extensions`: methods answered first (e.g. for the seeded history); returning undefined falls through. */
export function createEvmRpc(ledger: ChainLedger, chainId: string, extensions: Record<string, (params: unknown[]) => unknown> = {}): EvmRpc {
	const chain = ledger.def(chainId);
	const evmChainId = chain.evmChainId!;
	const blockHash = (height: number): Hex => keccak256(stringToHex(`${chainId}/block/${height}`));

	function height(tag: unknown): number {
		const latest = ledger.height(chainId);
		if (tag === undefined || tag === 'latest' || tag === 'pending' || tag === 'safe' || tag === 'finalized') return latest;
		if (tag === 'earliest') return 1;
		return Number(quantity(tag, 0));
	}

	const evmTxs = (h: number) => ledger.block(chainId, h).filter((r) => r.detail.kind === 'evm');

	function txJson(r: TxRecord) {
		if (r.detail.kind !== 'evm') throw new Error('not an EVM tx');
		const { parsed, from } = r.detail;
		const included = r.tx.height > 0;
		return {
			hash: r.tx.hash,
			nonce: hex(parsed.nonce ?? 0),
			blockHash: included ? blockHash(r.tx.height) : null,
			blockNumber: included ? hex(r.tx.height) : null,
			transactionIndex: included ? hex(evmTxs(r.tx.height).indexOf(r)) : null,
			from,
			to: r.tx.evm!.to,
			value: hex(parsed.value ?? 0n),
			gas: hex(parsed.gas ?? 0n),
			gasPrice: hex(included ? r.detail.effectiveGasPrice : ((parsed.type === 'eip1559' ? parsed.maxFeePerGas : parsed.gasPrice) ?? 0n)),
			...(parsed.type === 'eip1559' ? { maxFeePerGas: hex(parsed.maxFeePerGas ?? 0n), maxPriorityFeePerGas: hex(parsed.maxPriorityFeePerGas ?? 0n) } : {}),
			...(parsed.type !== 'legacy' ? { accessList: parsed.accessList ?? [], yParity: hex(parsed.yParity ?? 0) } : {}),
			input: r.tx.evm!.data,
			type: TX_TYPES[parsed.type ?? 'legacy'],
			chainId: hex(evmChainId),
			v: hex(parsed.v ?? BigInt(parsed.yParity ?? 0)),
			r: parsed.r,
			s: parsed.s
		};
	}

	function receiptJson(r: TxRecord) {
		if (r.detail.kind !== 'evm') throw new Error('not an EVM tx');
		const block = evmTxs(r.tx.height);
		const index = block.indexOf(r);
		const before = block.slice(0, index);
		let logIndex = before.reduce((n, t) => n + (t.detail.kind === 'evm' ? t.detail.logs.length : 0), 0);
		const at = { blockNumber: hex(r.tx.height), blockHash: blockHash(r.tx.height), transactionHash: r.tx.hash, transactionIndex: hex(index) };
		return {
			...at,
			from: r.detail.from,
			to: r.tx.evm!.to,
			cumulativeGasUsed: hex(before.reduce((n, t) => n + t.gasUsed, r.gasUsed)),
			gasUsed: hex(r.gasUsed),
			effectiveGasPrice: hex(r.detail.effectiveGasPrice),
			contractAddress: null,
			logs: r.detail.logs.map((l) => ({ ...l, ...at, logIndex: hex(logIndex++), removed: false })),
			logsBloom: EMPTY_BLOOM,
			status: r.tx.code === 0 ? '0x1' : '0x0',
			type: TX_TYPES[r.detail.parsed.type ?? 'legacy']
		};
	}

	function blockJson(h: number, full: boolean) {
		const txs = evmTxs(h);
		return {
			number: hex(h),
			hash: blockHash(h),
			parentHash: h > 1 ? blockHash(h - 1) : zeroHash,
			timestamp: hex(Math.floor(ledger.blockTime(chainId, h) / 1000)),
			baseFeePerGas: hex(baseFee(chain)),
			gasLimit: hex(BLOCK_GAS_LIMIT),
			gasUsed: hex(txs.reduce((n, t) => n + t.gasUsed, 0n)),
			miner: zeroAddress,
			difficulty: '0x0',
			totalDifficulty: '0x0',
			extraData: '0x',
			logsBloom: EMPTY_BLOOM,
			nonce: '0x0000000000000000',
			mixHash: zeroHash,
			sha3Uncles: EMPTY_UNCLES,
			stateRoot: zeroHash,
			transactionsRoot: zeroHash,
			receiptsRoot: zeroHash,
			size: hex(0),
			uncles: [],
			transactions: full ? txs.map(txJson) : txs.map((t) => t.tx.hash)
		};
	}

	const evmRecord = (hash: unknown) => {
		const r = typeof hash === 'string' ? ledger.record(chainId, hash) : undefined;
		return r?.detail.kind === 'evm' ? r : undefined;
	};

	const methods: Record<string, (p: unknown[]) => unknown> = {
		eth_chainId: () => hex(evmChainId),
		net_version: () => String(evmChainId),
		eth_blockNumber: () => hex(ledger.height(chainId)),
		eth_getBlockByNumber: ([tag, full]) => {
			const h = height(tag);
			return h > ledger.startHeight(chainId) && h <= ledger.height(chainId) ? blockJson(h, full === true) : null;
		},
		eth_getBlockByHash: ([hash, full]) => {
			const want = typeof hash === 'string' ? hash.toLowerCase() : '';
			for (let h = ledger.height(chainId); h > ledger.startHeight(chainId); h--) if (blockHash(h) === want) return blockJson(h, full === true);
			return null;
		},
		eth_getBalance: ([a]) => hex(ledger.balance(chainId, address(a, 0), chain.feeDenom)),
		eth_getTransactionCount: ([a, tag]) => {
			const key = accountKey(chain, address(a, 0));
			const nonce = ledger.account(chainId, key)?.sequence ?? 0;
			return hex(tag === 'pending' ? nonce : nonce - ledger.pendingFrom(chainId, key));
		},
		eth_gasPrice: () => hex(baseFee(chain)),
		// What this chain's blocks include now (a busy chain's least tip, else nothing above the base fee).
		eth_maxPriorityFeePerGas: () => hex(ledger.minTip(chainId)),
		eth_feeHistory: ([count, newest, percentiles]) => {
			const last = height(newest);
			const n = Math.max(0, Math.min(Number(quantity(count, 0)), last));
			const rewards = Array.isArray(percentiles) ? percentiles.map(() => hex(0)) : undefined;
			return {
				oldestBlock: hex(last - n + 1),
				baseFeePerGas: Array.from({ length: n + 1 }, () => hex(baseFee(chain))),
				gasUsedRatio: Array.from({ length: n }, (_, i) => Number(evmTxs(last - n + 1 + i).reduce((g, t) => g + t.gasUsed, 0n)) / Number(BLOCK_GAS_LIMIT)),
				...(rewards ? { reward: Array.from({ length: n }, () => rewards) } : {})
			};
		},
		eth_estimateGas: ([c]) => hex(estimateGas(ledger, chainId, callOf(c))),
		eth_call: ([c]) => simulateCall(ledger, chainId, callOf(c)),
		eth_sendRawTransaction: ([raw]) => {
			if (typeof raw !== 'string' || !isHex(raw)) throw invalidArg(0, 'hex string expected');
			return sendRawTransaction(ledger, chainId, raw);
		},
		eth_getTransactionReceipt: ([h]) => {
			const r = evmRecord(h);
			return r && r.tx.height > 0 ? receiptJson(r) : null;
		},
		eth_getTransactionByHash: ([h]) => {
			const r = evmRecord(h);
			return r ? txJson(r) : null;
		}
	};

	async function call(method: string, params: unknown[]): Promise<unknown> {
		const answered = extensions[method]?.(params);
		if (answered !== undefined) return answered;
		const fn = methods[method];
		if (!fn) throw new RpcError(-32601, `the method ${method} does not exist/is not available`);
		return fn(params);
	}

	async function one(req: unknown) {
		const r = (req && typeof req === 'object' ? req : {}) as { id?: unknown; method?: unknown; params?: unknown };
		const id = r.id ?? null;
		if (typeof r.method !== 'string') return { jsonrpc: '2.0', id, error: { code: -32600, message: 'invalid request' } };
		try {
			return { jsonrpc: '2.0', id, result: await call(r.method, Array.isArray(r.params) ? r.params : []) };
		} catch (e) {
			if (!(e instanceof RpcError)) throw e;
			return { jsonrpc: '2.0', id, error: { code: e.code, message: e.message, ...(e.data !== undefined ? { data: e.data } : {}) } };
		}
	}

	async function handle(ctx: Ctx) {
		if (ctx.method !== 'POST') return sendJson(ctx.res, 405, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'POST only' } });
		let body: unknown;
		try {
			body = JSON.parse(await ctx.body());
		} catch {
			return sendJson(ctx.res, 200, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'parse error' } });
		}
		if (!Array.isArray(body)) return sendJson(ctx.res, 200, await one(body));
		if (body.length === 0) return sendJson(ctx.res, 200, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'empty batch' } });
		const out = [];
		for (const req of body) out.push(await one(req));
		return sendJson(ctx.res, 200, out);
	}

	return { evmChainId, call, service: { name: 'jsonrpc', errorBody: textError, handle } };
}
