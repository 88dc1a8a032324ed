// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { PagerControls } from '$lib/nav/pager.svelte';
import PagerAfterContent from './PagerAfterContent.svelte';
import { render } from './testing';

afterEach(() => {
	document.body.innerHTML = '';
});

const controls = (over: Partial<PagerControls> = {}): PagerControls => ({
	items: [1, 2, 3],
	answer: {},
	span: { first: 25, last: 48, totalPages: 100 },
	total: 2400n,
	countTimedOut: false,
	pages: { from: 2, to: 2 },
	limit: 24,
	limits: [24, 48, 96],
	next: '/c?page=3',
	prev: '/c?page=1',
	first: '/c',
	jump: (n) => `/c?page=${n}`,
	limitHref: (l) => `/c?limit=${l}`,
	canLoadMore: true,
	loadingMore: false,
	loadMoreError: undefined,
	loadMore: async () => {},
	...over
});

describe('PagerAfterContent (before the pager’s code is in)', () => {
	it('holds the pager’s place with working Prev and Next links (keyboard n/p finds them), the page and the Load more place', () => {
		const p = render(PagerAfterContent, { pager: controls(), noun: 'Tokens', loadMore: true });
		const nav = p.get('nav[data-pager-stand-in]');
		expect(nav.getAttribute('aria-label')).toBe('Pages');
		expect(p.get('a[data-pager="next"]').getAttribute('href')).toBe('/c?page=3');
		expect(p.get('a[data-pager="prev"]').getAttribute('href')).toBe('/c?page=1');
		expect(nav.textContent).toContain('Page 2 of 100');
		// The Load more button's place, and the page size's (hidden from assistive tech and focus).
		expect(p.all('.skeleton.h-11')).toHaveLength(1);
		expect(p.get('[inert]').getAttribute('aria-hidden')).toBe('true');
	});

	it('at the ends: no link where there is nowhere to go, no Load more place when nothing is left', () => {
		const p = render(PagerAfterContent, { pager: controls({ prev: undefined, next: undefined, canLoadMore: false, limits: [25], jump: undefined }), noun: 'Transactions', label: 'History pages', loadMore: true });
		expect(p.get('nav').getAttribute('aria-label')).toBe('History pages');
		expect(p.all('a')).toHaveLength(0);
		expect(p.all('[aria-disabled="true"]').map((e) => e.textContent)).toEqual(['← Prev', 'Next →']);
		expect(p.all('.skeleton.h-11')).toHaveLength(0);
		expect(p.all('[inert]')).toHaveLength(0);
	});
});
