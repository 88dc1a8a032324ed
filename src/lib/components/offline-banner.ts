// The offline banner's code. It comes after a page's content, ahead of need (the service worker keeps
// it); on a page opened offline the root layout's load waits for it, so the banner shows with the
// first content and nothing moves under it.
import { Lazy } from '$lib/nav/lazy.svelte';

export const offlineBannerCode = () => import('./OfflineBanner.svelte');
export const offlineBanner = new Lazy(offlineBannerCode);
