// A tx's result in words: success, or which module refused it (codespace + code), what that code
// means for the common ones, which message failed, and the chain's own log.

export type TxOutcome =
	| { ok: true }
	| {
			ok: false;
			code: number;
			codespace: string;
			/** The chain's error text (raw_log). */
			log: string;
			/** What the code means, when it is a well-known one. */
			meaning?: string;
			/** 0-based index of the message that failed, when the log says. */
			failedMessage?: number;
	  };

// cosmos-sdk types/errors (codespace "sdk") and the VM modules' usual failures.
const MEANINGS: Record<string, Record<number, string>> = {
	sdk: {
		2: 'the transaction could not be decoded',
		3: 'the account sequence was wrong (an earlier transaction from this account was still pending or was replaced)',
		4: 'the signer was not allowed to do this',
		5: 'the account did not have enough funds',
		7: 'an address in it is invalid',
		8: 'a public key in it is invalid',
		9: 'an address in it is unknown to the chain',
		10: 'an amount in it is invalid',
		11: 'it ran out of gas (the gas limit was too low)',
		12: 'its memo is too long',
		13: 'the fee was too low',
		18: 'the request was invalid',
		19: 'the same transaction was already sent',
		21: 'the transaction is too large',
		30: 'it was included too late (timeout height passed)',
		32: 'the account sequence was wrong (an earlier transaction from this account was still pending or was replaced)'
	},
	evm: { 3: 'the EVM call reverted' },
	wasm: { 5: 'the contract returned an error' },
	move: {}
};

export function txOutcome(tx: { code: number; codespace: string; rawLog: string }): TxOutcome {
	if (tx.code === 0) return { ok: true };
	const meaning = MEANINGS[tx.codespace]?.[tx.code] ?? (tx.codespace === 'move' ? 'the Move function aborted' : undefined);
	const index = /message index: (\d+)/.exec(tx.rawLog)?.[1];
	return {
		ok: false,
		code: tx.code,
		codespace: tx.codespace,
		log: tx.rawLog,
		...(meaning ? { meaning } : {}),
		...(index !== undefined ? { failedMessage: Number(index) } : {})
	};
}
