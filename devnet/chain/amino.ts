// Proto -> legacy amino JSON for the accepted messages, and the StdSignDoc that
// SIGN_MODE_LEGACY_AMINO_JSON and SIGN_MODE_EIP_191 sign. Names, fields and omission rules follow
// tests/golden/signing/amino_registry.json (Go x/tx aminojson: empty values are omitted unless the
// field is dont_omitempty); wasm follows wasmd (inline_json msg, legacy_coins funds).
import { MSG_CALL, MSG_DEPOSIT, MSG_EXECUTE, MSG_EXECUTE_CONTRACT, MSG_FINALIZE, MSG_SEND, MSG_TRANSFER, MSG_WITHDRAWAL, type CoinJson, type Msg } from './proto/msgs';

export interface AminoMsg {
	type: string;
	value: Record<string, unknown>;
}

export const AMINO_NAMES: Record<Msg['typeUrl'], string> = {
	[MSG_SEND]: 'cosmos-sdk/MsgSend',
	[MSG_TRANSFER]: 'cosmos-sdk/MsgTransfer',
	[MSG_DEPOSIT]: 'ophost/MsgInitiateTokenDeposit',
	[MSG_WITHDRAWAL]: 'opchild/MsgInitiateTokenWithdrawal',
	[MSG_FINALIZE]: 'ophost/MsgFinalizeTokenWithdrawal',
	[MSG_CALL]: 'evm/MsgCall',
	[MSG_EXECUTE]: 'move/MsgExecute',
	[MSG_EXECUTE_CONTRACT]: 'wasm/MsgExecuteContract'
};

/** Drops keys whose value is undefined (the omitted-when-empty fields). */
function defined(o: Record<string, unknown>): Record<string, unknown> {
	return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

const str = (s: string) => (s === '' ? undefined : s);
const uint = (s: string) => (s === '0' ? undefined : s);
const list = <T>(a: T[]) => (a.length ? a : undefined);
const coin = (c: CoinJson) => ({ amount: c.amount, denom: c.denom });

function aminoValue(msg: Msg): Record<string, unknown> {
	switch (msg.typeUrl) {
		case MSG_SEND: {
			const v = msg.value;
			return defined({ from_address: str(v.from_address), to_address: str(v.to_address), amount: v.amount.map(coin) });
		}
		case MSG_TRANSFER: {
			const v = msg.value;
			return defined({
				source_port: str(v.source_port),
				source_channel: str(v.source_channel),
				token: coin(v.token),
				sender: str(v.sender),
				receiver: str(v.receiver),
				// Always present, even as {} for a timestamp-only timeout.
				timeout_height: defined({
					revision_number: uint(v.timeout_height.revision_number),
					revision_height: uint(v.timeout_height.revision_height)
				}),
				timeout_timestamp: uint(v.timeout_timestamp),
				memo: str(v.memo)
			});
		}
		case MSG_DEPOSIT: {
			const v = msg.value;
			return defined({ sender: str(v.sender), bridge_id: uint(v.bridge_id), to: str(v.to), amount: coin(v.amount), data: v.data ?? undefined });
		}
		case MSG_WITHDRAWAL: {
			const v = msg.value;
			return defined({ sender: str(v.sender), to: str(v.to), amount: coin(v.amount) });
		}
		case MSG_FINALIZE: {
			const v = msg.value;
			return defined({
				sender: str(v.sender),
				bridge_id: uint(v.bridge_id),
				output_index: uint(v.output_index),
				withdrawal_proofs: list(v.withdrawal_proofs),
				from: str(v.from),
				to: str(v.to),
				sequence: uint(v.sequence),
				amount: coin(v.amount),
				version: str(v.version),
				storage_root: str(v.storage_root),
				last_block_hash: str(v.last_block_hash)
			});
		}
		case MSG_CALL: {
			const v = msg.value;
			return defined({
				sender: str(v.sender),
				contract_addr: str(v.contract_addr),
				input: str(v.input),
				value: v.value,
				// dont_omitempty on a nil list: the signed doc says null (verified on chain).
				access_list: v.access_list.length ? v.access_list.map((t) => defined({ address: str(t.address), storage_keys: list(t.storage_keys) })) : null
			});
		}
		case MSG_EXECUTE: {
			const v = msg.value;
			return defined({
				sender: str(v.sender),
				module_address: str(v.module_address),
				module_name: str(v.module_name),
				function_name: str(v.function_name),
				type_args: list(v.type_args),
				args: list(v.args)
			});
		}
		case MSG_EXECUTE_CONTRACT: {
			const v = msg.value;
			return defined({ sender: str(v.sender), contract: str(v.contract), msg: v.msg, funds: v.funds.map(coin) });
		}
	}
}

export const toAmino = (msg: Msg): AminoMsg => ({ type: AMINO_NAMES[msg.typeUrl], value: aminoValue(msg) });

export interface StdFee {
	amount: CoinJson[];
	gas: string;
	payer?: string;
	granter?: string;
}

export interface SignDocInput {
	chainId: string;
	accountNumber: number;
	sequence: number;
	fee: StdFee;
	memo: string;
	msgs: Msg[];
	timeoutHeight: bigint;
}

export function makeSignDoc(d: SignDocInput): Record<string, unknown> {
	return defined({
		account_number: String(d.accountNumber),
		chain_id: d.chainId,
		fee: defined({ amount: d.fee.amount.map(coin), gas: d.fee.gas, payer: str(d.fee.payer ?? ''), granter: str(d.fee.granter ?? '') }),
		memo: d.memo,
		msgs: d.msgs.map(toAmino),
		sequence: String(d.sequence),
		timeout_height: uint(d.timeoutHeight.toString())
	});
}

function sortKeys(v: unknown): unknown {
	if (Array.isArray(v)) return v.map(sortKeys);
	if (v && typeof v === 'object') {
		const o = v as Record<string, unknown>;
		return Object.fromEntries(Object.keys(o).sort().map((k) => [k, sortKeys(o[k])]));
	}
	return v;
}

/** Sorted keys at every depth, no whitespace, `& < >` escaped (Go json.Marshal / cosmjs serializeSignDoc). */
export function serializeSignDoc(doc: Record<string, unknown>): string {
	return JSON.stringify(sortKeys(doc)).replace(/[&<>]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`);
}
