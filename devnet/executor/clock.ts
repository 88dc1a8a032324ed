// Simulated OP-bridge time. Finalization periods are days long, so the devnet runs them on the
// time-scale knob: simulated ms = (wall ms − epoch) × scale. Everything the L1 and the executors
// show (output times, durations) is converted back to wall time with the current scale, so what
// the REST says and what the chain checks always agree. The epoch is the last devnet reset.

export class BridgeClock {
	#epoch: number;

	constructor(
		readonly now: () => number,
		readonly scale: () => number
	) {
		this.#epoch = now();
	}

	reset() {
		this.#epoch = this.now();
	}

	/** Simulated ms since the epoch of a wall-clock time (now by default). */
	sim(wallMs = this.now()): number {
		return (wallMs - this.#epoch) * this.scale();
	}

	/** Wall-clock ms of a simulated time, rounded to the millisecond. */
	wall(simMs: number): number {
		return Math.round(this.#epoch + simMs / this.scale());
	}

	/** A simulated duration in wall-clock ms. */
	duration(simMs: number): number {
		return Math.round(simMs / this.scale());
	}
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
