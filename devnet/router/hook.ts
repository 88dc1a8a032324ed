// OPinit bridge hooks (router-api.md §6): the MsgCall a user pre-signs on the EVM rollup so the
// deposited INIT is wrapped into its ERC-20 on arrival, and the check of the signed hook in /msgs.
import { fromBase64 } from '@cosmjs/encoding';
import { encodeFunctionData, parseAbi, toHex } from 'viem';
import { chainById, type AssetDef } from '../chains';
import type { Ledger } from '../chain/types';
import { addressFits, initBytes, toInitAddress } from './addresses';
import { invalid } from './errors';
import { findPath } from './graph';

const WRAPPER_ABI = parseAbi(['function wrapAll(address receiver)']);

/** The deposit that needs a hook between these assets, if any. */
export const hookEdge = (src: AssetDef, dst: AssetDef) => findPath(src, dst, false)?.find((e) => e.hook);

/** POST /op-hook for resolved assets, the sender and the recipient. */
export function opHookJson(src: AssetDef | undefined, dst: AssetDef | undefined, sourceAddress: string, destAddress: string) {
	const edge = src && dst ? hookEdge(src, dst) : undefined;
	if (!edge) throw invalid('the route does not support OP withdraw');
	if (!addressFits(chainById(edge.from.chainId)!, sourceAddress)) throw invalid('invalid source_address');
	const sender = toInitAddress(destAddress);
	if (!sender) throw invalid('invalid dest_address');
	const msg = {
		sender,
		contract_addr: edge.to.tokenContract!,
		input: encodeFunctionData({ abi: WRAPPER_ABI, functionName: 'wrapAll', args: [toHex(initBytes(sender))] }),
		value: '0',
		access_list: []
	};
	return { chain_id: edge.to.chainId, hook: [{ msg_type_url: '/minievm.evm.v1.MsgCall', msg: JSON.stringify(msg) }] };
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * Checks `signed_op_hook` for a hook route whose hook runs on `hookChain` as `recipient`, and returns
 * the base64 tx for the deposit's `data`. The hook chain is never the source here, so no +2 offset.
 */
export function verifySignedHook(ledger: Ledger, hookChain: string, recipient: string, signed: unknown): string {
	if (!signed || typeof signed !== 'object') throw invalid('op hook is required');
	const { signer, hook } = signed as Record<string, unknown>;
	if (typeof hook !== 'string' || !hook || !BASE64.test(hook)) throw invalid('invalid signed_op_hook: hook must be base64 tx bytes');
	if (typeof signer !== 'string' || toInitAddress(signer) !== toInitAddress(recipient))
		throw invalid('invalid signed_op_hook: signer must be the recipient on ' + chainById(hookChain)!.prettyName);
	const r = ledger.verifySignedTx(hookChain, fromBase64(hook), { expectedSigner: toInitAddress(signer)!, sequenceOffset: 0 });
	if (!r.ok) throw invalid(`invalid signed_op_hook: ${r.reason}`);
	return hook;
}
