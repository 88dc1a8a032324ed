import { describe, expect, it } from 'vitest';
import { routesOnDisk } from './routes-on-disk';
import { barrelUsers, chunkName, createSectioner, earlyPrefixes, FILE_COST, mergeByCost, mergeChunks, RAW_PER_GZIP, routeTreeChunks, staticClosure, type FullGraph, type LoadUnit } from './chunks';

const R = '/app/src/routes';
/** A module graph from "importer -> imported" edges ("~>" for import()). */
function graph(edges: string[], entries: string[], code: Record<string, string> = {}): FullGraph {
	const info = new Map<string, { importers: string[]; dynamicImporters: string[]; importedIds: string[]; dynamicallyImportedIds: string[]; isEntry: boolean; code: string | null }>();
	const get = (id: string) => {
		if (!info.has(id)) info.set(id, { importers: [], dynamicImporters: [], importedIds: [], dynamicallyImportedIds: [], isEntry: entries.includes(id), code: code[id] ?? null });
		return info.get(id)!;
	};
	for (const e of edges) {
		const [from, arrow, to] = e.split(' ');
		(arrow === '~>' ? get(from!).dynamicallyImportedIds : get(from!).importedIds).push(to!);
		(arrow === '~>' ? get(to!).dynamicImporters : get(to!).importers).push(from!);
	}
	return { getModuleInfo: (id) => info.get(id) ?? null };
}

/** Kit's route nodes (entries), each importing its route file: `{ nodeA: '…/+page.svelte' }`. */
function nodes(files: Record<string, string>): { edges: string[]; entries: string[] } {
	return { edges: Object.entries(files).map(([node, file]) => `${node} -> ${file}`), entries: Object.keys(files) };
}

describe('chunking by the route tree', () => {
	const L = `${R}/+layout.svelte`;
	const HOME = `${R}/+page.svelte`;
	const ACC = `${R}/[chain]/accounts/[address]/+page.svelte`;
	const COL = `${R}/[chain]/nft-collections/[c]/+page.svelte`;
	const TX = `${R}/[chain]/txs/[hash]/+page.svelte`;
	const ALL = `${R}/accounts/[address]/+page.svelte`;
	const BR = `${R}/bridge/+page.svelte`;
	const HIST = `${R}/bridge/history/+page.svelte`;
	const TRACK = `${R}/bridge/track/+page.svelte`;
	const kit = nodes({ node0: L, node1: `${R}/+error.svelte`, nodeHome: HOME, nodeA: ACC, nodeC: COL, nodeT: TX, nodeAll: ALL, nodeB: BR, nodeH: HIST, nodeTr: TRACK });
	const g = graph(
		[
			...kit.edges,
			'start -> svelte',
			`${R}/+error.svelte -> /app/src/lib/ErrorPanel.svelte`,
			`${HIST} -> /app/src/lib/bridge/ending.ts`,
			`${TRACK} -> /app/src/lib/bridge/ending.ts`,
			`${BR} ~> /app/src/lib/bridge/ending.ts`,
			`${L} -> /app/src/lib/http.ts`,
			`${L} -> /app/src/lib/Header.svelte`,
			`/app/src/lib/Header.svelte ~> /app/src/lib/HeaderControls.svelte`,
			`${ACC} -> /app/src/lib/Pager.svelte`,
			`${COL} -> /app/src/lib/Pager.svelte`,
			`${COL} -> /app/src/lib/Grid.svelte`,
			`${ACC} -> /app/src/lib/Rows.svelte`,
			`${COL} -> /app/src/lib/Rows.svelte`,
			`${TX} ~> /app/src/lib/Rows.svelte`,
			`${ACC} -> /app/src/lib/Address.svelte`,
			`${TX} -> /app/src/lib/Address.svelte`,
			`/app/src/lib/Pager.svelte ~> /app/src/lib/IndexerLagNote.svelte`,
			`/app/src/lib/Pager.svelte ~> /app/src/lib/export.ts`,
			`${TX} -> /app/src/lib/EmptyState.svelte`,
			`${ALL} -> /app/src/lib/EmptyState.svelte`,
			`/app/src/lib/EmptyState.svelte ~> /app/src/lib/export.ts`,
			`${HOME} -> /app/src/lib/api/indexer.ts`,
			`${ACC} -> /app/src/lib/api/indexer.ts`,
			`${TX} -> /app/src/lib/api/indexer.ts`,
			`${ACC} -> /app/src/lib/api/chain-rest.ts`,
			`${ALL} -> /app/src/lib/api/chain-rest.ts`,
			`${BR} -> /app/src/lib/bridge/history.ts`,
			`${HIST} -> /app/src/lib/bridge/history.ts`,
			`${BR} -> /app/src/lib/bridge/Dialog.svelte`,
			`${HIST} -> /app/src/lib/bridge/Dialog.svelte`,
			`${L} ~> /app/src/lib/Shortcuts.svelte`,
			'/app/src/lib/Shortcuts.svelte -> /app/src/lib/bridge/Dialog.svelte',
			`${COL} ~> /app/src/lib/wallet.ts`,
			'/app/src/lib/Pager.svelte -> svelte',
			'/app/src/lib/bridge/history.ts -> /app/src/lib/http.ts'
		],
		[...kit.entries, 'start']
	);
	const place = createSectioner(R);

	it('puts only what the start code, the root layout and the error page reach statically into the app chunk', () => {
		expect(place('svelte', g)).toEqual({ kind: 'app' });
		expect(place('/app/src/lib/http.ts', g)).toEqual({ kind: 'app' });
		expect(place('/app/src/lib/Header.svelte', g)).toEqual({ kind: 'app' });
		expect(place('/app/src/lib/ErrorPanel.svelte', g)).toEqual({ kind: 'app' });
		// Lazy from the root layout's header: not in the app chunk.
		expect(place('/app/src/lib/HeaderControls.svelte', g)).toEqual({ kind: 'bundler' });
	});

	it('keeps code the home page shares with the explorer out of the app chunk, grouped by area (explorer by part)', () => {
		expect(place('/app/src/lib/api/indexer.ts', g)).toEqual({ kind: 'group', name: 'shared-explorer+home' });
		// The chain pages and the account on every chain: explorer only, so home never loads it; named by the
		// explorer parts that load it (a chain's accounts, the chain-less account), so the tx pages never do.
		expect(place('/app/src/lib/api/chain-rest.ts', g)).toEqual({ kind: 'group', name: 'shared-chain-accounts+accounts' });
		expect(place('/app/src/lib/EmptyState.svelte', g)).toEqual({ kind: 'group', name: 'shared-chain-txs+accounts' });
	});

	it('puts code shared by several routes of a section into that section', () => {
		expect(place('/app/src/lib/bridge/history.ts', g)).toEqual({ kind: 'group', name: 'bridge' });
	});

	it("keeps code only the section's other pages load at once out of the chunk its own page loads (/bridge before a wallet)", () => {
		expect(place('/app/src/lib/bridge/ending.ts', g)).toEqual({ kind: 'group', name: 'bridge-pages' });
	});

	it('splits an explorer section by the subsections that use the code, so a tx page never loads the account lists', () => {
		expect(place('/app/src/lib/Pager.svelte', g)).toEqual({ kind: 'group', name: 'chain-accounts+nft-collections' });
		expect(place('/app/src/lib/Address.svelte', g)).toEqual({ kind: 'group', name: 'chain-accounts+txs' });
		// Loaded at once by two subsections and on demand by a third: a chunk of its own, apart from both.
		expect(place('/app/src/lib/Rows.svelte', g)).toEqual({ kind: 'group', name: 'chain-accounts+nft-collections-later-txs' });
	});

	it('leaves code of one route, lazy code of one section and entries to the bundler', () => {
		expect(place('/app/src/lib/Grid.svelte', g)).toEqual({ kind: 'bundler' });
		expect(place('/app/src/lib/wallet.ts', g)).toEqual({ kind: 'bundler' });
		expect(place('/app/src/lib/IndexerLagNote.svelte', g)).toEqual({ kind: 'bundler' });
		expect(place('nodeA', g)).toEqual({ kind: 'bundler' });
	});

	it('gives code that other sections load on demand a chunk of its own, so their import() does not pull the section', () => {
		const p = place('/app/src/lib/bridge/Dialog.svelte', g);
		expect(p.kind === 'group' && p.name).toMatch(/^shared-bridge\+bridge-history-[0-9a-f]{6}$/);
	});

	it('never groups code loaded only on demand with code the same routes load at once', () => {
		const lazy = place('/app/src/lib/export.ts', g);
		const eager = place('/app/src/lib/EmptyState.svelte', g);
		expect(lazy.kind === 'group' && lazy.name).toMatch(/^lazy-/);
		expect(eager).toEqual({ kind: 'group', name: 'shared-chain-txs+accounts' });
		expect(lazy).not.toEqual(eager);
	});

	it('names chunks after their section', () => {
		expect(chunkName('')).toBe('app');
		expect(chunkName('[chain=chain]/accounts/[address]')).toBe('chain-chain-accounts-address');
	});
});

describe("Svelte's runtime by the code that calls it", () => {
	const RT = '/app/node_modules/svelte/src/internal/client';
	const BARREL = `${RT}/index.js`;
	const L = `${R}/+layout.svelte`;
	const HOME = `${R}/+page.svelte`;
	const ACC = `${R}/[chain]/accounts/[address]/+page.svelte`;
	const COL = `${R}/[chain]/nft-collections/[c]/+page.svelte`;
	const BR = `${R}/bridge/+page.svelte`;
	const LIST = '/app/src/lib/VirtualList.svelte';
	const FORM = '/app/src/lib/bridge/Form.svelte';
	const barrel = [
		"export { push, pop } from './context.js';",
		"export { await_block as await } from './dom/blocks/await.js';",
		"export { bind_value, bind_checked } from './dom/elements/bindings/input.js';",
		"export {\n\tbind_element_size,\n\tbind_resize_observer\n} from './dom/elements/bindings/size.js';",
		"export { element } from './dom/blocks/svelte-element.js';",
		"export { createAttachmentKey as attachment } from '../../attachments/index.js';"
	].join('\n');
	const ns = (body: string) => `import * as $ from 'svelte/internal/client';\n${body}`;
	const kit = nodes({ node0: L, nodeHome: HOME, nodeA: ACC, nodeC: COL, nodeB: BR });
	const g = graph(
		[
			...kit.edges,
			`${ACC} -> ${LIST}`,
			`${COL} -> ${LIST}`,
			`${BR} -> ${FORM}`,
			...[L, HOME, ACC, COL, BR, LIST, FORM, '/app/node_modules/svelte/src/attachments/index.js'].map((m) => `${m} -> ${BARREL}`),
			...['context.js', 'dom/blocks/await.js', 'dom/elements/bindings/input.js', 'dom/elements/bindings/size.js', 'dom/blocks/svelte-element.js'].map((m) => `${BARREL} -> ${RT}/${m}`),
			`${BARREL} -> /app/node_modules/svelte/src/attachments/index.js`,
			// The runtime's own imports stay imports.
			`${RT}/dom/blocks/svelte-element.js -> ${RT}/context.js`
		],
		kit.entries,
		{
			[BARREL]: barrel,
			[L]: ns('$.push(); $.pop();'),
			[HOME]: ns('$.push(); $.await(a, b); $.element(x); $.pop();'),
			[ACC]: ns('$.push(); $.pop();'),
			[COL]: ns('$.push(); $.pop();'),
			[LIST]: ns('$.bind_element_size(el, "clientHeight", set);'),
			[FORM]: ns('$.bind_value(input, get, set); $.await(p, x);'),
			[BR]: ns('$.element(x);'),
			'/app/node_modules/svelte/src/attachments/index.js': "import { noop, render_effect } from 'svelte/internal/client';"
		}
	);
	const place = createSectioner(R);

	it('reads which runtime module each importer of the barrel calls', () => {
		const users = barrelUsers(BARREL, g);
		expect(users.get(`${RT}/dom/elements/bindings/input.js`)).toEqual([FORM]);
		expect(users.get(`${RT}/dom/elements/bindings/size.js`)).toEqual([LIST]);
		expect(new Set(users.get(`${RT}/dom/blocks/await.js`))).toEqual(new Set([HOME, FORM]));
		expect(new Set(users.get(`${RT}/context.js`))).toEqual(new Set([L, HOME, ACC, COL]));
	});

	it('counts an importer whose calls it cannot read as calling everything', () => {
		const blind = graph([`${HOME} -> ${BARREL}`, `${BARREL} -> ${RT}/dom/blocks/await.js`], [], { [BARREL]: barrel, [HOME]: "export * from 'svelte/internal/client';" });
		expect(barrelUsers(BARREL, blind).get(`${RT}/dom/blocks/await.js`)).toEqual([HOME]);
	});

	it('keeps in the app chunk only the runtime the start code and root layout call (and what that needs)', () => {
		expect(place(`${RT}/context.js`, g)).toEqual({ kind: 'app' });
		// A bridge form's binding goes with the bridge, not into every page's first bundle.
		expect(place(`${RT}/dom/elements/bindings/input.js`, g)).toEqual({ kind: 'bundler' });
	});

	it("puts a runtime piece into its callers' chunk when they share one", () => {
		expect(place(LIST, g)).toEqual({ kind: 'group', name: 'chain-accounts+nft-collections' });
		expect(place(`${RT}/dom/elements/bindings/size.js`, g)).toEqual({ kind: 'group', name: 'chain-accounts+nft-collections' });
	});

	it("places a runtime piece by its callers' routes when they are in different chunks", () => {
		expect(place(`${RT}/dom/blocks/await.js`, g)).toEqual({ kind: 'group', name: 'shared-bridge+home' });
	});

	it("leaves modules outside the runtime's directory (attachments, which import the barrel back) where their importers put them", () => {
		expect(place('/app/node_modules/svelte/src/attachments/index.js', g)).toEqual({ kind: 'app' });
	});
});

describe('chunks the same pages load at once are one chunk', () => {
	const L = `${R}/+layout.svelte`;
	const HOME = `${R}/+page.svelte`;
	const TX = `${R}/[chain]/txs/[hash]/+page.svelte`;
	const EVM = `${R}/[chain]/evm-txs/[hash]/+page.svelte`;
	const ITX = `${R}/[chain]/accounts/[address]/internal-txs/+page.svelte`;
	const pages = [
		{ id: '/', files: [L, HOME] },
		{ id: '/[chain]/txs/[hash]', files: [L, TX] },
		{ id: '/[chain]/evm-txs/[hash]', files: [L, EVM] },
		{ id: '/[chain]/accounts/[address]/internal-txs', files: [L, ITX] },
		// A redirect (no component) does not weigh.
		{ id: '/[chain]/txs', files: [L, `${R}/[chain]/txs/+page.ts`] }
	];
	// Sizes as the merge step estimates them (code length / RAW_PER_GZIP).
	const code = (gzipBytes: number) => 'x'.repeat(gzipBytes * RAW_PER_GZIP);
	const kit = nodes({ node0: L, nodeHome: HOME, nodeT: TX, nodeE: EVM, nodeI: ITX });
	const g = graph(
		[
			...kit.edges,
			// Every page that shows something loads it at once: into the app chunk.
			...[HOME, TX, EVM, ITX].map((p) => `${p} -> /app/src/lib/Card.svelte`),
			// Two chunks of the tx pages, split only by the route files that use them: one chunk.
			`${TX} -> /app/src/lib/tx/load.ts`,
			`${EVM} -> /app/src/lib/tx/load.ts`,
			`${TX} -> /app/src/lib/tx/selectors.ts`,
			`${EVM} -> /app/src/lib/tx/selectors.ts`,
			`${ITX} -> /app/src/lib/tx/selectors.ts`,
			`${ITX} -> /app/src/lib/tx/Row.svelte`,
			`${TX} -> /app/src/lib/tx/Row.svelte`,
			`${EVM} -> /app/src/lib/tx/Row.svelte`,
			`${ITX} -> /app/src/lib/tx/amount.ts`,
			`${TX} -> /app/src/lib/tx/amount.ts`,
			`${EVM} -> /app/src/lib/tx/amount.ts`,
			// Same pages at once, one of them also loaded on demand by another page.
			`${TX} -> /app/src/lib/tx/fields.ts`,
			`${EVM} -> /app/src/lib/tx/fields.ts`,
			`${ITX} ~> /app/src/lib/tx/fields.ts`
		],
		kit.entries,
		{ '/app/src/lib/tx/load.ts': code(2000), '/app/src/lib/tx/Row.svelte': code(1500), '/app/src/lib/tx/amount.ts': code(100), '/app/src/lib/tx/fields.ts': code(100) }
	);
	const placeOf = createSectioner(R);
	const names = mergeChunks(placeOf, pages, R, 'nodeT', g);
	const final = (id: string) => {
		const p = placeOf(id, g);
		return p.kind === 'group' ? (names.get(p.name) ?? p.name) : p.kind;
	};

	it('puts what every page loads at once into the app chunk', () => {
		expect(final('/app/src/lib/Card.svelte')).toBe('app');
	});

	it('merges chunks that exactly the same pages load at once', () => {
		expect(final('/app/src/lib/tx/Row.svelte')).toBe(final('/app/src/lib/tx/amount.ts'));
	});

	it('does not merge a large chunk into one that more pages load', () => {
		// load.ts (tx, evm-tx) into the rows (tx, evm-tx, internal txs): 2 KB more on the internal txs page for one file less on two.
		expect(final('/app/src/lib/tx/load.ts')).not.toBe(final('/app/src/lib/tx/Row.svelte'));
	});

	it("never merges a chunk some page loads on demand with one that page's import() would not fetch, nor with one it loads at once", () => {
		// fields.ts: tx and evm-tx at once, internal txs on demand. With load.ts (same pages at once) the internal
		// txs' import() would fetch load.ts too; with the rows (which the internal txs page loads at once) it would
		// come at once there.
		expect(final('/app/src/lib/tx/fields.ts')).not.toBe(final('/app/src/lib/tx/Row.svelte'));
		expect(final('/app/src/lib/tx/fields.ts')).not.toBe(final('/app/src/lib/tx/load.ts'));
		expect(final('/app/src/lib/tx/fields.ts')).toBe('chain-evm-txs+txs-later-accounts');
	});
});

describe('merging chunks by cost', () => {
	const unit = (name: string, eager: string[], bytes: number, more: Partial<LoadUnit> = {}): LoadUnit => ({ name, eager: new Set(eager), lazy: new Set(), bytes, imports: [], ...more });

	it('merges small chunks that nearly the same pages load, when every page comes out no heavier', () => {
		// b is tiny and loaded by one page more than a; a and c are loaded by the same pages. Merging a and c
		// saves a file on three pages; then b joins them: the page "d" gains a (small) but had saved a file.
		const merged = mergeByCost([unit('a', ['x', 'y', 'd'], 40), unit('c', ['x', 'y', 'd'], 40), unit('b', ['x', 'y'], 30)]);
		expect(merged.get('c')).toBe('a');
		expect(merged.get('b')).toBe('a');
	});

	it('keeps apart chunks whose merge would make some page download more, whatever the others save', () => {
		// Ten pages would save a file each, but page "p" would download small's bytes, which it does not need.
		const many = Array.from({ length: 10 }, (_, i) => `q${i}`);
		const merged = mergeByCost([unit('big', ['p', ...many], 5000), unit('small', many, 100)]);
		expect(merged.size).toBe(0);
	});

	it('counts what a merged chunk imports: a page that loads only one side gets the other side and its imports', () => {
		// a and a2: same pages (one file less on x, y, z). b: x and y only, importing dep (6 KB) that z does not load.
		const base = [unit('a', ['x', 'y', 'z'], 10), unit('a2', ['x', 'y', 'z'], 10)];
		const withDep = mergeByCost([...base, unit('b', ['x', 'y'], 10, { imports: ['dep'] }), unit('dep', ['x', 'y'], 6000)], { fileCost: FILE_COST });
		expect(withDep.get('a2')).toBe('a');
		expect(withDep.get('b')).not.toBe('a');
		// Without the import, z pays 10 bytes out of the file it saved: merged.
		expect(mergeByCost([...base, unit('b', ['x', 'y'], 10)]).get('b')).toBe('a');
	});

	it('never brings at once what a page loads on demand', () => {
		const merged = mergeByCost([unit('now', ['x', 'y'], 10), unit('later', ['x'], 10, { lazy: new Set(['y']) })]);
		expect(merged.size).toBe(0);
	});

	it("never lets what a page's import() fetches grow (some pages need it before their content)", () => {
		// z fetches a on demand; merging b (same pages at once) would make z's import() fetch b too.
		expect(mergeByCost([unit('a', ['x', 'y'], 10, { lazy: new Set(['z']) }), unit('b', ['x', 'y'], 20)]).size).toBe(0);
		// When z's import()s fetch both anyway, merging saves z a file as well.
		expect(mergeByCost([unit('a', ['x', 'y'], 10, { lazy: new Set(['z']) }), unit('b', ['x', 'y'], 20, { lazy: new Set(['z']) })]).get('b')).toBe('a');
	});

	it("never merges across pools (an early entry's chunks stay framework-free and apart from the other entry's)", () => {
		expect(mergeByCost([unit('early-a', ['x', 'y'], 10, { pool: 'early-' }), unit('a', ['x', 'y'], 10)]).size).toBe(0);
		expect(mergeByCost([unit('early-a', ['x', 'y'], 10, { pool: 'early-' }), unit('early-1-a', ['x', 'y'], 10, { pool: 'early-1-' })]).size).toBe(0);
		expect(mergeByCost([unit('early-a', ['x', 'y'], 10, { pool: 'early-' }), unit('early-b', ['x', 'y'], 10, { pool: 'early-' })]).get('early-b')).toBe('early-a');
	});
});

describe("the early entry's imports are chunks of their own", () => {
	// A real route tree on disk (the merge step reads it), and the graph over its files.
	const { dir, file } = routesOnDisk('routes-early-');
	const L = file('+layout.svelte');
	const HOME = file('+page.svelte');
	const TX = file('[chain]/txs/[hash]/+page.svelte');
	const COL = file('[chain]/nft-collections/[c]/+page.svelte');
	const ACC = file('[chain]/accounts/[a]/+page.svelte');
	const EARLY = '/app/src/lib/nav/early-data.ts';
	const kit = nodes({ node0: L, nodeHome: HOME, nodeT: TX, nodeC: COL, nodeA: ACC });
	const g = graph(
		[
			...kit.edges,
			`${L} -> /app/src/lib/http.ts`,
			`${L} -> /app/src/lib/Header.svelte`,
			'/app/src/lib/Header.svelte -> svelte',
			'/app/src/lib/http.ts -> valibot',
			// The explorer's client, with a component the same pages load (its chunk's other module).
			...[TX, COL, ACC].map((p) => `${p} -> /app/src/lib/indexer.ts`),
			...[TX, COL, ACC].map((p) => `${p} -> /app/src/lib/Breadcrumbs.svelte`),
			'/app/src/lib/Breadcrumbs.svelte -> svelte',
			'/app/src/lib/indexer.ts -> /app/src/lib/http.ts',
			// NFT pages only.
			...[COL, ACC].map((p) => `${p} -> /app/src/lib/metadata.ts`),
			...[COL, ACC].map((p) => `${p} -> /app/src/lib/TokenList.svelte`),
			// Only the collection page and the early module: the early module is no user of it.
			`${COL} -> /app/src/lib/collection-requests.ts`,
			`${EARLY} -> /app/src/lib/http.ts`,
			`${EARLY} -> /app/src/lib/indexer.ts`,
			`${EARLY} -> /app/src/lib/metadata.ts`,
			`${EARLY} -> /app/src/lib/collection-requests.ts`,
			'/app/src/lib/collection-requests.ts -> /app/src/lib/indexer.ts'
		],
		[...kit.entries, EARLY],
		// The NFT pages' code is large: merging it with what the tx page loads would cost that page more than a file.
		{ '/app/src/lib/metadata.ts': 'x'.repeat(4000 * RAW_PER_GZIP), '/app/src/lib/TokenList.svelte': 'x'.repeat(4000 * RAW_PER_GZIP) }
	);
	const { groups } = routeTreeChunks(dir, { early: EARLY });
	const chunkOf = (id: string) => groups[0]!.name(id, g) ?? groups[1]!.name(id, g) ?? 'bundler';

	it('finds what the early entry imports statically', () => {
		expect([...staticClosure(EARLY, g)].sort()).toEqual(['/app/src/lib/collection-requests.ts', '/app/src/lib/http.ts', '/app/src/lib/indexer.ts', '/app/src/lib/metadata.ts', 'valibot']);
	});

	it('gives each of its modules an early chunk beside the one the routes alone would put it in, never the app chunk', () => {
		expect(chunkOf('/app/src/lib/http.ts')).toBe('early-app');
		expect(chunkOf('valibot')).toBe('early-app');
		expect(chunkOf('/app/src/lib/Header.svelte')).toBe('app');
		expect(chunkOf('svelte')).toBe('app');
		const indexer = chunkOf('/app/src/lib/indexer.ts');
		expect(indexer).toMatch(/^early-/);
		expect(chunkOf('/app/src/lib/Breadcrumbs.svelte')).toBe(indexer.slice('early-'.length));
		// Split by its users as before: the tx page never loads the NFT pages' early code.
		expect(chunkOf('/app/src/lib/metadata.ts')).toMatch(/^early-/);
		expect(chunkOf('/app/src/lib/metadata.ts')).not.toBe(indexer);
		expect(chunkOf('/app/src/lib/TokenList.svelte')).toBe(chunkOf('/app/src/lib/metadata.ts').slice('early-'.length));
	});

	it('does not count the early entry as a user: what only one route and the early entry import stays with that route', () => {
		expect(createSectioner(dir, EARLY)('/app/src/lib/collection-requests.ts', g)).toEqual({ kind: 'bundler' });
		// Without the rule, an entry that is not a route makes its imports part of the app chunk.
		expect(createSectioner(dir)('/app/src/lib/collection-requests.ts', g)).toEqual({ kind: 'app' });
		expect(chunkOf('/app/src/lib/collection-requests.ts')).toBe('bundler');
	});
});

describe('two early entries (the NFT pages\' and the EVM tx page\'s)', () => {
	it("names what only the second imports apart, so the first one's pages never load it; what both import stays the first's", () => {
		const g = graph(['/e1 -> /a.ts', '/e1 -> /shared.ts', '/e2 -> /shared.ts', '/e2 -> /b.ts', '/b.ts -> /a.ts'], ['/e1', '/e2']);
		const p = earlyPrefixes(['/e1', '/e2'], g);
		expect(Object.fromEntries(p)).toEqual({ '/a.ts': 'early-', '/shared.ts': 'early-', '/b.ts': 'early-1-' });
	});

	const { dir, file } = routesOnDisk('routes-early2-');
	it('counts neither entry as a user of what it imports', () => {
		const page = file('x/+page.svelte');
		const g = graph([`nodeX -> ${page}`, `${page} -> /m.ts`, '/e1 -> /m.ts', '/e2 -> /m.ts'], ['nodeX', '/e1', '/e2']);
		expect(createSectioner(dir, ['/e1', '/e2'])('/m.ts', g)).toEqual({ kind: 'bundler' });
		expect(createSectioner(dir, ['/e1'])('/m.ts', g)).toEqual({ kind: 'app' });
	});
});
