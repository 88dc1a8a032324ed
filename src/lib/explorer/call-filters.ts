// Filters over internal calls: by call type, static calls hidden, and (on an account's list) the
// direction relative to the account. The indexer has no such filters, so they apply to the rows
// loaded: they are display filters of the list (in the URL, keeping the page position).
// Their values and URL params are declared with the lists (./lists.ts): the lists' declarations load
// early on every NFT and account page, and this matching code only on the pages of internal calls.
import type { InternalTx } from '$lib/api/indexer';
import { sameAddress } from '$lib/format/address';
import type { CallType, Direction } from './lists';

export const CALL_TYPE_LABELS: Record<CallType, string> = { all: 'All types', call: 'CALL', staticcall: 'STATICCALL', delegatecall: 'DELEGATECALL', create: 'CREATE / CREATE2' };

export interface CallFilters {
	type: CallType;
	static: 'show' | 'hide';
	/** Only on an account's list: calls made by (`from`) or made to (`to`) the account. */
	dir?: Direction;
}

function typeMatches(tx: InternalTx, type: CallType): boolean {
	const t = (tx.type || 'CALL').toUpperCase();
	if (type === 'all') return true;
	if (type === 'create') return t.startsWith('CREATE');
	// CALLCODE is the legacy form of a plain call with the caller's storage; it counts as a call.
	if (type === 'call') return t === 'CALL' || t === 'CALLCODE';
	return t === type.toUpperCase();
}

export function callMatches(tx: InternalTx, f: CallFilters, account?: string): boolean {
	if (!typeMatches(tx, f.type)) return false;
	if (f.static === 'hide' && tx.type.toUpperCase() === 'STATICCALL') return false;
	if (account && f.dir === 'from') return sameAddress(tx.from, account);
	if (account && f.dir === 'to') return sameAddress(tx.to, account);
	return true;
}

/** How many filters differ from their defaults (for the phone's "Filters" button). */
export function activeFilters(f: CallFilters): number {
	return (f.type !== 'all' ? 1 : 0) + (f.static === 'hide' ? 1 : 0) + (f.dir && f.dir !== 'any' ? 1 : 0);
}
