// Depth of each call in an EVM tx's call tree from `parent_index` (pre-order indices). A page of
// the tree may start below calls that are on an earlier page: those rows are marked as orphans
// and indented one level.
import type { InternalTx } from '$lib/api/indexer';

export interface TreeRow {
	tx: InternalTx;
	depth: number;
	orphan: boolean;
}

export function callTree(calls: InternalTx[]): TreeRow[] {
	const depth = new Map<number, number>();
	return calls.map((tx) => {
		let d: number;
		let orphan = false;
		if (tx.parentIndex < 0) d = 0;
		else if (depth.has(tx.parentIndex)) d = depth.get(tx.parentIndex)! + 1;
		else {
			d = 1;
			orphan = true;
		}
		depth.set(tx.index, d);
		return { tx, depth: d, orphan };
	});
}
