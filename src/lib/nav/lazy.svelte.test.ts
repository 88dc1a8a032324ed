import { describe, expect, it } from 'vitest';
import type { Component } from 'svelte';
import { Lazy } from './lazy.svelte';

const Part = (() => {}) as unknown as Component<Record<string, never>>;

/** A loader that counts its calls and resolves or rejects when told. */
function loader() {
	const calls: { resolve: () => void; reject: (e: unknown) => void }[] = [];
	const load = () =>
		new Promise<{ default: Component<Record<string, never>> }>((resolve, reject) => {
			calls.push({ resolve: () => resolve({ default: Part }), reject });
		});
	const call = (i: number) => {
		const c = calls[i];
		if (!c) throw new Error(`the loader was called ${calls.length} times, not ${i + 1}`);
		return c;
	};
	return { load, calls, call };
}

/** Stands in for $lib/after-content: queues the callbacks until `content()` says the page is done. */
function moment() {
	const waiting: (() => void)[] = [];
	return { after: (fn: () => void) => void waiting.push(fn), content: () => waiting.splice(0).forEach((fn) => fn()), waiting };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('Lazy', () => {
	it('loads once however often load() is called, and renders the loaded component', async () => {
		const l = loader();
		const lazy = new Lazy(l.load);
		lazy.load().load();
		expect(l.calls).toHaveLength(1);
		expect(lazy.current).toBeUndefined();
		l.call(0).resolve();
		await settle();
		expect(lazy.current).toBe(Part);
	});

	it('loadAfterContent() starts nothing until the content is on screen, then loads once', async () => {
		const l = loader();
		const m = moment();
		const lazy = new Lazy(l.load);
		lazy.loadAfterContent(m.after).loadAfterContent(m.after);
		expect(m.waiting).toHaveLength(1);
		expect(l.calls).toHaveLength(0);
		m.content();
		expect(l.calls).toHaveLength(1);
		l.call(0).resolve();
		await settle();
		expect(lazy.current).toBe(Part);
	});

	it('an interaction before the content loads at once, and the later moment does not load again', () => {
		const l = loader();
		const m = moment();
		const lazy = new Lazy(l.load);
		lazy.loadAfterContent(m.after);
		lazy.load();
		expect(l.calls).toHaveLength(1);
		m.content();
		expect(l.calls).toHaveLength(1);
	});

	it('a failed load keeps the error and a later load() tries again', async () => {
		const l = loader();
		const lazy = new Lazy(l.load);
		lazy.load();
		const offline = new TypeError('Failed to fetch dynamically imported module');
		l.call(0).reject(offline);
		await settle();
		expect(lazy.error).toBe(offline);
		expect(lazy.current).toBeUndefined();
		lazy.load();
		expect(l.calls).toHaveLength(2);
		l.call(1).resolve();
		await settle();
		expect(lazy.current).toBe(Part);
	});
});
