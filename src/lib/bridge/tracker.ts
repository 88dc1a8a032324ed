// Following one transfer (router-api §11): register it with /v2/tx/track until the router accepts it,
// then poll /v2/tx/status at the ETA-based pace until a terminal state, plus a few looks for the
// release info after a failure. Every answer goes into the history store, which is what every tab
// renders; this loop only runs in the tab that holds the transfer's lease.
import { ApiError } from '$lib/api/http';
import type { TrackResult, TxRef, TxStatus } from '$lib/api/router';
import { isFailure, isTerminal } from '$lib/api/router-state';
import type { CallOptions } from '$lib/api/http';
import type { SendFinding } from './evm-send';
import { needsTracking, type EvmSend, type HistoryItem } from './history';
import type { DoneMarks } from './lease';
import { RELEASE_POLL_MS, RELEASE_POLLS, statusDelay, TRACK_GIVE_UP_MS, trackDelay } from './poll-schedule';
import { routerMessage } from './route-errors';
import { toStored } from './stored-status';

export interface TrackerStore {
	get(id: string): HistoryItem | undefined;
	patch(id: string, fields: Partial<HistoryItem>): void;
	/** The transfer goes on under another hash (a wallet's speed-up); its new id. */
	rehash(id: string, txHash: string): string | null;
}

export interface TrackerRouter {
	track(ref: TxRef, call?: CallOptions): Promise<TrackResult>;
	status(ref: TxRef, call?: CallOptions): Promise<TxStatus>;
}

export interface TrackerDeps {
	router: TrackerRouter;
	store: TrackerStore;
	now(): number;
	sleep(ms: number, signal: AbortSignal): Promise<void>;
	/** Called once when this loop sees the transfer reach its ending. */
	onEnd?(item: HistoryItem): void;
	/** Ends seen by the tab that polled before this one (lease.ts DoneMarks), which storage may not show yet. */
	done?: DoneMarks;
	/**
	 * What became of an EVM transfer the router does not see yet (evm-send.ts): asked when the router
	 * answers "tx not found" for an entry that knows its sender and nonce.
	 */
	source?(item: HistoryItem & { evmSend: EvmSend }, signal: AbortSignal): Promise<SendFinding>;
}

/** A transfer's end is marked per tracking epoch: a re-track starts over. */
const doneKey = (i: HistoryItem) => `${i.id}:${i.epoch}`;

const INVALID_LIMIT = 3;

export const etaOf = (i: HistoryItem): number | null =>
	i.route?.etaSeconds === null || i.route?.etaSeconds === undefined ? null : (i.trackedAt ?? i.createdAt) + i.route.etaSeconds * 1000;

/** Track until accepted. False when it should stop (gone, finished elsewhere, aborted, or given up). */
async function register(id: string, deps: TrackerDeps, signal: AbortSignal, again: boolean): Promise<boolean> {
	let invalid = 0;
	for (let attempt = 0; !signal.aborted; attempt++) {
		const item = deps.store.get(id);
		if (!item || !needsTracking(item)) return false;
		if (item.tracked && !again) return true;
		try {
			await deps.router.track({ chainId: item.chainId, txHash: item.txHash }, { signal });
			deps.store.patch(id, { tracked: true, trackedAt: deps.now(), trackError: null });
			return true;
		} catch (e) {
			if (signal.aborted) return false;
			if (e instanceof ApiError && e.kind === 'http' && e.status === 404 && /chain id not supported/i.test(routerMessage(e))) {
				deps.store.patch(id, { trackError: `The router does not follow transfers from ${item.chainId}.` });
				return false;
			}
			// Not on chain (yet): a wallet may have replaced it since this browser sent it.
			if (item.evmSend && deps.source && e instanceof ApiError && e.kind === 'http' && e.status === 404) {
				const found = await deps.source({ ...item, evmSend: item.evmSend }, signal).catch((): SendFinding => ({ kind: 'waiting' }));
				if (signal.aborted) return false;
				if (found.kind === 'sped-up') {
					deps.store.rehash(id, found.hash);
					return false;
				}
				if (found.kind === 'never-ran') {
					deps.store.patch(id, { broadcast: 'failed', broadcastError: found.words });
					return false;
				}
				if (found.kind === 'lost') {
					deps.store.patch(id, { trackError: found.words });
					return false;
				}
			}
			// "tx is invalid on chain": malformed, or failed on chain. Say so after a few tries.
			if (e instanceof ApiError && e.kind === 'http' && e.status === 400 && ++invalid >= INVALID_LIMIT) {
				deps.store.patch(id, { trackError: 'The router says this transaction is invalid or failed on chain.' });
				return false;
			}
			if (deps.now() - item.createdAt > TRACK_GIVE_UP_MS && attempt >= 54) {
				deps.store.patch(id, { trackError: 'The router has not seen this transaction for an hour. It may never have reached the chain.' });
				return false;
			}
		}
		await deps.sleep(trackDelay(attempt), signal).catch(() => {});
	}
	return false;
}

const releasePending = (s: TxStatus) =>
	s.state !== 'STATE_ABANDONED' && isFailure(s.state) && !s.transfers.some((t) => t.assetRelease?.released);

/** Failed, but the router has not yet said the funds were released (it can take ~15 s, router-api §9.5). */
export const awaitingRelease = (i: HistoryItem) =>
	!i.trackError &&
	i.status !== null &&
	isTerminal(i.status.state) &&
	i.status.state !== 'STATE_ABANDONED' &&
	isFailure(i.status.state) &&
	!i.status.transfers.some((t) => t.release?.released);

/** How long to wait before the first look: a tab that takes over (reload, another tab, a restart) must not re-ask at once what was just asked. */
function firstWait(item: HistoryItem, now: number): number {
	if (!item.status || !item.tracked) return 0;
	const due = item.status.at + statusDelay({ now: item.status.at, eta: etaOf(item), since: item.trackedAt ?? item.createdAt, state: item.status.state, errors: 0, rateLimited: false });
	return Math.max(0, due - now);
}

export async function runTracker(id: string, deps: TrackerDeps, signal: AbortSignal): Promise<void> {
	let errors = 0;
	let releaseLooks = 0;
	let retrack = false;
	const start = deps.store.get(id);
	if (start) {
		// Taking over from a tab that saw the end: nothing to ask, its storage write is on the way.
		if (await deps.done?.has(doneKey(start))) return;
		const wait = firstWait(start, deps.now());
		if (wait > 0) await deps.sleep(wait, signal).catch(() => {});
	}
	while (!signal.aborted) {
		if (releaseLooks === 0 && !(await register(id, deps, signal, retrack))) return;
		retrack = false;
		const item = deps.store.get(id);
		if (!item) return;
		if (releaseLooks === 0 && !needsTracking(item)) return;
		let state = item.status?.state ?? null;
		let rateLimited = false;
		try {
			const status = await deps.router.status({ chainId: item.chainId, txHash: item.txHash }, { signal });
			errors = 0;
			state = status.state;
			const wasOver = item.status !== null && isTerminal(item.status.state);
			deps.store.patch(id, { status: toStored(status, deps.now()), trackError: null });
			if (isTerminal(status.state)) {
				if (!wasOver) {
					const ended = deps.store.get(id);
					if (ended) deps.onEnd?.(ended);
				}
				if (!releasePending(status) || releaseLooks >= RELEASE_POLLS) {
					// Before this tab lets go of the transfer: the next tab in line must not ask again.
					await deps.done?.mark(doneKey(item));
					return;
				}
				releaseLooks++;
				await deps.sleep(RELEASE_POLL_MS, signal).catch(() => {});
				continue;
			}
		} catch (e) {
			if (signal.aborted) return;
			// The router forgot the tx (restarted, or it never was tracked here): register it again.
			if (e instanceof ApiError && e.kind === 'http' && e.status === 404) retrack = true;
			errors++;
			rateLimited = e instanceof ApiError && e.status === 429;
		}
		const latest = deps.store.get(id) ?? item;
		const delay = statusDelay({ now: deps.now(), eta: etaOf(latest), since: latest.trackedAt ?? latest.createdAt, state, errors, rateLimited });
		await deps.sleep(delay, signal).catch(() => {});
	}
}
