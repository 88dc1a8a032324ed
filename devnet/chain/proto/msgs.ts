// The message types the devnet chains accept: proto decoding into the REST (proto-JSON, snake_case)
// form, which chains register which type, each type's signer field and its simulated gas.
import { fromUtf8, toBase64 } from '@cosmjs/encoding';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import type { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { MsgExecuteContract } from 'cosmjs-types/cosmwasm/wasm/v1/tx';
import { MsgTransfer } from 'cosmjs-types/ibc/applications/transfer/v1/tx';
import type { ChainDef } from '../../chains';
import { decodeMsgCall, decodeMsgExecute, decodeMsgFinalizeTokenWithdrawal, decodeMsgInitiateTokenDeposit, decodeMsgInitiateTokenWithdrawal } from './initia';

export const MSG_SEND = '/cosmos.bank.v1beta1.MsgSend';
export const MSG_TRANSFER = '/ibc.applications.transfer.v1.MsgTransfer';
export const MSG_DEPOSIT = '/opinit.ophost.v1.MsgInitiateTokenDeposit';
export const MSG_WITHDRAWAL = '/opinit.opchild.v1.MsgInitiateTokenWithdrawal';
export const MSG_FINALIZE = '/opinit.ophost.v1.MsgFinalizeTokenWithdrawal';
export const MSG_CALL = '/minievm.evm.v1.MsgCall';
export const MSG_EXECUTE = '/initia.move.v1.MsgExecute';
export const MSG_EXECUTE_CONTRACT = '/cosmwasm.wasm.v1.MsgExecuteContract';

export interface CoinJson {
	denom: string;
	amount: string;
}

/** A decoded message: proto type URL + its proto-JSON value as the REST API prints it. */
export type Msg =
	| { typeUrl: typeof MSG_SEND; value: { from_address: string; to_address: string; amount: CoinJson[] } }
	| {
			typeUrl: typeof MSG_TRANSFER;
			value: {
				source_port: string;
				source_channel: string;
				token: CoinJson;
				sender: string;
				receiver: string;
				timeout_height: { revision_number: string; revision_height: string };
				timeout_timestamp: string;
				memo: string;
			};
	  }
	| { typeUrl: typeof MSG_DEPOSIT; value: { sender: string; bridge_id: string; to: string; amount: CoinJson; data: string | null } }
	| { typeUrl: typeof MSG_WITHDRAWAL; value: { sender: string; to: string; amount: CoinJson } }
	| { typeUrl: typeof MSG_FINALIZE; value: FinalizeJson }
	| {
			typeUrl: typeof MSG_CALL;
			value: { sender: string; contract_addr: string; input: string; value: string; access_list: { address: string; storage_keys: string[] }[] };
	  }
	| {
			typeUrl: typeof MSG_EXECUTE;
			value: { sender: string; module_address: string; module_name: string; function_name: string; type_args: string[]; args: string[] };
	  }
	| { typeUrl: typeof MSG_EXECUTE_CONTRACT; value: { sender: string; contract: string; msg: unknown; funds: CoinJson[] } };

/** MsgFinalizeTokenWithdrawal in proto JSON: uint64 as strings, bytes as base64. */
export interface FinalizeJson {
	sender: string;
	bridge_id: string;
	output_index: string;
	withdrawal_proofs: string[];
	from: string;
	to: string;
	sequence: string;
	amount: CoinJson;
	version: string;
	storage_root: string;
	last_block_hash: string;
}

/** Go's math.Int reads an empty amount as 0 and rejects anything but digits. */
function coin(c: Coin): CoinJson {
	const amount = c.amount === '' ? '0' : c.amount;
	if (!/^\d+$/.test(amount)) throw new Error(`invalid coin amount: ${c.amount}`);
	return { denom: c.denom, amount };
}

interface MsgType {
	/** Which chains register the type (an unregistered type URL cannot be decoded). */
	on(chain: ChainDef): boolean;
	decode(bytes: Uint8Array): Msg;
	/** Gas the simulated chain charges to execute one such message. */
	gas: number;
}

const MSG_TYPES: Record<string, MsgType> = {
	[MSG_SEND]: {
		on: () => true,
		gas: 30_000,
		decode(bytes) {
			const m = MsgSend.decode(bytes);
			return { typeUrl: MSG_SEND, value: { from_address: m.fromAddress, to_address: m.toAddress, amount: m.amount.map(coin) } };
		}
	},
	[MSG_TRANSFER]: {
		on: () => true,
		gas: 60_000,
		decode(bytes) {
			const m = MsgTransfer.decode(bytes);
			return {
				typeUrl: MSG_TRANSFER,
				value: {
					source_port: m.sourcePort,
					source_channel: m.sourceChannel,
					token: coin(m.token),
					sender: m.sender,
					receiver: m.receiver,
					timeout_height: {
						revision_number: m.timeoutHeight.revisionNumber.toString(),
						revision_height: m.timeoutHeight.revisionHeight.toString()
					},
					timeout_timestamp: m.timeoutTimestamp.toString(),
					memo: m.memo
				}
			};
		}
	},
	[MSG_DEPOSIT]: {
		on: (c) => c.kind === 'initia-l1',
		gas: 80_000,
		decode(bytes) {
			const m = decodeMsgInitiateTokenDeposit(bytes);
			return {
				typeUrl: MSG_DEPOSIT,
				value: { sender: m.sender, bridge_id: m.bridgeId.toString(), to: m.to, amount: coin(m.amount), data: m.data.length ? toBase64(m.data) : null }
			};
		}
	},
	[MSG_WITHDRAWAL]: {
		on: (c) => c.kind === 'initia-l2',
		gas: 70_000,
		decode(bytes) {
			const m = decodeMsgInitiateTokenWithdrawal(bytes);
			return { typeUrl: MSG_WITHDRAWAL, value: { sender: m.sender, to: m.to, amount: coin(m.amount) } };
		}
	},
	[MSG_FINALIZE]: {
		on: (c) => c.kind === 'initia-l1',
		gas: 120_000,
		decode(bytes) {
			const m = decodeMsgFinalizeTokenWithdrawal(bytes);
			return {
				typeUrl: MSG_FINALIZE,
				value: {
					sender: m.sender,
					bridge_id: m.bridgeId.toString(),
					output_index: m.outputIndex.toString(),
					withdrawal_proofs: m.withdrawalProofs.map(toBase64),
					from: m.from,
					to: m.to,
					sequence: m.sequence.toString(),
					amount: coin(m.amount),
					version: toBase64(m.version),
					storage_root: toBase64(m.storageRoot),
					last_block_hash: toBase64(m.lastBlockHash)
				}
			};
		}
	},
	[MSG_CALL]: {
		on: (c) => c.kind === 'initia-l2' && c.vm === 'evm',
		gas: 100_000,
		decode(bytes) {
			const m = decodeMsgCall(bytes);
			const value = m.value === '' ? '0' : m.value;
			if (!/^\d+$/.test(value)) throw new Error(`invalid value: ${m.value}`);
			return {
				typeUrl: MSG_CALL,
				value: {
					sender: m.sender,
					contract_addr: m.contractAddr,
					input: m.input,
					value,
					access_list: m.accessList.map((t) => ({ address: t.address, storage_keys: t.storageKeys }))
				}
			};
		}
	},
	[MSG_EXECUTE]: {
		on: (c) => c.kind !== 'cosmos' && c.vm === 'move',
		gas: 90_000,
		decode(bytes) {
			const m = decodeMsgExecute(bytes);
			return {
				typeUrl: MSG_EXECUTE,
				value: {
					sender: m.sender,
					module_address: m.moduleAddress,
					module_name: m.moduleName,
					function_name: m.functionName,
					type_args: m.typeArgs,
					args: m.args.map(toBase64)
				}
			};
		}
	},
	[MSG_EXECUTE_CONTRACT]: {
		on: (c) => c.kind !== 'cosmos' && c.vm === 'wasm',
		gas: 100_000,
		decode(bytes) {
			const m = MsgExecuteContract.decode(bytes);
			let msg: unknown;
			try {
				msg = JSON.parse(fromUtf8(m.msg));
			} catch {
				throw new Error('msg is not valid JSON');
			}
			return { typeUrl: MSG_EXECUTE_CONTRACT, value: { sender: m.sender, contract: m.contract, msg, funds: m.funds.map(coin) } };
		}
	}
};

/** Decodes one body message as chain `chain` would; throws with the SDK's wording for unknown types. */
export function decodeMsg(chain: ChainDef, any: Any): Msg {
	const type = MSG_TYPES[any.typeUrl];
	if (!type?.on(chain)) throw new Error(`unable to resolve type URL ${any.typeUrl}`);
	return type.decode(any.value);
}

export const msgGas = (msg: Msg) => MSG_TYPES[msg.typeUrl]!.gas;

/** The address that must sign the message (cosmos.msg.v1.signer). */
export const msgSigner = (msg: Msg) => (msg.typeUrl === MSG_SEND ? msg.value.from_address : msg.value.sender);
