// The code the token's first screen needs beyond the route's own: its media view. The details come
// with the route (a chunk of their own was one more code download after the route's, and while the page
// waited for it the after-content code took the phone's link). The load starts the media view with the
// token's requests (also on a link's hover preload): the image waited for that JS round trip otherwise.
import { underWay } from '$lib/api/http';

export function startTokenCode() {
	// A failure here is left to TokenDetails' own load of it (its Deferred offers Retry). Under way until
	// it arrives, as a Lazy's code is: after-content code waits for the content's.
	void underWay(import('$lib/components/NftMedia.svelte').catch(() => {}));
}
