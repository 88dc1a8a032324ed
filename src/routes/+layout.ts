// Every route is rendered in the browser from the SPA fallback (adapter-static, no server code).
// The root load reads the runtime configuration. It never throws: a broken or missing file is
// returned as `configError` and the layout shows what is wrong instead of any page.
import { asset } from '$app/paths';
import { setDefaultTimeout } from '$lib/api/http';
import { ConfigError, loadNetworks, type NetworksConfig } from '$lib/config/networks';
import type { LayoutLoad } from './$types';

export const ssr = false;
export const prerender = false;
export const trailingSlash = 'never';

let cached: Promise<NetworksConfig> | undefined;

export const load: LayoutLoad = async ({ fetch }) => {
	const url = asset('/networks.json');
	cached ??= loadNetworks(fetch, url);
	try {
		const config = await cached;
		if (config.requestTimeoutMs) setDefaultTimeout(config.requestTimeoutMs);
		return { config, configError: null };
	} catch (e) {
		cached = undefined; // Retry fetches it again
		const c = e instanceof ConfigError ? e : new ConfigError(String(e), url);
		const configError: App.Error = { message: c.message, kind: 'config', endpoint: c.source, detail: c.detail };
		return { config: null, configError };
	}
};
