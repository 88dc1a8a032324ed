import type { IndexerClient, Token } from '$lib/api/indexer';
import { sameAddress } from '$lib/format/address';

/**
 * InitiaScan puts the NFT object address in the token segment on Move chains. There is no
 * lookup by object address, so the collection's tokens are scanned (1,000 per request, capped).
 */
export async function tokenByObject(indexer: IndexerClient, collection: string, object: string, signal: AbortSignal): Promise<Token | null> {
	let key: string | undefined;
	for (let i = 0; i < 10; i++) {
		const page = await indexer.tokensByCollection(collection, {}, { key, limit: 1000, countTotal: false }, { signal });
		const hit = page.items.find((t) => t.objectAddress && sameAddress(t.objectAddress, object));
		if (hit) return hit;
		if (!page.nextKey || page.items.length < 1000) return null;
		key = page.nextKey;
	}
	return null;
}
