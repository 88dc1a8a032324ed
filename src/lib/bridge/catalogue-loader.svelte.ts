// Loads the bridge catalogue once per bridge visit: the router's chains and assets plus our registry,
// with a Retry that starts over after a failure.
import type { RouterClient } from '$lib/api/router';
import type { ChainInfo } from '$lib/config/chain';
import { buildCatalogue, type Catalogue } from './catalogue';

export class CatalogueLoader {
	value = $state.raw<Catalogue | null>(null);
	error = $state.raw<unknown>(null);
	loading = $state(false);
	#router: RouterClient;
	#registry: () => Promise<ChainInfo[]>;
	#promise: Promise<Catalogue | null> | null = null;

	constructor(router: RouterClient, registry: () => Promise<ChainInfo[]>) {
		this.#router = router;
		this.#registry = registry;
	}

	load(): Promise<Catalogue | null> {
		return (this.#promise ??= this.#load());
	}

	retry(): Promise<Catalogue | null> {
		this.#promise = null;
		return this.load();
	}

	async #load(): Promise<Catalogue | null> {
		this.loading = true;
		this.error = null;
		try {
			// The registry tells Initia chains apart (and so the signing path): it is required too.
			const [chains, assets, registry] = await Promise.all([this.#router.chains(), this.#router.assets(), this.#registry()]);
			this.value = buildCatalogue(chains, assets, registry);
			return this.value;
		} catch (e) {
			this.error = e;
			this.#promise = null;
			return null;
		} finally {
			this.loading = false;
		}
	}
}
