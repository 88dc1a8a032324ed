import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyRowsHandled, holdFirstRender, MAX_HOLD_MS } from './first-render';

/** Whether `p` has settled once the pending microtasks ran. */
async function settled(p: Promise<unknown>): Promise<boolean> {
	let done = false;
	void p.then(() => (done = true));
	for (let i = 0; i < 5; i++) await Promise.resolve();
	return done;
}

function deferred() {
	let ok!: () => void;
	let fail!: () => void;
	const promise = new Promise<void>((resolve, reject) => ((ok = resolve), (fail = () => reject(new Error('rows failed')))));
	return { promise, ok, fail };
}

describe("the first render's wait for the early rows (all-chains page)", () => {
	afterEach(() => {
		vi.useRealTimers();
		void earlyRowsHandled(); // nothing held over to the next test
	});

	it('does not wait when the early module holds nothing (other pages, or the app came first)', async () => {
		expect(earlyRowsHandled()).toBeUndefined();
	});

	it('waits until the rows are handled: what the early module does with them (the metadata requests) comes first', async () => {
		const rows = deferred();
		const order: string[] = [];
		void rows.promise.then(() => order.push('metadata asked'));
		holdFirstRender(rows.promise);
		const wait = earlyRowsHandled()!.then(() => order.push('render'));
		expect(await settled(wait)).toBe(false);
		rows.ok();
		await wait;
		expect(order).toEqual(['metadata asked', 'render']);
	});

	it('does not wait longer when the rows failed (the page then asks and describes the failure)', async () => {
		const rows = deferred();
		holdFirstRender(rows.promise);
		const wait = earlyRowsHandled()!;
		rows.fail();
		expect(await settled(wait)).toBe(true);
	});

	it('waits at most MAX_HOLD_MS for a slow service', async () => {
		vi.useFakeTimers();
		holdFirstRender(new Promise(() => {}));
		const wait = earlyRowsHandled()!;
		await vi.advanceTimersByTimeAsync(MAX_HOLD_MS - 1);
		expect(await settled(wait)).toBe(false);
		await vi.advanceTimersByTimeAsync(1);
		expect(await settled(wait)).toBe(true);
	});

	it('holds only the first render of the page load: a later load does not wait', async () => {
		holdFirstRender(new Promise(() => {}));
		void earlyRowsHandled();
		expect(earlyRowsHandled()).toBeUndefined();
	});
});
