import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CORRUPT_KEY, HISTORY_KEY } from './history';
import { BridgeHistory } from './history.svelte';
import { makeItem, MemoryStorage } from './testing';

let storage: MemoryStorage;
beforeEach(() => {
	storage = new MemoryStorage();
	Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
});
afterEach(() => {
	Reflect.deleteProperty(globalThis, 'localStorage');
});

const stored = () => JSON.parse(storage.getItem(HISTORY_KEY) ?? 'null');

describe('BridgeHistory', () => {
	it('persists a versioned file and survives a new instance (reload)', () => {
		const h = new BridgeHistory({ now: () => 5 });
		h.record(makeItem());
		expect(stored()).toMatchObject({ v: 1, items: [{ id: makeItem().id }] });
		const again = new BridgeHistory();
		again.init();
		expect(again.items.map((i) => i.id)).toEqual([makeItem().id]);
	});

	it('sets unreadable entries aside under their own key and reports them', () => {
		storage.setItem(HISTORY_KEY, JSON.stringify({ v: 1, items: [makeItem(), { broken: true }] }));
		const h = new BridgeHistory({ now: () => 7 });
		h.init();
		expect(h.items).toHaveLength(1);
		expect(h.corruptCount).toBe(1);
		expect(JSON.parse(storage.getItem(CORRUPT_KEY)!)).toEqual([{ at: 7, entry: { broken: true } }]);
		expect(stored().items).toHaveLength(1);
		h.clearCorrupt();
		expect(h.corruptCount).toBe(0);
	});

	it('keeps a whole unreadable file aside instead of dropping it', () => {
		storage.setItem(HISTORY_KEY, '{not json');
		const h = new BridgeHistory({ now: () => 1 });
		h.init();
		expect(JSON.parse(storage.getItem(CORRUPT_KEY)!)[0].entry).toBe('{not json');
		expect(h.items).toEqual([]);
	});

	it('merges with what another tab stored meanwhile', () => {
		const a = new BridgeHistory({ now: () => 10 });
		const b = new BridgeHistory({ now: () => 20 });
		a.record(makeItem());
		b.patch(makeItem().id, { tracked: true, trackedAt: 15 });
		a.patch(makeItem().id, { status: { state: 'STATE_COMPLETED_SUCCESS', status: null, transfers: [], at: 30 } });
		b.patch(makeItem().id, { status: { state: 'STATE_PENDING', status: null, transfers: [], at: 25 } });
		expect(stored().items[0]).toMatchObject({ tracked: true, status: { state: 'STATE_COMPLETED_SUCCESS' } });
	});

	it('keeps working from memory and says so when storage is full', () => {
		const h = new BridgeHistory();
		storage.full = true;
		h.record(makeItem());
		expect(h.problem).toBe('quota');
		expect(h.items).toHaveLength(1);
		expect(JSON.parse(h.exportJson()).items).toHaveLength(1);
		storage.full = false;
		h.record(makeItem({ txHash: 'B'.repeat(64) }));
		expect(h.problem).toBeNull();
		expect(stored().items).toHaveLength(2);
	});

	it('imports, re-tracks and deletes', () => {
		const h = new BridgeHistory({ now: () => 100 });
		const res = h.importJson(JSON.stringify({ items: [makeItem({ status: { state: 'STATE_ABANDONED', status: null, transfers: [], at: 1 }, tracked: true })] }));
		expect(res).toEqual({ added: 1, updated: 0, rejected: 0 });
		h.retrack(makeItem().id);
		expect(h.get(makeItem().id)).toMatchObject({ epoch: 1, status: null, tracked: false });
		h.remove(makeItem().id);
		expect(h.items).toEqual([]);
	});

	it('moves a sped-up transfer to the hash the chain has: new id, same transfer, tracked afresh', () => {
		const OLD = `0x${'aa'.repeat(32)}`;
		const NEW = `0x${'BB'.repeat(32)}`;
		const other = new BridgeHistory({ now: () => 50 });
		const h = new BridgeHistory({ now: () => 6_000 });
		const sent = makeItem({ chainId: 'evm-1', txHash: OLD, sender: '0xabc', tracked: true, trackedAt: 40, status: { state: 'STATE_PENDING', status: null, transfers: [], at: 45 } });
		other.record(sent);
		other.record(makeItem());
		const id = h.rehash(sent.id, NEW);
		expect(id).toBe(`evm-1:${'bb'.repeat(32)}`);
		// One entry for the transfer, under the canonical new hash; the other tab's entries are kept.
		expect(stored().items.map((i: { id: string }) => i.id).sort()).toEqual([id, makeItem().id].sort());
		// It remembers the hash it replaced: a link to that hash leads to it (the track page).
		expect(h.get(id!)).toMatchObject({ txHash: `0x${'bb'.repeat(32)}`, replacedHash: OLD, sender: '0xabc', createdAt: 1_000, updatedAt: 6_000, tracked: false, trackedAt: null, status: null });
		expect(h.get(sent.id)).toBeUndefined();
		expect(h.rehash('evm-1:nothing', NEW)).toBeNull();
		// Moved already (by a tracker that found the speed-up first): the same answer, nothing changes.
		const before = JSON.stringify(stored());
		expect(h.rehash(sent.id, NEW)).toBe(id);
		expect(JSON.stringify(stored())).toBe(before);
	});
});
