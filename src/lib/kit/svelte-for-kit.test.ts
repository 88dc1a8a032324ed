import { readFileSync } from 'node:fs';
import * as svelte from 'svelte';
import { describe, expect, it } from 'vitest';
import * as forKit from './svelte-for-kit.js';

describe("Svelte as kit's client reads it", () => {
	const client = readFileSync('node_modules/@sveltejs/kit/src/runtime/client/client.js', 'utf8');
	/** Every name kit's client reads from its `import * as svelte`: `svelte.x` and `const { a, b } = svelte`. */
	const read = new Set([
		...[...client.matchAll(/\bsvelte\s*\.\s*([a-z]\w*)/gi)].map((m) => m[1]!).filter((name) => name !== 'dev' && name !== 'js'),
		...[...client.matchAll(/const \{([^}]*)\} = svelte;/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim()))
	]);

	it('kit imports the namespace whole, which the stand-in replaces', () => {
		expect(client).toMatch(/^import \* as svelte from 'svelte';$/m);
		expect(readFileSync('vite.config.ts', 'utf8')).toContain("resolve('src/lib/kit/svelte-for-kit.js')");
	});

	it("exports every Svelte function kit reads, the same functions, except fork, read only with kit's forkPreloads (off)", () => {
		expect(read).toContain('tick');
		expect(client).toMatch(/__SVELTEKIT_FORK_PRELOADS__ && svelte\.fork/);
		expect(readFileSync('svelte.config.js', 'utf8')).not.toContain('forkPreloads');
		const wanted = [...read].filter((name) => name !== 'fork').sort();
		expect(Object.keys(forKit).sort()).toEqual(wanted);
		for (const name of wanted) expect(forKit[name as keyof typeof forKit], name).toBe(svelte[name as keyof typeof svelte]);
	});
});
