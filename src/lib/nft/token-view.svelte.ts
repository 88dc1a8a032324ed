// What a token card or row shows once its metadata arrives: a display name and image candidates.
// The metadata loader comes with the NFT pages' own code (statically): every page that shows token
// cards needs it at once, and as a separate chunk its evaluation waited behind the phone's long render
// tasks, holding the first metadata requests (and so the largest image) back by up to half a second.
// A card loads its metadata when it nears the viewport; the pages start their first screens' as the
// rows arrive. Failures only leave placeholders.
import { cleanText } from '$lib/safe';
import { cachedMetadata, type MetadataResult } from './metadata';
import { imageCandidates } from './uri';

// The first screens' metadata starts as the rows arrive (in metadata.ts: the early module uses it too).
export { FIRST_SCREENS, metadataOnArrival, startMetadata } from './metadata';

export class TokenMedia {
	result = $state.raw<MetadataResult | null>(null);
	images = $state.raw<string[]>([]);
	requested = $state(false);
	protected readonly uri: string;
	protected readonly gateways: string[];

	constructor(uri: string, gateways: string[]) {
		this.uri = uri;
		this.gateways = gateways;
	}

	load() {
		if (this.requested) return;
		this.requested = true;
		cachedMetadata(this.uri, { gateways: this.gateways }).then((r) => {
			this.images = r.ok ? imageCandidates(r.metadata.image, this.gateways) : [];
			this.result = r;
		});
	}

	get loading() {
		return this.requested && !this.result && this.uri !== '';
	}

	get name(): string | undefined {
		const n = this.result?.ok ? this.result.metadata.name : undefined;
		return n ? cleanText(n, 120) : undefined;
	}
}
