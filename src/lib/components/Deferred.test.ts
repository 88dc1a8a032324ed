// @vitest-environment happy-dom
import { createRawSnippet, flushSync, mount, unmount, type Component } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { Lazy } from '$lib/nav/lazy.svelte';
import Deferred from './Deferred.svelte';
import ErrorPanelView from './ErrorPanelView.svelte';
import { click, render } from './testing';

afterEach(() => {
	document.body.innerHTML = '';
});

const until = async (ok: () => boolean) => {
	for (let i = 0; i < 200 && !ok(); i++) {
		await new Promise((r) => setTimeout(r, 5));
		flushSync();
	}
};

type Props = { error: { message: string } };

describe('Deferred', () => {
	it('says when a part of the page could not load, and Retry loads it', async () => {
		let attempts = 0;
		// Any component stands in for the part: the panel view, with its own props.
		const lazy = new Lazy<Props>(() =>
			++attempts === 1 ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve({ default: ErrorPanelView as Component<Props> })
		);
		const skeleton = createRawSnippet(() => ({ render: () => '<p class="skeleton">…</p>' }));
		// The caller renders the arrived component with its props (in a page: `<Part error={…} />`).
		const part = createRawSnippet((Part: () => Component<Props>) => ({
			render: () => '<div></div>',
			setup: (el: Element) => {
				const view = mount(Part(), { target: el, props: { error: { message: 'the part itself' } } });
				return () => void unmount(view);
			}
		}));
		const d = render(Deferred<Props>, { lazy, part, skeleton });
		expect(d.get('.skeleton')).toBeTruthy();
		await until(() => d.target.textContent!.includes('could not be loaded') && d.all('button').length > 0);
		expect(d.target.textContent).toContain('Part of this page could not be loaded');
		expect(d.target.textContent).toContain('Failed to fetch dynamically imported module');
		click(d.get('button'));
		await until(() => d.target.textContent!.includes('the part itself'));
		expect(attempts).toBe(2);
		expect(d.target.textContent).not.toContain('could not be loaded');
	});
});
