// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from './testing';
import NftMedia from './NftMedia.svelte';

afterEach(() => {
	document.body.innerHTML = '';
});

describe('NftMedia', () => {
	it('ends the load of the token’s image when the page goes while it is still loading (abandonWhenGone, loaded then)', async () => {
		const v = render(NftMedia, { meta: { image: 'https://media.test/1.png', raw: {} }, gateways: [], alt: 'Image of token 1' });
		const img = v.get<HTMLImageElement>('img');
		Object.defineProperty(img, 'complete', { get: () => false }); // happy-dom never loads
		expect(img.getAttribute('src')).toBe('https://media.test/1.png');
		v.destroy();
		expect(img.getAttribute('src')).toBe('https://media.test/1.png'); // not before the page that follows has started its own
		await vi.waitFor(() => expect(img.getAttribute('src')).toBe(''));
	});
});
