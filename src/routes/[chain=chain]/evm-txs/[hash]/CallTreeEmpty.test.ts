// @vitest-environment happy-dom
// The call tree's empty states say what happened and offer the way on (the e2e covers "no match" and
// "not indexed" through the page; "past the end" and "rejected" need a cursor or an indexer answer the
// devnet does not give, so they are checked here).
import { afterEach, describe, expect, it } from 'vitest';
import type { ChainInfo } from '$lib/config/chain';
import { render } from '$lib/components/testing';
import CallTreeEmpty from './CallTreeEmpty.svelte';

afterEach(() => {
	document.body.innerHTML = '';
});

const chain = { id: 'evm-1', name: 'EVM One', vm: 'evm' } as ChainInfo;
const other = { id: 'evm-2', name: 'EVM Two', vm: 'evm' } as ChainInfo;
const HASH = `0x${'ab'.repeat(32)}`;
const base = { chain, hash: HASH, evmChains: [other], showAll: '/evm-1/evm-txs/x' };
const links = (t: HTMLElement) => [...t.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);

describe('CallTreeEmpty', () => {
	it('past the end of the tree: back to the first call', () => {
		const v = render(CallTreeEmpty, { ...base, kind: 'past-end', first: '/evm-1/evm-txs/x?first' });
		expect(v.target.textContent).toContain('No more calls');
		expect(links(v.target)).toEqual([['Back to the first call', '/evm-1/evm-txs/x?first']]);
	});

	it('no match for the filters: show all, or the next page when there is one', () => {
		const v = render(CallTreeEmpty, { ...base, kind: 'no-match', next: '/evm-1/evm-txs/x?next' });
		expect(v.target.textContent).toContain('No calls on this page match the filters');
		expect(links(v.target)).toEqual([
			['Show all calls', '/evm-1/evm-txs/x'],
			['next page', '/evm-1/evm-txs/x?next']
		]);
	});

	it('not indexed here: the same hash on the other EVM chains', () => {
		const v = render(CallTreeEmpty, { ...base, kind: 'not-indexed' });
		expect(v.target.textContent).toContain('No internal calls indexed for this hash on EVM One');
		expect(links(v.target)).toEqual([['EVM Two', `/evm-2/evm-txs/${HASH}`]]);
	});

	it('a rejected hash is quoted, cut to 80 characters', () => {
		const v = render(CallTreeEmpty, { ...base, kind: 'rejected', hash: 'z'.repeat(200) });
		expect(v.target.textContent).toContain('That is not a valid transaction hash');
		expect(v.target.textContent).toContain(`“${'z'.repeat(80)}”`);
	});
});
