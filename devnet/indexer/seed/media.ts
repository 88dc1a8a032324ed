// NFT uris for the seed: every uri points at something the devnet's media server or IPFS
// gateway serves (or deliberately does not), registered in the media catalog as it is made.
import { cidV0, cidV1 } from '../../media/cid';
import type { MediaBody, MediaCatalog } from '../../media/catalog';
import { nftMetadata, type MetadataProfile } from '../../media/metadata';
import { weaveSvg } from '../../media/art';
import { wovenPng } from '../../media/png';

export type ImageKind = 'svg' | 'png' | 'bare';

export class NftMedia {
	constructor(
		readonly catalog: MediaCatalog,
		readonly chainId: string
	) {}

	/** The token's art (a bare image is an SVG without a file extension). */
	art(slug: string, file: string, kind: ImageKind): MediaBody {
		const label = this.#label(slug, file);
		return kind === 'png' ? { type: 'png', render: () => wovenPng(label) } : { type: 'svg', render: () => weaveSvg(label) };
	}

	/** Art served at /media/{chain}/{slug}/{file}.svg|.png, or with no extension. */
	image(slug: string, file: string, kind: ImageKind): string {
		return this.catalog.put(`/media/${this.chainId}/${slug}/${file}${kind === 'bare' ? '' : `.${kind}`}`, { body: this.art(slug, file, kind) });
	}

	/** An image URL on the media server that answers 404. */
	brokenImage(slug: string, file: string): string {
		return `${this.catalog.base}/media/${this.chainId}/${slug}/missing-${file}.png`;
	}

	/** Metadata at /media/{chain}/{slug}/{file}.json. */
	http(slug: string, file: string, doc: () => unknown): string {
		return this.catalog.put(NftMedia.metadataPath(this.chainId, slug, file), { body: { type: 'json', render: doc } });
	}

	static metadataPath(chainId: string, slug: string, file: string) {
		return `/media/${chainId}/${slug}/${file}.json`;
	}

	/** Standard metadata for a token whose art has the same label. */
	metadata(slug: string, file: string, collection: string, name: string, image: string, profile: MetadataProfile) {
		return () => nftMetadata({ name, collection, label: this.#label(slug, file), image, profile });
	}

	/** An IPFS directory: files registered under /ipfs/{cid}/…; uris are ipfs://{cid}/{path}. */
	ipfsDir(label: string, version: 0 | 1 = 1, delayMs?: number) {
		const cid = version === 0 ? cidV0(label) : cidV1(label);
		return {
			cid,
			put: (file: string, body: MediaBody) => {
				this.catalog.put(`/ipfs/${cid}/${file}`, { body, delayMs });
				return `ipfs://${cid}/${file}`;
			}
		};
	}

	/** A single-file CID: the uri is just ipfs://{cid}. */
	ipfsFile(label: string, body: MediaBody): string {
		const cid = cidV1(label);
		this.catalog.put(`/ipfs/${cid}`, { body });
		return `ipfs://${cid}`;
	}

	/** On-chain metadata, as EVM contracts return from tokenURI. */
	static dataUri(doc: unknown): string {
		return `data:application/json;base64,${Buffer.from(JSON.stringify(doc)).toString('base64')}`;
	}

	/** A small inline SVG image for on-chain metadata. */
	dataImage(slug: string, file: string): string {
		return `data:image/svg+xml;base64,${Buffer.from(weaveSvg(this.#label(slug, file))).toString('base64')}`;
	}

	#label(slug: string, file: string) {
		return `${this.chainId}/${slug}/${file}`;
	}
}
