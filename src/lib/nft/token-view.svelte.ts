// What a token card or row shows once its metadata arrives: a display name and image candidates.
// Metadata loads lazily (when the card nears the viewport), with its code: the loader is not part
// of the page's first bundle. Failures only leave placeholders.
import { cleanText } from '$lib/safe';
import type { MetadataResult } from './metadata';

export class TokenMedia {
	result = $state.raw<MetadataResult | null>(null);
	images = $state.raw<string[]>([]);
	requested = $state(false);
	#uri: string;
	#gateways: string[];

	constructor(uri: string, gateways: string[]) {
		this.#uri = uri;
		this.#gateways = gateways;
	}

	load() {
		if (this.requested) return;
		this.requested = true;
		Promise.all([import('./metadata'), import('./uri')])
			.then(async ([{ cachedMetadata }, { imageCandidates }]) => {
				const r = await cachedMetadata(this.#uri, { gateways: this.#gateways });
				this.images = r.ok ? imageCandidates(r.metadata.image, this.#gateways) : [];
				this.result = r;
			})
			.catch((e: unknown) => {
				this.result = { ok: false, reason: 'unreachable', message: `Metadata could not be loaded: ${e instanceof Error ? e.message : String(e)}`, tried: [] };
			});
	}

	get loading() {
		return this.requested && !this.result && this.#uri !== '';
	}

	get name(): string | undefined {
		const n = this.result?.ok ? this.result.metadata.name : undefined;
		return n ? cleanText(n, 120) : undefined;
	}
}
