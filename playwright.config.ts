import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium';

// End-to-end tests drive the BUILT static site (build/) against the devnet. Each worker starts
// its own devnet and static server (tests/support/fixtures.ts), so fault knobs never leak
// between workers. Mobile and dark projects run the tests tagged @mobile / @dark.
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
		trace: 'retain-on-failure',
		screenshot: 'only-on-failure',
		actionTimeout: 10_000,
		navigationTimeout: 20_000
	},
	projects: [
		// @phone-only tests check the phone layout itself and run in the mobile project alone.
		{ name: 'desktop', grepInvert: /@phone-only/, use: { viewport: { width: 1280, height: 800 } } },
		{
			name: 'mobile',
			grep: /@mobile/,
			use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions }
		},
		{ name: 'dark', grep: /@dark/, use: { viewport: { width: 1280, height: 800 }, colorScheme: 'dark' } }
	]
});
