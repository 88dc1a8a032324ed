// What the media server and the local IPFS gateway can serve: the seed registers every
// metadata document and image its NFT uris point at, by path; bodies are rendered on demand.

export type MediaBody =
	| { type: 'json'; render: () => unknown }
	| { type: 'svg'; render: () => string }
	| { type: 'png'; render: () => Buffer }
	/** Any other file (video, audio, an HTML page) with its content type. */
	| { type: 'file'; contentType: string; render: () => Buffer | string }
	/** A server that fails: this status with a text body. */
	| { type: 'status'; status: number; text: string };

export interface MediaEntry {
	body: MediaBody;
	/** Answer only after this long: a gateway slow enough to trip client timeouts. */
	delayMs?: number;
}

export class MediaCatalog {
	readonly #entries = new Map<string, MediaEntry>();

	constructor(
		/** The devnet origin the registered URLs point at. */
		readonly base: string
	) {}

	/** Register a resource at a decoded path ("/media/…" or "/ipfs/{cid}/…"); returns its absolute URL. */
	put(path: string, entry: MediaEntry): string {
		this.#entries.set(path, entry);
		return `${this.base}${path}`;
	}

	get(path: string): MediaEntry | undefined {
		return this.#entries.get(path);
	}
}
