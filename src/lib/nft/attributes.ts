// NFT attributes as the OpenSea metadata standard means them (chain-api §3.4): `display_type`
// `date` is a Unix time in seconds (values above 10^12 are taken as milliseconds, our heuristic),
// `number` a number (with `max_value`, "5 of 10"), `boost_number` and `boost_percentage` signed
// boosts; no display_type is a plain trait. Anything that does not fit shows as text.
// Read from the metadata's raw document on the token page only (after its content): the cards of the NFT
// lists, which load metadata too, never show attributes.
import * as v from 'valibot';
import { formatDate, num } from '$lib/format/intl';
import { exactTime } from '$lib/format/time';
import { cleanText } from '$lib/safe';
import { text } from './metadata';

export interface NftAttribute {
	trait: string;
	value: string | number | boolean;
	displayType?: string;
	/** The scale of a `number` trait ("5 of 10"). */
	maxValue?: number;
}

const attributeSchema = v.object({
	trait_type: v.optional(text),
	value: v.union([v.string(), v.number(), v.boolean()]),
	display_type: v.optional(v.string()),
	max_value: v.optional(v.number())
});

/**
 * The attributes of a metadata document (NftMetadata.raw) in the {trait_type, value} shape, and how
 * many it had in another (schema drift: counted, not shown).
 */
export function parseAttributes(raw: unknown): { attributes: NftAttribute[]; skipped: number } {
	const list = raw && typeof raw === 'object' && 'attributes' in raw && Array.isArray(raw.attributes) ? (raw.attributes as unknown[]) : [];
	const attributes: NftAttribute[] = [];
	for (const a of list) {
		const p = v.safeParse(attributeSchema, a);
		if (p.success)
			attributes.push({
				trait: p.output.trait_type ?? '',
				value: p.output.value,
				...(p.output.display_type !== undefined ? { displayType: p.output.display_type } : {}),
				...(p.output.max_value !== undefined ? { maxValue: p.output.max_value } : {})
			});
	}
	return { attributes, skipped: list.length - attributes.length };
}

export type TraitKind = 'text' | 'date' | 'number' | 'boost' | 'percent';

export interface TraitView {
	trait: string;
	/** What the value reads as. */
	text: string;
	kind: TraitKind;
	/** value / max_value (0..1) for a number with a scale. */
	ratio?: number;
	/** The exact value (UTC time for dates, the raw value otherwise), for a title. */
	exact: string;
	/** Dates: ISO 8601, for a <time datetime>. */
	iso?: string;
}

const MS_THRESHOLD = 1e12;

const numeric = (v: unknown): number | undefined => {
	const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN;
	return Number.isFinite(n) ? n : undefined;
};
const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${num(Math.abs(n))}`;

export function traitView(a: NftAttribute): TraitView {
	const trait = cleanText(a.trait, 100) || 'Trait';
	const raw = cleanText(a.value, 200);
	const plain: TraitView = { trait, text: typeof a.value === 'boolean' ? (a.value ? 'Yes' : 'No') : raw, kind: 'text', exact: raw };
	const n = numeric(a.value);
	if (n === undefined) return plain;
	switch (a.displayType) {
		case 'date': {
			const d = new Date(Math.abs(n) > MS_THRESHOLD ? n : n * 1000);
			return Number.isNaN(d.getTime()) ? plain : { trait, text: formatDate(d), kind: 'date', exact: exactTime(d), iso: d.toISOString() };
		}
		case 'number': {
			const max = a.maxValue !== undefined && a.maxValue > 0 ? a.maxValue : undefined;
			return {
				trait,
				text: max !== undefined ? `${num(n)} of ${num(max)}` : num(n),
				kind: 'number',
				exact: raw,
				...(max !== undefined ? { ratio: Math.min(1, Math.max(0, n / max)) } : {})
			};
		}
		case 'boost_number':
			return { trait, text: signed(n), kind: 'boost', exact: raw };
		case 'boost_percentage':
			return { trait, text: `${signed(n)}%`, kind: 'percent', exact: raw };
		default:
			return typeof a.value === 'number' ? { ...plain, text: num(n) } : plain;
	}
}
