// NFT attributes as the OpenSea metadata standard means them (chain-api §3.4): `display_type`
// `date` is a Unix time in seconds (values above 10^12 are taken as milliseconds, our heuristic),
// `number` a number (with `max_value`, "5 of 10"), `boost_number` and `boost_percentage` signed
// boosts; no display_type is a plain trait. Anything that does not fit shows as text.
import { formatDate, num } from '$lib/format/intl';
import { exactTime } from '$lib/format/time';
import { cleanText } from '$lib/safe';
import type { NftAttribute } from './metadata';

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
