// Cosmos SDK REST shapes the bridge needs: accounts, balances, simulate, broadcast, tx lookup.
import * as v from 'valibot';
import { amountOrZero, bigintSchema, isRecord } from './common';

export interface Account {
	address: string;
	accountNumber: bigint;
	sequence: bigint;
	/** null until the account has signed once. */
	pubKey: { typeUrl: string; key: string } | null;
}

export interface Coin {
	denom: string;
	amount: bigint;
}

export interface GasEstimate {
	gasUsed: bigint;
	gasWanted: bigint;
}

/** A CheckTx result: code != 0 is a rejection to show (raw_log), not a transport error. */
export interface BroadcastResult {
	txhash: string;
	code: number;
	codespace: string;
	rawLog: string;
}

export interface TxResult extends BroadcastResult {
	height: bigint;
	gasWanted: bigint;
	gasUsed: bigint;
	timestamp: string;
}

const text = v.nullish(v.string(), '');
const code = v.nullish(v.pipe(v.number(), v.integer()), 0);

// Vesting accounts nest base_vesting_account.base_account; module and object accounts nest base_account.
function unwrapBase(account: Record<string, unknown>): Record<string, unknown> {
	let current = account;
	for (let depth = 0; depth < 4; depth++) {
		const inner = current.base_vesting_account ?? current.base_account;
		if (!isRecord(inner)) break;
		current = inner;
	}
	return current;
}

const accountFields = v.pipe(
	v.record(v.string(), v.unknown()),
	v.transform(unwrapBase),
	v.object({
		address: text,
		pub_key: v.nullish(v.object({ '@type': text, key: text })),
		account_number: v.nullish(bigintSchema, '0'),
		sequence: v.nullish(bigintSchema, '0')
	}),
	v.transform(
		(w): Account => ({
			address: w.address,
			accountNumber: w.account_number,
			sequence: w.sequence,
			pubKey: w.pub_key ? { typeUrl: w.pub_key['@type'], key: w.pub_key.key } : null
		})
	)
);

export const accountResponseSchema = v.pipe(
	v.object({ account: accountFields }),
	v.transform((w) => w.account)
);

export const accountInfoResponseSchema = v.pipe(
	v.object({ info: accountFields }),
	v.transform((w) => w.info)
);

const coin = v.object({ denom: v.string(), amount: amountOrZero });

export const balancesResponseSchema = v.pipe(
	v.object({ balances: v.nullish(v.array(coin), []) }),
	v.transform((w): Coin[] => w.balances)
);

export const balanceResponseSchema = v.pipe(
	v.object({ balance: v.nullish(coin) }),
	v.transform((w) => w.balance?.amount ?? 0n)
);

export const simulateResponseSchema = v.pipe(
	v.object({ gas_info: v.object({ gas_used: bigintSchema, gas_wanted: v.nullish(bigintSchema, '0') }) }),
	v.transform((w): GasEstimate => ({ gasUsed: w.gas_info.gas_used, gasWanted: w.gas_info.gas_wanted }))
);

const txResponseFields = {
	txhash: v.string(),
	code,
	codespace: text,
	raw_log: text
};

export const broadcastResponseSchema = v.pipe(
	v.object({ tx_response: v.object(txResponseFields) }),
	v.transform(
		({ tx_response: r }): BroadcastResult => ({ txhash: r.txhash, code: r.code, codespace: r.codespace, rawLog: r.raw_log })
	)
);

export const txResponseSchema = v.pipe(
	v.object({
		tx_response: v.object({
			...txResponseFields,
			height: bigintSchema,
			gas_wanted: v.nullish(bigintSchema, '0'),
			gas_used: v.nullish(bigintSchema, '0'),
			timestamp: text
		})
	}),
	v.transform(
		({ tx_response: r }): TxResult => ({
			txhash: r.txhash,
			code: r.code,
			codespace: r.codespace,
			rawLog: r.raw_log,
			height: r.height,
			gasWanted: r.gas_wanted,
			gasUsed: r.gas_used,
			timestamp: r.timestamp
		})
	)
);
