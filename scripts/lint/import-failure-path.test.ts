// The rule over the shapes the site uses (valid) and the ones that leave a failed download unhandled.
import { RuleTester } from 'eslint';
import svelteParser from 'svelte-eslint-parser';
import ts from 'typescript-eslint';
import { describe, it } from 'vitest';
import { importFailurePath } from './import-failure-path.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: ts.parser, ecmaVersion: 'latest', sourceType: 'module' } });
const svelte = (code: string) => ({ code, filename: 'C.svelte', languageOptions: { parser: svelteParser, parserOptions: { parser: ts.parser } } });
const unhandled = [{ messageId: 'unhandled' }];

tester.run('import-failure-path', importFailurePath, {
	valid: [
		"import('./a').catch(() => {});",
		"import('./a').then((m) => m.go(), () => {});",
		"import('./a').then((m) => m.go()).catch(() => {});",
		"import('./a').then((m) => m.go()).finally(() => {}).catch(() => {});",
		"Promise.all([import('./a'), import('./b')]).then(([a]) => a, () => null);",
		"Promise.allSettled([import('./a')]);",
		"async function f() { try { (await import('./a')).go(); } catch { /* offline */ } }",
		"async function f() { try { const { go } = await import('./a'); go(); } catch { /* offline */ } }",
		// loaders: the caller handles (Lazy shows its error; named loaders' callers catch)
		"const lazy = new Lazy(() => import('./A.svelte'));",
		"const load = () => import('./a');",
		"function rowList(load = () => import('./row-nav')) { return load; }",
		"const deps = { loadExec: () => import('./exec') };",
		"function load() { return import('./a'); }",
		"let loading; const load = () => (loading ??= import('./a').then((m) => m, (e) => { loading = undefined; throw e; }));",
		"const x = import('./a') as Promise<unknown>; x.catch(() => {});",
		// a variable holding the promise, handled where it is read
		"function code() { const p = Promise.all([import('./a')]); p.then((c) => c, () => {}); return p; }",
		// SvelteKit loads: a failure shows the route's error page
		{ code: "export async function load() { const { f } = await import('./lookup'); return f(); }", filename: 'src/routes/x/+page.ts' },
		svelte("{#await import('./D.svelte') then { default: D }}<D />{:catch}<p>offline</p>{/await}")
	],
	invalid: [
		{ code: "import('./a');", errors: unhandled },
		{ code: "void import('./a').then((m) => m.go());", errors: unhandled },
		{ code: "import('./a').finally(() => {});", errors: unhandled },
		{ code: "Promise.all([import('./a')]).then(([a]) => a.go());", errors: unhandled },
		{ code: "async function f() { (await import('./a')).go(); }", errors: unhandled },
		// a try in an outer function does not catch what an inner callback awaits
		{ code: "try { setTimeout(async () => (await import('./a')).go()); } catch { /* */ }", errors: unhandled },
		{ code: "function code() { const p = import('./a'); p.then((m) => m.go()); return 1; }", errors: unhandled },
		{ code: "async function load() { return (await import('./a')).default; }", filename: 'src/lib/x.ts', errors: unhandled },
		svelte("{#await import('./D.svelte') then { default: D }}<D />{/await}"),
		svelte("<button onclick={() => import('./a').then((m) => m.go())}>Go</button>")
	].map((c) => ('errors' in c ? c : { ...c, errors: unhandled }))
});
