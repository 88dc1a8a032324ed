// Numbers, counts with plurals and dates for display: all through Intl, in one locale, so every
// page groups digits and picks "1 transaction" / "2 transactions" the same way. Amounts of tokens
// are exact bigint strings (format/amount.ts); times relative to now are in format/time.ts.
export const LOCALE = 'en';

const numbers = new Intl.NumberFormat(LOCALE);
const plurals = new Intl.PluralRules(LOCALE);

/** 1234567 → "1,234,567" (bigints exactly). */
export const num = (n: number | bigint): string => numbers.format(n);

/** The word for `n` of something: plural('NFT', 2) → "NFTs"; `other` for irregular plurals. */
export function plural(n: number | bigint, one: string, other = `${one}s`): string {
	return plurals.select(Number(n)) === 'one' ? one : other;
}

/** A count with its noun: count(1, 'transaction') → "1 transaction", count(1200n, 'NFT') → "1,200 NFTs". */
export const count = (n: number | bigint, one: string, other?: string): string => `${num(n)} ${plural(n, one, other)}`;

const dates = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' });
const dateTimes = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

/** A calendar day in the reader's time zone: "Jan 5, 2026". */
export const formatDate = (d: Date): string => dates.format(d);

/** Day and minute in the reader's time zone: "Jan 5, 2026, 2:30 PM". */
export const formatDateTime = (d: Date): string => dateTimes.format(d);
