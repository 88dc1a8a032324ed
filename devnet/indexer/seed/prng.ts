// A small seeded PRNG (sfc32) so the seed is identical on every start. Each generator gets its
// own stream from a label, so adding data in one place never shifts random choices elsewhere.
import { createHash } from 'node:crypto';

export class Rng {
	#s: Uint32Array;

	constructor(label: string) {
		const h = createHash('sha256').update(`loom-devnet/${label}`).digest();
		this.#s = new Uint32Array([h.readUInt32LE(0), h.readUInt32LE(4), h.readUInt32LE(8), h.readUInt32LE(12)]);
		for (let i = 0; i < 12; i++) this.u32();
	}

	u32(): number {
		const s = this.#s;
		const t = (((s[0]! + s[1]!) >>> 0) + s[3]!) >>> 0;
		s[3] = (s[3]! + 1) >>> 0;
		s[0] = s[1]! ^ (s[1]! >>> 9);
		s[1] = (s[2]! + (s[2]! << 3)) >>> 0;
		s[2] = ((s[2]! << 21) | (s[2]! >>> 11)) >>> 0;
		s[2] = (s[2]! + t) >>> 0;
		return t;
	}

	/** Uniform in [0, 1). */
	float(): number {
		return this.u32() / 2 ** 32;
	}

	/** Uniform integer in [lo, hi]. */
	int(lo: number, hi: number): number {
		return lo + Math.floor(this.float() * (hi - lo + 1));
	}

	chance(p: number): boolean {
		return this.float() < p;
	}

	pick<T>(xs: readonly T[]): T {
		return xs[Math.floor(this.float() * xs.length)]!;
	}

	bytes(n: number): Buffer {
		const out = Buffer.alloc(n);
		for (let i = 0; i < n; i += 4) out.writeUInt32LE(this.u32(), Math.min(i, n - 4));
		return out;
	}

	/** A shuffled copy (Fisher–Yates). */
	shuffle<T>(xs: readonly T[]): T[] {
		const out = [...xs];
		for (let i = out.length - 1; i > 0; i--) {
			const j = this.int(0, i);
			[out[i], out[j]] = [out[j]!, out[i]!];
		}
		return out;
	}
}
