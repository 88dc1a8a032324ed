// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, render } from '../testing';
import Button from './Button.svelte';
import CopyButton from './CopyButton.svelte';
import Filters from './Filters.svelte';
import Hash from './Hash.svelte';
import Notice from './Notice.svelte';
import TableHarness from './__tests__/TableHarness.svelte';
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
