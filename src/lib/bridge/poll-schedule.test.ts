import { describe, expect, it } from 'vitest';
import { errorBackoff, MINUTE, SECOND, statusDelay, trackDelay } from './poll-schedule';

/** Status requests from tracking (t = 0, first look at once) until the first look at or after `done`. */
function count(delay: (now: number) => number, done: number): number {
	let n = 1;
	for (let t = 0; t < done; n++) t += delay(t);
	return n;
}

// InterwovenKit's rule, unclamped: 60 s while > 5 min remain, 5 s within 5 min, 1 s once overdue.
const interwoven = (eta: number) => (now: number) => (eta - now > 5 * MINUTE ? MINUTE : eta - now > 0 ? 5 * SECOND : SECOND);
const ours = (eta: number) => (now: number) => statusDelay({ now, eta, since: 0, state: 'STATE_PENDING', errors: 0 });

describe('status polling pace', () => {
	it('follows the ETA: 60 s far away, 5 s within 5 minutes, 1 s just after', () => {
		const eta = 20 * MINUTE;
		expect(statusDelay({ now: 0, eta, since: 0, state: 'STATE_PENDING', errors: 0 })).toBe(MINUTE);
		expect(statusDelay({ now: eta - 5 * MINUTE - 10 * SECOND, eta, since: 0, state: 'STATE_PENDING', errors: 0 })).toBe(10 * SECOND);
		expect(statusDelay({ now: eta - 4 * MINUTE, eta, since: 0, state: 'STATE_PENDING', errors: 0 })).toBe(5 * SECOND);
		expect(statusDelay({ now: eta - 2 * SECOND, eta, since: 0, state: 'STATE_PENDING', errors: 0 })).toBe(2 * SECOND);
		expect(statusDelay({ now: eta + 1, eta, since: 0, state: 'STATE_PENDING', errors: 0 })).toBe(SECOND);
		expect(statusDelay({ now: eta + 2 * MINUTE, eta, since: 0, state: 'STATE_PENDING', errors: 0 })).toBe(5 * SECOND);
		expect(statusDelay({ now: eta + 40 * MINUTE, eta, since: 0, state: 'STATE_PENDING', errors: 0 })).toBe(MINUTE);
		// a day-long OP withdrawal: every 10 minutes until its last hour
		expect(statusDelay({ now: 0, eta: 24 * 60 * MINUTE, since: 0, state: 'STATE_PENDING', errors: 0 })).toBe(10 * MINUTE);
		expect(statusDelay({ now: 0, eta: 65 * MINUTE, since: 0, state: 'STATE_PENDING', errors: 0 })).toBe(5 * MINUTE);
	});

	it('never polls every second from the start', () => {
		for (const eta of [45 * SECOND, 5 * MINUTE, 20 * MINUTE, 24 * 60 * MINUTE]) {
			expect(statusDelay({ now: 0, eta, since: 0, state: 'STATE_PENDING', errors: 0 })).toBeGreaterThanOrEqual(5 * SECOND);
		}
	});

	it('stays within 1.2× of the minimum the ETA allows', () => {
		for (const eta of [30 * SECOND, 45 * SECOND, 90 * SECOND, 5 * MINUTE, 7 * MINUTE, 20 * MINUTE, 24 * 60 * MINUTE]) {
			for (const late of [0, 3 * SECOND, 30 * SECOND]) {
				const done = eta + late;
				const min = count(interwoven(eta), done);
				expect(count(ours(eta), done), `eta ${eta / 1000}s, done +${late / 1000}s`).toBeLessThanOrEqual(Math.ceil(min * 1.2));
			}
		}
	});

	it('looks more often while a failure settles, and backs off on errors (longer after 429)', () => {
		expect(statusDelay({ now: 0, eta: 20 * MINUTE, since: 0, state: 'STATE_PENDING_ERROR', errors: 0 })).toBe(3 * SECOND);
		expect([1, 2, 3, 4, 10].map((n) => errorBackoff(n))).toEqual([2000, 4000, 8000, 16000, MINUTE]);
		expect(errorBackoff(1, true)).toBe(10 * SECOND);
		expect(statusDelay({ now: 0, eta: 0, since: 0, state: null, errors: 2 })).toBe(4000);
	});

	it('without an ETA: every 5 s at first, slower later', () => {
		expect(statusDelay({ now: MINUTE, eta: null, since: 0, state: 'STATE_PENDING', errors: 0 })).toBe(5 * SECOND);
		expect(statusDelay({ now: 10 * MINUTE, eta: null, since: 0, state: 'STATE_PENDING', errors: 0 })).toBe(15 * SECOND);
		expect(statusDelay({ now: 60 * MINUTE, eta: null, since: 0, state: 'STATE_PENDING', errors: 0 })).toBe(MINUTE);
	});

	it('retries track 1 s × 30, then slower', () => {
		expect(trackDelay(0)).toBe(SECOND);
		expect(trackDelay(29)).toBe(SECOND);
		expect(trackDelay(30)).toBe(5 * SECOND);
		expect(trackDelay(60)).toBe(30 * SECOND);
	});
});
