// Where the bytes go: each built JS file's bytes attributed to the source modules they came from
// (from its source map), so a budget regression names its cause. A library counts as one entry
// ("valibot", "svelte"); Loom's own files count one by one ("src/lib/api/http.ts").
//
// Gzip per module: each module's code is gzipped on its own, then the figures of one file are
// scaled so they add up to that file's real gzip size (gzip compresses across modules, so a solo
// figure overstates; the scaled one keeps each module's share and still sums to what is sent).
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

export interface ModuleBytes {
	module: string;
	raw: number;
	gzip: number;
}

interface SourceMap {
	sources: string[];
	mappings: string;
}

/** "…/node_modules/@scope/pkg/dist/x.js" → "@scope/pkg"; "…/src/lib/a.ts" → "src/lib/a.ts". */
export function moduleName(source: string): string {
	const nm = source.lastIndexOf('node_modules/');
	if (nm >= 0 && process.env.BENCH_DEEP) return source.slice(nm + 'node_modules/'.length);
	if (nm >= 0) {
		const parts = source.slice(nm + 'node_modules/'.length).split('/');
		return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
	}
	const clean = source.replace(/^(\.\.?\/)+/, '').replace(/\?.*$/, '');
	const at = clean.search(/(^|\/)(src|\.svelte-kit)\//);
	return at > 0 ? clean.slice(at + 1) : clean;
}

/** Raw and scaled gzip bytes per module of one built file; [] without a source map beside it. */
export function modulesOfFile(jsPath: string): ModuleBytes[] {
	const mapPath = `${jsPath}.map`;
	if (!existsSync(mapPath)) return [];
	const code = readFileSync(jsPath, 'utf8');
	const map = JSON.parse(readFileSync(mapPath, 'utf8')) as SourceMap;
	return attribute(code, map);
}

/**
 * Splits generated code by the source of each mapped segment. Code the map leaves unmapped (Svelte's
 * template strings, bundler glue inside a module) belongs to the module before it: a bundle lays
 * each module's code out in one piece. Code before the first module (the chunk's imports) is
 * "(chunk imports)".
 */
export function attribute(code: string, map: SourceMap): ModuleBytes[] {
	const lines = code.split('\n');
	const decoded = decode(map.mappings);
	const pieces = new Map<string, string[]>();
	let current = '(chunk imports)';
	const add = (text: string) => {
		if (!text) return;
		let list = pieces.get(current);
		if (!list) pieces.set(current, (list = []));
		list.push(text);
	};
	lines.forEach((line, i) => {
		const segs = [...(decoded[i] ?? [])].sort((a, b) => a[0] - b[0]);
		add(line.slice(0, segs[0]?.[0] ?? line.length));
		segs.forEach((seg, j) => {
			if (seg.length > 1) current = moduleName(map.sources[seg[1]!] ?? '?');
			add(line.slice(seg[0], segs[j + 1]?.[0] ?? line.length));
		});
		if (i < lines.length - 1) add('\n');
	});
	const solo = [...pieces].map(([module, texts]) => {
		const buf = Buffer.from(texts.join(''));
		return { module, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
	});
	const total = gzipSync(Buffer.from(code), { level: 9 }).length;
	const soloSum = solo.reduce((a, m) => a + m.gzip, 0) || 1;
	return solo.map((m) => ({ ...m, gzip: Math.round((m.gzip * total) / soloSum) }));
}

/** Modules of several files merged by name, largest gzip first. */
export function modulesOf(jsPaths: string[]): ModuleBytes[] {
	const sum = new Map<string, ModuleBytes>();
	for (const path of jsPaths) {
		for (const m of modulesOfFile(path)) {
			const prev = sum.get(m.module);
			sum.set(m.module, prev ? { module: m.module, raw: prev.raw + m.raw, gzip: prev.gzip + m.gzip } : m);
		}
	}
	return [...sum.values()].sort((a, b) => b.gzip - a.gzip);
}
