// Router /v2/fungible/msgs output -> reviewable plans: what each tx does, in fields the UI can show and the
// guard can check. Decoding refuses unknown message types; the guard decides what else blocks signing.
import type { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin';
import { aminoTypeOf, fromAmino, parseAminoJson, toAmino } from './amino';
import { InvalidMessageError, UnsupportedMessageError } from './errors';
import type { Msg } from './proto';

export interface RouterCosmosTx {
	chain_id: string;
	path?: string[];
	signer_address?: string;
	msgs?: { msg: string; msg_type_url: string }[];
}

export interface RouterEvmTx {
	chain_id: string;
	to?: string;
	value?: string;
	/** Hex calldata without 0x. */
	data?: string;
	signer_address?: string;
	required_erc20_approvals?: { token_contract: string; spender: string; amount: string }[] | null;
}

export interface RouterSvmTx {
	chain_id: string;
	signer_address?: string;
	tx?: string;
}

export type RouterTx = ({ cosmos_tx: RouterCosmosTx } | { evm_tx: RouterEvmTx } | { svm_tx: RouterSvmTx }) & {
	operations_indices?: number[];
};

export type RouterLegacyMsg =
	| { multi_chain_msg: { chain_id: string; path?: string[]; msg: string; msg_type_url: string } }
	| { evm_tx: RouterEvmTx }
	| { svm_tx: RouterSvmTx };

export interface RouterMsgsResponse {
	txs?: RouterTx[] | null;
	msgs?: RouterLegacyMsg[] | null;
}

export interface DecodedMsg {
	typeUrl: Msg['typeUrl'];
	aminoType: string;
	/** Plain words for the review screen, e.g. "IBC transfer". */
	label: string;
	sender: string;
	recipient?: string;
	/** Contract (EVM, wasm) or `address::module::function` (Move) a call runs. */
	contract?: string;
	amount?: Coin;
	channel?: string;
	/** Nanoseconds since the epoch, decimal. */
	timeoutTimestamp?: string;
	memo?: string;
	/** A memo or deposit hook that makes the destination run more code. */
	hasHook?: boolean;
	/** The canonical amino value: exactly what gets signed. */
	raw: Record<string, unknown>;
	msg: Msg;
}

export interface CosmosPlan {
	kind: 'cosmos';
	chainId: string;
	signer: string;
	messages: DecodedMsg[];
}

export interface EvmApproval {
	tokenContract: string;
	spender: string;
	amount: string;
}

export interface EvmPlan {
	kind: 'evm';
	chainId: string;
	from: string;
	to: string;
	/** Wei, decimal. */
	value: string;
	data: `0x${string}`;
	approvals: EvmApproval[];
}

export type Plan = CosmosPlan | EvmPlan;

const single = (coins: readonly Coin[]) => (coins.length === 1 ? coins[0] : undefined);

function describe(msg: Msg): Omit<DecodedMsg, 'typeUrl' | 'aminoType' | 'raw' | 'msg'> {
	switch (msg.typeUrl) {
		case '/cosmos.bank.v1beta1.MsgSend': {
			const m = msg.value;
			return { label: 'Send', sender: m.fromAddress, recipient: m.toAddress, amount: single(m.amount) };
		}
		case '/ibc.applications.transfer.v1.MsgTransfer': {
			const m = msg.value;
			return {
				label: 'IBC transfer',
				sender: m.sender,
				recipient: m.receiver,
				amount: m.token,
				channel: m.sourceChannel,
				timeoutTimestamp: m.timeoutTimestamp === 0n ? undefined : m.timeoutTimestamp.toString(),
				memo: m.memo || undefined,
				hasHook: m.memo !== ''
			};
		}
		case '/opinit.ophost.v1.MsgInitiateTokenDeposit': {
			const m = msg.value;
			return { label: 'OP bridge deposit', sender: m.sender, recipient: m.to, amount: m.amount, hasHook: m.data.length > 0 };
		}
		case '/opinit.opchild.v1.MsgInitiateTokenWithdrawal': {
			const m = msg.value;
			return { label: 'OP bridge withdrawal', sender: m.sender, recipient: m.to, amount: m.amount };
		}
		case '/opinit.ophost.v1.MsgFinalizeTokenWithdrawal': {
			const m = msg.value;
			return { label: 'Claim OP bridge withdrawal', sender: m.sender, recipient: m.to, amount: m.amount };
		}
		case '/minievm.evm.v1.MsgCall':
			return { label: 'EVM contract call', sender: msg.value.sender, contract: msg.value.contractAddr };
		case '/initia.move.v1.MsgExecute': {
			const m = msg.value;
			return { label: 'Move function call', sender: m.sender, contract: `${m.moduleAddress}::${m.moduleName}::${m.functionName}` };
		}
		case '/cosmwasm.wasm.v1.MsgExecuteContract': {
			const m = msg.value;
			return { label: 'Wasm contract call', sender: m.sender, contract: m.contract, amount: single(m.funds) };
		}
	}
}

export function describeMsg(msg: Msg): DecodedMsg {
	return { typeUrl: msg.typeUrl, aminoType: aminoTypeOf(msg.typeUrl), ...describe(msg), raw: toAmino(msg).value, msg };
}

/** One router `{msg_type_url, msg}` item; `msg` is amino JSON text keyed by the proto type URL. */
export function decodeMsg(typeUrl: string, json: string | Record<string, unknown>): DecodedMsg {
	let value: unknown = json;
	if (typeof json === 'string') {
		try {
			value = parseAminoJson(json);
		} catch {
			throw new InvalidMessageError(`${typeUrl}: message is not valid JSON`);
		}
	}
	return describeMsg(fromAmino(typeUrl, value));
}

/** `txs`, or the legacy `msgs` grouped into txs: consecutive Cosmos msgs on one chain form one tx. */
export function routerTxs(res: RouterMsgsResponse): RouterTx[] {
	if (res.txs && res.txs.length > 0) return res.txs;
	const txs: RouterTx[] = [];
	for (const item of res.msgs ?? []) {
		if (!('multi_chain_msg' in item)) {
			txs.push(item);
			continue;
		}
		const { chain_id, path, msg, msg_type_url } = item.multi_chain_msg;
		const last = txs.at(-1);
		if (last && 'cosmos_tx' in last && last.cosmos_tx.chain_id === chain_id) {
			last.cosmos_tx.msgs = [...(last.cosmos_tx.msgs ?? []), { msg, msg_type_url }];
		} else {
			txs.push({ cosmos_tx: { chain_id, path, msgs: [{ msg, msg_type_url }] } });
		}
	}
	return txs;
}

const DECIMAL = /^\d+$/;

function planEvm(tx: RouterEvmTx): EvmPlan {
	const data = (tx.data ?? '').replace(/^0x/, '');
	if (!/^([0-9a-fA-F]{2})*$/.test(data)) throw new InvalidMessageError('EVM transaction data is not hex');
	if (!tx.to) throw new InvalidMessageError('EVM transaction has no destination contract');
	const value = tx.value || '0';
	if (!DECIMAL.test(value)) throw new InvalidMessageError('EVM transaction value is not a whole number');
	return {
		kind: 'evm',
		chainId: tx.chain_id,
		from: tx.signer_address ?? '',
		to: tx.to,
		value,
		data: `0x${data}`,
		approvals: (tx.required_erc20_approvals ?? []).map((a) => {
			if (!DECIMAL.test(a.amount)) throw new InvalidMessageError('ERC-20 approval amount is not a whole number');
			return { tokenContract: a.token_contract, spender: a.spender, amount: a.amount };
		})
	};
}

export function planTx(tx: RouterTx): Plan {
	if ('evm_tx' in tx) return planEvm(tx.evm_tx);
	if ('svm_tx' in tx) throw new UnsupportedMessageError('svm_tx', 'Solana transactions cannot be signed here');
	const { chain_id, signer_address, msgs = [] } = tx.cosmos_tx;
	const messages = msgs.map((m) => decodeMsg(m.msg_type_url, m.msg));
	return { kind: 'cosmos', chainId: chain_id, signer: signer_address ?? messages[0]?.sender ?? '', messages };
}

export const planRouterTxs = (res: RouterMsgsResponse): Plan[] => routerTxs(res).map(planTx);
