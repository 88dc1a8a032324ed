// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { createRawSnippet, flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import Badge from '$lib/components/ui/Badge.svelte';
import { asClassComponent } from './root-component.svelte.js';

describe("kit's root component without svelte/legacy", () => {
	it('mounts the component, and $set updates the props it renders (the first page, then each navigation)', () => {
		const target = document.createElement('div');
		const Root = asClassComponent(Badge);
		const children = createRawSnippet(() => ({ render: () => '<b>VM</b>' }));
		const root = new Root({ target, props: { tone: 'accent', title: 'first', children }, sync: false });
		flushSync();
		const badge = () => target.querySelector<HTMLElement>('[data-slot="badge"]')!;
		expect(badge().className).toContain('bg-accent-soft');
		expect(badge().title).toBe('first');
		root.$set({ tone: 'ok', title: 'next' });
		flushSync();
		expect(badge().className).toContain('bg-ok-soft');
		expect(badge().title).toBe('next');
		expect(badge().textContent).toBe('VM');
	});

	it('stands in for all that kit uses: its generated root imports only asClassComponent, and its client only constructs and $sets it', () => {
		expect(readFileSync('.svelte-kit/generated/root.js', 'utf8')).toMatch(/^import \{ asClassComponent \} from 'svelte\/legacy';$/m);
		const client = readFileSync('node_modules/@sveltejs/kit/src/runtime/client/client.js', 'utf8');
		expect(client).toContain('root = new app.root({');
		expect(new Set([...client.matchAll(/\broot\.(\$\w+)/g)].map((m) => m[1]))).toEqual(new Set(['$set']));
	});

	it('never needs to hydrate: kit hydrates only server-rendered pages, and SSR is off for the whole site', () => {
		expect(readFileSync('src/routes/+layout.ts', 'utf8')).toMatch(/^export const ssr = false;$/m);
		const pageOptions = import.meta.glob('/src/routes/**/+{page,layout}.ts', { query: '?raw', import: 'default', eager: true });
		for (const [file, source] of Object.entries(pageOptions)) expect(source, file).not.toMatch(/\bssr\s*=\s*true/);
	});
});
