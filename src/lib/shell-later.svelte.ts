// What the root layout starts once a page's content is on screen ($lib/after-content), with the rest of
// its after-content code ($lib/layout-later): none of it is any page's content.
import { loadFailureCode } from '$lib/api/http';
import { errorPanel } from '$lib/components/error-panel';
import { errorPage } from '$lib/components/error-page';
import { registerServiceWorker } from '$lib/pwa/register';
import { prefs } from '$lib/state/prefs.svelte';
import { systemDark } from '$lib/state/system-theme.svelte';
import { applyTheme } from '$lib/state/theme';

/** `routeCode`: the layout's preload of a route's chunks, here for the links the user reaches for. */
export function startShellLater(routeCode: (url: URL) => void): void {
	// The service worker (and what it keeps) never competes with a deep link's first content.
	registerServiceWorker();
	// The failure panel's and error page's code, and the code that reads a service's error answer, ahead
	// of need: a later failure shows at once, even offline.
	errorPanel.load();
	errorPage.load();
	loadFailureCode().catch(() => {});
	// A link reached for (pointer over it, a touch): its route's chunks, as kit preloads its data then.
	const reach = (e: Event) => {
		const a = (e.target as Element | null)?.closest?.('a[href]');
		if (a instanceof HTMLAnchorElement) routeCode(new URL(a.href)); // eslint-disable-line svelte/prefer-svelte-reactivity -- read once, never rendered
	};
	addEventListener('mouseover', reach, { passive: true });
	addEventListener('touchstart', reach, { passive: true });
	// The theme (applied before the first paint, src/boot/theme.js) follows the choice made in other tabs
	// and, on "System", the OS as it changes.
	$effect.root(() => {
		$effect(() => applyTheme(prefs.theme, systemDark.current));
	});
}
