// Router /v2/fungible/msgs output (as parsed by the router client) -> reviewable plans: what each tx does,
// in fields the UI can show and the guard can check. Decoding refuses unknown message types; the guard
// decides what else blocks signing.
import type { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin';
import type { MsgsResponse, RouterTx } from '$lib/api/router';
import { aminoTypeOf, fromAmino, parseAminoJson, toAmino } from './amino';
import { InvalidMessageError, UnsupportedMessageError } from './errors';
import type { Msg } from './proto';

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

function planEvm(tx: Extract<RouterTx, { kind: 'evm' }>): EvmPlan {
	const data = tx.data.replace(/^0x/, '');
	if (!/^([0-9a-fA-F]{2})*$/.test(data)) throw new InvalidMessageError('EVM transaction data is not hex');
	if (!tx.to) throw new InvalidMessageError('EVM transaction has no destination contract');
	if (tx.value < 0n) throw new InvalidMessageError('EVM transaction value is not a whole number');
	return {
		kind: 'evm',
		chainId: tx.chainId,
		from: tx.signerAddress,
		to: tx.to,
		value: tx.value.toString(),
		data: `0x${data}`,
		approvals: tx.requiredErc20Approvals.map((a) => {
			if (a.amount < 0n) throw new InvalidMessageError('ERC-20 approval amount is not a whole number');
			return { tokenContract: a.tokenContract, spender: a.spender, amount: a.amount.toString() };
		})
	};
}

export function planTx(tx: RouterTx): Plan {
	switch (tx.kind) {
		case 'evm':
			return planEvm(tx);
		case 'svm':
			throw new UnsupportedMessageError('svm_tx', 'Solana transactions cannot be signed here');
		case 'unknown':
			throw new UnsupportedMessageError('unknown transaction kind', 'the router sent a transaction of a kind Loom does not know');
		case 'cosmos': {
			const messages = tx.msgs.map((m) => decodeMsg(m.msgTypeUrl, m.msg));
			return { kind: 'cosmos', chainId: tx.chainId, signer: tx.signerAddress || (messages[0]?.sender ?? ''), messages };
		}
	}
}

export const planRouterTxs = (res: Pick<MsgsResponse, 'txs'>): Plan[] => res.txs.map(planTx);
