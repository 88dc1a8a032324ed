// What an NFT's media is, decided from the URL when it says (file extension, data: type) and from
// the server's content type when it does not. Pure and small: the token page decides with it before
// any probe code loads. Why media cannot be shown, in words: ./media-problem.ts (loaded with its panel).

export type MediaKind = 'image' | 'video' | 'audio' | 'html' | 'model' | 'unknown';

/** Why media is not shown. */
export type MediaProblem =
	| { reason: 'unsafe'; scheme: string }
	| { reason: 'not-found'; status: number }
	| { reason: 'http'; status: number }
	| { reason: 'timeout'; seconds: number }
	| { reason: 'not-media'; contentType: string }
	| { reason: 'unreachable'; detail: string }
	| { reason: 'undecodable'; kind: MediaKind }
	| { reason: 'not-shown'; kind: 'html' | 'model' };

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

/** The scheme of a URL that is not http(s), data: or blob:, for the "unsafe scheme" message. */
export function unsafeScheme(url: unknown): string | undefined {
	if (typeof url !== 'string' || !url.trim()) return undefined;
	// Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
	// eslint-disable-next-line no-control-regex
	const m = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''));
	if (!m) return undefined;
	const scheme = m[1]!.toLowerCase();
	return ['http', 'https', 'ipfs', 'ar', 'data', 'blob'].includes(scheme) ? undefined : scheme;
}
