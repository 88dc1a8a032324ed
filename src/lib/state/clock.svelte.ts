// One shared ticking clock for relative times and countdowns, instead of a timer per row.
import { createSubscriber } from 'svelte/reactivity';

class Clock {
	#subscribe = createSubscriber((update) => {
		const id = setInterval(update, 1000);
		return () => clearInterval(id);
	});

	/** Milliseconds since epoch, re-read every second while someone renders it. */
	get now(): number {
		this.#subscribe();
		return Date.now();
	}
}

export const clock = new Clock();
