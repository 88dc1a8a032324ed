import { describe, expect, it } from 'vitest';
import type { ExecutorWithdrawal, WithdrawalsPage } from '$lib/api/executor';
import { findTransferWithdrawal, findWithdrawal } from './feed.svelte';

const TO = 'init1recipient';
const hashOf = (i: number) => i.toString(16).toUpperCase().padStart(64, '0');
const item = (i: number) => ({ sequence: BigInt(i), txHash: hashOf(i) }) as unknown as ExecutorWithdrawal;

/** An executor holding withdrawals 1..n for TO, pages of `limit` newest first, `next` = the next page's first sequence. */
function executor(n: number) {
	const asked: (bigint | undefined)[] = [];
	return {
		asked,
		async withdrawals(to: string, q: { offset?: bigint; limit?: number } = {}): Promise<WithdrawalsPage> {
			expect(to).toBe(TO);
			asked.push(q.offset);
			const start = q.offset === undefined ? n : Number(q.offset);
			const seqs = Array.from({ length: Math.min(q.limit ?? 20, start) }, (_, i) => start - i);
			const last = seqs.at(-1) ?? 1;
			return { withdrawals: seqs.map(item), next: last > 1 ? BigInt(last - 1) : null } as unknown as WithdrawalsPage;
		}
	};
}

describe('finding the withdrawal a transfer made', () => {
	it('pages the recipient\'s list until the L2 tx (any case, with or without 0x) is there', async () => {
		const ex = executor(250);
		expect((await findWithdrawal(ex, TO, hashOf(120).toLowerCase()))?.sequence).toBe(120n);
		expect(ex.asked).toEqual([undefined, 150n]);
		expect((await findWithdrawal(executor(5), TO, `0x${hashOf(3)}`))?.sequence).toBe(3n);
	});

	it('says null when the executor does not list it (yet), and stops after maxPages', async () => {
		expect(await findWithdrawal(executor(30), TO, hashOf(31))).toBeNull();
		const ex = executor(1000);
		expect(await findWithdrawal(ex, TO, hashOf(1), { maxPages: 2 })).toBeNull();
		expect(ex.asked).toHaveLength(2);
	});

	it('maps an EVM wallet\'s 0x hash to its Cosmos tx first; unmapped means not found yet', async () => {
		const evm = `0x${'ab'.repeat(32)}`;
		const mapped: string[] = [];
		const map = async (h: string) => (mapped.push(h), hashOf(7));
		expect((await findTransferWithdrawal(executor(9), TO, evm.toUpperCase().replace('0X', '0x'), map))?.sequence).toBe(7n);
		expect(mapped).toEqual([evm]);
		expect(await findTransferWithdrawal(executor(9), TO, evm, async () => null)).toBeNull();
		expect(await findTransferWithdrawal(executor(9), TO, evm, undefined)).toBeNull();
		// a Cosmos hash is used as it is
		expect((await findTransferWithdrawal(executor(9), TO, hashOf(4), map))?.sequence).toBe(4n);
		expect(mapped).toHaveLength(1);
	});
});
