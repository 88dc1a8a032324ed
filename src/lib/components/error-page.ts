// The root error page's content. SvelteKit loads src/routes/+error.svelte at start-up on every page,
// so that file stays tiny and this loads when an error is shown, or ahead of need after a page's
// content (root layout), so that an error later (even offline) shows at once.
import { Lazy } from '$lib/nav/lazy.svelte';

export const errorPage = new Lazy<Record<string, never>>(() => import('./ErrorPage.svelte'));
