// The contract between the simulated chains (devnet/chain) and the other devnet services.
// The router reads included transactions and balances through it and credits destinations
// when a simulated transfer completes; the control API funds accounts through it.

/** A transaction a simulated chain accepted into a block (or rejected in DeliverTx). */
export interface IncludedTx {
	chainId: string;
	/** Canonical hash: Cosmos = 64 uppercase hex without 0x; EVM = 0x + 64 lowercase hex. */
	hash: string;
	kind: 'cosmos' | 'evm';
	height: number;
	/** Block time, ms since epoch. */
	time: number;
	/** 0 = success. */
	code: number;
	rawLog: string;
	/** Signer: bech32 for Cosmos txs, 0x lowercase for EVM txs. */
	signer: string;
	/** Cosmos: messages as proto type URL + amino-JSON value (snake_case), as the router's /msgs issued them. */
	messages: { typeUrl: string; value: Record<string, unknown> }[];
	memo?: string;
	/** EVM: the call. `data` is 0x-prefixed lowercase hex; `value` decimal wei. */
	evm?: { from: string; to: string; value: string; data: string };
}

export interface Ledger {
	/** Balance in base units; 0n for unknown accounts. EVM chains: denom = ERC-20 address or "<chain>-native". */
	balance(chainId: string, address: string, denom: string): bigint;
	/** Add funds (faucet, completed bridge transfers, refunds). Creates the account if needed. */
	credit(chainId: string, address: string, denom: string, amount: bigint): void;
	/** Look up an included tx by hash (case-insensitive, with or without 0x). */
	findTx(chainId: string, hash: string): IncludedTx | undefined;
	/**
	 * Verify a signed Cosmos TxRaw (e.g. an op hook) as chain `chainId` would in its ante handler,
	 * without executing it: decodes, checks the signer is `expectedSigner`, the chain id, the account
	 * number and that the sequence equals the stored one plus `sequenceOffset`, and the signature.
	 */
	verifySignedTx(
		chainId: string,
		txBytes: Uint8Array,
		opts: { expectedSigner: string; sequenceOffset?: number }
	): { ok: true } | { ok: false; reason: string };
	/** Reset to genesis (control API). */
	reset(): void;
}
