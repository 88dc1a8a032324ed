// Cosmos txs on a simulated chain: broadcast (CheckTx: ante, fee, sequence, then queue for the
// next block), simulate, and DeliverTx execution of the messages against balances.
import { toHex } from '@cosmjs/encoding';
import { sha256 } from '@noble/hashes/sha2.js';
import type { ChainDef } from '../chains';
import { accountKey, denomKey, evmAddressOf, isHexAddress } from './address';
import { toAmino } from './amino';
import { execute } from './evm-state';
import type { Batch, ChainLedger, Outcome, TxRecord } from './ledger';
import { MSG_CALL, MSG_DEPOSIT, MSG_EXECUTE, MSG_EXECUTE_CONTRACT, MSG_FINALIZE, MSG_SEND, MSG_TRANSFER, MSG_WITHDRAWAL, msgGas, type CoinJson, type Msg } from './proto/msgs';
import { txJson, type TxJson } from './proto/tx';
import { runAnte } from './verify';

/** Gas the simulator's infinite meter reports as wanted (math.MaxUint64). */
export const SIMULATE_GAS_WANTED = '18446744073709551615';

interface MsgError {
	code: number;
	codespace: string;
	log: string;
}

const errorMessage = (e: unknown) => (e instanceof Error ? e.message : String(e));

function debit(batch: Batch, chain: ChainDef, owner: string, c: CoinJson): MsgError | undefined {
	const key = accountKey(chain, owner);
	const denom = denomKey(chain, c.denom);
	if (batch.debit(key, denom, BigInt(c.amount))) return undefined;
	return { code: 5, codespace: 'sdk', log: `spendable balance ${batch.balance(key, denom)}${c.denom} is smaller than ${c.amount}${c.denom}: insufficient funds` };
}

/** Coins leave the sender; `to` (when on this chain) receives them. */
function move(batch: Batch, chain: ChainDef, from: string, to: string | undefined, coins: CoinJson[], toField: string): MsgError | undefined {
	let toKey: string | undefined;
	if (to !== undefined) {
		try {
			toKey = accountKey(chain, to);
		} catch (e) {
			return { code: 7, codespace: 'sdk', log: `invalid ${toField} address: ${errorMessage(e)}: invalid address` };
		}
	}
	for (const c of coins) {
		const err = debit(batch, chain, from, c);
		if (err) return err;
		if (toKey) batch.credit(toKey, denomKey(chain, c.denom), BigInt(c.amount));
	}
	return undefined;
}

/** Where a message runs: the ledger (for messages other modules register) and the block time. */
interface Block {
	ledger: ChainLedger;
	time: number;
}

function executeMsg(batch: Batch, chain: ChainDef, msg: Msg, block: Block): MsgError | undefined {
	switch (msg.typeUrl) {
		case MSG_SEND:
			return move(batch, chain, msg.value.from_address, msg.value.to_address, msg.value.amount, 'to');
		// Outbound transfers only debit (escrow/burn): the router credits the destination chain later.
		case MSG_TRANSFER:
			return move(batch, chain, msg.value.sender, undefined, [msg.value.token], '');
		case MSG_DEPOSIT:
		case MSG_WITHDRAWAL:
			return move(batch, chain, msg.value.sender, undefined, [msg.value.amount], '');
		case MSG_EXECUTE_CONTRACT:
			return move(batch, chain, msg.value.sender, msg.value.contract, msg.value.funds, 'contract');
		case MSG_CALL: {
			const v = msg.value;
			if (!isHexAddress(v.contract_addr) || !/^0x(?:[0-9a-fA-F]{2})*$/.test(v.input)) return { code: 6, codespace: 'evm', log: 'Invalid hex string' };
			const call = { from: evmAddressOf(chain, accountKey(chain, v.sender)), to: v.contract_addr.toLowerCase(), value: BigInt(v.value), data: v.input as `0x${string}` };
			const r = execute(batch, chain, call);
			return r.ok ? undefined : { code: 3, codespace: 'evm', log: `${r.reason || 'execution reverted'}: EVMCall failed` };
		}
		// Move entry functions are accepted without simulated effects.
		case MSG_EXECUTE:
			return undefined;
		// x/ophost's claim, run by devnet/chain/ophost-finalize.ts.
		case MSG_FINALIZE: {
			const handler = block.ledger.msgHandlers.get(msg.typeUrl);
			if (!handler) return { code: 1, codespace: 'undefined', log: `no handler for ${msg.typeUrl}` };
			return handler(batch, chain, { ...msg.value }, block.time);
		}
	}
}

/** Runs the messages atomically on `batch`; gasLimit undefined = simulation's infinite meter. */
function executeMsgs(batch: Batch, chain: ChainDef, msgs: Msg[], block: Block, anteGas: bigint, gasLimit?: bigint): Outcome {
	let gas = anteGas;
	for (const [i, msg] of msgs.entries()) {
		gas += BigInt(msgGas(msg));
		if (gasLimit !== undefined && gas > gasLimit)
			return { code: 11, codespace: 'sdk', rawLog: `out of gas in location: ${msg.typeUrl}; gasWanted: ${gasLimit}, gasUsed: ${gas}: out of gas`, gasUsed: gasLimit };
		const err = executeMsg(batch, chain, msg, block);
		if (err) return { code: err.code, codespace: err.codespace, rawLog: `failed to execute message; message index: ${i}: ${err.log}`, gasUsed: gas };
	}
	return { code: 0, codespace: '', rawLog: '', gasUsed: gas };
}

function syncResponse(txhash: string, code: number, rawLog: string, gasWanted: bigint, gasUsed: bigint) {
	return {
		tx_response: {
			height: '0',
			txhash,
			codespace: code ? 'sdk' : '',
			code,
			data: '',
			raw_log: rawLog,
			logs: [],
			info: '',
			gas_wanted: gasWanted.toString(),
			gas_used: gasUsed.toString(),
			tx: null,
			timestamp: '',
			events: []
		}
	};
}

/** BROADCAST_MODE_SYNC: the CheckTx answer; an accepted tx pays its fee now and lands in the next block. */
export function broadcastTx(ledger: ChainLedger, chainId: string, txBytes: Uint8Array) {
	const chain = ledger.def(chainId);
	const txhash = toHex(sha256(txBytes)).toUpperCase();
	const ante = runAnte(chain, ledger.anteView(chainId), txBytes, { mode: 'check' });
	if (!ante.ok) return syncResponse(txhash, ante.code, ante.log, ante.gasWanted, ante.gasUsed);
	const { tx } = ante;
	const payer = tx.signers[0]!;
	const fee = ledger.batch(chainId);
	for (const c of tx.fee) debit(fee, chain, payer, c);
	fee.commit();
	tx.signers.forEach((s, i) => ledger.bumpSequence(chainId, s, ante.pubKeys[i]));
	const record: TxRecord = {
		tx: {
			chainId,
			hash: txhash,
			kind: 'cosmos',
			height: 0,
			time: 0,
			code: 0,
			rawLog: '',
			signer: payer,
			messages: tx.msgs.map((m) => ({ typeUrl: m.typeUrl, value: toAmino(m).value })),
			memo: tx.body.memo
		},
		gasWanted: tx.gasLimit,
		gasUsed: 0n,
		codespace: '',
		detail: { kind: 'cosmos', json: txJson(tx) }
	};
	ledger.submit(chainId, payer, record, (batch, time) => executeMsgs(batch, chain, tx.msgs, { ledger, time }, ante.anteGas, tx.gasLimit));
	return syncResponse(txhash, 0, '', tx.gasLimit, 0n);
}

export type SimulateResult = { ok: true; gasUsed: bigint; msgs: Msg[] } | { ok: false; message: string };

/** /simulate: ante without signature checks, then the messages on a throwaway batch. */
export function simulateTx(ledger: ChainLedger, chainId: string, txBytes: Uint8Array): SimulateResult {
	const chain = ledger.def(chainId);
	const ante = runAnte(chain, ledger.anteView(chainId), txBytes, { mode: 'simulate' });
	const failure = (log: string, gasUsed: bigint): SimulateResult => ({
		ok: false,
		message: `${log} With gas wanted: '${SIMULATE_GAS_WANTED}' and gas used: '${gasUsed}' : unknown request`
	});
	if (!ante.ok) return failure(ante.log, ante.gasUsed);
	const batch = ledger.batch(chainId);
	for (const c of ante.tx.fee) debit(batch, chain, ante.tx.signers[0]!, c);
	// as in the next block
	const out = executeMsgs(batch, chain, ante.tx.msgs, { ledger, time: ledger.now() }, ante.anteGas);
	return out.code ? failure(out.rawLog, out.gasUsed) : { ok: true, gasUsed: out.gasUsed, msgs: ante.tx.msgs };
}

/** GET /cosmos/tx/v1beta1/txs/{hash} body of an included tx. */
export function includedTxJson(record: TxRecord, json: TxJson) {
	const { tx } = record;
	return {
		tx: json,
		tx_response: {
			height: String(tx.height),
			txhash: tx.hash,
			codespace: record.codespace,
			code: tx.code,
			data: '',
			raw_log: tx.rawLog,
			logs: [],
			info: '',
			gas_wanted: record.gasWanted.toString(),
			gas_used: record.gasUsed.toString(),
			tx: { '@type': '/cosmos.tx.v1beta1.Tx', ...json },
			timestamp: new Date(tx.time).toISOString().replace(/\.\d{3}Z$/, 'Z'),
			events: []
		}
	};
}
