// Test support for the build's unit tests: a route tree on disk, as src/routes (the chunking and the
// preload table read the tree from the file system), removed after the test file's tests.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/** A temporary routes directory and a function that creates an (empty) file in it and returns its path. */
export function routesOnDisk(prefix: string): { dir: string; file: (path: string) => string } {
	const dir = mkdtempSync(join(tmpdir(), prefix));
	afterAll(() => rmSync(dir, { recursive: true, force: true }));
	const file = (path: string) => {
		mkdirSync(join(dir, path, '..'), { recursive: true });
		writeFileSync(join(dir, path), '');
		return join(dir, path);
	};
	return { dir, file };
}
