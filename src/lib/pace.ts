// The app's deliberate waits (bridge status polling and its backoff, NFT media and metadata
// deadlines) run n times faster when localStorage `loom:pace` holds n (2..1000). Only end-to-end
// tests set it (tests/support/fixtures.ts `pace`), so a test of "times out" or "polls again" does
// not wait real seconds; everyone else gets the real waits.

/** How many times faster; 1 unless a test set `loom:pace`. */
export function readPace(storage: Pick<Storage, 'getItem'> | undefined): number {
	const n = Number(storage?.getItem('loom:pace'));
	return Number.isFinite(n) && n >= 2 && n <= 1000 ? n : 1;
}

let factor: number | undefined;

/** `ms` as this page waits it: unchanged for users, divided by the test pace in e2e tests. */
export function paced(ms: number): number {
	if (factor === undefined) {
		try {
			factor = readPace(globalThis.localStorage);
		} catch {
			factor = 1; // storage blocked (privacy mode, sandboxed frame): the real waits
		}
	}
	return factor === 1 ? ms : Math.round(ms / factor);
}
