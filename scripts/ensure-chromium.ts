// `npm test` step: make sure a Chromium exists. Uses CHROMIUM_PATH or /usr/bin/chromium; when
// none is present, installs Debian's package as root, else tries Playwright's own download,
// else stops with a one-line instruction.
import { execSync } from 'node:child_process';
import { findChromium } from './chromium';

const found = findChromium();
if (found) {
	process.stdout.write(`Chromium: ${found}\n`);
	process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
try {
	if (isRoot) {
		process.stdout.write('Chromium not found: installing Debian package "chromium" (apt-get)…\n');
		execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
	} else {
		process.stdout.write('Chromium not found: trying "npx playwright install chromium"…\n');
		execSync('npx playwright install chromium', { stdio: 'inherit' });
	}
} catch {
	// fall through to the instruction below
}

if (findChromium() || !isRoot) {
	if (findChromium()) process.stdout.write(`Chromium: ${findChromium()}\n`);
	process.exit(0);
}
process.stderr.write('No Chromium found. Install one (Debian: apt-get install chromium) or set CHROMIUM_PATH=/path/to/chromium.\n');
process.exit(1);
