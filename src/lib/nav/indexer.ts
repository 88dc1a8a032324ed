// One indexer client per chain for the lifetime of the app (their caches share preloads).
import { error } from '@sveltejs/kit';
import { createIndexerClient, type IndexerClient } from '$lib/api/indexer';
import type { ChainInfo } from '$lib/config/chain';

const clients = new Map<string, IndexerClient>();

export function indexerFor(chain: ChainInfo): IndexerClient {
	if (!chain.indexer)
		error(404, { message: `${chain.name} has no indexer in this configuration: it is available for bridging only.`, kind: 'not-found' });
	let c = clients.get(chain.indexer);
	if (!c) clients.set(chain.indexer, (c = createIndexerClient(chain.indexer)));
	return c;
}
