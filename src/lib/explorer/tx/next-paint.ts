// Lets the browser paint what is on screen before the next piece of a page renders: a tx page's
// header (its largest paint on a phone) shows a frame before the list below it, instead of waiting
// for the list's render too. A hidden tab paints nothing and gets no frames: the timer stands in.

export interface Frames {
	request(cb: () => void): number;
	cancel(id: number): void;
}

const browserFrames: Frames = {
	request: (cb) => requestAnimationFrame(() => cb()),
	cancel: (id) => cancelAnimationFrame(id)
};

/** Longest wait for a frame (a hidden tab has none). */
export const NO_FRAME_MS = 100;

/** Runs `fn` once, just after the next paint; returns a cancel function. */
export function afterNextPaint(fn: () => void, frames: Frames = browserFrames): () => void {
	let done = false;
	let task: ReturnType<typeof setTimeout> | undefined;
	const run = () => {
		if (done) return;
		done = true;
		frames.cancel(frame);
		clearTimeout(cap);
		clearTimeout(task);
		fn();
	};
	// A task queued from a frame callback runs after that frame's paint.
	const frame = frames.request(() => (task = setTimeout(run, 0)));
	const cap = setTimeout(run, NO_FRAME_MS);
	return () => {
		done = true;
		frames.cancel(frame);
		clearTimeout(cap);
		clearTimeout(task);
	};
}
