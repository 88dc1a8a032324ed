import { describe, expect, it } from 'vitest';
import type { InternalTx } from '$lib/api/indexer';
import { addressForms } from '$lib/format/address';
import { activeFilters, callMatches, type CallFilters } from './call-filters';
import { accountInternalTxs, callTreeCalls } from './lists';

const ME = '0x00000000000000000000000000000000000000aa';
const OTHER = '0x00000000000000000000000000000000000000bb';
const call = (type: string, from = ME, to = OTHER): InternalTx => ({ height: 1, hash: '0x1', index: 0, parentIndex: -1, type, from, to, input: '0x', output: '0x', value: 0n, gas: 0n, gasUsed: 0n, rawValue: '0x' });
const rows = [call('CALL'), call('STATICCALL'), call('DELEGATECALL', OTHER, ME), call('CREATE'), call('CREATE2'), call('CALLCODE')];
const kept = (f: CallFilters, account?: string) => rows.filter((r) => callMatches(r, f, account)).map((r) => r.type);

describe('call filters', () => {
	it('filter by type, CREATE2 with CREATE', () => {
		expect(kept({ type: 'all', static: 'show' })).toEqual(rows.map((r) => r.type));
		expect(kept({ type: 'call', static: 'show' })).toEqual(['CALL', 'CALLCODE']);
		expect(kept({ type: 'staticcall', static: 'show' })).toEqual(['STATICCALL']);
		expect(kept({ type: 'delegatecall', static: 'show' })).toEqual(['DELEGATECALL']);
		expect(kept({ type: 'create', static: 'show' })).toEqual(['CREATE', 'CREATE2']);
	});

	it('hide static calls', () => {
		expect(kept({ type: 'all', static: 'hide' })).toEqual(['CALL', 'DELEGATECALL', 'CREATE', 'CREATE2', 'CALLCODE']);
	});

	it('direction relative to the account, in either address form', () => {
		expect(kept({ type: 'all', static: 'show', dir: 'to' }, ME)).toEqual(['DELEGATECALL']);
		expect(kept({ type: 'all', static: 'show', dir: 'from' }, ME)).toEqual(['CALL', 'STATICCALL', 'CREATE', 'CREATE2', 'CALLCODE']);
		// The same account as bech32.
		expect(kept({ type: 'all', static: 'show', dir: 'to' }, addressForms(ME)!.bech32)).toEqual(['DELEGATECALL']);
		expect(activeFilters({ type: 'create', static: 'hide', dir: 'to' })).toBe(3);
		expect(activeFilters({ type: 'all', static: 'show', dir: 'any' })).toBe(0);
	});

	it('live in the URL as display filters: a change keeps the page', () => {
		const s = callTreeCalls.read(new URLSearchParams('cursor=abc&page=3&type=delegatecall&static=hide'));
		expect(s.filters).toEqual({ type: 'delegatecall', static: 'hide' });
		expect(callTreeCalls.params(s)).toMatchObject({ type: 'delegatecall', static: 'hide', cursor: 'abc', page: '3' });
		expect(callTreeCalls.filtered(s, { type: 'create' })).toMatchObject({ cursor: 'abc', page: 3 });
		expect(callTreeCalls.read(new URLSearchParams('type=bogus')).filters.type).toBe('all');
		const a = accountInternalTxs.read(new URLSearchParams('dir=to&order=asc&cursor=k'));
		expect(a.filters).toEqual({ order: 'asc', type: 'all', static: 'show', dir: 'to' });
		// Order changes which rows the indexer sends: back to the start.
		expect(accountInternalTxs.filtered(a, { order: 'desc' })).toMatchObject({ cursor: null, page: 1 });
		expect(accountInternalTxs.filtered(a, { dir: 'from' })).toMatchObject({ cursor: 'k' });
	});
});
