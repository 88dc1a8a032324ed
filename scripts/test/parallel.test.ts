import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAll } from './parallel';

const node = (code: string) => `node -e ${JSON.stringify(code)}`;

describe('runAll', () => {
	it('runs the commands at the same time and keeps each one’s output and exit code', async () => {
		// Each waits until the other has written its start file: only possible when both run at once.
		const dir = mkdtempSync(join(tmpdir(), 'parallel-'));
		const waitFor = (mine: string, theirs: string, code: number) =>
			node(
				`const fs=require('fs');fs.writeFileSync(${JSON.stringify(join(dir, mine))},'');` +
					`const t=Date.now();while(!fs.existsSync(${JSON.stringify(join(dir, theirs))})){if(Date.now()-t>20000)process.exit(9)}` +
					`console.log('${mine} saw ${theirs}');process.exit(${code})`
			);
		const [a, b] = await runAll([waitFor('a', 'b', 0), waitFor('b', 'a', 3)]);
		expect(a).toMatchObject({ code: 0, output: 'a saw b\n' });
		expect(b).toMatchObject({ code: 3, output: 'b saw a\n' });
	});

	it('reports a command that cannot start as failed', async () => {
		const [r] = await runAll(['this-command-does-not-exist-4711']);
		expect(r?.code).not.toBe(0);
	});
});
