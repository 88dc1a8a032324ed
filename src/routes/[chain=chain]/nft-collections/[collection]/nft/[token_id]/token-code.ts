// The code the token's first screen needs beyond the route's own: its details and its media view.
// The load starts both with the token's requests (also on a link's hover preload), in parallel: the
// details asked for the media view only once their own code had arrived, and the image waited for
// that JS round trip after the token and its metadata had answered.
import { Lazy } from '$lib/nav/lazy.svelte';

export const details = new Lazy(() => import('$lib/components/TokenDetails.svelte'));

export function startTokenCode() {
	details.load();
	// A failure here is left to TokenDetails' own load of it (its Deferred offers Retry).
	import('$lib/components/NftMedia.svelte').catch(() => {});
}
