// The signing pipeline's heavy half, loaded with a dynamic import() only when the user previews a
// route (or connects a wallet): message decoding and guards, account/fee/simulation, wallet signing,
// broadcast. The explorer never loads any of it.
import { UnsupportedMessageError } from '$lib/signing/errors';
import type { RouterTx as SigningTx } from '$lib/signing/decode';
import type { RouterTx } from '$lib/api/router';

export { buildAddressList, sameAccount, toInitiaAddress } from '$lib/signing/address';
export { planRouterTxs } from '$lib/signing/decode';
export { checkPlan } from '$lib/signing/guard';
export { decodeOpHook, signOpHook } from '$lib/signing/op-hook';
export { createChainRest } from '$lib/api/chain-rest';
export * from './cosmos';
export * from './evm';
export * from './evm-wallet';
export * from './pubkey';

/** The parsed router txs back in the router's wire shape, which the decoder and guard read. */
export function toSigningTxs(txs: RouterTx[]): SigningTx[] {
	return txs.map((tx): SigningTx => {
		const operations_indices = tx.operationsIndices;
		switch (tx.kind) {
			case 'cosmos':
				return {
					cosmos_tx: {
						chain_id: tx.chainId,
						path: tx.path,
						signer_address: tx.signerAddress,
						msgs: tx.msgs.map((m) => ({ msg: m.msg, msg_type_url: m.msgTypeUrl }))
					},
					operations_indices
				};
			case 'evm':
				return {
					evm_tx: {
						chain_id: tx.chainId,
						to: tx.to,
						value: tx.value.toString(),
						data: tx.data,
						signer_address: tx.signerAddress,
						required_erc20_approvals: tx.requiredErc20Approvals.map((a) => ({
							token_contract: a.tokenContract,
							spender: a.spender,
							amount: a.amount.toString()
						}))
					},
					operations_indices
				};
			case 'svm':
				return { svm_tx: { chain_id: tx.chainId, signer_address: tx.signerAddress, tx: tx.tx }, operations_indices };
			default:
				throw new UnsupportedMessageError('unknown transaction kind', 'the router sent a transaction of a kind Loom does not know');
		}
	});
}

export type Exec = typeof import('./index');
