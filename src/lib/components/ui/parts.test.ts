// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, render } from '../testing';
import Button from './Button.svelte';
import CopyButton from './CopyButton.svelte';
import Filters from './Filters.svelte';
import Hash from './Hash.svelte';
import Notice from './Notice.svelte';
import TableHarness from './__tests__/TableHarness.svelte';
import ListCardHarness from './__tests__/ListCardHarness.svelte';
import Card from './Card.svelte';
import { enterMainList } from '$lib/actions/main-list';
import { createRawSnippet } from 'svelte';

const text = (s: string) => createRawSnippet(() => ({ render: () => `<span>${s}</span>` }));

afterEach(() => {
	document.body.innerHTML = '';
	vi.useRealTimers();
});

describe('Button', () => {
	it('is a button, or a link when given an href', () => {
		const b = render(Button, { children: text('Go'), onclick: () => {} });
		expect(b.get('button').getAttribute('type')).toBe('button');
		const a = render(Button, { href: '/x', children: text('Open'), variant: 'primary' });
		expect(a.get('a').getAttribute('href')).toBe('/x');
		expect(a.get('a').className).toContain('bg-accent');
		expect(a.all('button')).toHaveLength(0);
	});
	it('a toggle says whether it is on through aria-pressed, which its look follows', () => {
		const on = render(Button, { variant: 'toggle', 'aria-pressed': true, children: text('0.5 %') });
		expect(on.get('button').getAttribute('aria-pressed')).toBe('true');
		expect(on.get('button').className).toContain('aria-pressed:bg-accent-soft');
		const off = render(Button, { variant: 'toggle', 'aria-pressed': false, children: text('1 %') });
		expect(off.get('button').getAttribute('aria-pressed')).toBe('false');
	});
});

describe('Card', () => {
	it('is a section by default, with no list role', () => {
		const c = render(Card, { children: text('x') });
		const el = c.get('[data-slot=card]');
		expect(el.tagName).toBe('SECTION');
		expect(el.hasAttribute('role')).toBe(false);
	});
	it('as a list: a ul or ol that says it is a list, with its rows as items', () => {
		const ul = render(ListCardHarness, { items: ['a', 'b'] }).get('[data-slot=card]');
		expect(ul.tagName).toBe('UL');
		expect(ul.getAttribute('role')).toBe('list');
		expect(ul.getAttribute('aria-label')).toBe('Things');
		expect([...ul.children].map((c) => c.tagName)).toEqual(['LI', 'LI']);
		expect(ul.className).toContain('rounded-card');
		expect(ul.className).not.toMatch(/\bp-4\b/);
		expect(render(ListCardHarness, { items: ['a'], as: 'ol' }).get('[data-slot=card]').tagName).toBe('OL');
	});
	it('takes the row navigation as an attachment: marked as a list at once, j/k move between rows, Enter opens the row', async () => {
		const h = render(ListCardHarness, { items: ['a', 'b', 'c'] });
		const list = h.get('[data-slot=card]');
		expect(list.hasAttribute('data-row-list')).toBe(true);
		// j from elsewhere on the page enters the list (the layout's shortcut) ...
		expect(enterMainList()).toBe(true);
		const rows = h.all('[data-row]');
		expect(document.activeElement).toBe(rows[0]);
		// ... and j pressed in the list moves on, even before the keyboard code has loaded.
		rows[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true }));
		await vi.waitFor(() => expect(document.activeElement).toBe(rows[1]));
		rows[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true }));
		expect(document.activeElement).toBe(rows[2]);
		rows[2]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', bubbles: true }));
		expect(document.activeElement).toBe(rows[1]);
		expect(rows.map((r) => r.tabIndex)).toEqual([-1, 0, -1]);
		const opened = vi.fn((e: Event) => e.preventDefault());
		rows[1]!.querySelector('a')!.addEventListener('click', opened);
		rows[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
		expect(opened).toHaveBeenCalledOnce();
		h.destroy();
		expect(list.hasAttribute('data-row-list')).toBe(false);
	});
});

describe('Notice', () => {
	it('is the element, tone and role the caller asks for', () => {
		const n = render(Notice, { as: 'section', tone: 'danger', role: 'alert', 'data-testid': 'x', children: text('Nothing was sent') });
		const el = n.get('[data-slot=notice]');
		expect(el.tagName).toBe('SECTION');
		expect(el.getAttribute('role')).toBe('alert');
		expect(el.dataset.testid).toBe('x');
		expect(el.className).toContain('bg-danger-soft');
		expect(render(Notice, { children: text('note') }).get('[data-slot=notice]').className).toContain('bg-surface-2');
	});
});

describe('Hash', () => {
	it('keeps the whole value in the text, split before its ending, and copies it', async () => {
		const value = 'init1la9xf0wa2gkn2kdhms465t09xe98hsw5z3q2vd';
		const writeText = vi.fn().mockResolvedValue(undefined);
		Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
		const h = render(Hash, { value, href: '/acc', copyLabel: 'Copy address' });
		const link = h.get('a');
		expect(link.textContent).toBe(value);
		expect(link.lastElementChild!.textContent).toBe('z3q2vd');
		expect(link.getAttribute('aria-label')).toBe(value);
		click(h.get('button[aria-label="Copy address"]'));
		await vi.waitFor(() => expect(h.get('button').getAttribute('aria-label')).toBe('Copied'));
		expect(writeText).toHaveBeenCalledWith(value);
	});
	it('shows a dash for nothing and strips hidden characters', () => {
		expect(render(Hash, { value: '' }).target.textContent).toBe('—');
		const plain = render(Hash, { value: '0xab\u202ecd', copy: false });
		expect(plain.get('.sr-only').textContent).toBe('0xabcd');
		expect(plain.get('[aria-hidden=true]').textContent).toBe('0xabcd');
	});
});

describe('CopyButton', () => {
	it('says when copying failed', async () => {
		Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
		const c = render(CopyButton, { value: 'x', label: 'Copy hash' });
		click(c.get('button'));
		await vi.waitFor(() => expect(c.get('button').getAttribute('aria-label')).toMatch(/^Copy failed/));
	});
});

describe('Filters', () => {
	it('folds its controls behind one button that counts the active filters', () => {
		const f = render(Filters, { active: 2, children: text('the controls') });
		const toggle = f.get('button');
		const panel = f.get(`#${toggle.getAttribute('aria-controls')}`);
		expect(toggle.textContent).toContain('2');
		expect(toggle.getAttribute('aria-expanded')).toBe('false');
		expect(panel.className.split(' ')).toContain('hidden');
		click(toggle);
		expect(toggle.getAttribute('aria-expanded')).toBe('true');
		expect(panel.className.split(' ')).not.toContain('hidden');
	});
});

describe('Table', () => {
	it('rows rendered through a virtual list are cards with cell labels on phones', () => {
		const t = render(TableHarness, { items: ['a', 'bb'] });
		expect(t.all('[role=row][data-row]')).toHaveLength(2);
		expect(t.get('[role=row][data-row]').className).toContain('flex-wrap');
		expect(t.get('[role=cell]').className).toContain('max-md:basis-full');
		expect(t.get('[role=cell] [aria-hidden=true]').textContent).toBe('Name');
		expect(t.get('[role=columnheader]').parentElement!.className).toContain('max-md:sr-only');
	});
	it('scrolling tables keep their columns and headers', () => {
		const t = render(TableHarness, { items: ['a'], phone: 'scroll' });
		expect(t.get('[role=table]').className).toContain('overflow-x-auto');
		expect(t.get('[role=row][data-row]').className).not.toContain('flex-wrap');
		expect(t.all('[role=cell] [aria-hidden=true]')).toHaveLength(0);
		expect(t.get('[role=columnheader]').parentElement!.className).not.toContain('sr-only');
	});
});
