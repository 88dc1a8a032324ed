// POST /v2/fungible/msgs (router-api.md §7, §14): validate the request against a quote the router
// issued, then build the one transaction of the route for the given addresses — amino-JSON Cosmos
// messages (field names and omission rules of tests/golden/signing/amino_registry.json) or an EVM
// call into the devnet bridge contract.
import { toBase64 } from '@cosmjs/encoding';
import { encodeFunctionData, zeroAddress } from 'viem';
import { BRIDGE_ABI, BRIDGE_CONTRACT } from '../bridge-contract';
import { chainById } from '../chains';
import type { Ledger } from '../chain/types';
import { addressFits, initBytes } from './addresses';
import { isUint, minAmountOut } from './amounts';
import { invalid } from './errors';
import { verifySignedHook } from './hook';
import { feesJson, type Hop, type Quote } from './quote';

export interface CosmosMsg {
	typeUrl: string;
	value: Record<string, unknown>;
}

/** What a /msgs response told the user to sign, kept to recognise the tx when it is tracked. */
export interface Issued {
	quote: Quote;
	/** address_list, aligned with quote.chainIds. */
	addresses: string[];
	cosmos?: CosmosMsg[];
	evm?: { to: string; data: string; value: string };
}

/** IBC timeout of issued transfers. */
const IBC_TIMEOUT_NS = 600n * 1_000_000_000n;
/** Entry point the L1's move hook calls to swap an arriving transfer and pay the recipient. */
const SWAP_HOOK = { module_address: '0x1', module_name: 'swap_transfer', function_name: 'swap_to' };

const coin = (denom: string, amount: bigint) => ({ denom, amount: amount.toString() });

/** BCS: a Move address is 32 bytes (shorter account bytes left-padded), a u64 is 8 bytes little-endian. */
const bcsAddress = (bytes: Uint8Array) => {
	const out = new Uint8Array(32);
	out.set(bytes, 32 - bytes.length);
	return toBase64(out);
};
const bcsU64 = (n: bigint) => {
	const out = new Uint8Array(8);
	new DataView(out.buffer).setBigUint64(0, n, true);
	return toBase64(out);
};
const hexBytes = (hex: string) => Uint8Array.from(Buffer.from(hex.replace(/^0x/, ''), 'hex'));

/** PFM forwarding from hop `i` on (hop i reaches address i + 1). */
function forwardMemo(hops: Hop[], i: number, addresses: string[]): Record<string, unknown> {
	const next = hops[i + 1];
	return {
		forward: {
			receiver: addresses[i + 1],
			port: 'transfer',
			channel: hops[i]!.edge.channel,
			timeout: '10m',
			retries: 2,
			...(next ? { next: forwardMemo(hops, i + 1, addresses) } : {})
		}
	};
}

/** MsgTransfer of the first hop: plain, forwarded through PFM, or handed to the swap hook. */
function transferMsg(q: Quote, addresses: string[], minOut: bigint, nowMs: number): CosmosMsg {
	const [first, next] = q.hops as [Hop, Hop | undefined];
	const recipient = addresses[addresses.length - 1]!;
	let receiver = addresses[1]!;
	let memo: string | undefined;
	if (next?.edge.kind === 'ibc') memo = JSON.stringify(forwardMemo(q.hops, 1, addresses));
	if (next?.edge.pool) {
		receiver = `${SWAP_HOOK.module_address}::${SWAP_HOOK.module_name}::${SWAP_HOOK.function_name}`;
		const args = [bcsAddress(hexBytes(next.edge.pool.id)), bcsU64(minOut), bcsAddress(initBytes(recipient))];
		memo = JSON.stringify({ move: { message: { ...SWAP_HOOK, type_args: [], args } } });
	}
	return {
		typeUrl: '/ibc.applications.transfer.v1.MsgTransfer',
		value: {
			source_port: 'transfer',
			source_channel: first.edge.channel,
			token: coin(first.edge.from.denom, first.amountIn),
			sender: addresses[0],
			receiver,
			timeout_height: {},
			timeout_timestamp: (BigInt(nowMs) * 1_000_000n + IBC_TIMEOUT_NS).toString(),
			...(memo ? { memo } : {})
		}
	};
}

function cosmosMsg(q: Quote, addresses: string[], minOut: bigint, nowMs: number, hookTx: string | undefined): CosmosMsg {
	const first = q.hops[0]!;
	const amount = coin(first.edge.from.denom, first.amountIn);
	switch (first.edge.kind) {
		case 'op_deposit':
			return {
				typeUrl: '/opinit.ophost.v1.MsgInitiateTokenDeposit',
				value: { sender: addresses[0], bridge_id: first.edge.bridgeId, to: addresses[1], amount, ...(hookTx ? { data: hookTx } : {}) }
			};
		case 'op_withdraw':
			return { typeUrl: '/opinit.opchild.v1.MsgInitiateTokenWithdrawal', value: { sender: addresses[0], to: addresses[1], amount } };
		default:
			return transferMsg(q, addresses, minOut, nowMs);
	}
}

function evmCall(q: Quote, addresses: string[]) {
	const from = q.src;
	const token = (from.tokenContract ?? zeroAddress) as `0x${string}`;
	const data = encodeFunctionData({
		abi: BRIDGE_ABI,
		functionName: 'send',
		args: [token, q.amountIn, q.dst.chainId, addresses[addresses.length - 1]!]
	}).slice(2);
	// The LayerZero messaging fee (ADDITIONAL, in the native coin) rides on msg.value on top of the amount.
	const messagingFee = q.hops.reduce((sum, h) => sum + (h.edge.additionalFee?.amount ?? 0n), 0n);
	return { to: BRIDGE_CONTRACT, data, value: ((from.tokenContract ? 0n : q.amountIn) + messagingFee).toString() };
}

const REQUIRED_STRINGS = [
	'amount_in',
	'amount_out',
	'source_asset_chain_id',
	'source_asset_denom',
	'dest_asset_chain_id',
	'dest_asset_denom',
	'slippage_tolerance_percent'
] as const;

export interface MsgsFields {
	addresses: string[];
	minOut: bigint;
}

/** The field checks that come before matching the quote. */
export function checkMsgsFields(body: Record<string, unknown>): MsgsFields {
	for (const f of REQUIRED_STRINGS) if (typeof body[f] !== 'string' || body[f] === '') throw invalid(`${f} is required`);
	if (!Array.isArray(body.address_list) || !body.address_list.every((a) => typeof a === 'string')) throw invalid('address_list is required');
	if (!Array.isArray(body.operations)) throw invalid('operations is required');
	if (!isUint(body.amount_in) || BigInt(body.amount_in) === 0n) throw invalid('invalid amount_in');
	if (!isUint(body.amount_out)) throw invalid('invalid amount_out');
	const min = minAmountOut(BigInt(body.amount_out), body.slippage_tolerance_percent as string);
	if (min === undefined) throw invalid('invalid slippage_tolerance_percent');
	return { addresses: body.address_list as string[], minOut: min };
}

/** Builds the /msgs answer for a matched quote; throws the §14 400s for bad addresses or hooks. */
export function buildMsgs(base: string, ledger: Ledger, q: Quote, { addresses, minOut }: MsgsFields, signedHook: unknown, nowMs: number) {
	if (addresses.length !== q.chainIds.length)
		throw invalid(`address_list must have ${q.chainIds.length} entries (one per required_chain_addresses), got ${addresses.length}`);
	q.chainIds.forEach((id, i) => {
		if (!addressFits(chainById(id)!, addresses[i]!)) throw invalid(`invalid address ${addresses[i]} for chain ${id}`);
	});
	const hookChain = q.hops.find((h) => h.edge.hook)?.edge.to.chainId;
	const hookTx = hookChain ? verifySignedHook(ledger, hookChain, addresses[addresses.length - 1]!, signedHook) : undefined;

	const srcChain = chainById(q.src.chainId)!;
	const indices = q.hops.map((_, i) => i);
	const issued: Issued = { quote: q, addresses };
	let tx: Record<string, unknown>;
	let legacy: Record<string, unknown>;
	if (srcChain.kind === 'evm') {
		issued.evm = evmCall(q, addresses);
		const evmTx = {
			chain_id: srcChain.chainId,
			...issued.evm,
			required_erc20_approvals: q.src.tokenContract
				? [{ token_contract: q.src.tokenContract, spender: BRIDGE_CONTRACT, amount: q.amountIn.toString() }]
				: [],
			signer_address: addresses[0]
		};
		tx = { evm_tx: evmTx };
		legacy = { evm_tx: evmTx };
	} else {
		issued.cosmos = [cosmosMsg(q, addresses, minOut, nowMs, hookTx)];
		const msgs = issued.cosmos.map((m) => ({ msg_type_url: m.typeUrl, msg: JSON.stringify(m.value) }));
		tx = { cosmos_tx: { chain_id: srcChain.chainId, path: q.chainIds, signer_address: addresses[0], msgs } };
		legacy = { multi_chain_msg: { chain_id: srcChain.chainId, path: q.chainIds, ...msgs[0]! } };
	}
	return {
		issued,
		json: {
			msgs: [legacy],
			txs: [{ ...tx, operations_indices: indices }],
			min_amount_out: minOut.toString(),
			estimated_fees: feesJson(base, q)
		}
	};
}
