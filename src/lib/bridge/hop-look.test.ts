import { describe, expect, it } from 'vitest';
import { hopLook } from './hop-look';
import type { HopState } from './timeline';

describe('hopLook', () => {
	it('gives every hop state its own icon, words and tone', () => {
		const states: HopState[] = ['completed', 'failed', 'waiting', 'stopped', 'pending'];
		expect(Object.fromEntries(states.map((s) => [s, hopLook(s)]))).toEqual({
			completed: { icon: 'success', words: 'Completed', tone: 'text-ok' },
			failed: { icon: 'failed', words: 'Failed', tone: 'text-danger' },
			waiting: { icon: 'waiting', words: 'Not started', tone: 'text-muted' },
			stopped: { icon: 'abandoned', words: 'Tracking stopped', tone: 'text-warn' },
			pending: { icon: 'pending', words: 'In flight', tone: 'text-muted' }
		});
	});

	it('shows a pending hop of an OP withdrawal as finalizing, and only a pending one', () => {
		expect(hopLook('pending', true)).toEqual({ icon: 'finalizing', words: 'Finalizing', tone: 'text-muted' });
		for (const s of ['completed', 'failed', 'waiting', 'stopped'] as const) expect(hopLook(s, true)).toEqual(hopLook(s));
	});
});
