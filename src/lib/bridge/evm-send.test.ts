import { describe, expect, it } from 'vitest';
import { fakeNode, TOKEN, USER, type Tx } from '$lib/signing/fake-node';
import { sendChecker } from './evm-send';
import type { EvmSend } from './history';

const signal = new AbortController().signal;

/** What the history stored when the page saw `tx` pending, with the chain at block `block`. */
const stored = (tx: Tx, block: number): EvmSend => ({ from: USER, nonce: String(tx.nonce), to: tx.to, value: tx.value.toString(), block: String(block) });

/** A node where the user's tx `sent` waits in the pool after `before` blocks. */
function sentAfter(before: number, fields: Partial<Tx> = {}) {
	const node = fakeNode();
	node.emptyBlocks(before);
	const sent = node.send({ value: 10n, input: '0xb41d9e00', ...fields });
	return { node, sent, record: stored(sent, before) };
}

describe('sendChecker (a replaced transfer found by sender and nonce)', () => {
	it('waits while the tx is pending, once it is mined, and while a dropped tx leaves its nonce unused', async () => {
		const { node, sent, record } = sentAfter(2);
		const check = sendChecker(node.reader);
		expect(await check(sent.hash, record, signal)).toEqual({ kind: 'waiting' });
		node.drop(sent);
		node.mine();
		expect(await check(sent.hash, record, signal)).toEqual({ kind: 'waiting' });
		expect(node.calls).not.toContain('eth_getBlockByNumber');
		node.send({ ...sent });
		node.mine();
		expect(await check(sent.hash, record, signal)).toEqual({ kind: 'waiting' });
	});

	it('finds a speed-up (same target and value, new hash) after the node forgot the original', async () => {
		const { node, sent, record } = sentAfter(5);
		node.emptyBlocks(3);
		const faster = node.replace(sent, { to: sent.to, value: sent.value, input: sent.input });
		node.mine();
		node.emptyBlocks(2);
		expect(await sendChecker(node.reader)(sent.hash, record, signal)).toEqual({ kind: 'sped-up', hash: faster.hash });
	});

	it('tells a cancel (0 to self) and another call on the nonce apart: the transfer never ran', async () => {
		for (const [fields, reason] of [
			[{ to: USER, value: 0n, input: '0x' }, 'cancelled'],
			[{ to: TOKEN, value: 1n, input: '0x' }, 'replaced']
		] as const) {
			const { node, sent, record } = sentAfter(1);
			const other = node.replace(sent, fields);
			node.mine();
			expect(await sendChecker(node.reader)(sent.hash, record, signal)).toEqual({
				kind: 'never-ran',
				hash: other.hash,
				words: `The wallet ${reason} this transaction with ${other.hash}, so it never ran.`
			});
		}
	});

	it('reads only blocks after the send, a step per look, each once, and resumes where it stopped', async () => {
		const { node, sent, record } = sentAfter(40);
		node.emptyBlocks(10);
		const faster = node.replace(sent, { to: sent.to, value: sent.value, input: sent.input });
		node.mine(); // block 51
		node.emptyBlocks(20);
		const check = sendChecker(node.reader, 4n, 100n);
		const blocksRead = () => node.calls.filter((c) => c === 'eth_getBlockByNumber').length;
		for (let look = 1; look <= 2; look++) {
			expect(await check(sent.hash, record, signal)).toEqual({ kind: 'waiting' });
			expect(blocksRead()).toBe(4 * look);
		}
		// blocks 41–48 read; the third look reads 52 then 51, the speed-up's block
		expect(await check(sent.hash, record, signal)).toEqual({ kind: 'sped-up', hash: faster.hash });
		expect(blocksRead()).toBe(10);
	});

	it('says the replacement was not found once the bounded search is over', async () => {
		const { node, sent, record } = sentAfter(0);
		node.emptyBlocks(30);
		node.replace(sent);
		node.mine();
		const check = sendChecker(node.reader, 8n, 16n);
		expect(await check(sent.hash, record, signal)).toEqual({ kind: 'waiting' });
		const end = await check(sent.hash, record, signal);
		expect(end).toMatchObject({ kind: 'lost', words: expect.stringContaining('did not find which in the 16 blocks') });
		expect(node.calls.filter((c) => c === 'eth_getBlockByNumber')).toHaveLength(16);
	});
});
