import { describe, expect, it } from 'vitest';
import { indexingNote } from './indexing';

const measured = (head: number, indexed: number) => ({ status: 'measured' as const, head, indexed, internalTxs: null, at: 0 });

describe('indexingNote', () => {
	it('says the indexer has not reached the block yet, and how far behind it is', () => {
		expect(indexingNote(measured(1400, 1000), 1200n)).toBe(
			'The indexer has not reached this transaction’s block yet: it is at block 1,000, 400 blocks behind the chain. Until it is, this transaction is missing from account and collection lists.'
		);
		expect(indexingNote(measured(1001, 1000), 1001n)).toMatch(/at block 1,000, 1 block behind the chain\./);
	});

	it('says when the indexer is past the block but lacks the tx', () => {
		expect(indexingNote(measured(1400, 1300), 1200n)).toMatch(/^The indexer has passed this block \(it is at block 1,300\) but does not have this transaction/);
		expect(indexingNote(measured(1200, 1200), 1200n)).toMatch(/^The indexer has passed this block/);
	});

	it('passes on why the lag could not be measured', () => {
		expect(indexingNote({ status: 'failed', message: 'Could not read the chain’s latest block. It timed out.', at: 0 }, 5n)).toBe(
			'The indexer has not indexed this transaction yet. Could not read the chain’s latest block. It timed out.'
		);
		expect(indexingNote({ status: 'empty', head: 10, at: 0 }, 5n)).toMatch(/^The indexer has not indexed this transaction yet\. The indexer reports no indexed block yet/);
	});
});
