// Where Playwright finds a browser: CHROMIUM_PATH, else Debian's /usr/bin/chromium (or
// chromium-browser / google-chrome). Nothing here downloads a browser at test time.
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export function findChromium(): string | undefined {
	const env = process.env.CHROMIUM_PATH;
	if (env && existsSync(env)) return env;
	return CANDIDATES.find((p) => existsSync(p));
}

/** Flags for a sandboxed CI machine with no network beyond loopback. */
export const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-dev-shm-usage'
];
