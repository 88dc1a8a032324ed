// "Refresh" on a list: forget cached answers and kept pages (they may be minutes old) and run the
// page's loads again, so the rows come straight from the indexer.
import { invalidateAll } from '$app/navigation';
import { clearCache } from '$lib/api/http';
import { forgetPages } from './kept-pages';
import { forgetPrefetches } from './prefetch';

export async function refreshData(): Promise<void> {
	clearCache();
	forgetPrefetches();
	forgetPages();
	await invalidateAll();
}
