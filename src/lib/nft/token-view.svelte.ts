// What a token card or row shows once its metadata arrives: a display name and image candidates.
// Metadata loads lazily (when the card nears the viewport), with its code: the loader is not part
// of the page's first bundle. Failures only leave placeholders.
import { underWay } from '$lib/api/http';
import { cleanText } from '$lib/safe';
import type { MetadataResult } from './metadata';
import type { MetadataChange } from './metadata-diff';

/** The outcome of the user's "Refresh metadata". */
export type Refreshed = { at: number; changes: MetadataChange[] } | { at: number; error: string };

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
		// Under way for after-content code (the next page's prefetch): the metadata requests follow this import.
		underWay(Promise.all([import('./metadata'), import('./uri')]))
			.then(async ([{ cachedMetadata }, { imageCandidates }]) => {
				const r = await cachedMetadata(this.#uri, { gateways: this.#gateways });
				this.images = r.ok ? imageCandidates(r.metadata.image, this.#gateways) : [];
				this.result = r;
			})
			.catch((e: unknown) => {
				this.result = { ok: false, reason: 'unreachable', message: `Metadata could not be loaded: ${e instanceof Error ? e.message : String(e)}`, tried: [] };
			});
	}

	/** Reads the metadata again past every cache, then says what changed (the page keeps the old metadata when it fails). */
	async refresh() {
		if (this.refreshing || !this.#uri) return;
		this.refreshing = true;
		try {
			const [{ cachedMetadata }, { imageCandidates }, { diffMetadata }] = await Promise.all([import('./metadata'), import('./uri'), import('./metadata-diff')]);
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
