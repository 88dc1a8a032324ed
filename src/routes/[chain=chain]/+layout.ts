import { error } from '@sveltejs/kit';
import { findChain } from '$lib/nav/find-chain';
import { requireConfig } from '$lib/nav/require-config';
import { prefs } from '$lib/state/prefs.svelte';
import type { LayoutLoad } from './$types';

export const load: LayoutLoad = async ({ parent, params, fetch }) => {
	const config = requireConfig(await parent());
	const hit = await findChain(fetch, config, params.chain, prefs.network);
	if (hit.found) return { network: hit.network, chain: hit.chain, chains: hit.chains };
	if (hit.failures.length) {
		const f = hit.failures[0]!;
		error(503, {
			message: `Chain "${params.chain}" is not in the loaded configuration, and ${f.message.toLowerCase()}`,
			kind: 'service',
			endpoint: f.source,
			detail: f.detail
		});
	}
	error(404, {
		message: `No configured network has a chain with id "${params.chain}".`,
		kind: 'not-found'
	});
};
