import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '$lib/api/http';
import type { TxStatus } from '$lib/api/router';
import { mergeItems, type HistoryItem } from './history';
import { summarizeRoute } from './entry';
import { toStored } from './stored-status';
import type { DoneMarks } from './lease';
import { awaitingRelease, runTracker, type TrackerDeps } from './tracker';
import type { SendFinding } from './evm-send';
import { makeItem, makeRoute, makeStatus, testCatalogue } from './testing';
import { transferId } from './tx-ref';

const apiError = (status: number, message: string, code = status === 404 ? 5 : 3) =>
	new ApiError({ service: 'router', endpoint: 'POST /v2/tx/track', status, kind: 'http', code, reason: message, bodyText: JSON.stringify({ code, message }) });

function memoryStore(item: HistoryItem) {
	const items = new Map([[item.id, item]]);
	return {
		items,
		get: (id: string) => items.get(id),
		patch: (id: string, f: Partial<HistoryItem>) => {
			const i = items.get(id)!;
			items.set(id, mergeItems(i, { ...i, ...f, updatedAt: Math.max(Date.now(), i.updatedAt + 1) }));
		},
		rehash: (id: string, txHash: string) => {
			const i = items.get(id)!;
			const moved = { ...i, id: transferId(i.chainId, txHash), txHash, replacedHash: i.txHash, tracked: false, trackedAt: null };
			items.delete(id);
			items.set(moved.id, moved);
			return moved.id;
		}
	};
}

const sleep = (ms: number, signal: AbortSignal) =>
	new Promise<void>((resolve, reject) => {
		const t = setTimeout(resolve, ms);
		signal.addEventListener('abort', () => (clearTimeout(t), reject(signal.reason)), { once: true });
	});

function setup(
	statuses: (TxStatus | Error)[],
	opts: { trackFailures?: Error[]; item?: Partial<HistoryItem>; done?: DoneMarks; source?: TrackerDeps['source'] } = {}
) {
	const route = summarizeRoute(makeRoute({ estimated_route_duration_seconds: 45 }), testCatalogue());
	const store = memoryStore(makeItem({ createdAt: Date.now(), updatedAt: Date.now(), route, ...opts.item }));
	const trackFailures = [...(opts.trackFailures ?? [])];
	const track = vi.fn(async () => {
		const e = trackFailures.shift();
		if (e) throw e;
		return { txHash: 'A'.repeat(64), explorerLink: null };
	});
	let n = 0;
	const status = vi.fn(async () => {
		const s = statuses[Math.min(n++, statuses.length - 1)]!;
		if (s instanceof Error) throw s;
		return s;
	});
	const onEnd = vi.fn();
	const deps: TrackerDeps = { router: { track, status }, store, now: Date.now, sleep, onEnd, ...(opts.done ? { done: opts.done } : {}), ...(opts.source ? { source: opts.source } : {}) };
	const ctrl = new AbortController();
	const id = [...store.items.keys()][0]!;
	const done = runTracker(id, deps, ctrl.signal);
	return { store, track, status, onEnd, ctrl, done, item: () => store.get(id)! };
}

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

describe('tracker', () => {
	it('retries track every second until the router sees the tx, then follows the ETA to the end', async () => {
		const t = setup([makeStatus('STATE_SUBMITTED'), makeStatus('STATE_PENDING'), makeStatus('STATE_COMPLETED_SUCCESS')], {
			trackFailures: [apiError(404, 'tx not found'), apiError(404, 'tx not found')]
		});
		await vi.advanceTimersByTimeAsync(0);
		expect(t.track).toHaveBeenCalledTimes(1);
		await vi.advanceTimersByTimeAsync(2000);
		expect(t.track).toHaveBeenCalledTimes(3);
		expect(t.item().tracked).toBe(true);
		expect(t.status).toHaveBeenCalledTimes(1); // at once after tracking
		await vi.advanceTimersByTimeAsync(4000);
		expect(t.status).toHaveBeenCalledTimes(1); // 45 s ETA: next look after 5 s, not 1 s
		await vi.advanceTimersByTimeAsync(1000);
		expect(t.status).toHaveBeenCalledTimes(2);
		expect(t.item().status?.state).toBe('STATE_PENDING');
		await vi.advanceTimersByTimeAsync(5000);
		await t.done;
		expect(t.item().status?.state).toBe('STATE_COMPLETED_SUCCESS');
		expect(t.onEnd).toHaveBeenCalledTimes(1);
		await vi.advanceTimersByTimeAsync(60_000);
		expect(t.status).toHaveBeenCalledTimes(3);
	});

	it('a tab that takes over waits for the next scheduled look instead of asking again at once', async () => {
		const now = Date.now();
		const t = setup([makeStatus('STATE_PENDING'), makeStatus('STATE_COMPLETED_SUCCESS')], {
			item: { tracked: true, trackedAt: now - 10_000, status: { ...toStored(makeStatus('STATE_PENDING'), now - 1000) } }
		});
		await vi.advanceTimersByTimeAsync(3000);
		expect(t.status).not.toHaveBeenCalled(); // asked 1 s ago by the other tab; the 45 s ETA paces looks 5 s apart
		await vi.advanceTimersByTimeAsync(1100);
		expect(t.status).toHaveBeenCalledTimes(1);
		t.ctrl.abort();
	});

	it('keeps looking briefly after a failure until the release is known', async () => {
		const failing = makeStatus('STATE_PENDING_ERROR');
		const failed = makeStatus('STATE_COMPLETED_ERROR', {
			transfers: [{ state: 'STATE_COMPLETED_ERROR', transfer_sequence: [], transfer_asset_release: { chain_id: 'initia-1', denom: 'uinit', amount: '5', released: false } }]
		});
		const released = makeStatus('STATE_COMPLETED_ERROR', {
			transfers: [{ state: 'STATE_COMPLETED_ERROR', transfer_sequence: [], transfer_asset_release: { chain_id: 'initia-1', denom: 'uinit', amount: '5', released: true } }]
		});
		const t = setup([failing, failed, released], { item: { tracked: true, trackedAt: 1_000_000 } });
		await vi.advanceTimersByTimeAsync(0);
		expect(t.status).toHaveBeenCalledTimes(1);
		await vi.advanceTimersByTimeAsync(3000); // PENDING_ERROR: 3 s pace
		expect(t.status).toHaveBeenCalledTimes(2);
		expect(t.onEnd).toHaveBeenCalledTimes(1);
		await vi.advanceTimersByTimeAsync(3000);
		await t.done;
		expect(t.item().status?.transfers[0]?.release?.released).toBe(true);
		expect(t.onEnd).toHaveBeenCalledTimes(1);
	});

	it('backs off on errors, longer after a 429', async () => {
		const busy = new ApiError({ service: 'router', endpoint: 'GET x', status: 429, kind: 'http', reason: 'slow down' });
		const t = setup([busy, makeStatus('STATE_COMPLETED_SUCCESS')], { item: { tracked: true, trackedAt: 1_000_000 } });
		await vi.advanceTimersByTimeAsync(0);
		await vi.advanceTimersByTimeAsync(9_999);
		expect(t.status).toHaveBeenCalledTimes(1);
		await vi.advanceTimersByTimeAsync(1);
		await t.done;
		expect(t.status).toHaveBeenCalledTimes(2);
	});

	it('stops with a plain reason when the router calls the tx invalid', async () => {
		const invalid = apiError(400, 'tx is invalid on chain');
		const t = setup([], { trackFailures: [invalid, invalid, invalid] });
		await vi.advanceTimersByTimeAsync(3000);
		await t.done;
		expect(t.item().trackError).toMatch(/invalid or failed on chain/);
		expect(t.status).not.toHaveBeenCalled();
	});

	it('does nothing for a transfer another tab already finished, and stops on abort', async () => {
		const done = setup([], { item: { tracked: true, status: { state: 'STATE_COMPLETED_SUCCESS', status: null, transfers: [], at: 1 } } });
		await done.done;
		expect(done.status).not.toHaveBeenCalled();
		const t = setup([makeStatus('STATE_PENDING')], { item: { tracked: true, trackedAt: 1_000_000 } });
		await vi.advanceTimersByTimeAsync(0);
		t.ctrl.abort();
		await t.done;
		await vi.advanceTimersByTimeAsync(120_000);
		expect(t.status).toHaveBeenCalledTimes(1);
	});

	it('asks nothing when the tab it takes over from marked the end, though its storage still shows the transfer pending', async () => {
		const marks = new Set<string>();
		const done: DoneMarks = { mark: async (k) => void marks.add(k), has: async (k) => marks.has(k) };
		const pending = { tracked: true, trackedAt: 1_000_000, status: toStored(makeStatus('STATE_PENDING'), 1_000_000 - 60_000) };
		const first = setup([makeStatus('STATE_COMPLETED_SUCCESS')], { item: pending, done });
		await first.done;
		expect(marks).toEqual(new Set([`${first.item().id}:0`]));
		// The next tab in line reads the state from before the end (storage not caught up).
		const second = setup([makeStatus('STATE_COMPLETED_SUCCESS')], { item: pending, done });
		await second.done;
		expect(second.status).not.toHaveBeenCalled();
		expect(second.track).not.toHaveBeenCalled();
		// A re-tracked transfer (a new epoch) is followed again.
		const retracked = setup([makeStatus('STATE_COMPLETED_SUCCESS')], { item: { ...pending, epoch: 1 }, done });
		await retracked.done;
		expect(retracked.status).toHaveBeenCalledTimes(1);
	});

	it('holds on to the transfer until its end is marked', async () => {
		let granted = () => {};
		const done: DoneMarks = { mark: () => new Promise<void>((r) => (granted = r)), has: async () => false };
		const t = setup([makeStatus('STATE_COMPLETED_SUCCESS')], { item: { tracked: true, trackedAt: 1_000_000 }, done });
		let over = false;
		void t.done.then(() => (over = true));
		await vi.advanceTimersByTimeAsync(0);
		expect(t.item().status?.state).toBe('STATE_COMPLETED_SUCCESS');
		expect(over).toBe(false);
		granted();
		await t.done;
	});

	it('registers again when the router forgot the tx', async () => {
		const t = setup([apiError(404, 'tx not found'), makeStatus('STATE_COMPLETED_SUCCESS')], { item: { tracked: true, trackedAt: 1_000_000 } });
		await vi.advanceTimersByTimeAsync(0);
		await vi.advanceTimersByTimeAsync(2000);
		await t.done;
		expect(t.track).toHaveBeenCalledTimes(1);
		expect(t.item().status?.state).toBe('STATE_COMPLETED_SUCCESS');
	});
});

describe('awaitingRelease (the pool keeps such a tracker running after the failure)', () => {
	const failed = (released: boolean | null) =>
		makeItem({
			status: toStored(
				makeStatus('STATE_COMPLETED_ERROR', {
					transfers: [
						{
							state: 'STATE_COMPLETED_ERROR',
							transfer_sequence: [],
							...(released === null ? {} : { transfer_asset_release: { chain_id: 'initia-1', denom: 'uinit', amount: '5', released } })
						}
					]
				}),
				1
			)
		});
	it('is true for a failure whose funds are not released yet (or whose release is not known)', () => {
		expect(awaitingRelease(failed(false))).toBe(true);
		expect(awaitingRelease(failed(null))).toBe(true);
	});
	it('is false once released, for success, abandoned, pending or a tracking error', () => {
		expect(awaitingRelease(failed(true))).toBe(false);
		expect(awaitingRelease({ ...failed(false), trackError: 'x' })).toBe(false);
		expect(awaitingRelease(makeItem({ status: toStored(makeStatus('STATE_COMPLETED_SUCCESS'), 1) }))).toBe(false);
		expect(awaitingRelease(makeItem({ status: toStored(makeStatus('STATE_ABANDONED'), 1) }))).toBe(false);
		expect(awaitingRelease(makeItem({ status: toStored(makeStatus('STATE_PENDING_ERROR'), 1) }))).toBe(false);
	});
});

describe('tracker: an EVM transfer the router does not see (a wallet may have replaced it)', () => {
	const SENT = `0x${'a'.repeat(64)}`;
	const FASTER = `0x${'f'.repeat(64)}`;
	const evmSend = { from: `0x${'1'.repeat(40)}`, nonce: '3', to: `0x${'2'.repeat(40)}`, value: '10', block: '7' };
	const notFound = () => apiError(404, 'tx not found');
	/** The source chain answers `findings` in turn, then keeps answering the last one. */
	const chain = (...findings: SendFinding[]) => vi.fn(async () => findings.length > 1 ? findings.shift()! : findings[0]!);

	it('asks the chain on each "tx not found" and goes on under the speed-up\'s hash', async () => {
		const source = chain({ kind: 'waiting' }, { kind: 'sped-up', hash: FASTER });
		const t = setup([], { item: { chainId: '8453', txHash: SENT, evmSend }, trackFailures: [notFound(), notFound(), notFound()], source });
		await vi.advanceTimersByTimeAsync(1000);
		await t.done;
		expect(source).toHaveBeenCalledTimes(2);
		expect(source).toHaveBeenCalledWith(expect.objectContaining({ txHash: SENT, evmSend }), expect.any(AbortSignal));
		// This loop ends; the pool starts one for the entry under its new id.
		const moved = t.store.get(transferId('8453', FASTER))!;
		expect(moved).toMatchObject({ txHash: FASTER, replacedHash: SENT, evmSend });
		expect(t.store.items.size).toBe(1);
		expect(t.track).toHaveBeenCalledTimes(2);
	});

	it('ends a cancelled transfer as never run, with the cancel\'s hash', async () => {
		const words = `The wallet cancelled this transaction with ${FASTER}, so it never ran.`;
		const t = setup([], { item: { chainId: '8453', txHash: SENT, evmSend }, trackFailures: [notFound()], source: chain({ kind: 'never-ran', hash: FASTER, words }) });
		await t.done;
		expect(t.item()).toMatchObject({ broadcast: 'failed', broadcastError: words, tracked: false });
		expect(t.status).not.toHaveBeenCalled();
	});

	it('stops with the words of a search that found nothing', async () => {
		const t = setup([], { item: { chainId: '8453', txHash: SENT, evmSend }, trackFailures: [notFound()], source: chain({ kind: 'lost', words: 'not found in 4096 blocks' }) });
		await t.done;
		expect(t.item().trackError).toBe('not found in 4096 blocks');
	});

	it('never asks the chain about entries without a nonce, nor when the chain cannot answer', async () => {
		const source = chain({ kind: 'waiting' });
		const old = setup([makeStatus('STATE_COMPLETED_SUCCESS')], { item: { chainId: '8453', txHash: SENT }, trackFailures: [notFound()], source });
		await vi.advanceTimersByTimeAsync(1000);
		await old.done;
		expect(source).not.toHaveBeenCalled();
		const failing = vi.fn(async (): Promise<SendFinding> => {
			throw new Error('rpc down');
		});
		const t = setup([makeStatus('STATE_COMPLETED_SUCCESS')], { item: { chainId: '8453', txHash: SENT, evmSend }, trackFailures: [notFound()], source: failing });
		await vi.advanceTimersByTimeAsync(1000);
		await t.done;
		expect(failing).toHaveBeenCalledTimes(1);
		expect(t.item().status?.state).toBe('STATE_COMPLETED_SUCCESS');
	});
});
