// What the root layout loads once a page's content is on screen, as one import(): one file, one request,
// none of it any page's content. The footer, the offline banner (a page opened offline: the root load
// waits for this module), the shell's later work (src/lib/shell-later.svelte.ts) and the site's keys
// (also loaded by the first key press). The shortcuts sheet is not here: it is opened rarely.
export { default as Footer } from '$lib/components/Footer.svelte';
export { default as OfflineBanner } from '$lib/components/OfflineBanner.svelte';
export { startShellLater } from '$lib/shell-later.svelte';
export { onShortcutKey } from '$lib/actions/shortcuts';
