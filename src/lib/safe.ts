// Service data (names, URIs, metadata, router text) is untrusted. Text is rendered with {text}
// only; these helpers decide which URLs may become links or image sources and clean strings of
// characters that could disguise them (bidi overrides, zero-width and control characters).

const SAFE_LINK = new Set(['http:', 'https:']);

function parse(url: unknown): URL | undefined {
	if (typeof url !== 'string' || url.length > 8192) return undefined;
	try {
		return new URL(url.trim());
	} catch {
		return undefined;
	}
}

/** An http(s) URL for an <a href>, else undefined. */
export function safeHref(url: unknown): string | undefined {
	const u = parse(url);
	return u && SAFE_LINK.has(u.protocol) ? u.href : undefined;
}

/**
 * A URL for an <img src>: http(s), blob:, or a data:image/* URI. An SVG in <img> cannot run
 * script, so data:image/svg+xml is allowed here; SVG markup is never inlined into the page.
 */
export function safeImageSrc(url: unknown): string | undefined {
	const u = parse(url);
	if (!u) return undefined;
	if (SAFE_LINK.has(u.protocol) || u.protocol === 'blob:') return u.href;
	if (u.protocol === 'data:' && /^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i.test(u.href)) return u.href;
	return undefined;
}

// Bidi embeddings/overrides/isolates, zero-width characters, BOM, and C0/C1 controls except \t \n.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** Removes invisible and direction-changing characters and caps the length (with an ellipsis). */
export function cleanText(s: unknown, max = 500): string {
	if (s === null || s === undefined) return '';
	const text = (typeof s === 'string' ? s : String(s)).replace(INVISIBLE, '');
	return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** True when cleaning changed the string: the UI can flag that the original had hidden characters. */
export function hadHiddenCharacters(s: string): boolean {
	INVISIBLE.lastIndex = 0;
	return INVISIBLE.test(s);
}
