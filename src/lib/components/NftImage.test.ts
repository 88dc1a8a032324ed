// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { render } from './testing';
import NftImage from './NftImage.svelte';

afterEach(() => {
	document.body.innerHTML = '';
});

describe('NftImage', () => {
	it('ends the load of its image when the card goes while it is still loading (abandonWhenGone)', async () => {
		const v = render(NftImage, { candidates: ['https://media.test/1.png'], alt: 'Image of token 1' });
		const img = v.get<HTMLImageElement>('img');
		Object.defineProperty(img, 'complete', { get: () => false }); // happy-dom never loads
		expect(img.getAttribute('src')).toBe('https://media.test/1.png');
		v.destroy();
		await new Promise((r) => setTimeout(r, 0));
		expect(img.getAttribute('src')).toBe('');
	});
});
