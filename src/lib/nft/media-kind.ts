// What an NFT's media is, decided from the URL when it says (file extension, data: type) and from the
// server's content type when it does not. Needed for an animation_url or a probe only: loaded with them.
import type { MediaKind } from './media';

const EXTENSIONS: Record<string, MediaKind> = {
	png: 'image',
	jpg: 'image',
	jpeg: 'image',
	gif: 'image',
	webp: 'image',
	avif: 'image',
	svg: 'image',
	bmp: 'image',
	ico: 'image',
	mp4: 'video',
	m4v: 'video',
	webm: 'video',
	mov: 'video',
	ogv: 'video',
	mp3: 'audio',
	wav: 'audio',
	ogg: 'audio',
	oga: 'audio',
	m4a: 'audio',
	flac: 'audio',
	aac: 'audio',
	opus: 'audio',
	html: 'html',
	htm: 'html',
	glb: 'model',
	gltf: 'model',
	usdz: 'model'
};

/** The kind a content type names ("image/png; …" → image); `unknown` for anything else. */
export function kindFromContentType(contentType: string | null | undefined): MediaKind {
	const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
	const top = type.split('/')[0];
	if (top === 'image' || top === 'video' || top === 'audio') return top;
	if (type === 'text/html' || type === 'application/xhtml+xml') return 'html';
	if (top === 'model' || type === 'application/octet-stream+gltf') return 'model';
	return 'unknown';
}

/** The kind a URL says it is (data: type or file extension), or undefined when it does not say. */
export function kindFromUrl(url: string): MediaKind | undefined {
	const data = /^data:([^;,]*)/i.exec(url);
	if (data) return kindFromContentType(data[1]);
	let path: string;
	try {
		path = new URL(url).pathname;
	} catch {
		return undefined;
	}
	const ext = /\.([a-z0-9]{2,5})$/i.exec(path)?.[1]?.toLowerCase();
	return ext ? EXTENSIONS[ext] : undefined;
}
