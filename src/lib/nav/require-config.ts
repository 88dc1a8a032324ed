import { error } from '@sveltejs/kit';
import type { NetworksConfig } from '$lib/config/networks';

/** For child loads: the parent's config, or the configuration error page. */
export function requireConfig(parent: { config: NetworksConfig | null; configError: App.Error | null }): NetworksConfig {
	if (!parent.config) error(500, parent.configError ?? { message: 'No network configuration', kind: 'config' });
	return parent.config;
}
