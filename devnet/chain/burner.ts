// The devnet burner wallet: an EIP-1193 signer for BURNER whose key never leaves the devnet.
// It signs with viem's local account and submits to the current chain's JSON-RPC logic.
import { hexToBigInt, isHex, numberToHex, type Hex, type TypedDataDefinition } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { TEST_MNEMONIC } from '../accounts';
import { sendJson, type Ctx } from '../http';
import { RpcError } from './evm-state';
import type { EvmRpc } from './evm-rpc';

/** Read-only calls answered by the current chain. */
const FORWARDED = new Set([
	'eth_call',
	'eth_getBalance',
	'eth_blockNumber',
	'eth_getTransactionReceipt',
	'eth_estimateGas',
	'eth_gasPrice',
	'eth_getTransactionCount',
	'eth_getTransactionByHash',
	'eth_getBlockByNumber',
	'eth_maxPriorityFeePerGas',
	'eth_feeHistory',
	'net_version'
]);

const unauthorized = () => new RpcError(4100, 'The requested account and/or method has not been authorized by the user.');

export function createBurner(rpcs: EvmRpc[], defaultEvmChainId: number) {
	const account = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 1 });
	let current = defaultEvmChainId;
	const rpc = () => rpcs.find((r) => r.evmChainId === current)!;
	const known = (chainId: unknown) => rpcs.find((r) => typeof chainId === 'string' && isHex(chainId) && r.evmChainId === Number(chainId));

	function checkAddress(a: unknown) {
		if (typeof a !== 'string' || a.toLowerCase() !== account.address.toLowerCase()) throw unauthorized();
	}

	async function sendTransaction(tx: Record<string, unknown>): Promise<unknown> {
		if (tx.from !== undefined) checkAddress(tx.from);
		const chain = rpc();
		const call = { from: account.address, to: tx.to, value: tx.value ?? '0x0', data: tx.data ?? tx.input ?? '0x' };
		const q = async (field: unknown, method: string, params: unknown[]) => hexToBigInt((field ?? (await chain.call(method, params))) as Hex);
		const nonce = await q(tx.nonce, 'eth_getTransactionCount', [account.address, 'pending']);
		const gas = await q(tx.gas, 'eth_estimateGas', [call]);
		const baseFee = hexToBigInt((await chain.call('eth_gasPrice', [])) as Hex);
		const signed = await account.signTransaction({
			type: 'eip1559',
			chainId: chain.evmChainId,
			to: call.to as Hex,
			value: hexToBigInt(call.value as Hex),
			data: call.data as Hex,
			nonce: Number(nonce),
			gas,
			maxFeePerGas: tx.maxFeePerGas !== undefined ? hexToBigInt(tx.maxFeePerGas as Hex) : baseFee * 2n,
			maxPriorityFeePerGas: tx.maxPriorityFeePerGas !== undefined ? hexToBigInt(tx.maxPriorityFeePerGas as Hex) : 0n
		});
		return chain.call('eth_sendRawTransaction', [signed]);
	}

	async function request(method: string, params: unknown[]): Promise<unknown> {
		switch (method) {
			case 'eth_requestAccounts':
			case 'eth_accounts':
				return [account.address];
			case 'eth_chainId':
				return numberToHex(current);
			case 'wallet_switchEthereumChain': {
				const chainId = (params[0] as { chainId?: unknown } | undefined)?.chainId;
				const target = known(chainId);
				if (!target) throw new RpcError(4902, `Unrecognized chain ID "${String(chainId)}". Try adding the chain using wallet_addEthereumChain first.`);
				current = target.evmChainId;
				return null;
			}
			case 'wallet_addEthereumChain': {
				const chainId = (params[0] as { chainId?: unknown } | undefined)?.chainId;
				if (!known(chainId)) throw new RpcError(-32602, `chain ${String(chainId)} is not served by the devnet`);
				return null;
			}
			case 'personal_sign': {
				const [message, address] = params;
				checkAddress(address);
				if (typeof message !== 'string') throw new RpcError(-32602, 'message must be a string');
				return account.signMessage({ message: isHex(message) ? { raw: message } : message });
			}
			case 'eth_signTypedData_v4': {
				const [address, data] = params;
				checkAddress(address);
				const typed = (typeof data === 'string' ? JSON.parse(data) : data) as TypedDataDefinition & { types: Record<string, unknown> };
				// viem derives the domain type itself.
				const types = { ...typed.types };
				delete types.EIP712Domain;
				return account.signTypedData({ ...typed, types } as TypedDataDefinition);
			}
			case 'eth_sendTransaction':
				return sendTransaction((params[0] ?? {}) as Record<string, unknown>);
			default:
				if (FORWARDED.has(method)) return rpc().call(method, params);
				throw new RpcError(4200, `The requested method ${method} is not supported by the devnet burner`);
		}
	}

	async function handle(ctx: Ctx) {
		let body: { method?: unknown; params?: unknown };
		try {
			body = JSON.parse(await ctx.body()) as typeof body;
		} catch {
			return sendJson(ctx.res, 200, { error: { code: -32700, message: 'parse error' } });
		}
		if (typeof body?.method !== 'string') return sendJson(ctx.res, 200, { error: { code: -32600, message: 'invalid request' } });
		try {
			return sendJson(ctx.res, 200, { result: await request(body.method, Array.isArray(body.params) ? body.params : []) });
		} catch (e) {
			// Malformed params make viem or JSON.parse throw: report them as an internal error, as wallets do.
			const err = e instanceof RpcError ? e : new RpcError(-32603, e instanceof Error ? e.message.split('\n')[0]! : String(e));
			return sendJson(ctx.res, 200, { error: { code: err.code, message: err.message, ...(err.data !== undefined ? { data: err.data } : {}) } });
		}
	}

	return {
		handle,
		reset() {
			current = defaultEvmChainId;
		}
	};
}
