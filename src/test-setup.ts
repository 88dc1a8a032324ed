// Vitest setup, before every test file. The code that reads a service's error answer
// (src/lib/api/http-failure.ts) loads on demand in the app, a real module load; a test that fakes the
// clock would advance its retries' backoff before that load is done and wait forever. So tests start
// with it loaded, as a page has it once its content is on screen (root layout). Its loading on demand
// is covered by http-failure.test.ts (the fallback) and the e2e fault specs (a failure before content).
import { loadFailureCode } from '$lib/api/http';

await loadFailureCode();
