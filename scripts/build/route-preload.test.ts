import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routesOnDisk } from './routes-on-disk';
import { buildTable, compareRoutes, routePattern, routeTree } from './route-preload';

describe('route patterns', () => {
	const match = (id: string, path: string) => new RegExp(routePattern(id)).test(path);
	it('turns route ids into pathname patterns as kit matches them', () => {
		expect(match('/', '/')).toBe(true);
		expect(match('/[chain=chain]/nft-collections/[collection]', '/evm-1/nft-collections/0xab')).toBe(true);
		expect(match('/[chain=chain]/nft-collections/[collection]', '/evm-1/nft-collections/0xab/nft/1')).toBe(false);
		expect(match('/accounts/[address]/[[tab]]', '/accounts/init1x')).toBe(true);
		expect(match('/accounts/[address]/[[tab]]', '/accounts/init1x/nfts')).toBe(true);
		expect(match('/[root=alias]/[...rest]', '/tx/ABC/more')).toBe(true);
		expect(match('/bridge/track', '/bridge/track')).toBe(true);
		expect(match('/bridge/track', '/bridgeXtrack')).toBe(false);
		expect(match('/a.b/[x]', '/aXb/1')).toBe(false);
		expect(match('/(marketing)/about', '/about')).toBe(true);
	});
	it('orders static segments before params, optional and rest params', () => {
		const ids = ['/[root=alias]/[...rest]', '/[chain=chain]', '/bridge', '/[chain=chain]/accounts/[address]/[tab]', '/[chain=chain]/accounts/[address]/nfts'];
		expect([...ids].sort(compareRoutes)).toEqual(['/bridge', '/[chain=chain]', '/[chain=chain]/accounts/[address]/nfts', '/[chain=chain]/accounts/[address]/[tab]', '/[root=alias]/[...rest]']);
	});
});

describe('the preload table', () => {
	const { dir, file } = routesOnDisk('routes-');
	['+layout.svelte', '+page.svelte', 'bridge/+layout.ts', 'bridge/+page.svelte', '[chain=chain]/+layout.ts', '[chain=chain]/txs/[hash]/+page.ts', '[chain=chain]/txs/[hash]/+page.svelte'].forEach(file);

	it('finds every page with its layouts in the route tree', () => {
		const tree = routeTree(dir);
		expect(tree.map((r) => r.id)).toEqual(['/', '/bridge', '/[chain=chain]/txs/[hash]']);
		expect(tree[2]!.files.map((f) => f.slice(dir.length)).sort()).toEqual(['/+layout.svelte', '/[chain=chain]/+layout.ts', '/[chain=chain]/txs/[hash]/+page.svelte', '/[chain=chain]/txs/[hash]/+page.ts']);
	});

	it("lists each route's entry chunks and their static imports, from the module graph", () => {
		const f = (p: string) => join(dir, p);
		const node = (n: number, imports: string[]) => ({ type: 'chunk' as const, fileName: `_app/immutable/nodes/${n}.js`, imports, facadeModuleId: `/gen/nodes/${n}.js`, isEntry: true });
		const chunks = [
			node(0, ['_app/immutable/chunks/fw.js']),
			node(1, ['_app/immutable/chunks/fw.js', '_app/immutable/chunks/wallet.js']),
			node(2, ['_app/immutable/chunks/fw.js']),
			node(3, ['_app/immutable/chunks/fw.js', '_app/immutable/chunks/idx.js']),
			node(4, []),
			{ type: 'chunk' as const, fileName: '_app/immutable/chunks/fw.js', imports: [], facadeModuleId: null, isEntry: false },
			{ type: 'chunk' as const, fileName: '_app/immutable/chunks/idx.js', imports: ['_app/immutable/chunks/fw.js'], facadeModuleId: null, isEntry: false },
			{ type: 'chunk' as const, fileName: '_app/immutable/chunks/wallet.js', imports: [], facadeModuleId: null, isEntry: false }
		];
		const graph: Record<string, string[]> = {
			'/gen/nodes/0.js': [f('+layout.svelte')],
			'/gen/nodes/1.js': [f('bridge/+layout.ts')],
			'/gen/nodes/2.js': [f('[chain=chain]/+layout.ts')],
			'/gen/nodes/3.js': [f('[chain=chain]/txs/[hash]/+page.ts'), f('[chain=chain]/txs/[hash]/+page.svelte')],
			'/gen/nodes/4.js': [f('+page.svelte')]
		};
		const t = buildTable(routeTree(dir), chunks, (id) => graph[id] ?? []);
		const filesOf = (path: string) => t.routes.find(([re]) => new RegExp(re).test(path))![1].map((i) => t.files[i]).sort();
		expect(filesOf('/evm-1/txs/AB')).toEqual(['chunks/fw.js', 'chunks/idx.js', 'nodes/0.js', 'nodes/2.js', 'nodes/3.js']);
		expect(filesOf('/bridge')).toEqual(['chunks/fw.js', 'chunks/wallet.js', 'nodes/0.js', 'nodes/1.js']);
		expect(new Set(t.files).size).toBe(t.files.length);
	});

	it('marks the routes whose data the early module starts, and lists its chunk first, then what it imports', () => {
		const early = { type: 'chunk' as const, fileName: '_app/immutable/chunks/early.js', imports: ['_app/immutable/chunks/early-app.js', '_app/immutable/chunks/early-idx.js'], facadeModuleId: '/src/lib/nav/early-data.ts', isEntry: true };
		const chunks = [
			{ type: 'chunk' as const, fileName: '_app/immutable/nodes/0.js', imports: ['_app/immutable/chunks/fw.js'], facadeModuleId: '/gen/nodes/0.js', isEntry: true },
			{ type: 'chunk' as const, fileName: '_app/immutable/nodes/3.js', imports: ['_app/immutable/chunks/early-idx.js'], facadeModuleId: '/gen/nodes/3.js', isEntry: true },
			early,
			{ type: 'chunk' as const, fileName: '_app/immutable/chunks/early-app.js', imports: [], facadeModuleId: null, isEntry: false },
			{ type: 'chunk' as const, fileName: '_app/immutable/chunks/early-idx.js', imports: ['_app/immutable/chunks/early-app.js'], facadeModuleId: null, isEntry: false },
			{ type: 'chunk' as const, fileName: '_app/immutable/chunks/fw.js', imports: ['_app/immutable/chunks/early-app.js'], facadeModuleId: null, isEntry: false }
		];
		const graph: Record<string, string[]> = { '/gen/nodes/0.js': [join(dir, '+layout.svelte')], '/gen/nodes/3.js': [join(dir, '[chain=chain]/txs/[hash]/+page.svelte')] };
		const t = buildTable(routeTree(dir), chunks, (id) => graph[id] ?? [], undefined, [{ entry: '/src/lib/nav/early-data.ts', routes: ['/[chain=chain]/txs/[hash]'] }]);
		expect(t.early!.map((list) => list.map((i) => t.files[i]))).toEqual([['chunks/early.js', 'chunks/early-app.js', 'chunks/early-idx.js']]);
		expect(t.routes.find(([re]) => new RegExp(re).test('/evm-1/txs/AB'))!.slice(2)).toEqual(['/[chain=chain]/txs/[hash]']);
		expect(t.routes.find(([re]) => new RegExp(re).test('/bridge'))![2]).toBeUndefined();
		// A renamed route or a missing early chunk fails the build instead of silently starting nothing.
		expect(() => buildTable(routeTree(dir), chunks, (id) => graph[id] ?? [], undefined, [{ entry: '/src/lib/nav/early-data.ts', routes: ['/[chain=chain]/gone'] }])).toThrow(/not in the route tree/);
		expect(() => buildTable(routeTree(dir), chunks, (id) => graph[id] ?? [], undefined, [{ entry: '/src/lib/nav/other.ts', routes: [] }])).toThrow(/no chunk/);
	});

	it('gives each early module its own list, and its routes the index of theirs: one route never preloads another module’s early code', () => {
		const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({ type: 'chunk' as const, fileName: `_app/immutable/${fileName}`, imports: imports.map((i) => `_app/immutable/${i}`), facadeModuleId, isEntry: !!facadeModuleId });
		const chunks = [
			chunk('nodes/0.js', ['chunks/fw.js'], '/gen/nodes/0.js'),
			chunk('nodes/1.js', ['chunks/fw.js'], '/gen/nodes/1.js'),
			chunk('nodes/3.js', ['chunks/early-idx.js', 'chunks/early-1-rpc.js'], '/gen/nodes/3.js'),
			chunk('chunks/early.js', ['chunks/early-app.js', 'chunks/early-idx.js', 'chunks/early-nft.js'], '/src/lib/nav/early-data.ts'),
			chunk('chunks/early-1.js', ['chunks/early-app.js', 'chunks/early-idx.js', 'chunks/early-1-rpc.js'], '/src/lib/explorer/tx/early-evm-tx.ts'),
			chunk('chunks/early-app.js', []),
			chunk('chunks/early-idx.js', ['chunks/early-app.js']),
			chunk('chunks/early-nft.js', ['chunks/early-app.js']),
			chunk('chunks/early-1-rpc.js', ['chunks/early-app.js']),
			chunk('chunks/fw.js', ['chunks/early-app.js'])
		];
		const graph: Record<string, string[]> = {
			'/gen/nodes/0.js': [join(dir, '+layout.svelte')],
			'/gen/nodes/1.js': [join(dir, 'bridge/+page.svelte')],
			'/gen/nodes/3.js': [join(dir, '[chain=chain]/txs/[hash]/+page.svelte')]
		};
		const t = buildTable(routeTree(dir), chunks, (id) => graph[id] ?? [], undefined, [
			{ entry: '/src/lib/nav/early-data.ts', routes: ['/bridge'] },
			{ entry: '/src/lib/explorer/tx/early-evm-tx.ts', routes: ['/[chain=chain]/txs/[hash]'] }
		]);
		const lists = t.early!.map((list) => list.map((i) => t.files[i]));
		expect(lists).toEqual([
			['chunks/early.js', 'chunks/early-app.js', 'chunks/early-idx.js', 'chunks/early-nft.js'],
			['chunks/early-1.js', 'chunks/early-app.js', 'chunks/early-idx.js', 'chunks/early-1-rpc.js']
		]);
		const route = (path: string) => t.routes.find(([re]) => new RegExp(re).test(path))!;
		// The first module's routes carry no index (0 is the default the boot script reads).
		expect(route('/bridge').slice(2)).toEqual(['/bridge']);
		expect(route('/evm-1/txs/AB').slice(2)).toEqual(['/[chain=chain]/txs/[hash]', 1]);
		expect(lists[route('/evm-1/txs/AB')[3]!]).not.toContain('chunks/early-nft.js');
	});
});
