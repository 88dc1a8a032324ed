// What changed between two reads of a token's metadata (the user's "Refresh metadata"): fields
// and attributes (matched by trait name) with their old and new values as the page shows them.
import { cleanText } from '$lib/safe';
import { parseAttributes, traitView, type NftAttribute } from './attributes';
import type { NftMetadata } from './metadata';

export interface MetadataChange {
	/** "Name", "Image", "Trait “Level”"… */
	field: string;
	/** "" when the field was absent. */
	before: string;
	after: string;
}

const FIELDS: [label: string, get: (m: NftMetadata) => string | undefined][] = [
	['Name', (m) => m.name],
	['Description', (m) => m.description],
	['Image', (m) => m.image ?? (m.imageData ? 'inline SVG' : undefined)],
	['Animation', (m) => m.animationUrl],
	['Website', (m) => m.externalUrl]
];

const show = (s: string | undefined, max = 160) => cleanText(s ?? '', max);
const traitText = (a: NftAttribute | undefined) => (a ? traitView(a).text : '');

function byTrait(attrs: NftAttribute[]): Map<string, NftAttribute> {
	const m = new Map<string, NftAttribute>();
	attrs.forEach((a, i) => {
		// Repeated or empty trait names keep their position so they still pair up.
		const key = a.trait && !m.has(a.trait) ? a.trait : `#${i}:${a.trait}`;
		m.set(key, a);
	});
	return m;
}

export function diffMetadata(before: NftMetadata | undefined, after: NftMetadata | undefined): MetadataChange[] {
	const changes: MetadataChange[] = [];
	for (const [field, get] of FIELDS) {
		const a = show(before && get(before));
		const b = show(after && get(after));
		if (a !== b) changes.push({ field, before: a, after: b });
	}
	const old = byTrait(parseAttributes(before?.raw).attributes);
	const now = byTrait(parseAttributes(after?.raw).attributes);
	for (const key of new Set([...old.keys(), ...now.keys()])) {
		const a = old.get(key);
		const b = now.get(key);
		if (a && b && a.value === b.value && a.displayType === b.displayType && a.maxValue === b.maxValue) continue;
		changes.push({ field: `Trait “${cleanText((a ?? b)!.trait, 60) || 'Trait'}”`, before: traitText(a), after: traitText(b) });
	}
	return changes;
}
