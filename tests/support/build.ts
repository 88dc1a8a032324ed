// The built site's files, as the tests' static server serves them (siteBuild.dir). Chunk names carry
// content hashes, and `npm test` builds build/ and then build-sub/ (whose build replaces
// .svelte-kit/output and its manifest), so a test finds a chunk in the directory it is served from,
// by a string only that chunk's code holds.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The chunk (path under `_app/immutable/`) of `siteDir` whose code holds `marker`; exactly one must. */
export function chunkWith(siteDir: string, marker: string): string {
	const dir = join(siteDir, '_app/immutable');
	const found = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js') && readFileSync(join(dir, f), 'utf8').includes(marker));
	expect(found, `one chunk of ${siteDir} holds ${JSON.stringify(marker)}`).toHaveLength(1);
	return found[0]!;
}

/** A chunk the page cannot download while `blocked` is true (set it false: the network is back). */
export interface BlockedChunk {
	blocked: boolean;
	/** How many times the page asked for it (blocked or not). */
	readonly asked: number;
	/** Resolves once the page has been refused it at least once. */
	refused(): Promise<void>;
}

/**
 * Fails the chunk of `siteDir` holding `marker` as an offline fetch does, until `blocked` is set false.
 * Use with `serviceWorkers: 'block'` (or before the worker keeps the chunk): the worker's cache
 * answers past page.route.
 */
export async function blockChunk(page: Page, siteDir: string, marker: string): Promise<BlockedChunk> {
	const chunk = chunkWith(siteDir, marker);
	let refusedOnce!: () => void;
	const refused = new Promise<void>((resolve) => (refusedOnce = resolve));
	const state = { blocked: true, asked: 0, refused: () => refused };
	await page.route(`**/_app/immutable/${chunk}`, async (route) => {
		state.asked++;
		if (!state.blocked) return route.continue();
		await route.abort('internetdisconnected');
		refusedOnce();
	});
	return state;
}
