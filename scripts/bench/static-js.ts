// The JS (and CSS) a route cannot paint without: the app's start files plus the route's static
// imports, read from the build manifest. Deterministic, unlike "what happened to arrive before
// the first paint", which depends on how fast the CPU is.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { routeFiles, startKeys, type Manifest } from '../postbuild';

const CLIENT = '.svelte-kit/output/client/';

export interface Bytes {
	raw: number;
	gzip: number;
	files: number;
}

export function requiredForPath(pathname: string): { js: Bytes; css: Bytes } {
	const manifest = JSON.parse(readFileSync(`${CLIENT}.vite/manifest.json`, 'utf8')) as Manifest;
	const appJs = readFileSync('.svelte-kit/generated/client-optimized/app.js', 'utf8');
	const route = routeFiles(manifest, appJs).find((r) => new RegExp(r.pattern).test(pathname.split('?')[0]!));
	const keys = new Set([...startKeys(manifest), ...(route?.keys ?? [])]);
	const sum = (files: string[]): Bytes =>
		[...new Set(files)].reduce(
			(a, f) => {
				const buf = readFileSync(CLIENT + f);
				return { raw: a.raw + buf.length, gzip: a.gzip + gzipSync(buf, { level: 9 }).length, files: a.files + 1 };
			},
			{ raw: 0, gzip: 0, files: 0 }
		);
	return { js: sum([...keys].map((k) => manifest[k]!.file)), css: sum([...keys].flatMap((k) => manifest[k]!.css ?? [])) };
}
