// How one hop of the live timeline looks: its icon, its state in words and the colour of those words.
// One table per hop state; a pending hop of an OP withdrawal is finalizing (the 7-day challenge period),
// not "in flight".
import type { Outcome } from './history';
import type { HopState } from './timeline';

export type HopIcon = Outcome | 'waiting' | 'finalizing';
export type HopLook = { icon: HopIcon; words: string; tone: 'text-ok' | 'text-danger' | 'text-warn' | 'text-muted' };

const LOOKS: Record<HopState, HopLook> = {
	completed: { icon: 'success', words: 'Completed', tone: 'text-ok' },
	failed: { icon: 'failed', words: 'Failed', tone: 'text-danger' },
	waiting: { icon: 'waiting', words: 'Not started', tone: 'text-muted' },
	stopped: { icon: 'abandoned', words: 'Tracking stopped', tone: 'text-warn' },
	pending: { icon: 'pending', words: 'In flight', tone: 'text-muted' }
};
const FINALIZING: HopLook = { icon: 'finalizing', words: 'Finalizing', tone: 'text-muted' };

export function hopLook(state: HopState, finalizing = false): HopLook {
	return state === 'pending' && finalizing ? FINALIZING : LOOKS[state];
}
