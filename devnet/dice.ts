// Seeded fault dice: whether a request fails under the `errorRate` knob is decided by the seed, the
// request (method and path) and how many times that request was made before, not by Math.random or
// by the order in which concurrent requests arrive. The same test makes the same requests, so it
// meets the same failures on every run; a retry of a request is a new roll.

/** FNV-1a, 32 bit. */
function fnv1a(text: string): number {
	let h = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		h ^= text.charCodeAt(i);
		h = Math.imul(h, 0x01000193);
	}
	return h >>> 0;
}

/** mulberry32's output step: spreads a 32-bit state into a number in [0, 1). */
function unit(state: number): number {
	let t = (state + 0x6d2b79f5) >>> 0;
	t = Math.imul(t ^ (t >>> 15), t | 1);
	t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
	return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

export class FaultDice {
	#seen = new Map<string, number>();

	/** A number in [0, 1) for the n-th time this request is made under this seed. */
	roll(seed: number, request: string): number {
		const n = (this.#seen.get(request) ?? 0) + 1;
		this.#seen.set(request, n);
		return unit(fnv1a(`${seed}\n${request}\n${n}`));
	}

	reset() {
		this.#seen.clear();
	}
}
