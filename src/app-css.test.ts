// app.css keeps some words out of the CSS (`@source not inline(...)`): words in code and text that no
// markup uses as a class. A class on that list gets no rule, silently: the token page's skeleton once
// used `contents`, stacked its cells in one, and pushed the history off screen until the token came.
// Its base styles are Tailwind's preflight without the rules for elements no markup renders: such an
// element would meet the browser's own styles (a table's spacing, a textarea's resize handle).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname);
const appCss = readFileSync(join(src, 'app.css'), 'utf8');
const excluded = /@source not inline\('([^']*)'\)/.exec(appCss)?.[1]?.split(/\s+/) ?? [];
const svelteFiles = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.svelte'));

/** The rules of a stylesheet (innermost blocks), each as `selector{declarations}` without comments or whitespace. */
function rules(css: string): string[] {
	const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
	return [...text.matchAll(/([^{};]+)\{([^{}]*)\}/g)].map((m) => `${m[1]!.replace(/\s+/g, '')}{${m[2]!.replace(/\s+/g, '')}}`);
}

/** The `@layer base { … }` block of app.css. */
function baseLayer(css: string): string {
	const start = css.indexOf('{', css.indexOf('@layer base {'));
	let depth = 0;
	for (let i = start; i < css.length; i++) {
		depth += css[i] === '{' ? 1 : css[i] === '}' ? -1 : 0;
		if (depth === 0) return css.slice(start + 1, i);
	}
	throw new Error('unclosed @layer base');
}

/** Preflight's rules app.css leaves out, by selector, with what markup would need them. */
const DATE_TIME = /\btype=["']?(date|time|datetime-local|month|week)\b/;
const leftOut: Record<string, RegExp> = {
	hr: /<hr\b/,
	'abbr:where([title])': /<abbr\b/,
	small: /<small\b/,
	'sub,sup': /<su[bp]\b/,
	sub: /<sub\b/,
	sup: /<sup\b/,
	table: /<table\b/,
	progress: /<progress\b/,
	':where(select:is([multiple],[size]))optgroup': /<optgroup\b/,
	':where(select:is([multiple],[size]))optgroupoption': /<optgroup\b/,
	textarea: /<textarea\b/,
	'::-webkit-date-and-time-value': DATE_TIME,
	'::-webkit-datetime-edit': DATE_TIME,
	'::-webkit-datetime-edit-fields-wrapper': DATE_TIME,
	'::-webkit-datetime-edit,::-webkit-datetime-edit-year-field,::-webkit-datetime-edit-month-field,::-webkit-datetime-edit-day-field,::-webkit-datetime-edit-hour-field,::-webkit-datetime-edit-minute-field,::-webkit-datetime-edit-second-field,::-webkit-datetime-edit-millisecond-field,::-webkit-datetime-edit-meridiem-field':
		DATE_TIME,
	'::-webkit-calendar-picker-indicator': /<datalist\b|\blist=|\btype=["']?(date|time|datetime-local|month|week)\b/,
	'::-webkit-inner-spin-button,::-webkit-outer-spin-button': /\btype=["']?(number|date|time|datetime-local|month|week)\b/
};

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
		for (const file of svelteFiles)
			for (const name of classNames(readFileSync(join(src, file), 'utf8'))) if (excluded.includes(name)) used.push(`${file}: ${name}`);
		expect(used).toEqual([]);
	});

	it('finds class names however they are written', () => {
		expect(classNames(`<div class="a contents md:b"></div><p class={on ? 'x contents' : "y"} class:contents={z}>`)).toEqual(['a', 'contents', 'md:b', 'x', 'contents', 'y', 'contents']);
	});

	it("has Tailwind's preflight as its base styles, less only the rules it means to leave out", () => {
		const ours = rules(baseLayer(appCss));
		const theirs = rules(readFileSync(createRequire(import.meta.url).resolve('tailwindcss/preflight.css'), 'utf8'));
		const missing = [...theirs];
		for (const rule of ours) {
			const i = missing.indexOf(rule);
			expect(i, `${rule} is not one of preflight's rules`).toBeGreaterThanOrEqual(0);
			missing.splice(i, 1);
		}
		expect(missing.map((r) => r.slice(0, r.indexOf('{')))).toEqual(Object.keys(leftOut));
	});

	it('leaves out the base rules of no element that markup renders', () => {
		const rendered: string[] = [];
		for (const file of [...svelteFiles, 'app.html']) {
			const markup = readFileSync(join(src, file), 'utf8');
			for (const [selector, needs] of Object.entries(leftOut)) if (needs.test(markup)) rendered.push(`${file}: ${selector}`);
		}
		expect(rendered).toEqual([]);
	});

	it('tells the markup that needs a left-out base rule', () => {
		const needing = (markup: string) => Object.keys(leftOut).filter((s) => leftOut[s]!.test(markup));
		expect(needing('<table class="w-full"><tr><td>1</td></tr></table>')).toEqual(['table']);
		expect(needing('<input type="number" />')).toEqual(['::-webkit-inner-spin-button,::-webkit-outer-spin-button']);
		expect(needing('<input type="date" />')).toHaveLength(6);
		expect(needing('<input type="search" /><tbody><subtitle-x>')).toEqual([]);
	});
});
