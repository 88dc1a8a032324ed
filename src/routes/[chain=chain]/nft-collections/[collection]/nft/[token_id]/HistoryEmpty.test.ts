// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '$lib/components/testing';
import HistoryEmpty from './HistoryEmpty.svelte';

afterEach(() => {
	document.body.innerHTML = '';
});

describe('HistoryEmpty', () => {
	it('says why a token has no history rows: an id the indexer cannot take, a page past the end (with the way back), or none at all', () => {
		const unsendable = render(HistoryEmpty, { notSendable: true });
		expect(unsendable.target.textContent).toContain('History is not available for this token id');
		expect(unsendable.target.textContent).toContain('does not decode them in request paths');

		const past = render(HistoryEmpty, { first: '/evm-local-1/nft-collections/0xc0/nft/7' });
		expect(past.target.textContent).toContain('No more transactions');
		expect(past.get('a').getAttribute('href')).toBe('/evm-local-1/nft-collections/0xc0/nft/7');

		const none = render(HistoryEmpty, { first: null });
		expect(none.target.textContent).toContain('No transactions for this token');
		expect(none.all('a')).toHaveLength(0);
	});
});
