// What the router gives back to sign (`/v2/fungible/msgs`, `/op-hook`) and the `/v2/tx/track` receipt.
import * as v from 'valibot';
import { amountOrZero, bigintSchema, intSchema, toBigInt, withRaw } from './common';
import { feeSchema, type Fee } from './route';

/** `msg` is an amino-JSON string keyed by a proto type URL. */
export interface RouterMsg {
	msgTypeUrl: string;
	msg: string;
}

export type RouterTx = (
	| { kind: 'cosmos'; chainId: string; path: string[]; signerAddress: string; msgs: RouterMsg[] }
	| {
			kind: 'evm';
			chainId: string;
			to: string;
			value: bigint;
			/** Hex WITHOUT 0x, as sent. */
			data: string;
			signerAddress: string;
			requiredErc20Approvals: { tokenContract: string; spender: string; amount: bigint }[];
	  }
	| { kind: 'svm'; chainId: string; signerAddress: string; tx: string }
	| { kind: 'unknown'; raw: unknown }
) & { operationsIndices: number[] };

export interface MsgsResponse {
	txs: RouterTx[];
	minAmountOut: bigint | null;
	estimatedFees: Fee[];
}

export interface OpHook {
	/** Where the hook messages run. */
	chainId: string;
	hook: RouterMsg[];
}

export interface TrackResult {
	txHash: string;
	explorerLink: string | null;
}

const text = v.nullish(v.string(), '');
const msg = v.pipe(
	v.object({ msg_type_url: v.string(), msg: v.string() }),
	v.transform((w): RouterMsg => ({ msgTypeUrl: w.msg_type_url, msg: w.msg }))
);

const cosmosTx = v.object({
	chain_id: v.string(),
	path: v.nullish(v.array(v.string()), []),
	signer_address: text,
	msgs: v.nullish(v.array(msg), [])
});
const evmTx = v.object({
	chain_id: v.string(),
	to: text,
	value: amountOrZero,
	data: text,
	signer_address: text,
	required_erc20_approvals: v.nullish(
		v.array(v.object({ token_contract: v.string(), spender: v.string(), amount: bigintSchema })),
		[]
	)
});
const svmTx = v.object({ chain_id: v.string(), signer_address: text, tx: text });

type Parts = {
	cosmos_tx?: v.InferOutput<typeof cosmosTx> | null;
	evm_tx?: v.InferOutput<typeof evmTx> | null;
	svm_tx?: v.InferOutput<typeof svmTx> | null;
};

function toTx(w: Parts, raw: unknown, operationsIndices: number[]): RouterTx {
	if (w.cosmos_tx) {
		const c = w.cosmos_tx;
		return {
			kind: 'cosmos',
			chainId: c.chain_id,
			path: c.path,
			signerAddress: c.signer_address,
			msgs: c.msgs,
			operationsIndices
		};
	}
	if (w.evm_tx) {
		const e = w.evm_tx;
		return {
			kind: 'evm',
			chainId: e.chain_id,
			to: e.to,
			value: e.value,
			data: e.data,
			signerAddress: e.signer_address,
			requiredErc20Approvals: e.required_erc20_approvals.map((a) => ({
				tokenContract: a.token_contract,
				spender: a.spender,
				amount: a.amount
			})),
			operationsIndices
		};
	}
	if (w.svm_tx) {
		const s = w.svm_tx;
		return { kind: 'svm', chainId: s.chain_id, signerAddress: s.signer_address, tx: s.tx, operationsIndices };
	}
	return { kind: 'unknown', raw, operationsIndices };
}

const txItem = v.pipe(
	withRaw(
		v.object({
			cosmos_tx: v.nullish(cosmosTx),
			evm_tx: v.nullish(evmTx),
			svm_tx: v.nullish(svmTx),
			operations_indices: v.nullish(v.array(intSchema), [])
		})
	),
	v.transform(({ parsed, raw }) => toTx(parsed, raw, parsed.operations_indices))
);

const legacyMsg = v.pipe(
	withRaw(
		v.object({
			multi_chain_msg: v.nullish(
				v.object({ chain_id: v.string(), path: v.nullish(v.array(v.string()), []), msg: v.string(), msg_type_url: v.string() })
			),
			evm_tx: v.nullish(evmTx),
			svm_tx: v.nullish(svmTx)
		})
	)
);

// Legacy `msgs[]` (Skip) when `txs` is absent: consecutive multi_chain_msgs for one chain form one tx.
function groupLegacy(items: v.InferOutput<typeof legacyMsg>[]): RouterTx[] {
	const txs: RouterTx[] = [];
	for (const { parsed, raw } of items) {
		const m = parsed.multi_chain_msg;
		if (!m) {
			txs.push(toTx(parsed, raw, []));
			continue;
		}
		const last = txs.at(-1);
		const item = { msgTypeUrl: m.msg_type_url, msg: m.msg };
		if (last?.kind === 'cosmos' && last.chainId === m.chain_id) {
			last.msgs.push(item);
			continue;
		}
		txs.push({ kind: 'cosmos', chainId: m.chain_id, path: m.path, signerAddress: '', msgs: [item], operationsIndices: [] });
	}
	return txs;
}

export const msgsResponseSchema = v.pipe(
	v.object({
		txs: v.nullish(v.array(txItem), []),
		msgs: v.nullish(v.array(legacyMsg), []),
		min_amount_out: v.nullish(v.string()),
		estimated_fees: v.nullish(v.array(feeSchema), [])
	}),
	v.transform(
		(w): MsgsResponse => ({
			txs: w.txs.length ? w.txs : groupLegacy(w.msgs),
			minAmountOut: toBigInt(w.min_amount_out),
			estimatedFees: w.estimated_fees
		})
	)
);

export const opHookResponseSchema = v.pipe(
	v.object({ chain_id: v.string(), hook: v.array(msg) }),
	v.transform((w): OpHook => ({ chainId: w.chain_id, hook: w.hook }))
);

export const trackResponseSchema = v.pipe(
	v.object({ tx_hash: v.string(), explorer_link: v.nullish(v.string()) }),
	v.transform((w): TrackResult => ({ txHash: w.tx_hash, explorerLink: w.explorer_link || null }))
);
