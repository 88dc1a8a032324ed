// Every route is rendered in the browser from the SPA fallback (adapter-static, no server code).
// The root load reads the runtime configuration. It never throws: a broken or missing file is
// returned as `configError` and the layout shows what is wrong instead of any page.
import { asset } from '$app/paths';
import { ConfigError } from '$lib/config/networks';
import { networksConfig } from '$lib/config/startup';
import { offlineBannerCode } from '$lib/components/offline-banner';
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
		// Opened offline: the banner's code (kept by the service worker) before the first render.
		const offlineBanner = navigator.onLine ? undefined : (await offlineBannerCode().catch(() => undefined))?.default;
		return { config, configError: null, offlineBanner };
	} catch (e) {
		// Not kept: Retry fetches it again.
		const c = e instanceof ConfigError ? e : new ConfigError(String(e), url);
		const configError: App.Error = { message: c.message, kind: 'config', endpoint: c.source, detail: c.detail };
		return { config: null, configError };
	}
};
