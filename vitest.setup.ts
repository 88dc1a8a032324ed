// Runs before every test file. The code that reads a service's error answer (src/lib/api/http-failure.ts)
// is imported on first need; that import takes real time, which a test's fake timers never wait for,
// so whether a retry's backoff was scheduled before the test advanced its clock would depend on which
// file ran first in the worker (files share module caches). Loaded here, every file sees it loaded,
// as the site does once a page's content is on screen.
import { loadFailureCode } from '$lib/api/http';

await loadFailureCode();
