// One client per indexer URL for the lifetime of the app (their caches share preloads), and the
// same answer for a chain without an indexer whichever client a page asks for.
import { error } from '@sveltejs/kit';
import type { ChainInfo } from '$lib/config/chain';

export function perIndexer<C>(create: (indexerUrl: string) => C): (chain: ChainInfo) => C {
	const clients = new Map<string, C>();
	return (chain) => {
		if (!chain.indexer)
			error(404, { message: `${chain.name} has no indexer in this configuration: it is available for bridging only.`, kind: 'not-found' });
		let c = clients.get(chain.indexer);
		if (!c) clients.set(chain.indexer, (c = create(chain.indexer)));
		return c;
	};
}
