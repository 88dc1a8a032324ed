// @vitest-environment happy-dom
import { createRawSnippet, flushSync, type Component } from 'svelte';
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

describe('Deferred', () => {
	it('says when a part of the page could not load, and Retry loads it', async () => {
		let attempts = 0;
		// Any component stands in for the part: the panel view, with its own props.
		const part = new Lazy<{ error: { message: string } }>(() =>
			++attempts === 1 ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve({ default: ErrorPanelView as Component<{ error: { message: string } }> })
		);
		const skeleton = createRawSnippet(() => ({ render: () => '<p class="skeleton">…</p>' }));
		const d = render(Deferred<{ error: { message: string } }>, { lazy: part, props: { error: { message: 'the part itself' } }, skeleton });
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
