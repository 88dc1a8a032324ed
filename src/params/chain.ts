import type { ParamMatcher } from '@sveltejs/kit';

/** Words that are our own top-level sections or accepted link aliases, never chain ids. */
export const RESERVED = new Set([
	'bridge',
	'search',
	'accounts',
	'address',
	'token',
	'tx',
	'txs',
	'nfts',
	'nft-collections',
	'evm-txs',
	'networks.json',
	'favicon.svg',
	'theme.js',
	'_app'
]);

/**
 * Chain ids come from networks.json at run time, so the matcher only checks the shape; the chain
 * layout answers 404 for an id no configured network knows.
 */
export const match = ((param: string): param is string =>
	/^[a-z0-9][a-z0-9._-]{0,63}$/i.test(param) && !RESERVED.has(param.toLowerCase())) satisfies ParamMatcher;
