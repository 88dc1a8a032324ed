// app.css keeps some words out of the CSS (`@source not inline(...)`): words in code and text that no
// markup uses as a class. A class on that list gets no rule, silently: the token page's skeleton once
// used `contents`, stacked its cells in one, and pushed the history off screen until the token came.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname);
const excluded = /@source not inline\('([^']*)'\)/.exec(readFileSync(join(src, 'app.css'), 'utf8'))?.[1]?.split(/\s+/) ?? [];

/** The class names a Svelte file uses: `class="…"` values, string literals in `class={…}`, `class:name`. */
function classNames(markup: string): string[] {
	const names: string[] = [];
	for (const m of markup.matchAll(/\bclass="([^"]*)"/g)) names.push(...m[1]!.split(/\s+/));
	for (const m of markup.matchAll(/\bclass=\{([^}]*)\}/g))
		for (const lit of m[1]!.matchAll(/(['"`])([^'"`]*)\1/g)) names.push(...lit[2]!.split(/\s+/));
	for (const m of markup.matchAll(/\bclass:([\w-]+)/g)) names.push(m[1]!);
	// A quoted value may hold `{…}` expressions: the words quoted in them count too.
	return names.filter(Boolean).map((n) => n.replace(/^[{'"`]+|[}'"`]+$/g, ''));
}

describe('app.css', () => {
	it('keeps words out of the CSS', () => {
		expect(excluded).toContain('filter');
	});

	it('keeps out no word that markup uses as a class', () => {
		const used: string[] = [];
		for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.svelte')))
			for (const name of classNames(readFileSync(join(src, file), 'utf8'))) if (excluded.includes(name)) used.push(`${file}: ${name}`);
		expect(used).toEqual([]);
	});

	it('finds class names however they are written', () => {
		expect(classNames(`<div class="a contents md:b"></div><p class={on ? 'x contents' : "y"} class:contents={z}>`)).toEqual(['a', 'contents', 'md:b', 'x', 'contents', 'y', 'contents']);
	});
});
