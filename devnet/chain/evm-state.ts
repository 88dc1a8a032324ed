// EVM semantics of the simulated EVM chains: native value, the catalogue's ERC-20 tokens, the
// bridge contract on the external chain, deterministic gas, and mempool admission of raw txs with
// geth's rejections. State lives in the ledger; calls run on a Batch so reads (eth_call,
// eth_estimateGas) and reverts never touch it.
import {
	decodeFunctionData,
	encodeAbiParameters,
	encodeErrorResult,
	encodeEventTopics,
	encodeFunctionResult,
	getAddress,
	keccak256,
	parseAbi,
	parseTransaction,
	recoverTransactionAddress,
	zeroAddress,
	type Hex
} from 'viem';
import { BRIDGE_ABI, BRIDGE_CONTRACT, ERC20_ABI } from '../bridge-contract';
import { ASSETS, EXT_EVM, type AssetDef, type ChainDef } from '../chains';
import { accountKey, denomKey } from './address';
import type { Batch, ChainLedger, Outcome, TxDetail, TxRecord } from './ledger';
import { minFee } from './verify';

export class RpcError extends Error {
	constructor(
		readonly code: number,
		message: string,
		readonly data?: Hex
	) {
		super(message);
	}
}

/** A call with lowercase 0x addresses. */
export interface EvmCall {
	from: string;
	to: string;
	value: bigint;
	data: Hex;
}

export interface EvmLog {
	address: string;
	topics: Hex[];
	data: Hex;
}

export type CallResult =
	| { ok: true; returnData: Hex; logs: EvmLog[] }
	/** reason: the Error(string) message ('' for a bare revert); revert false = not a revert (value transfer failed). */
	| { ok: false; revert: boolean; reason: string };

export type ParsedTx = ReturnType<typeof parseTransaction>;

/** What eth_getTransactionByHash and receipts need beyond IncludedTx. */
export interface EvmTxDetail {
	parsed: ParsedTx;
	from: string;
	effectiveGasPrice: bigint;
	/** Priority fee per gas it pays above the base fee (live txs): a busy chain includes only enough of it. */
	tip?: bigint;
	logs: EvmLog[];
}

const EVENTS = parseAbi([
	'event Transfer(address indexed from, address indexed to, uint256 value)',
	'event Approval(address indexed owner, address indexed spender, uint256 value)'
]);
const ERROR_ABI = parseAbi(['error Error(string)']);
const BRIDGE = BRIDGE_CONTRACT.toLowerCase();

/** Per-call execution gas on top of the intrinsic gas: a fixed price per function. */
const EXEC_GAS: Record<string, bigint> = { approve: 24_000n, transfer: 30_000n, transferFrom: 35_000n, send: 60_000n };

/** Base fee per gas: the chain's minimum gas price rounded up to a whole unit. */
export const baseFee = (chain: ChainDef) => minFee(1n, chain.gasPrice);

const revertData = (reason: string): Hex => (reason ? encodeErrorResult({ abi: ERROR_ABI, errorName: 'Error', args: [reason] }) : '0x');

const tokenOf = (chain: ChainDef, address: string): AssetDef | undefined =>
	ASSETS.find((a) => a.chainId === chain.chainId && a.tokenContract?.toLowerCase() === address);

const isBridge = (chain: ChainDef, address: string) => chain.chainId === EXT_EVM && address === BRIDGE;

function functionName(abi: typeof ERC20_ABI | typeof BRIDGE_ABI, data: Hex): string | undefined {
	try {
		return decodeFunctionData({ abi, data }).functionName;
	} catch {
		return undefined;
	}
}

function intrinsicGas(data: Hex): bigint {
	let gas = 21_000n;
	for (let i = 2; i < data.length; i += 2) gas += data.slice(i, i + 2) === '00' ? 4n : 16n;
	return gas;
}

/** Gas a call uses; depends only on its shape, so admission, estimates and execution agree. */
function gasFor(chain: ChainDef, call: EvmCall): bigint {
	const abi = tokenOf(chain, call.to) ? ERC20_ABI : isBridge(chain, call.to) ? BRIDGE_ABI : undefined;
	const fn = abi && functionName(abi, call.data);
	return intrinsicGas(call.data) + (fn ? (EXEC_GAS[fn] ?? 0n) : 0n);
}

const transferLog = (token: string, from: string, to: string, value: bigint): EvmLog => ({
	address: token,
	topics: encodeEventTopics({ abi: EVENTS, eventName: 'Transfer', args: { from: from as Hex, to: to as Hex } }) as Hex[],
	data: encodeAbiParameters([{ type: 'uint256' }], [value])
});

const approvalLog = (token: string, owner: string, spender: string, value: bigint): EvmLog => ({
	address: token,
	topics: encodeEventTopics({ abi: EVENTS, eventName: 'Approval', args: { owner: owner as Hex, spender: spender as Hex } }) as Hex[],
	data: encodeAbiParameters([{ type: 'uint256' }], [value])
});

const revert = (reason: string): CallResult => ({ ok: false, revert: true, reason });

interface Move {
	spender: string;
	owner: string;
	to: string;
	amount: bigint;
}

/** ERC-20 transferFrom with `spender` spending `owner`'s allowance; undefined when it succeeded. */
function transferFrom(batch: Batch, chain: ChainDef, token: AssetDef, { spender, owner, to, amount }: Move, logs: EvmLog[]): CallResult | undefined {
	const address = token.tokenContract!.toLowerCase();
	const denom = denomKey(chain, address);
	const allowed = batch.allowance(address, owner, spender);
	if (allowed < amount) return revert('ERC20: insufficient allowance');
	if (!batch.debit(accountKey(chain, owner), denom, amount)) return revert('ERC20: transfer amount exceeds balance');
	batch.credit(accountKey(chain, to), denom, amount);
	batch.setAllowance(address, owner, spender, allowed - amount);
	logs.push(transferLog(address, owner, to, amount));
	return undefined;
}

function callToken(batch: Batch, chain: ChainDef, token: AssetDef, call: EvmCall): CallResult {
	if (call.value > 0n) return revert(''); // not payable
	let decoded: ReturnType<typeof decodeFunctionData<typeof ERC20_ABI>>;
	try {
		decoded = decodeFunctionData({ abi: ERC20_ABI, data: call.data });
	} catch {
		return revert('');
	}
	const address = token.tokenContract!.toLowerCase();
	const denom = denomKey(chain, address);
	const logs: EvmLog[] = [];
	const ok = (returnData: Hex): CallResult => ({ ok: true, returnData, logs });
	switch (decoded.functionName) {
		case 'balanceOf':
			return ok(encodeFunctionResult({ abi: ERC20_ABI, functionName: 'balanceOf', result: batch.balance(accountKey(chain, decoded.args[0].toLowerCase()), denom) }));
		case 'allowance': {
			const [owner, spender] = decoded.args;
			return ok(encodeFunctionResult({ abi: ERC20_ABI, functionName: 'allowance', result: batch.allowance(address, owner.toLowerCase(), spender.toLowerCase()) }));
		}
		case 'decimals':
			return ok(encodeFunctionResult({ abi: ERC20_ABI, functionName: 'decimals', result: token.decimals ?? 0 }));
		case 'symbol':
			return ok(encodeFunctionResult({ abi: ERC20_ABI, functionName: 'symbol', result: token.symbol }));
		case 'approve': {
			const spender = decoded.args[0].toLowerCase();
			batch.setAllowance(address, call.from, spender, decoded.args[1]);
			logs.push(approvalLog(address, call.from, spender, decoded.args[1]));
			return ok(encodeFunctionResult({ abi: ERC20_ABI, functionName: 'approve', result: true }));
		}
		case 'transfer': {
			const [to, amount] = decoded.args;
			if (!batch.debit(accountKey(chain, call.from), denom, amount)) return revert('ERC20: transfer amount exceeds balance');
			batch.credit(accountKey(chain, to.toLowerCase()), denom, amount);
			logs.push(transferLog(address, call.from, to.toLowerCase(), amount));
			return ok(encodeFunctionResult({ abi: ERC20_ABI, functionName: 'transfer', result: true }));
		}
		case 'transferFrom': {
			const [owner, to, amount] = decoded.args;
			const move = { spender: call.from, owner: owner.toLowerCase(), to: to.toLowerCase(), amount };
			return transferFrom(batch, chain, token, move, logs) ?? ok(encodeFunctionResult({ abi: ERC20_ABI, functionName: 'transferFrom', result: true }));
		}
	}
}

/** send(token, amount, destChainId, recipient): escrow native value or pull an approved ERC-20. */
function callBridge(batch: Batch, chain: ChainDef, call: EvmCall): CallResult {
	let args: readonly [Hex, bigint, string, string];
	try {
		args = decodeFunctionData({ abi: BRIDGE_ABI, data: call.data }).args;
	} catch {
		return revert('');
	}
	const [token, amount] = args;
	const logs: EvmLog[] = [];
	// msg.value carries the amount (native coin) plus the messaging fee the route charges on top.
	if (token === zeroAddress) return call.value >= amount ? { ok: true, returnData: '0x', logs } : revert('bridge: msg.value below amount');
	const asset = tokenOf(chain, token.toLowerCase());
	if (!asset) return revert('bridge: unsupported token');
	return transferFrom(batch, chain, asset, { spender: BRIDGE, owner: call.from, to: BRIDGE, amount }, logs) ?? { ok: true, returnData: '0x', logs };
}

/** Runs a call on `batch` (native value first, then the callee's code). */
export function execute(batch: Batch, chain: ChainDef, call: EvmCall): CallResult {
	if (call.value > 0n) {
		if (!batch.debit(accountKey(chain, call.from), chain.feeDenom, call.value)) return { ok: false, revert: false, reason: 'insufficient funds for transfer' };
		batch.credit(accountKey(chain, call.to), chain.feeDenom, call.value);
	}
	const token = tokenOf(chain, call.to);
	if (token) return callToken(batch, chain, token, call);
	if (isBridge(chain, call.to)) return callBridge(batch, chain, call);
	return { ok: true, returnData: '0x', logs: [] };
}

const insufficientFunds = (from: string, have: bigint, want: bigint) =>
	new RpcError(-32000, `insufficient funds for gas * price + value: address ${getAddress(from)} have ${have} want ${want}`);

/** eth_call: the result of `call` on the current state, or a geth-style error. */
export function simulateCall(ledger: ChainLedger, chainId: string, call: EvmCall): Hex {
	const chain = ledger.def(chainId);
	const batch = ledger.batch(chainId);
	const have = batch.balance(accountKey(chain, call.from), chain.feeDenom);
	if (have < call.value) throw insufficientFunds(call.from, have, call.value);
	const r = execute(batch, chain, call);
	if (r.ok) return r.returnData;
	throw new RpcError(3, r.reason ? `execution reverted: ${r.reason}` : 'execution reverted', revertData(r.reason));
}

/** eth_estimateGas: the call's gas, or the error the call would fail with. */
export function estimateGas(ledger: ChainLedger, chainId: string, call: EvmCall): bigint {
	simulateCall(ledger, chainId, call);
	return gasFor(ledger.def(chainId), call);
}

/**
 * eth_sendRawTransaction: admission checks in geth's order and wording, then the gas fee and the
 * nonce are taken at once (like a Cosmos CheckTx) and the call runs in the next block.
 */
export async function sendRawTransaction(ledger: ChainLedger, chainId: string, raw: Hex): Promise<Hex> {
	const chain = ledger.def(chainId);
	let parsed: ParsedTx;
	let sender: string;
	try {
		parsed = parseTransaction(raw);
		sender = (await recoverTransactionAddress({ serializedTransaction: raw as Parameters<typeof recoverTransactionAddress>[0]['serializedTransaction'] })).toLowerCase();
	} catch (e) {
		throw new RpcError(-32000, `rlp: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
	}
	if (parsed.type !== 'legacy' && parsed.type !== 'eip2930' && parsed.type !== 'eip1559') throw new RpcError(-32000, 'transaction type not supported');
	if (parsed.chainId === undefined) throw new RpcError(-32000, 'only replay-protected (EIP-155) transactions allowed over RPC');
	if (parsed.chainId !== chain.evmChainId) throw new RpcError(-32000, 'invalid sender');
	if (!parsed.to) throw new RpcError(-32000, 'contract creation is not supported by the devnet');
	const call: EvmCall = { from: sender, to: parsed.to.toLowerCase(), value: parsed.value ?? 0n, data: parsed.data ?? '0x' };
	const gasLimit = parsed.gas ?? 0n;
	const intrinsic = intrinsicGas(call.data);
	if (gasLimit < intrinsic) throw new RpcError(-32000, `intrinsic gas too low: gas ${gasLimit}, minimum needed ${intrinsic}`);
	const base = baseFee(chain);
	const feeCap = (parsed.type === 'eip1559' ? parsed.maxFeePerGas : parsed.gasPrice) ?? 0n;
	if (feeCap < base) throw new RpcError(-32000, `max fee per gas less than block base fee: address ${getAddress(sender)}, maxFeePerGas: ${feeCap}, baseFee: ${base}`);
	const key = accountKey(chain, sender);
	const nonce = ledger.account(chainId, key)?.sequence ?? 0;
	const txNonce = parsed.nonce ?? 0;
	const hash = keccak256(raw);
	// A nonce already taken by a tx still in the pool: a replacement (speed-up, cancel), on geth's terms.
	const replaced = txNonce < nonce ? ledger.pendingEvm(chainId, key, txNonce) : undefined;
	if (txNonce < nonce && !replaced) throw new RpcError(-32000, `nonce too low: address ${getAddress(sender)}, tx: ${txNonce} state: ${nonce}`);
	if (txNonce > nonce) throw new RpcError(-32000, `nonce too high: address ${getAddress(sender)}, tx: ${txNonce} state: ${nonce}`);
	const tipCap = (parsed.type === 'eip1559' ? parsed.maxPriorityFeePerGas : parsed.gasPrice) ?? 0n;
	const batch = ledger.batch(chainId);
	if (replaced?.detail.kind === 'evm') {
		if (replaced.tx.hash === hash) throw new RpcError(-32000, 'already known');
		const old = replaced.detail.parsed;
		const oldCap = (old.type === 'eip1559' ? old.maxFeePerGas : old.gasPrice) ?? 0n;
		const oldTip = (old.type === 'eip1559' ? old.maxPriorityFeePerGas : old.gasPrice) ?? 0n;
		// geth's txpool: both the fee cap and the tip must rise by at least 10 %.
		if (feeCap * 100n < oldCap * 110n || tipCap * 100n < oldTip * 110n) throw new RpcError(-32000, 'replacement transaction underpriced');
		// The fee the old one paid at admission comes back: only one of them is ever included.
		batch.credit(key, chain.feeDenom, replaced.gasUsed * replaced.detail.effectiveGasPrice);
	}
	const have = batch.balance(key, chain.feeDenom);
	const want = gasLimit * feeCap + call.value;
	if (have < want) throw insufficientFunds(sender, have, want);

	const price = parsed.type === 'eip1559' ? [feeCap, base + (parsed.maxPriorityFeePerGas ?? 0n)].reduce((a, b) => (a < b ? a : b)) : feeCap;
	const needed = gasFor(chain, call);
	const gasUsed = needed < gasLimit ? needed : gasLimit;
	batch.debit(key, chain.feeDenom, gasUsed * price);
	batch.commit();
	if (!replaced) ledger.bumpSequence(chainId, key);

	const detail: TxDetail = { kind: 'evm', parsed, from: sender, effectiveGasPrice: price, tip: price - base, logs: [] };
	const record: TxRecord = {
		tx: {
			chainId,
			hash,
			kind: 'evm',
			height: 0,
			time: 0,
			code: 0,
			rawLog: '',
			signer: sender,
			messages: [],
			evm: { from: sender, to: call.to, value: call.value.toString(), data: call.data.toLowerCase() }
		},
		gasWanted: gasLimit,
		gasUsed,
		codespace: '',
		detail
	};
	const inBlock = (b: Batch): Outcome => {
		if (needed > gasLimit) return { code: 1, codespace: 'evm', rawLog: 'out of gas', gasUsed };
		const r = execute(b, chain, call);
		if (r.ok) detail.logs = r.logs;
		return r.ok
			? { code: 0, codespace: '', rawLog: '', gasUsed }
			: { code: 1, codespace: 'evm', rawLog: r.revert ? (r.reason ? `execution reverted: ${r.reason}` : 'execution reverted') : r.reason, gasUsed };
	};
	if (replaced) ledger.replacePending(chainId, replaced.tx.hash, record, inBlock);
	else ledger.submit(chainId, key, record, inBlock);
	return hash;
}
