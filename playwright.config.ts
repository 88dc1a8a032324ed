import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium';

// End-to-end tests drive the BUILT static site (build/) against the devnet. Each worker starts
// its own devnet and static server (tests/support/fixtures.ts), so fault knobs never leak
// between workers.
//
// Every functional test runs once, on the desktop project (light). The mobile project is for the
// phone: layout, tap targets and axe on a Pixel 7 in the DARK scheme — tests/ui/phone.spec.ts checks
// every page type in light and dark, and the tests tagged @mobile (a state whose phone layout or
// behaviour differs) run there too, so their axe checks see the dark colours. @phone-only tests run
// on the phone alone.
const launchOptions = { executablePath: findChromium(), args: CHROMIUM_ARGS };

export default defineConfig({
	testDir: 'tests',
	testMatch: '**/*.spec.ts',
	fullyParallel: false,
	workers: Number(process.env.E2E_WORKERS ?? 2),
	retries: 0,
	timeout: 45_000,
	expect: { timeout: 10_000 },
	reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
	forbidOnly: true,
	use: {
		browserName: 'chromium',
		launchOptions,
		// A failed test keeps its trace (every action with its timing, network, console, sources) but
		// neither the screencast nor DOM snapshots of every step: recording frames for every test cost
		// about a quarter of the suite's CPU, the snapshots another ~9 % (account.spec.ts, 10 tests: 16.3-16.9 s
		// of CPU with them, 15.1-15.2 without, 14.3-15.3 with no trace at all); the failure screenshot and
		// the page's ARIA snapshot in error-context.md still show the last state.
		trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
		screenshot: 'only-on-failure',
		actionTimeout: 10_000,
		navigationTimeout: 20_000
	},
	projects: [
		{ name: 'desktop', grepInvert: /@phone-only/, use: { viewport: { width: 1280, height: 800 } } },
		{
			name: 'mobile',
			grep: /@mobile/,
			// Its tests are single page states, independent of each other: handing them out one by one
			// keeps both workers busy to the end (as files, phone.spec.ts's ~50 s ran alone last).
			fullyParallel: true,
			use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions, colorScheme: 'dark' }
		}
	]
});
