import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

/** inview.ts made anew, so its shared observer is the stand-in's. */
async function fresh() {
	vi.resetModules();
	return import('./inview');
}

/** A stand-in IntersectionObserver the test drives: `enter(el)` reports it near the viewport. */
function stubObserver() {
	const watched = new Set<Element>();
	let report: (entries: { target: Element; isIntersecting: boolean }[]) => void = () => {};
	vi.stubGlobal(
		'IntersectionObserver',
		class {
			constructor(cb: typeof report) {
				report = cb;
			}
			observe(el: Element) {
				watched.add(el);
			}
			unobserve(el: Element) {
				watched.delete(el);
			}
		}
	);
	return { watched, enter: (el: Element) => report([{ target: el, isIntersecting: true }]) };
}

describe('inview', () => {
	it('calls back once when the element nears the viewport, then stops watching it', async () => {
		const io = stubObserver();
		const { inview } = await fresh();
		const el = {} as HTMLElement;
		const onenter = vi.fn();
		inview(onenter)(el);
		expect(io.watched.has(el)).toBe(true);
		io.enter(el);
		io.enter(el);
		expect(onenter).toHaveBeenCalledTimes(1);
		expect(io.watched.has(el)).toBe(false);
	});

	it('an element that goes first is no longer watched and never calls back', async () => {
		const io = stubObserver();
		const { inview } = await fresh();
		const el = {} as HTMLElement;
		const onenter = vi.fn();
		const gone = inview(onenter)(el) as () => void;
		gone();
		expect(io.watched.has(el)).toBe(false);
		io.enter(el);
		expect(onenter).not.toHaveBeenCalled();
	});
});
