// The built site's files, as the tests' static server serves them (siteBuild.dir). Chunk names carry
// content hashes, and `npm test` builds build/ and then build-sub/ (whose build replaces
// .svelte-kit/output and its manifest), so a test finds a chunk in the directory it is served from,
// by a string only that chunk's code holds.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The chunk (path under `_app/immutable/`) of `siteDir` whose code holds `marker`; exactly one must. */
export function chunkWith(siteDir: string, marker: string): string {
	const dir = join(siteDir, '_app/immutable');
	const found = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js') && readFileSync(join(dir, f), 'utf8').includes(marker));
	expect(found, `one chunk of ${siteDir} holds ${JSON.stringify(marker)}`).toHaveLength(1);
	return found[0]!;
}
