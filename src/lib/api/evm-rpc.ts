// Minimal typed EVM JSON-RPC client for the bridge (balances, allowances, receipts).
import * as v from 'valibot';
import type { Fetch } from './http';
import { rpcCall, type RpcCallOptions } from './jsonrpc';
import { quantitySchema, receiptSchema, uint256ResultSchema } from './schemas/evm';

export type { Receipt } from './schemas/evm';

// ERC-20 calls ABI-encoded by hand: two fixed selectors and address words are all the bridge reads,
// and an ABI encoder would bring a large part of viem into the signing code.
const SELECTOR = { balanceOf: '0x70a08231', allowance: '0xdd62ed3e' } as const;

type Address = `0x${string}`;
const ADDRESS = /^0x[0-9a-f]{40}$/;
// Lowercase: whatever the input's checksum casing, the same word.
function addr(a: string): Address {
	const lower = a.toLowerCase();
	if (!ADDRESS.test(lower)) throw new TypeError(`Address "${a}" is invalid.`);
	return lower as Address;
}
/** An address as a 32-byte ABI word (no 0x). */
const word = (a: string) => addr(a).slice(2).padStart(64, '0');

export type { RpcCallOptions } from './jsonrpc';

export function createEvmRpc(url: string, { fetch }: { fetch?: Fetch } = {}) {
	const call = <S extends v.GenericSchema>(method: string, params: unknown[], schema: S, opts: RpcCallOptions = {}): Promise<v.InferOutput<S>> =>
		rpcCall(url, method, params, schema, { fetch, ...opts });

	const ethCall = (to: string, data: string, opts?: RpcCallOptions) =>
		call('eth_call', [{ to: to.toLowerCase(), data }, 'latest'], uint256ResultSchema, opts);

	return {
		call,
		chainId: (opts?: RpcCallOptions) =>
			call('eth_chainId', [], v.pipe(quantitySchema, v.transform(Number)), opts),
		blockNumber: (opts?: RpcCallOptions) => call('eth_blockNumber', [], quantitySchema, opts),
		/** Native balance in wei. */
		getBalance: (address: string, opts?: RpcCallOptions) =>
			call('eth_getBalance', [addr(address), 'latest'], quantitySchema, opts),
		erc20Balance: (token: string, owner: string, opts?: RpcCallOptions) =>
			ethCall(token, `${SELECTOR.balanceOf}${word(owner)}`, opts),
		erc20Allowance: (token: string, owner: string, spender: string, opts?: RpcCallOptions) =>
			ethCall(token, `${SELECTOR.allowance}${word(owner)}${word(spender)}`, opts),
		/** null while pending or unknown. */
		getTransactionReceipt: (hash: string, opts?: RpcCallOptions) =>
			call('eth_getTransactionReceipt', [hash], receiptSchema, opts)
	};
}

export type EvmRpc = ReturnType<typeof createEvmRpc>;
