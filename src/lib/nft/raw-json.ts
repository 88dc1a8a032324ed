// Raw JSON views (token metadata, NFT history txs) show service data as received, but characters
// that are invisible or change text direction are written as \uXXXX escapes: a right-to-left
// override in a name must not reorder what the user reads in the "raw" view either.

// Bidi embeddings/overrides/isolates, zero-width characters, BOM, DEL and C1 controls. (JSON.stringify
// already escapes C0 controls inside strings.)
const HIDDEN = /[\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** Pretty-printed JSON with hidden characters escaped, capped at `max` characters. */
export function rawJson(value: unknown, max = 200_000): string {
	const text = JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2) ?? 'undefined';
	return text.slice(0, max).replace(HIDDEN, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
