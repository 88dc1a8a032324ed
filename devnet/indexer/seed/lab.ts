// Loom Lab's uris (evm-local-1): one token per kind of NFT media and metadata behaviour a client
// must handle. Media kinds: video and audio with and without a file extension, an image without
// one, an image that answers too slowly, one that is missing, one served as an HTML page, an
// unsafe scheme, an HTML page as animation_url, a failing server. Metadata: a document that
// changes every time it is fetched, and one with every OpenSea `display_type`.
import { clipWebm, toneWav } from '../../media/clips';
import { EVM_PLAN } from './plan';
import type { NftMedia } from './media';

const LAB = EVM_PLAN.lab;
const T = LAB.tokens;
/** Longer than any client waits for an image. */
const SLOW_MS = 60_000;
/** 2026-01-05T00:00:00Z, in seconds (OpenSea dates are Unix seconds). */
const JAN_5 = 1_767_571_200;

const HTML_PAGE = '<!doctype html><html><head><title>Not an image</title></head><body><h1>Gallery</h1><script>alert("lab")</script></body></html>';

/** The token uris of Loom Lab by token id (each a metadata URL on the media server). */
export function labUris(media: NftMedia): (id: string) => string {
	const slug = LAB.slug;
	const base = `/media/${media.chainId}/${slug}`;
	const put = (file: string, body: Parameters<NftMedia['catalog']['put']>[1]['body'], delayMs?: number) =>
		media.catalog.put(`${base}/${file}`, { body, ...(delayMs ? { delayMs } : {}) });
	const poster = (id: string) => media.image(slug, id, 'svg');
	const doc = (id: string, kind: string, fields: Record<string, unknown>) =>
		media.http(slug, id, () => ({ name: `Loom Lab #${id} · ${kind}`, description: `${kind}: a Loom Lab test piece.`, ...fields }));
	const video = () => ({ type: 'file' as const, contentType: 'video/webm', render: clipWebm });
	const audio = (id: string) => ({ type: 'file' as const, contentType: 'audio/wav', render: () => toneWav(`${slug}/${id}`) });

	const uris = new Map<string, string>([
		[T.video, doc(T.video, 'Video', { image: poster(T.video), animation_url: put(`clip-${T.video}.webm`, video()) })],
		[T.videoBare, doc(T.videoBare, 'Video without extension', { image: poster(T.videoBare), animation_url: put(`clip-${T.videoBare}`, video()) })],
		[T.audio, doc(T.audio, 'Audio', { image: poster(T.audio), animation_url: put(`tone-${T.audio}.wav`, audio(T.audio)) })],
		[T.audioBare, doc(T.audioBare, 'Audio without extension', { image: poster(T.audioBare), animation_url: put(`tone-${T.audioBare}`, audio(T.audioBare)) })],
		[T.imageBare, doc(T.imageBare, 'Image without extension', { image: put(`art-${T.imageBare}`, media.art(slug, T.imageBare, 'png')) })],
		[T.slowImage, doc(T.slowImage, 'Slow image', { image: put(`slow-${T.slowImage}.png`, media.art(slug, T.slowImage, 'png'), SLOW_MS) })],
		[T.missingImage, doc(T.missingImage, 'Missing image', { image: media.brokenImage(slug, T.missingImage) })],
		[T.notMedia, doc(T.notMedia, 'Not media', { image: put(`page-${T.notMedia}.png`, { type: 'file', contentType: 'text/html; charset=utf-8', render: () => HTML_PAGE }) })],
		[T.unsafeImage, doc(T.unsafeImage, 'Unsafe scheme', { image: 'javascript:alert("lab")' })],
		[
			T.htmlAnimation,
			doc(T.htmlAnimation, 'HTML animation', { image: poster(T.htmlAnimation), animation_url: put(`page-${T.htmlAnimation}.html`, { type: 'file', contentType: 'text/html; charset=utf-8', render: () => HTML_PAGE }) })
		],
		[T.evolving, media.http(slug, T.evolving, evolvingDocument(poster(T.evolving)))],
		[T.serverError, doc(T.serverError, 'Server error', { image: put(`broken-${T.serverError}.png`, { type: 'status', status: 500, text: 'Internal Server Error' }) })],
		[T.traits, doc(T.traits, 'Every display type', { image: poster(T.traits), external_url: 'https://loom.example/lab/13', attributes: EVERY_DISPLAY_TYPE })],
		[T.staleOwner, doc(T.staleOwner, 'Stale owner', { image: poster(T.staleOwner) })]
	]);
	return (id) => uris.get(id) ?? '';
}

/** Every display_type of the OpenSea standard, a date in milliseconds, and plain traits. */
export const EVERY_DISPLAY_TYPE = [
	{ trait_type: 'Woven on', value: JAN_5, display_type: 'date' },
	{ trait_type: 'Dyed on (ms)', value: JAN_5 * 1000 + 86_400_000, display_type: 'date' },
	{ trait_type: 'Threads', value: 1240, display_type: 'number', max_value: 2000 },
	{ trait_type: 'Strength', value: 12, display_type: 'boost_number' },
	{ trait_type: 'Shine', value: 15, display_type: 'boost_percentage' },
	{ trait_type: 'Colour', value: 'Indigo' },
	{ trait_type: 'Handwoven', value: true },
	{ trait_type: 'Generation', value: 3 }
];

const STAGES = ['Seed', 'Sprout', 'Bloom', 'Fruit'];

/** Metadata that changes on every fetch: version n has level n, a stage, and a date n days on. */
export function evolvingDocument(image: string): () => unknown {
	let version = 0;
	return () => {
		version += 1;
		return {
			name: `Loom Lab #${LAB.tokens.evolving} · Evolving v${version}`,
			description: `Version ${version} of a piece that changes every time its metadata is read.`,
			image,
			attributes: [
				{ trait_type: 'Level', value: version, display_type: 'number' },
				{ trait_type: 'Stage', value: STAGES[(version - 1) % STAGES.length] },
				{ trait_type: 'Last grown', value: JAN_5 + version * 86_400, display_type: 'date' },
				{ trait_type: 'Species', value: 'Loom fern' }
			]
		};
	};
}
