// Runs several npm scripts at once and reports each one's output as a block when it ends, so the
// output stays readable. Used by `npm test` for the checks that read the sources but write nothing
// (svelte-check and ESLint): on two cores they take about as long together as the slower one alone.
// Exits non-zero when any of them failed.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Finished {
	command: string;
	code: number;
	output: string;
	seconds: number;
}

/** Runs the shell commands concurrently; resolves when all have ended, in the order given. */
export function runAll(commands: string[]): Promise<Finished[]> {
	return Promise.all(
		commands.map(
			(command) =>
				new Promise<Finished>((resolve) => {
					const started = performance.now();
					const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
					let output = '';
					child.stdout.on('data', (d: Buffer) => (output += d.toString()));
					child.stderr.on('data', (d: Buffer) => (output += d.toString()));
					const done = (code: number) => resolve({ command, code, output, seconds: (performance.now() - started) / 1000 });
					child.on('error', (e) => {
						output += String(e);
						done(1);
					});
					child.on('close', (code) => done(code ?? 1));
				})
		)
	);
}

async function main(scripts: string[]) {
	const results = await runAll(scripts.map((s) => `npm run --silent ${s}`));
	for (const r of results) {
		process.stdout.write(`\n> ${r.command} (${r.seconds.toFixed(1)} s, ${r.code === 0 ? 'ok' : `exit ${r.code}`})\n${r.output}`);
	}
	process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) void main(process.argv.slice(2));
