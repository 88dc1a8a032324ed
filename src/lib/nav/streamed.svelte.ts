// Loads return their service requests as Streamed values instead of awaiting them, so a page
// shows its frame and skeleton rows at once and fills in as answers arrive. A Streamed value
// remembers its outcome (reactively), so a page whose data was prefetched renders rows
// immediately, with no skeleton flash, and derived values (titles, breadcrumbs) update.

export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export class Streamed<T> {
	readonly promise: Promise<T>;
	settled = $state.raw<Settled<T> | undefined>(undefined);

	constructor(promise: Promise<T>) {
		this.promise = promise;
		promise.then(
			(value) => (this.settled = { ok: true, value }),
			(error: unknown) => (this.settled = { ok: false, error })
		);
	}
}

export function streamed<T>(promise: Promise<T>): Streamed<T> {
	return new Streamed(promise);
}
