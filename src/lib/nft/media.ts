// What an NFT's media can be, why it may not be shown, and which URL schemes are never loaded. Pure and
// small: the token page's media view decides an image with it. What a URL or content type says the media
// is: ./media-kind.ts (loaded with an animation or a probe); why in words: ./media-problem.ts (with its panel).

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
