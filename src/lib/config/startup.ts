// The runtime configuration, read once per page load: the early module (src/lib/nav/early-data.ts)
// asks for it while the app's code downloads, and the root layout's load gets the same answer. A
// failure is not kept: the next ask (the layout's, or Retry) reads the file again and describes it.
import { setDefaultTimeout, type Fetch } from '../api/http';
import { loadNetworks, type NetworksConfig } from './networks';

let pending: { url: string; config: Promise<NetworksConfig> } | undefined;

/** networks.json at `url` (one request for everyone who asks while it loads or after it loaded); applies its request deadline. */
export function networksConfig(fetchFn: Fetch | undefined, url: string): Promise<NetworksConfig> {
	if (pending?.url === url) return pending.config;
	const config = loadNetworks(fetchFn, url).then((c) => {
		if (c.requestTimeoutMs) setDefaultTimeout(c.requestTimeoutMs);
		return c;
	});
	const mine = { url, config };
	pending = mine;
	config.catch(() => {
		if (pending === mine) pending = undefined;
	});
	return config;
}
