// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { abandonWhenGone } from './abandon-image';

const nextTask = () => new Promise((r) => setTimeout(r, 0));

/** An image the browser has (or has not) finished loading (happy-dom never loads). */
function image(complete: boolean) {
	const img = document.createElement('img');
	img.src = 'https://media.test/1.png';
	Object.defineProperty(img, 'complete', { get: () => complete });
	return img;
}

describe('abandonWhenGone', () => {
	it('ends the load of an image still loading once it has gone, and its own error handlers do not hear that', async () => {
		const img = image(false);
		const onerror = vi.fn();
		img.addEventListener('error', onerror);
		const gone = abandonWhenGone(img) as () => void;
		gone();
		expect(img.getAttribute('src')).toBe('https://media.test/1.png'); // not before the page that follows has started its own
		await nextTask();
		expect(img.getAttribute('src')).toBe('');
		img.dispatchEvent(new Event('error'));
		expect(onerror).not.toHaveBeenCalled();
	});

	it('leaves an image that has loaded (or failed) as it is', async () => {
		const img = image(true);
		(abandonWhenGone(img) as () => void)();
		await nextTask();
		expect(img.getAttribute('src')).toBe('https://media.test/1.png');
	});
});
