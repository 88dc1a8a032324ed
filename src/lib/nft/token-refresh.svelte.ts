// The token page's "Refresh metadata": the token's media that can read its metadata again past every
// cache and say what changed. Only the token page refreshes, so the cards of every NFT list never
// carry this code.
import { cachedMetadata } from './metadata';
import type { diffMetadata, MetadataChange } from './metadata-diff';
import { TokenMedia } from './token-view.svelte';
import { imageCandidates } from './uri';

/** The metadata comparison's code, given by the page (so it never rides with the loader's code). */
export type DiffCode = () => Promise<{ diffMetadata: typeof diffMetadata }>;

/** The outcome of the user's "Refresh metadata". */
export type Refreshed = { at: number; changes: MetadataChange[] } | { at: number; error: string };

export class RefreshableTokenMedia extends TokenMedia {
	refreshing = $state(false);
	refreshed = $state.raw<Refreshed | undefined>(undefined);

	/** Reads the metadata again past every cache, then says what changed (the page keeps the old metadata when it fails). */
	async refresh(diffCode: DiffCode) {
		if (this.refreshing || !this.uri) return;
		this.refreshing = true;
		try {
			const { diffMetadata } = await diffCode();
			const r = await cachedMetadata(this.uri, { gateways: this.gateways, fresh: true });
			if (!r.ok) {
				this.refreshed = { at: Date.now(), error: r.detail ? `${r.message} (${r.detail})` : r.message };
				return;
			}
			const before = this.result?.ok ? this.result.metadata : undefined;
			this.refreshed = { at: Date.now(), changes: diffMetadata(before, r.metadata) };
			this.images = imageCandidates(r.metadata.image, this.gateways);
			this.result = r;
		} catch (e) {
			this.refreshed = { at: Date.now(), error: e instanceof Error ? e.message : String(e) };
		} finally {
			this.refreshing = false;
		}
	}
}
