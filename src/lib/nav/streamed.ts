// Loads return their service requests as Streamed values instead of awaiting them, so a page
// shows its frame and skeleton rows at once and fills in as answers arrive. A Streamed value
// remembers its outcome, so a page whose data was prefetched renders rows immediately, with no
// skeleton flash.

export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface Streamed<T> {
	readonly promise: Promise<T>;
	settled?: Settled<T>;
}

export function streamed<T>(promise: Promise<T>): Streamed<T> {
	const s: Streamed<T> = { promise };
	promise.then(
		(value) => (s.settled = { ok: true, value }),
		(error: unknown) => (s.settled = { ok: false, error })
	);
	return s;
}

/** A Streamed value that is already known (no request). */
export function ready<T>(value: T): Streamed<T> {
	return { promise: Promise.resolve(value), settled: { ok: true, value } };
}
