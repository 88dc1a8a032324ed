// @vitest-environment happy-dom
// Component tests for the parts that hold logic: async states, the windowed list, the dialog.
import { createRawSnippet, flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { Streamed } from '$lib/nav/streamed.svelte';
import Async from './Async.svelte';
import ShortcutsDialog from './ShortcutsDialog.svelte';
import VirtualList from './VirtualList.svelte';
import { click, render } from './testing';

const html = (s: string) => createRawSnippet(() => ({ render: () => s }));
const settle = () => new Promise((r) => setTimeout(r, 0)).then(() => flushSync());

afterEach(() => {
	document.body.innerHTML = '';
});

describe('Async', () => {
	const snippets = {
		pending: html('<p class="pending">loading</p>'),
		ok: createRawSnippet((v: () => string) => ({ render: () => `<p class="ok">${v()}</p>` })),
		failed: createRawSnippet((e: () => unknown) => ({ render: () => `<p class="failed">${(e() as Error).message}</p>` }))
	};

	it('shows the pending state, then the value', async () => {
		let resolve!: (v: string) => void;
		const value = new Streamed(new Promise<string>((r) => (resolve = r)));
		const a = render(Async<string>, { value, ...snippets });
		expect(a.get('.pending').textContent).toBe('loading');
		resolve('rows');
		await settle();
		expect(a.all('.pending')).toHaveLength(0);
		expect(a.get('.ok').textContent).toBe('rows');
	});

	it('shows the failure with its error', async () => {
		const value = new Streamed<string>(Promise.reject(new Error('indexer down')));
		const a = render(Async<string>, { value, ...snippets });
		await settle();
		expect(a.get('.failed').textContent).toBe('indexer down');
		expect(a.all('.ok, .pending')).toHaveLength(0);
	});

	it('renders a value that already arrived at once, without a pending flash', async () => {
		const value = new Streamed(Promise.resolve('cached'));
		await settle();
		const a = render(Async<string>, { value, ...snippets });
		expect(a.all('.pending')).toHaveLength(0);
		expect(a.get('.ok').textContent).toBe('cached');
	});
});

describe('VirtualList', () => {
	const items = (n: number) => Array.from({ length: n }, (_, i) => `item ${i}`);
	const item = createRawSnippet((it: () => string) => ({ render: () => `<div class="row">${it()}</div>` }));

	it('renders a short list whole', () => {
		const v = render(VirtualList<string>, { items: items(50), key: (s: string) => s, item, threshold: 120 });
		expect(v.all('.row')).toHaveLength(50);
	});

	it('lays a short grid out in CSS (as many columns as fit, none wider than the list), with nothing to measure', () => {
		const v = render(VirtualList<string>, { items: items(30), key: (s: string) => s, item, minItemWidth: 150, gap: 10, threshold: 120 });
		expect(v.all('.row')).toHaveLength(30);
		const grid = v.target.firstElementChild!.firstElementChild as HTMLElement;
		expect(grid.style.gridTemplateColumns).toBe('repeat(auto-fill, minmax(min(150px, 100%), 1fr))');
	});

	it('renders only the rows near the viewport of a long list, with space for the rest', async () => {
		const v = render(VirtualList<string>, { items: items(1000), key: (s: string) => s, item, estimateRowHeight: 50, overscan: 2, threshold: 120 });
		const shown = v.all('.row');
		const viewport = Math.ceil(window.innerHeight / 50);
		expect(shown.length).toBe(viewport + 2);
		expect(shown[0]!.textContent).toBe('item 0');
		const outer = v.target.firstElementChild as HTMLElement;
		expect(outer.style.paddingBottom).toBe(`${(1000 - shown.length) * 50}px`);

		// Scrolled 10,000 px down: rows around item 200, the space above them kept.
		window.scrollTo(0, 10_000);
		window.dispatchEvent(new Event('scroll'));
		await settle();
		const after = v.all('.row');
		expect(after[0]!.textContent).toBe('item 198');
		expect(outer.style.paddingTop).toBe(`${198 * 50}px`);
		expect(after.length).toBe(viewport + 4);
	});
});

describe('ShortcutsDialog', () => {
	it('opens as a modal, lists j/k, and Close hands the state back', () => {
		let open = $state(true);
		const d = render(ShortcutsDialog, {
			get open() {
				return open;
			},
			set open(v: boolean) {
				open = v;
			}
		});
		const dialog = d.get<HTMLDialogElement>('dialog');
		expect(dialog.open).toBe(true);
		expect(dialog.getAttribute('aria-labelledby')).toBe('shortcuts-title');
		expect(dialog.textContent).toContain('j starts anywhere on the page');
		click(d.get('button'));
		expect(open).toBe(false);
		expect(dialog.open).toBe(false);
	});
});
