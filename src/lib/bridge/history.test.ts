import { describe, expect, it } from 'vitest';
import { entryOf, exportHistory, isFinished, mergeItems, mergeLists, outcomeOf, parseHistory, parseImport, prune, statusRank } from './history';
import { makeItem } from './testing';
import { transferId } from './tx-ref';

const status = (state: string, at = 1) => ({ state, status: null, transfers: [], at });

describe('history file', () => {
	it('reads the current shape and sets aside entries that do not validate', () => {
		const good = makeItem();
		const bad = { ...makeItem({ txHash: 'B'.repeat(64) }), broadcast: 'maybe' };
		const p = parseHistory({ v: 1, items: [good, bad, 'junk'] });
		expect(p.source).toBe('current');
		expect(p.items).toEqual([good]);
		expect(p.corrupt).toEqual([bad, 'junk']);
	});

	it('reads entries stored before the EVM send fields, and keeps the fields through a merge', () => {
		const { evmSend: _e, replacedHash: _r, ...older } = makeItem();
		expect(parseHistory({ v: 1, items: [older] }).items).toEqual([makeItem()]);
		const evmSend = { from: `0x${'1'.repeat(40)}`, nonce: '7', to: null, value: '0', block: '12' };
		const withSend = makeItem({ evmSend, updatedAt: 5 });
		// Another tab's later write that has not seen the field does not erase it.
		expect(mergeItems(withSend, makeItem({ updatedAt: 9, broadcast: 'sent' })).evmSend).toEqual(evmSend);
		expect(mergeItems(makeItem({ updatedAt: 9 }), withSend).evmSend).toEqual(evmSend);
		expect(parseHistory({ v: 1, items: [{ ...withSend, evmSend: { ...evmSend, nonce: '-1' } }] }).corrupt).toHaveLength(1);
	});

	it('finds an entry by its id, or the entry it became when the wallet sped it up', () => {
		const OLD = `0x${'a'.repeat(64)}`;
		const NEW = `0x${'b'.repeat(64)}`;
		const other = makeItem();
		const moved = makeItem({ chainId: 'evm-1', txHash: NEW, replacedHash: OLD });
		expect(entryOf([other, moved], moved.id)).toBe(moved);
		expect(entryOf([other, moved], transferId('evm-1', OLD))).toBe(moved);
		expect(entryOf([other, moved], transferId('evm-2', OLD))).toBeUndefined();
		expect(entryOf([other], transferId('evm-1', OLD))).toBeUndefined();
	});

	it('keeps an item whose stored status is damaged, without the status', () => {
		const p = parseHistory({ v: 1, items: [{ ...makeItem(), status: { state: 42 } }] });
		expect(p.items).toHaveLength(1);
		expect(p.items[0]!.status).toBeNull();
		expect(p.corrupt).toEqual([]);
	});

	it('rejects an item whose id does not match its chain and hash', () => {
		expect(parseHistory({ v: 1, items: [{ ...makeItem(), id: 'other' }] }).corrupt).toHaveLength(1);
	});

	it('migrates a v0 list and marks an unreadable value', () => {
		const p = parseHistory([{ chainId: 'initia-1', txHash: 'C'.repeat(64), timestamp: 5, tracked: true }, { nope: 1 }]);
		expect(p.source).toBe('migrated');
		expect(p.items[0]).toMatchObject({ id: transferId('initia-1', 'C'.repeat(64)), createdAt: 5, tracked: true, broadcast: 'sent' });
		expect(p.corrupt).toEqual([{ nope: 1 }]);
		expect(parseHistory('garbage')).toEqual({ items: [], corrupt: ['garbage'], source: 'unreadable' });
		expect(parseHistory(null).source).toBe('empty');
	});

	it('reads a newer version as far as it can', () => {
		expect(parseHistory({ v: 2, items: [{ ...makeItem(), extra: true }] })).toMatchObject({ source: 'migrated', items: [expect.objectContaining({ id: makeItem().id })] });
	});
});

describe('merging', () => {
	it('never moves a status backwards, whatever the write order', () => {
		const a = makeItem({ updatedAt: 10, status: status('STATE_COMPLETED_SUCCESS', 5) });
		const b = makeItem({ updatedAt: 20, status: status('STATE_PENDING', 9) });
		expect(mergeItems(a, b).status?.state).toBe('STATE_COMPLETED_SUCCESS');
		expect(mergeItems(b, a).status?.state).toBe('STATE_COMPLETED_SUCCESS');
		expect(mergeItems(b, a).updatedAt).toBe(20);
		expect(statusRank(null)).toBeLessThan(statusRank(status('STATE_SUBMITTED')));
	});

	it('merges independent fields from both tabs', () => {
		const a = makeItem({ updatedAt: 10, broadcast: 'pending', route: null, tracked: true, trackedAt: 50 });
		const b = makeItem({ updatedAt: 5, broadcast: 'sent', tracked: false, recipient: 'init1r' });
		const m = mergeItems(a, b);
		expect(m).toMatchObject({ broadcast: 'sent', tracked: true, trackedAt: 50, recipient: 'init1r', updatedAt: 10 });
	});

	it('lets a re-track (newer epoch) replace the tracking state', () => {
		const old = makeItem({ updatedAt: 30, tracked: true, status: status('STATE_ABANDONED') });
		const fresh = makeItem({ updatedAt: 31, epoch: 1, tracked: false, status: null });
		expect(mergeItems(old, fresh)).toMatchObject({ epoch: 1, tracked: false, status: null });
		expect(mergeItems(fresh, old)).toMatchObject({ epoch: 1, tracked: false, status: null });
	});

	it('merges lists by id and counts what changed', () => {
		const a = makeItem({ createdAt: 1 });
		const b = makeItem({ txHash: 'D'.repeat(64), createdAt: 2 });
		const r = mergeLists([a], [b, { ...a, tracked: true, updatedAt: 9 }]);
		expect(r).toMatchObject({ added: 1, updated: 1 });
		expect(r.items.map((i) => i.id)).toEqual([b.id, a.id]);
	});

	it('prunes finished items beyond the cap, never unfinished ones', () => {
		const items = Array.from({ length: 5 }, (_, i) => makeItem({ txHash: String(i).repeat(64), createdAt: i, status: status('STATE_COMPLETED_SUCCESS') }));
		const open = makeItem({ txHash: 'E'.repeat(64), createdAt: -1 });
		const kept = prune([...items, open], 2);
		expect(kept.map((i) => i.createdAt)).toEqual([4, 3, -1]);
	});

	it('classifies outcomes from the overall state', () => {
		expect(outcomeOf(makeItem({ broadcast: 'rejected' }))).toBe('not-sent');
		expect(outcomeOf(makeItem({ broadcast: 'failed' }))).toBe('failed');
		expect(outcomeOf(makeItem({ status: status('STATE_PENDING_ERROR') }))).toBe('failing');
		expect(outcomeOf(makeItem({ status: status('STATE_ABANDONED') }))).toBe('abandoned');
		expect(outcomeOf(makeItem({ status: status('STATE_FAILED') }))).toBe('failed');
		expect(isFinished(makeItem({ status: status('STATE_PENDING_ERROR') }))).toBe(false);
		expect(isFinished(makeItem({ broadcast: 'failed' }))).toBe(true);
	});
});

describe('export and import', () => {
	it('round-trips and reports unreadable entries', () => {
		const items = [makeItem(), makeItem({ txHash: 'F'.repeat(64) })];
		const text = exportHistory(items, 0);
		expect(JSON.parse(text)).toMatchObject({ format: 'loom-bridge-history', v: 1, exportedAt: '1970-01-01T00:00:00.000Z' });
		expect(parseImport(text)).toEqual({ items, rejected: 0 });
		expect(parseImport(JSON.stringify([...items, { bad: true }]))).toMatchObject({ rejected: 1 });
		expect(parseImport('{')).toEqual({ error: 'The file is not JSON.' });
		expect(parseImport('{"x":1}')).toEqual({ error: 'The file is not a Loom bridge history export.' });
	});
});
