import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterContent, MAX_WAIT_MS, painted, type Moments } from './after-content';
import { clearCache, getJson, whenQuiet } from './api/http';
import { fakeFetch, jsonResponse } from './api/fixtures/fake-fetch';
import * as v from 'valibot';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// The count of work under way is http.ts's, shared with the other test files of this worker
// (vitest isolate: false): start each case once what they left running (a request, a code load) is done.
beforeEach(() => whenQuiet());

afterEach(() => {
	vi.useRealTimers();
	clearCache();
});

/** Moments the test lets happen one by one. */
function manual() {
	let loaded!: () => void;
	const idles: (() => void)[] = [];
	const loadedP = new Promise<void>((r) => (loaded = r));
	const moments: Moments = { loaded: () => loadedP, idle: () => new Promise((r) => idles.push(r)) };
	return { moments, load: () => loaded(), idle: () => idles.shift()?.(), idles };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('afterContent', () => {
	it('waits for the load, for the answers the page asked for, and for an idle moment with nothing under way', async () => {
		const m = manual();
		const fn = vi.fn();
		let answer!: (r: Response) => void;
		const rows = getJson('https://idx.test/rows', v.unknown(), { service: 'indexer', fetch: fakeFetch(() => new Promise((r) => (answer = r))) });
		afterContent(fn, m.moments);
		m.load();
		await flush();
		expect(m.idles).toHaveLength(0); // still waiting for the rows
		answer(jsonResponse([1]));
		await rows;
		await flush();
		// The answer led to another request before the browser was idle: wait for that one too.
		let second!: (r: Response) => void;
		const details = getJson('https://idx.test/details', v.unknown(), { service: 'indexer', fetch: fakeFetch(() => new Promise((r) => (second = r))) });
		m.idle();
		await flush();
		expect(fn).not.toHaveBeenCalled();
		second(jsonResponse({}));
		await details;
		await flush();
		m.idle();
		await flush();
		expect(fn).toHaveBeenCalledTimes(1);
	});

	it('runs anyway after MAX_WAIT_MS when a service is slow, and only once', async () => {
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
		const m = manual();
		const fn = vi.fn();
		afterContent(fn, m.moments);
		await vi.advanceTimersByTimeAsync(MAX_WAIT_MS - 1);
		expect(fn).not.toHaveBeenCalled();
		await vi.advanceTimersByTimeAsync(1);
		expect(fn).toHaveBeenCalledTimes(1);
		m.load();
		await vi.advanceTimersByTimeAsync(0);
		m.idle();
		await vi.advanceTimersByTimeAsync(0);
		expect(fn).toHaveBeenCalledTimes(1);
	});
});

describe('afterContent cancel', () => {
	/** A full garbage collection (Node exposes gc() to a new context once the flag is set). */
	function collectGarbage() {
		setFlagsFromString('--expose-gc');
		(runInNewContext('gc') as () => void)();
	}

	it('lets go of the call: what a list left before its content moment handed over can be collected', async () => {
		const m = manual();
		const ran = vi.fn();
		let kept!: WeakRef<object>;
		let cancel!: () => void;
		(() => {
			const rows = { nodes: Array.from({ length: 100 }, (_, i) => ({ i })) };
			kept = new WeakRef(rows);
			cancel = afterContent(() => ran(rows.nodes.length), m.moments);
		})();
		await flush();
		collectGarbage();
		expect(kept.deref()).toBeDefined(); // waiting for the moment, the call needs its rows
		cancel();
		await flush();
		collectGarbage();
		expect(kept.deref()).toBeUndefined();
		m.load();
		await flush();
		m.idle();
		await flush();
		expect(ran).not.toHaveBeenCalled();
	});

	it('clears its MAX_WAIT_MS timer, which would keep the call until then', async () => {
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
		const fn = vi.fn();
		const cancel = afterContent(fn, manual().moments);
		expect(vi.getTimerCount()).toBe(1);
		cancel();
		expect(vi.getTimerCount()).toBe(0);
		await vi.advanceTimersByTimeAsync(MAX_WAIT_MS);
		expect(fn).not.toHaveBeenCalled();
	});
});

describe('painted', () => {
	/** Paint timing the test drives: entries so far, and the observer's callback. */
	function paints(initial: string[], supported = true) {
		const entries = initial.map((name) => ({ name }));
		let notify: ((names: string[]) => void) | undefined;
		let disconnected = false;
		return {
			timing: {
				entries: () => entries,
				observe: (on: (names: string[]) => void) => (supported ? ((notify = on), { disconnect: () => void (disconnected = true) }) : null)
			},
			paint: (name: string) => notify?.([name]),
			get disconnected() {
				return disconnected;
			}
		};
	}

	it('is over at once when the first content has been painted', async () => {
		let done = false;
		void painted(paints(['first-paint', 'first-contentful-paint']).timing).then(() => (done = true));
		await flush();
		expect(done).toBe(true);
	});

	it('waits for the first contentful paint (a first paint of the background is not content), then stops observing', async () => {
		const p = paints([]);
		let done = false;
		void painted(p.timing).then(() => (done = true));
		p.paint('first-paint');
		await flush();
		expect(done).toBe(false);
		p.paint('first-contentful-paint');
		await flush();
		expect(done).toBe(true);
		expect(p.disconnected).toBe(true);
	});

	it('does not wait where the browser has no paint timing', async () => {
		let done = false;
		void painted(paints([], false).timing).then(() => (done = true));
		await flush();
		expect(done).toBe(true);
	});
});
