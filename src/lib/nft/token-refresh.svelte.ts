// The token page's metadata: read once (joining the request the page started as the token arrived),
// and again past every cache on "Refresh metadata", saying what changed. Only the token page uses it.
// Not built on the cards' TokenMedia (token-view.svelte.ts): the page shows no card, and sharing that
// module put the cards' code (TokenCard, NftImage, inview) in the token page's download.
import { cachedMetadata, type MetadataResult } from './metadata';
import type { diffMetadata, MetadataChange } from './metadata-diff';

/** The metadata comparison's code, given by the page (so it never rides with the loader's code). */
export type DiffCode = () => Promise<{ diffMetadata: typeof diffMetadata }>;

/** The outcome of the user's "Refresh metadata". */
export type Refreshed = { at: number; changes: MetadataChange[] } | { at: number; error: string };

export class RefreshableTokenMedia {
	result = $state.raw<MetadataResult | null>(null);
	requested = $state(false);
	refreshing = $state(false);
	refreshed = $state.raw<Refreshed | undefined>(undefined);
	readonly #uri: string;
	readonly #gateways: string[];

	constructor(uri: string, gateways: string[]) {
		this.#uri = uri;
		this.#gateways = gateways;
	}

	load() {
		if (this.requested) return;
		this.requested = true;
		cachedMetadata(this.#uri, { gateways: this.#gateways }).then((r) => (this.result = r));
	}

	get loading() {
		return this.requested && !this.result && this.#uri !== '';
	}

	/** Reads the metadata again past every cache, then says what changed (the page keeps the old metadata when it fails). */
	async refresh(diffCode: DiffCode) {
		if (this.refreshing || !this.#uri) return;
		this.refreshing = true;
		try {
			const { diffMetadata } = await diffCode();
			const r = await cachedMetadata(this.#uri, { gateways: this.#gateways, fresh: true });
			if (!r.ok) {
				this.refreshed = { at: Date.now(), error: r.detail ? `${r.message} (${r.detail})` : r.message };
				return;
			}
			const before = this.result?.ok ? this.result.metadata : undefined;
			this.refreshed = { at: Date.now(), changes: diffMetadata(before, r.metadata) };
			this.result = r;
		} catch (e) {
			this.refreshed = { at: Date.now(), error: e instanceof Error ? e.message : String(e) };
		} finally {
			this.refreshing = false;
		}
	}
}
