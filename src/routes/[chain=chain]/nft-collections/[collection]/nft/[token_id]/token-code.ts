// The code the token's first screen needs beyond the route's own: its details, its media view and the
// NFT metadata loader. The load starts all three with the token's requests (also on a link's hover
// preload), in parallel: the details asked for the media view only once their own code had arrived,
// and the image waited for that JS round trip after the token and its metadata had answered.
import { Lazy } from '$lib/nav/lazy.svelte';
import { metadataCode } from '$lib/nft/token-view.svelte';

export const details = new Lazy(() => import('$lib/components/TokenDetails.svelte'));

export function startTokenCode() {
	details.load();
	// A failure here is left to TokenDetails' own load of it (its Deferred offers Retry).
	import('$lib/components/NftMedia.svelte').catch(() => {});
	metadataCode();
}
