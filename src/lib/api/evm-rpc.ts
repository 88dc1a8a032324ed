// Minimal typed EVM JSON-RPC client for the bridge (balances, allowances, receipts). Separate from the
// other clients so explorer pages never load viem.
import * as v from 'valibot';
import { encodeFunctionData } from 'viem/utils';
import type { Fetch } from './http';
import { rpcCall, type RpcCallOptions } from './jsonrpc';
import { quantitySchema, receiptSchema, uint256ResultSchema } from './schemas/evm';

export type { Receipt } from './schemas/evm';

const erc20Abi = [
	{
		type: 'function',
		name: 'balanceOf',
		stateMutability: 'view',
		inputs: [{ name: 'owner', type: 'address' }],
		outputs: [{ name: '', type: 'uint256' }]
	},
	{
		type: 'function',
		name: 'allowance',
		stateMutability: 'view',
		inputs: [
			{ name: 'owner', type: 'address' },
			{ name: 'spender', type: 'address' }
		],
		outputs: [{ name: '', type: 'uint256' }]
	}
] as const;

type Address = `0x${string}`;
// Lowercase passes viem's address check whatever the input's checksum casing.
const addr = (a: string) => a.toLowerCase() as Address;

export type { RpcCallOptions } from './jsonrpc';

export function createEvmRpc(url: string, { fetch }: { fetch?: Fetch } = {}) {
	const call = <S extends v.GenericSchema>(method: string, params: unknown[], schema: S, opts: RpcCallOptions = {}): Promise<v.InferOutput<S>> =>
		rpcCall(url, method, params, schema, { fetch, ...opts });

	const ethCall = (to: string, data: string, opts?: RpcCallOptions) =>
		call('eth_call', [{ to: addr(to), data }, 'latest'], uint256ResultSchema, opts);

	return {
		call,
		chainId: (opts?: RpcCallOptions) =>
			call('eth_chainId', [], v.pipe(quantitySchema, v.transform(Number)), opts),
		blockNumber: (opts?: RpcCallOptions) => call('eth_blockNumber', [], quantitySchema, opts),
		/** Native balance in wei. */
		getBalance: (address: string, opts?: RpcCallOptions) =>
			call('eth_getBalance', [addr(address), 'latest'], quantitySchema, opts),
		erc20Balance: (token: string, owner: string, opts?: RpcCallOptions) =>
			ethCall(token, encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [addr(owner)] }), opts),
		erc20Allowance: (token: string, owner: string, spender: string, opts?: RpcCallOptions) =>
			ethCall(
				token,
				encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [addr(owner), addr(spender)] }),
				opts
			),
		/** null while pending or unknown. */
		getTransactionReceipt: (hash: string, opts?: RpcCallOptions) =>
			call('eth_getTransactionReceipt', [hash], receiptSchema, opts)
	};
}

export type EvmRpc = ReturnType<typeof createEvmRpc>;
