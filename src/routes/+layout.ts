// Every route is rendered in the browser from the SPA fallback (adapter-static, no server code).
// The root load reads the runtime configuration. It never throws: a broken or missing file is
// returned as `configError` and the layout shows what is wrong instead of any page.
import { asset } from '$app/paths';
import { ConfigError } from '$lib/config/networks';
import { networksConfig } from '$lib/config/startup';
import { earlyRowsHandled } from '$lib/nav/first-render';
import type { LayoutLoad } from './$types';

export const ssr = false;
export const prerender = false;
export const trailingSlash = 'never';

export const load: LayoutLoad = async ({ fetch }) => {
	const url = asset('/networks.json');
	// On the account on every chain the first render waits (≤ 300 ms) for the early first rows: see first-render.ts.
	const early = earlyRowsHandled();
	try {
		// On a deep link the early module (src/lib/nav/early-data.ts) asked for it already: one request.
		const config = await networksConfig(fetch, url);
		await early;
		// Opened offline: the banner's code (with what the layout loads after the content, $lib/layout-later,
		// kept by the service worker) before the first render, so nothing moves under it.
		const offlineBanner = navigator.onLine ? undefined : (await import('$lib/layout-later').catch(() => undefined))?.OfflineBanner;
		return { config, configError: null, offlineBanner };
	} catch (e) {
		// Not kept: Retry fetches it again.
		const c = e instanceof ConfigError ? e : new ConfigError(String(e), url);
		const configError: App.Error = { message: c.message, kind: 'config', endpoint: c.source, detail: c.detail };
		return { config: null, configError };
	}
};
