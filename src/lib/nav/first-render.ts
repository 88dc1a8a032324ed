// The account-on-every-chain page's first render waits, briefly, until the early module
// (./early-data.ts) has handled the first chain's first pages. They are small and land about when the
// app starts; on a phone the app's first render is one long task, and rows landing during it waited
// for it (~200 ms), and with them the first cards' metadata requests and images (the largest paint).
// Handled first, the metadata is on its way while the app renders. Phone, interleaved A/B, ~50 loads
// each: LCP median 1.93 → 1.72 s, FCP within noise (see the commit).
let held: Promise<unknown> | undefined;

/** The longest the first render waits for them (a slow indexer must not hold the page). */
export const MAX_HOLD_MS = 300;

/**
 * The early module's first rows: the app's first render waits until they settle, or MAX_HOLD_MS. Call
 * it after what handles them is attached (the metadata requests), so that runs first.
 */
export const holdFirstRender = (rows: Promise<unknown>) => void (held ??= Promise.race([rows.catch(() => {}), new Promise((done) => setTimeout(done, MAX_HOLD_MS))]));

/** What the first render waits for (nothing when nothing is held); taken once: later renders do not wait. */
export function earlyRowsHandled(): Promise<unknown> | undefined {
	const rows = held;
	held = undefined;
	return rows;
}
