// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { __vitePreload } from './preload-helper.js';

const links = (rel: string) => [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((l) => new URL(l.href).pathname);

describe("the preload helper around the build's import()s", () => {
	// happy-dom fetches no stylesheet: a linked one counts as loaded (not an error it logs).
	beforeAll(() => void ((window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true));
	afterEach(() => {
		vi.restoreAllMocks();
		document.head.replaceChildren();
	});

	it("links the chunk's imports for preloading before it loads, each file once", async () => {
		const order: string[] = [];
		const a = await __vitePreload(async () => (order.push(`load with ${links('modulepreload').length} links`), 'A'), ['/_app/immutable/chunks/a.js', '/_app/immutable/chunks/shared.js']);
		const b = await __vitePreload(async () => 'B', ['/_app/immutable/chunks/shared.js', '/_app/immutable/chunks/b.js']);
		expect([a, b]).toEqual(['A', 'B']);
		expect(order).toEqual(['load with 2 links']);
		expect(links('modulepreload')).toEqual(['/_app/immutable/chunks/a.js', '/_app/immutable/chunks/shared.js', '/_app/immutable/chunks/b.js']);
	});

	it('adds nothing the page already links (the boot table preloads a route; the page links its stylesheet)', async () => {
		document.head.innerHTML = '<link rel="modulepreload" href="/_app/immutable/chunks/early.js"><link rel="stylesheet" href="/_app/immutable/assets/app.css">';
		await __vitePreload(async () => null, ['/_app/immutable/chunks/early.js', '/_app/immutable/assets/app.css']);
		expect(links('modulepreload')).toEqual(['/_app/immutable/chunks/early.js']);
		expect(links('stylesheet')).toEqual(['/_app/immutable/assets/app.css']);
	});

	it('waits for a new stylesheet before the chunk runs (and runs it if the sheet fails)', async () => {
		// The links are kept rather than put in the page: this test says when each sheet has loaded.
		const added: HTMLLinkElement[] = [];
		vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void added.push(...(nodes as HTMLLinkElement[])));
		let ran = 0;
		const first = __vitePreload(async () => ran++, ['/_app/immutable/assets/part.css']);
		const second = __vitePreload(async () => ran++, ['/_app/immutable/assets/part.css']);
		await new Promise((resolve) => setTimeout(resolve, 10));
		expect([ran, added.length, added[0]?.rel]).toEqual([0, 1, 'stylesheet']);
		added[0]!.dispatchEvent(new Event('load'));
		await Promise.all([first, second]);
		expect(ran).toBe(2);
		const failing = __vitePreload(async () => 'ran', ['/_app/immutable/assets/gone.css']);
		added[1]!.dispatchEvent(new Event('error'));
		expect(await failing).toBe('ran');
	});

	it('a failing import rejects as the import itself does', async () => {
		await expect(__vitePreload(() => Promise.reject(new Error('offline')), undefined)).rejects.toThrow('offline');
	});

	it("stands in for Vite's helper: the build imports it by that module's id", () => {
		expect(readFileSync('vite.config.ts', 'utf8')).toMatch(/VITE_PRELOAD_HELPER = '\\0vite\/preload-helper\.js'/);
		expect(readFileSync('node_modules/vite/dist/node/chunks/node.js', 'utf8')).toContain('const preloadHelperId = "\\0vite/preload-helper.js";');
	});
});
