// What a token card or row shows once its metadata arrives: a display name and image candidates.
// The metadata loader comes with the NFT pages' own code (statically): every page that shows token
// cards needs it at once, and as a separate chunk its evaluation waited behind the phone's long render
// tasks, holding the first metadata requests (and so the largest image) back by up to half a second.
// A card loads its metadata when it nears the viewport; the pages start their first screens' as the
// rows arrive. Failures only leave placeholders.
import { cleanText } from '$lib/safe';
import { cachedMetadata, type MetadataResult } from './metadata';
import type { diffMetadata, MetadataChange } from './metadata-diff';
import { imageCandidates } from './uri';

/** The metadata comparison's code, given by the one page that refreshes (so it never rides with the loader's code). */
export type DiffCode = () => Promise<{ diffMetadata: typeof diffMetadata }>;

/** The outcome of the user's "Refresh metadata". */
export type Refreshed = { at: number; changes: MetadataChange[] } | { at: number; error: string };

// The first screens' metadata starts as the rows arrive (in metadata.ts: the early module uses it too).
export { FIRST_SCREENS, metadataOnArrival, startMetadata } from './metadata';

export class TokenMedia {
	result = $state.raw<MetadataResult | null>(null);
	images = $state.raw<string[]>([]);
	requested = $state(false);
	refreshing = $state(false);
	refreshed = $state.raw<Refreshed | undefined>(undefined);
	#uri: string;
	#gateways: string[];

	constructor(uri: string, gateways: string[]) {
		this.#uri = uri;
		this.#gateways = gateways;
	}

	load() {
		if (this.requested) return;
		this.requested = true;
		cachedMetadata(this.#uri, { gateways: this.#gateways }).then((r) => {
			this.images = r.ok ? imageCandidates(r.metadata.image, this.#gateways) : [];
			this.result = r;
		});
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
			this.images = imageCandidates(r.metadata.image, this.#gateways);
			this.result = r;
		} catch (e) {
			this.refreshed = { at: Date.now(), error: e instanceof Error ? e.message : String(e) };
		} finally {
			this.refreshing = false;
		}
	}

	get loading() {
		return this.requested && !this.result && this.#uri !== '';
	}

	get name(): string | undefined {
		const n = this.result?.ok ? this.result.metadata.name : undefined;
		return n ? cleanText(n, 120) : undefined;
	}
}
