// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { flushSync, mount, unmount, type Component } from 'svelte';
import { Lazy } from './lazy.svelte';
import AsksAtSetUp from './__tests__/AsksAtSetUp.svelte';

const Part = (() => {}) as unknown as Component<Record<string, never>>;

/** Every loader call of the current test that has not settled yet (see afterEach). */
const pending = new Set<() => void>();

/** A loader that counts its calls and resolves or rejects when told. */
function loader() {
	const calls: { resolve: () => void; reject: (e: unknown) => void }[] = [];
	const load = () =>
		new Promise<{ default: Component<Record<string, never>> }>((resolve, reject) => {
			const done = () => resolve({ default: Part });
			pending.add(done);
			calls.push({
				resolve: () => (pending.delete(done), done()),
				reject: (e) => (pending.delete(done), reject(e))
			});
		});
	const call = (i: number) => {
		const c = calls[i];
		if (!c) throw new Error(`the loader was called ${calls.length} times, not ${i + 1}`);
		return c;
	};
	return { load, calls, call };
}

/** Stands in for $lib/after-content: queues the callbacks until `content()` says the page is done; cancel drops one. */
function moment() {
	const waiting: (() => void)[] = [];
	const asked = { times: 0 };
	const after = (fn: () => void) => {
		asked.times++;
		waiting.push(fn);
		return () => void waiting.splice(waiting.indexOf(fn) >>> 0, 1);
	};
	return { after, content: () => waiting.splice(0).forEach((fn) => fn()), waiting, asked };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

/** A Lazy over a fresh loader, with its own after-content moment. */
function lazyPart() {
	const l = loader();
	return { l, m: moment(), lazy: new Lazy(l.load) };
}

/** The loader's call `i` arrives: the Lazy then holds the component. */
async function arrives({ l, lazy }: ReturnType<typeof lazyPart>, i = 0) {
	l.call(i).resolve();
	await settle();
	expect(lazy.current).toBe(Part);
}

// A load() left pending stays counted as under way in http.ts, which this worker's other test files
// share (vitest isolate: false): after-content would then never see a quiet page. Settle them all.
afterEach(async () => {
	for (const done of pending) done();
	pending.clear();
	await settle();
});

describe('Lazy', () => {
	it('loads once however often load() is called, and renders the loaded component', async () => {
		const t = lazyPart();
		const { l, lazy } = t;
		lazy.load().load();
		expect(l.calls).toHaveLength(1);
		expect(lazy.current).toBeUndefined();
		await arrives(t);
	});

	it('loadAfterContent() starts nothing until the content is on screen, then loads once', async () => {
		const t = lazyPart();
		const { l, m, lazy } = t;
		lazy.loadAfterContent(m.after).loadAfterContent(m.after);
		expect(m.waiting).toHaveLength(1);
		expect(l.calls).toHaveLength(0);
		m.content();
		expect(l.calls).toHaveLength(1);
		await arrives(t);
	});

	it('an interaction before the content loads at once, and the later moment does not load again', () => {
		const { l, m, lazy } = lazyPart();
		lazy.loadAfterContent(m.after);
		lazy.load();
		expect(l.calls).toHaveLength(1);
		m.content();
		expect(l.calls).toHaveLength(1);
	});

	it('a failed load keeps the error and a later load() tries again', async () => {
		const t = lazyPart();
		const { l, lazy } = t;
		lazy.load();
		const offline = new TypeError('Failed to fetch dynamically imported module');
		l.call(0).reject(offline);
		await settle();
		expect(lazy.error).toBe(offline);
		expect(lazy.current).toBeUndefined();
		lazy.load();
		expect(l.calls).toHaveLength(2);
		await arrives(t, 1);
	});

	// Who asks: an effect, or a derived read by the template (Deferred, Pager's lag note).
	const askers: Record<string, (ask: () => unknown) => void> = {
		effect: (ask) => {
			$effect(() => void ask());
		},
		derived: (ask) => {
			const shown = $derived(ask());
			$effect(() => void shown);
		}
	};
	for (const [name, asker] of Object.entries(askers))
		it(`a caller that goes before the content calls the load off: nothing downloads, nothing waits (${name})`, async () => {
			const { l, m, lazy } = lazyPart();
			const stop = $effect.root(() => asker(() => lazy.loadAfterContent(m.after).current));
			flushSync();
			expect(m.waiting).toHaveLength(1);
			stop();
			await settle();
			expect(m.waiting).toHaveLength(0);
			m.content();
			expect(l.calls).toHaveLength(0);
		});

	it('a component that asks while it is set up calls it off when it is destroyed', async () => {
		const { l, m, lazy } = lazyPart();
		const shown = mount(AsksAtSetUp, { target: document.body, props: { lazy, after: m.after } });
		flushSync();
		expect(m.waiting).toHaveLength(1);
		unmount(shown);
		await settle();
		expect(m.waiting).toHaveLength(0);
		expect(l.calls).toHaveLength(0);
	});

	it('loads when one of two callers is still there, and a derived that re-runs keeps its one wish', async () => {
		const t = lazyPart();
		const { l, m, lazy } = t;
		let page = $state(1);
		const stopA = $effect.root(() => {
			const current = $derived((void page, lazy.loadAfterContent(m.after).current));
			$effect(() => void current);
		});
		flushSync();
		page = 2;
		flushSync();
		await settle();
		expect(m.waiting).toHaveLength(1);
		// Asked once: a re-run does not restart the wait (and its 5 s cap).
		expect(m.asked.times).toBe(1);
		const stopB = $effect.root(() => {
			$effect(() => void lazy.loadAfterContent(m.after));
		});
		flushSync();
		stopB();
		await settle();
		expect(m.waiting).toHaveLength(1);
		m.content();
		expect(l.calls).toHaveLength(1);
		await arrives(t);
		stopA();
	});
});

describe('Lazy and the page being quiet (what after-content waits for)', () => {
	it("counts the code load() asks for as under way until it arrives or fails; the after-content load does not count", async () => {
		const { requestsInFlight } = await import('$lib/api/http');
		const before = requestsInFlight();
		const { l, lazy } = lazyPart();
		lazy.load();
		expect(requestsInFlight()).toBe(before + 1);
		l.call(0).resolve();
		await settle();
		expect(requestsInFlight()).toBe(before);

		const failing = loader();
		new Lazy(failing.load).load();
		expect(requestsInFlight()).toBe(before + 1);
		failing.call(0).reject(new TypeError('Failed to fetch dynamically imported module'));
		await settle();
		expect(requestsInFlight()).toBe(before);

		const later = loader();
		const m = moment();
		new Lazy(later.load).loadAfterContent(m.after);
		m.content();
		expect(later.calls).toHaveLength(1);
		expect(requestsInFlight()).toBe(before);
		later.call(0).resolve();
		await settle();
	});
});
