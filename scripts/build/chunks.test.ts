import { describe, expect, it } from 'vitest';
import { chunkName, createSectioner, type ModuleGraph } from './chunks';

const R = '/app/src/routes';
/** A module graph from "importer -> imported" edges ("~>" for import()). */
function graph(edges: string[], entries: string[]): ModuleGraph {
	const info = new Map<string, { importers: string[]; dynamicImporters: string[]; isEntry: boolean }>();
	const get = (id: string) => {
		if (!info.has(id)) info.set(id, { importers: [], dynamicImporters: [], isEntry: entries.includes(id) });
		return info.get(id)!;
	};
	for (const e of edges) {
		const [from, arrow, to] = e.split(' ');
		get(from!);
		(arrow === '~>' ? get(to!).dynamicImporters : get(to!).importers).push(from!);
	}
	return { getModuleInfo: (id) => info.get(id) ?? null };
}

describe('chunking by the route tree', () => {
	const g = graph(
		[
			'start -> svelte',
			'node0 -> ' + `${R}/+layout.svelte`,
			`${R}/+layout.svelte -> /app/src/lib/http.ts`,
			'nodeA -> ' + `${R}/[chain]/accounts/[address]/+page.svelte`,
			'nodeC -> ' + `${R}/[chain]/nft-collections/[c]/+page.svelte`,
			'nodeB -> ' + `${R}/bridge/+page.svelte`,
			'nodeH -> ' + `${R}/bridge/history/+page.svelte`,
			`${R}/[chain]/accounts/[address]/+page.svelte -> /app/src/lib/Pager.svelte`,
			`${R}/[chain]/nft-collections/[c]/+page.svelte -> /app/src/lib/Pager.svelte`,
			`${R}/[chain]/nft-collections/[c]/+page.svelte -> /app/src/lib/Grid.svelte`,
			`${R}/bridge/+page.svelte -> /app/src/lib/bridge/history.ts`,
			`${R}/bridge/history/+page.svelte -> /app/src/lib/bridge/history.ts`,
			`${R}/bridge/+page.svelte -> /app/src/lib/bridge/Dialog.svelte`,
			`${R}/bridge/history/+page.svelte -> /app/src/lib/bridge/Dialog.svelte`,
			`${R}/+layout.svelte ~> /app/src/lib/Shortcuts.svelte`,
			'/app/src/lib/Shortcuts.svelte -> /app/src/lib/bridge/Dialog.svelte',
			`${R}/[chain]/nft-collections/[c]/+page.svelte ~> /app/src/lib/wallet.ts`,
			'/app/src/lib/Pager.svelte -> svelte',
			'/app/src/lib/bridge/history.ts -> /app/src/lib/http.ts'
		],
		['start', 'node0', 'nodeA', 'nodeC', 'nodeB', 'nodeH']
	);
	const place = createSectioner(R);

	it('puts what the start code or every section uses into the app chunk', () => {
		expect(place('svelte', g)).toEqual({ kind: 'section', section: '' });
		expect(place('/app/src/lib/http.ts', g)).toEqual({ kind: 'section', section: '' });
	});

	it('puts code shared by several routes of a section into that section', () => {
		expect(place('/app/src/lib/Pager.svelte', g)).toEqual({ kind: 'section', section: '[chain]' });
		expect(place('/app/src/lib/bridge/history.ts', g)).toEqual({ kind: 'section', section: 'bridge' });
	});

	it('leaves code of one route, lazy code and entries to the bundler', () => {
		expect(place('/app/src/lib/Grid.svelte', g)).toEqual({ kind: 'bundler' });
		expect(place('/app/src/lib/wallet.ts', g)).toEqual({ kind: 'bundler' });
		expect(place('nodeA', g)).toEqual({ kind: 'bundler' });
	});

	it('gives code that other sections load on demand a chunk of its own, so their import() does not pull the section', () => {
		expect(place('/app/src/lib/bridge/Dialog.svelte', g)).toEqual({ kind: 'shared', users: ['', 'bridge', 'bridge/history'] });
	});

	it('names chunks after their section', () => {
		expect(chunkName('')).toBe('app');
		expect(chunkName('[chain=chain]/accounts/[address]')).toBe('chain-chain-accounts-address');
	});
});
