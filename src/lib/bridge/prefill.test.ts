import { describe, expect, it } from 'vitest';
import { readPrefill, resolvePrefill, toQuery, unreadable } from './prefill';
import { L1, L2, testCatalogue } from './testing';

const q = (s: string) => new URLSearchParams(s);

describe('prefill', () => {
	it('reads only well-shaped values', () => {
		const params = q('src_chain=initia-1&src_denom=uinit&dst_chain=<script>&dst_denom=l2%2Finit&amount=1.5e3');
		const raw = readPrefill(params);
		expect(raw).toEqual({ srcChain: 'initia-1', srcDenom: 'uinit', dstDenom: 'l2/init' });
		expect(unreadable(params, raw)).toEqual(['dst_chain', 'amount']);
	});

	it('resolves against the catalogue and explains what it ignored', () => {
		const cat = testCatalogue();
		const p = resolvePrefill(readPrefill(q(`src_chain=${L1}&src_denom=uinit&dst_chain=${L2}&dst_denom=l2/nope&amount=1.1234567`)), cat);
		expect(p.src).toEqual({ chainId: L1, denom: 'uinit' });
		expect(p.dst).toEqual({ chainId: L2 });
		expect(p.amount).toBeUndefined();
		expect(p.issues).toEqual([`${L2} has no asset "l2/nope".`, 'Ignored the amount 1.1234567: INIT has at most 6 decimals.']);
		expect(resolvePrefill(readPrefill(q('src_chain=mars-1&amount=2')), cat).issues).toEqual(['The source chain "mars-1" is not available on this network.']);
	});

	it('matches EVM denoms case-insensitively and keeps the catalogue spelling', () => {
		const p = resolvePrefill(readPrefill(q('src_chain=8453&src_denom=0x833589fcd6edb6e08f4c7c32d4f71b54bda02913&amount=2.5')), testCatalogue());
		expect(p.src).toEqual({ chainId: '8453', denom: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' });
		expect(p.amount).toBe('2.5');
	});

	it("reads go.skip.build's names (amount_in in display units); ours win when both are given", () => {
		const cat = testCatalogue();
		const skip = q(`src_chain=${L1}&src_asset=uinit&dest_chain=${L2}&dest_asset=l2/init&amount_in=1.5`);
		expect(resolvePrefill(readPrefill(skip), cat)).toEqual({ src: { chainId: L1, denom: 'uinit' }, dst: { chainId: L2, denom: 'l2/init' }, amount: '1.5', issues: [] });
		expect(readPrefill(q('src_denom=uinit&src_asset=uother&amount=2&amount_in=3'))).toEqual({ srcDenom: 'uinit', amount: '2' });
		const bad = q('dest_chain=<x>&amount_in=1e6');
		expect(unreadable(bad, readPrefill(bad))).toEqual(['dest_chain', 'amount_in']);
	});

	it('writes the form back as a query', () => {
		expect(toQuery({ src: { chainId: L1, denom: 'uinit' }, dst: { chainId: L2, denom: 'l2/init' }, amount: ' 1.5 ' })).toEqual({
			src_chain: L1,
			src_denom: 'uinit',
			dst_chain: L2,
			dst_denom: 'l2/init',
			amount: '1.5'
		});
		expect(toQuery({ amount: 'abc' })).toEqual({});
	});
});
