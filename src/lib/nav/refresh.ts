// "Refresh" on a list: forget cached answers (they may be up to half a minute old) and run the
// page's loads again, so the rows come straight from the indexer.
import { invalidateAll } from '$app/navigation';
import { clearCache } from '$lib/api/http';
import { forgetPrefetches } from './prefetch';

export async function refreshData(): Promise<void> {
	clearCache();
	forgetPrefetches();
	await invalidateAll();
}
