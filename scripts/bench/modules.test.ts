import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { encode } from '@jridgewell/sourcemap-codec';
import { attribute, moduleName } from './modules';

describe('module attribution from source maps', () => {
	it('names libraries by package and own files by path', () => {
		expect(moduleName('../../../../node_modules/svelte/src/internal/client/runtime.js')).toBe('svelte');
		expect(moduleName('../../../node_modules/@sveltejs/kit/src/runtime/client/client.js')).toBe('@sveltejs/kit');
		expect(moduleName('../../../../src/lib/api/http.ts')).toBe('src/lib/api/http.ts');
		expect(moduleName('../../../../.svelte-kit/generated/client-optimized/app.js')).toBe('.svelte-kit/generated/client-optimized/app.js');
	});

	it('splits a chunk by module, gives unmapped code to the module before it, and sums to the real gzip size', () => {
		const code = 'import{a}from"./x.js";var one=1;const tpl=`<div>lots of markup</div>`;\nfunction two(){return 2}';
		const at = (s: string) => code.split('\n')[s === 'two' ? 1 : 0]!.indexOf(s);
		// line 0: imports (unmapped), "var one" from a.ts, the template (unmapped, still a.ts); line 1: b.ts.
		const mappings = encode([
			[[0], [at('var one'), 0, 0, 0], [at('const tpl')]],
			[[0, 1, 0, 0]]
		]);
		const mods = attribute(code, { sources: ['../src/lib/a.ts', '../node_modules/valibot/dist/index.js'], mappings });
		const by = Object.fromEntries(mods.map((m) => [m.module, m]));
		expect(Object.keys(by).sort()).toEqual(['(chunk imports)', 'src/lib/a.ts', 'valibot']);
		expect(by['(chunk imports)']!.raw).toBe('import{a}from"./x.js";'.length);
		expect(by['src/lib/a.ts']!.raw).toBe('var one=1;const tpl=`<div>lots of markup</div>`;\n'.length);
		expect(by['valibot']!.raw).toBe('function two(){return 2}'.length);
		expect(mods.reduce((a, m) => a + m.gzip, 0)).toBeCloseTo(gzipSync(Buffer.from(code), { level: 9 }).length, -1);
	});
});
