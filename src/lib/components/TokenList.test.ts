// @vitest-environment happy-dom
import { flushSync } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Token } from '$lib/api/indexer';
import { render } from './testing';
import TokenList, { firstPaint } from './TokenList.svelte';

afterEach(() => {
	document.body.innerHTML = '';
});
// A phone's screen.
beforeEach(() => {
	Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
	Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
});
const FIRST_PAINT = firstPaint(390, 844);

const token = (i: number): Token => ({
	collectionAddress: '0xc0',
	collectionName: 'Weavers',
	collectionOriginName: '',
	objectAddress: null,
	owner: 'init1owner',
	tokenId: String(i),
	uri: '',
	height: 1,
	timestamp: ''
});
const nextPaint = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 1))).then(() => flushSync());

describe('TokenList grid', () => {
	it('paints a screenful of cards first: a phone its first screens, a desktop a whole page', () => {
		expect(firstPaint(390, 844)).toBe(10);
		expect(firstPaint(320, 568)).toBe(8);
		expect(firstPaint(1280, 800)).toBe(32);
	});

	it('paints the first screens’ cards first, the others as boxes that become cards right after that paint', async () => {
		const l = render(TokenList, { items: Array.from({ length: 20 }, (_, i) => token(i)), view: 'grid' as const, chain: 'evm-1', gateways: [] });
		expect(l.all('[data-row]')).toHaveLength(FIRST_PAINT);
		expect(l.all('[data-row]').map((c) => c.textContent)).toEqual(Array.from({ length: FIRST_PAINT }, (_, i) => expect.stringContaining(`· ${i}`)));
		// Every other token keeps its place in the grid, hidden from assistive technology until it is a card.
		const boxes = l.all('[data-card-placeholder]');
		expect(boxes).toHaveLength(20 - FIRST_PAINT);
		expect(boxes.every((b) => b.getAttribute('aria-hidden') === 'true')).toBe(true);

		await nextPaint();
		expect(l.all('[data-row]')).toHaveLength(20);
		expect(l.all('[data-card-placeholder]')).toHaveLength(0);
		expect(l.all('[data-row]')[19]!.textContent).toContain('· 19');
	});

	it('a short list is whole at once', () => {
		const l = render(TokenList, { items: Array.from({ length: FIRST_PAINT }, (_, i) => token(i)), view: 'grid' as const, chain: 'evm-1', gateways: [] });
		expect(l.all('[data-row]')).toHaveLength(FIRST_PAINT);
		expect(l.all('[data-card-placeholder]')).toHaveLength(0);
	});
});
