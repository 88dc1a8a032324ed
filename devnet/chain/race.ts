// "A second sender races the page": another wallet or tab sends from the same account, so the
// sequence the page signed with is used up and CheckTx answers code 32 (`account sequence mismatch,
// expected N, got M: incorrect account sequence`), as a real chain does. Either at once (`now`), or
// armed to strike right before the account's next broadcast reaches CheckTx (`next_broadcast`) —
// after the page has read the account, simulated and signed.
import { fromBase64 } from '@cosmjs/encoding';
import type { ChainDef } from '../chains';
import type { Ctx } from '../http';
import { accountKey } from './address';
import type { ChainLedger } from './ledger';
import { decodeTx } from './proto/tx';

export class SecondSender {
	/** `chain/accountKey` → how many upcoming broadcasts to race. */
	#armed = new Map<string, number>();

	constructor(private readonly ledger: ChainLedger) {}

	#key(chainId: string, address: string): string {
		return `${chainId}/${accountKey(this.ledger.def(chainId), address)}`;
	}

	/** The other sender's tx gets in now: the account's sequence moves on. Returns the new sequence. */
	now(chainId: string, address: string): number {
		const key = accountKey(this.ledger.def(chainId), address);
		this.ledger.bumpSequence(chainId, key);
		return this.ledger.account(chainId, key)!.sequence;
	}

	/** The other sender gets in right before each of the account's next `times` broadcasts. */
	arm(chainId: string, address: string, times = 1): void {
		if (!this.ledger.account(chainId, accountKey(this.ledger.def(chainId), address))) throw new Error(`account ${address} does not exist on ${chainId}`);
		this.#armed.set(this.#key(chainId, address), times);
	}

	/** Called with every broadcast before CheckTx. */
	beforeBroadcast(chain: ChainDef, txBytes: Uint8Array): void {
		if (this.#armed.size === 0) return;
		let signers: string[];
		try {
			signers = decodeTx(chain, txBytes).signers;
		} catch {
			return; // CheckTx answers the decode error itself
		}
		for (const signer of signers) {
			const id = `${chain.chainId}/${signer}`;
			const left = this.#armed.get(id) ?? 0;
			if (left <= 0) continue;
			if (left === 1) this.#armed.delete(id);
			else this.#armed.set(id, left - 1);
			this.ledger.bumpSequence(chain.chainId, signer);
		}
	}

	/** A Cosmos REST extension that looks at every broadcast first and lets the chain answer it. */
	extension(chainId: string): (ctx: Ctx, path: string) => Promise<boolean> {
		return async (ctx, path) => {
			if (ctx.method !== 'POST' || path !== '/cosmos/tx/v1beta1/txs' || this.#armed.size === 0) return false;
			try {
				const body = JSON.parse((await ctx.body()) || '{}') as { tx_bytes?: unknown };
				if (typeof body.tx_bytes === 'string') this.beforeBroadcast(this.ledger.def(chainId), fromBase64(body.tx_bytes));
			} catch {
				// the chain answers a malformed body itself
			}
			return false;
		};
	}

	reset(): void {
		this.#armed.clear();
	}
}
