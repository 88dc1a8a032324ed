// What a token card or row shows once its metadata arrives: a display name and image candidates.
// Metadata loads lazily (when the card nears the viewport) and failures only leave placeholders.
import { cleanText } from '$lib/safe';
import { cachedMetadata, type MetadataResult } from './metadata';
import { imageCandidates } from './uri';

export class TokenMedia {
	result = $state.raw<MetadataResult | null>(null);
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
		cachedMetadata(this.#uri, { gateways: this.#gateways }).then((r) => (this.result = r));
	}

	get loading() {
		return this.requested && !this.result && this.#uri !== '';
	}

	get name(): string | undefined {
		const n = this.result?.ok ? this.result.metadata.name : undefined;
		return n ? cleanText(n, 120) : undefined;
	}

	get images(): string[] {
		return this.result?.ok ? imageCandidates(this.result.metadata.image, this.#gateways) : [];
	}
}
