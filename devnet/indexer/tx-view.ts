// One seeded tx as each service prints it: the chain REST body (proto-JSON, seconds-precision
// timestamp, `index` on every attribute), and on the EVM rollup its EVM twin as minievm's JSON-RPC
// and rollytics' evm-txs route show it (chain-api §1.1, §2; indexer-api §5.7).
//
// Which Cosmos txs have an EVM twin (minievm indexer/utils.go): Ethereum-signed txs (a real EVM tx,
// failed ones too); other successful txs that emitted an EVM log (a synthetic legacy tx: from and
// to zero/null, input = the Cosmos hash, everything else 0); no twin otherwise.
import { keccak256, stringToHex } from 'viem';
import { assetOf, chainById } from '../chains';
import type { SeededTx } from './store';

type Json = Record<string, unknown>;
const isObj = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);
const hex = (n: bigint | number) => `0x${n.toString(16)}`;

/** The EVM block hash (minievm's own header hash, not CometBFT's); one formula for every service. */
export const evmBlockHash = (chainId: string, height: number) => keccak256(stringToHex(`${chainId}/block/${height}`));

/** Hash as a client sends it → lowercase hex without 0x; odd length left-padded (rollytics HexToBytes). Undefined if not hex. */
export function normaliseHash(raw: string): string | undefined {
	const digits = raw.replace(/^0x/i, '');
	if (!/^[0-9a-f]*$/i.test(digits)) return undefined;
	return (digits.length % 2 ? `0${digits}` : digits).toLowerCase();
}

// ---- Cosmos REST ----

const pick = (o: Json, keys: string[]): Json => {
	const out: Json = {};
	for (const k of keys) if (k in o) out[k] = o[k];
	for (const k of Object.keys(o)) if (!(k in out)) out[k] = o[k];
	return out;
};

/** The indexer's jsonb-ordered tx → proto field order (the order REST prints; clients must not rely on it). */
function protoTx(tx: Json): Json {
	const body = isObj(tx.body) ? tx.body : {};
	const auth = isObj(tx.auth_info) ? tx.auth_info : {};
	const messages = Array.isArray(body.messages) ? body.messages.map((m) => (isObj(m) ? pick(m, ['@type']) : m)) : [];
	return {
		body: pick({ ...body, messages }, ['messages', 'memo', 'timeout_height', 'extension_options', 'non_critical_extension_options']),
		auth_info: pick(
			{
				...auth,
				signer_infos: Array.isArray(auth.signer_infos) ? auth.signer_infos.map((s) => (isObj(s) ? pick(s, ['public_key', 'mode_info', 'sequence']) : s)) : [],
				fee: isObj(auth.fee) ? pick(auth.fee, ['amount', 'gas_limit', 'payer', 'granter']) : auth.fee
			},
			['signer_infos', 'fee', 'tip']
		),
		signatures: tx.signatures ?? []
	};
}

/** `GET /cosmos/tx/v1beta1/txs/{hash}` body of a seeded tx. */
export function restTxBody(t: SeededTx): Json {
	const w = t.row.json() as Json;
	const tx = protoTx(isObj(w.tx) ? w.tx : {});
	const events = (Array.isArray(w.events) ? w.events : []).map((e: Json) => ({
		type: e.type,
		// REST prints every attribute with its value and index (the indexer's jsonb drops the empty ones).
		attributes: (Array.isArray(e.attributes) ? (e.attributes as Json[]) : []).map((a) => ({ key: a.key, value: a.value ?? '', index: a.index === true }))
	}));
	return {
		tx,
		tx_response: {
			height: w.height,
			txhash: w.txhash,
			codespace: w.codespace,
			code: w.code,
			data: w.data,
			raw_log: w.raw_log,
			logs: [],
			info: '',
			gas_wanted: w.gas_wanted,
			gas_used: w.gas_used,
			tx: { '@type': '/cosmos.tx.v1beta1.Tx', ...tx },
			// RFC3339 without fractions (cosmos-sdk mkTxResult).
			timestamp: String(w.timestamp).replace(/\.\d+Z$/, 'Z'),
			events
		}
	};
}

// ---- EVM twin ----

interface EvmLog {
	address: string;
	topics: string[];
	data: string;
}

interface TwinFacts {
	kind: 'ethereum' | 'synthetic';
	/** 0x + 64 lowercase hex. */
	hash: string;
	from: string;
	to: string | null;
	value: bigint;
	input: string;
	nonce: number;
	gasLimit: bigint;
	gasUsed: bigint;
	gasPrice: bigint;
	status: 0 | 1;
	logs: EvmLog[];
	contractAddress: string | null;
}

function logsOf(w: Json): EvmLog[] {
	const out: EvmLog[] = [];
	for (const e of Array.isArray(w.events) ? (w.events as Json[]) : []) {
		if (e.type !== 'evm') continue;
		for (const a of Array.isArray(e.attributes) ? (e.attributes as Json[]) : []) {
			if (a.key !== 'log' || typeof a.value !== 'string') continue;
			const log = JSON.parse(a.value) as EvmLog;
			out.push({ address: log.address.toLowerCase(), topics: log.topics, data: log.data });
		}
	}
	return out;
}

/** Wei per base unit of the chain's fee token (JSON-RPC values are 18-decimal). */
function weiFactor(chainId: string): bigint {
	const c = chainById(chainId);
	const decimals = (c && assetOf(chainId, c.feeDenom)?.decimals) ?? 18;
	return 10n ** BigInt(Math.max(0, 18 - decimals));
}

/** The EVM twin of a seeded tx on an EVM chain, or undefined when minievm gives it none. */
export function evmTwin(chainId: string, t: SeededTx): TwinFacts | undefined {
	if (!t.evmHash) return undefined;
	const w = t.row.json() as Json;
	const logs = logsOf(w);
	if (!t.ethereum && (t.failed || logs.length === 0)) return undefined;
	const hash = `0x${t.evmHash}`;
	const gasUsed = BigInt(String(w.gas_used));
	const status = t.failed ? 0 : 1;
	if (!t.ethereum)
		return { kind: 'synthetic', hash, from: `0x${'0'.repeat(40)}`, to: null, value: 0n, input: `0x${String(w.txhash).toLowerCase()}`, nonce: 0, gasLimit: 0n, gasUsed, gasPrice: 0n, status, logs, contractAddress: null };
	const tx = isObj(w.tx) ? w.tx : {};
	const msg = (isObj(tx.body) && Array.isArray(tx.body.messages) ? tx.body.messages[0] : undefined) as Json | undefined;
	const gasLimit = BigInt(String(w.gas_wanted));
	const auth = isObj(tx.auth_info) && isObj(tx.auth_info.fee) ? tx.auth_info.fee : {};
	const feeCoin = Array.isArray(auth.amount) ? (auth.amount[0] as Json | undefined) : undefined;
	const factor = weiFactor(chainId);
	const gasPrice = feeCoin && gasLimit > 0n ? (BigInt(String(feeCoin.amount)) * factor) / gasLimit : 0n;
	const creation = msg?.['@type'] === '/minievm.evm.v1.MsgCreate';
	const created = creation
		? (((w.events as Json[]).find((e) => e.type === 'contract_created')?.attributes as Json[] | undefined)?.find((a) => a.key === 'contract')?.value as string | undefined)
		: undefined;
	return {
		kind: 'ethereum',
		hash,
		from: `0x${t.signer.key}`,
		to: creation ? null : String(msg?.contract_addr ?? '').toLowerCase() || null,
		value: BigInt(String(msg?.value ?? '0') || '0') * factor,
		input: String((creation ? msg?.code : msg?.input) ?? '0x').toLowerCase(),
		nonce: t.nonce,
		gasLimit,
		gasUsed,
		gasPrice,
		status,
		logs: t.failed ? [] : logs,
		contractAddress: created && !t.failed ? created.toLowerCase() : null
	};
}

/** Position data of a twin in its block: index among the block's twins and the gas used before it. */
export interface BlockSlot {
	chainId: string;
	height: number;
	index: number;
	gasBefore: bigint;
	/** Logs of the block's earlier twins (for logIndex). */
	logsBefore: number;
}

const r32 = (seed: string) => keccak256(stringToHex(seed));

/** `eth_getTransactionByHash` result. */
export function evmTxJson(f: TwinFacts, slot: BlockSlot, evmChainId: number) {
	const synthetic = f.kind === 'synthetic';
	return {
		blockHash: evmBlockHash(slot.chainId, slot.height),
		blockNumber: hex(slot.height),
		from: f.from,
		gas: hex(f.gasLimit),
		gasPrice: hex(f.gasPrice),
		...(synthetic ? {} : { maxFeePerGas: hex(f.gasPrice), maxPriorityFeePerGas: hex(f.gasPrice) }),
		hash: f.hash,
		input: f.input,
		nonce: hex(f.nonce),
		to: f.to,
		transactionIndex: hex(slot.index),
		value: hex(f.value),
		type: synthetic ? '0x0' : '0x2',
		...(synthetic ? {} : { accessList: [], yParity: '0x1' }),
		chainId: hex(evmChainId),
		v: synthetic ? '0x0' : '0x1',
		r: synthetic ? '0x0' : r32(`${f.hash}/r`),
		s: synthetic ? '0x0' : r32(`${f.hash}/s`)
	};
}

/** `eth_getTransactionReceipt` result, and (cut to its keys) rollytics' `EvmTx`. */
export function evmReceiptJson(f: TwinFacts, slot: BlockSlot) {
	const at = { blockNumber: hex(slot.height), blockHash: evmBlockHash(slot.chainId, slot.height), transactionHash: f.hash, transactionIndex: hex(slot.index) };
	return {
		blockHash: at.blockHash,
		blockNumber: at.blockNumber,
		contractAddress: f.contractAddress,
		cumulativeGasUsed: hex(slot.gasBefore + f.gasUsed),
		effectiveGasPrice: hex(f.gasPrice),
		from: f.from,
		gasUsed: hex(f.gasUsed),
		logs: f.logs.map((l, i) => ({ address: l.address, topics: l.topics, data: l.data, ...at, logIndex: hex(slot.logsBefore + i), removed: false })),
		logsBloom: `0x${'0'.repeat(512)}`,
		status: hex(f.status),
		to: f.to,
		transactionHash: f.hash,
		transactionIndex: at.transactionIndex,
		type: f.kind === 'synthetic' ? '0x0' : '0x2'
	};
}

/** Twins at one height with their slots, in block order. */
export function twinsAt(chainId: string, txs: readonly SeededTx[]): { tx: SeededTx; facts: TwinFacts; slot: BlockSlot }[] {
	const out: { tx: SeededTx; facts: TwinFacts; slot: BlockSlot }[] = [];
	let gasBefore = 0n;
	let logsBefore = 0;
	for (const tx of txs) {
		const facts = evmTwin(chainId, tx);
		if (!facts) continue;
		out.push({ tx, facts, slot: { chainId, height: tx.row.height, index: out.length, gasBefore, logsBefore } });
		gasBefore += facts.gasUsed;
		logsBefore += facts.logs.length;
	}
	return out;
}
