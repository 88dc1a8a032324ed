// Numbers, counts with plurals and dates for display: all through Intl, in one locale, so every
// page groups digits and picks "1 transaction" / "2 transactions" the same way. Amounts of tokens
// are exact bigint strings (format/amount.ts); times relative to now are in format/time.ts.
// The formatters are built on first use, not when this module loads: a phone spends ~70 ms on the
// first Intl object (ICU start-up), which must not stand between a deep link's code and its first
// data request. warmIntl() builds them while that request is on its way.
export const LOCALE = 'en';

let numbers: Intl.NumberFormat | undefined;
let plurals: Intl.PluralRules | undefined;
let dates: Intl.DateTimeFormat | undefined;
let dateTimes: Intl.DateTimeFormat | undefined;

/** 1234567 → "1,234,567" (bigints exactly). */
export const num = (n: number | bigint): string => (numbers ??= new Intl.NumberFormat(LOCALE)).format(n);

/** The word for `n` of something: plural('NFT', 2) → "NFTs"; `other` for irregular plurals. */
export function plural(n: number | bigint, one: string, other = `${one}s`): string {
	return (plurals ??= new Intl.PluralRules(LOCALE)).select(Number(n)) === 'one' ? one : other;
}

/** A count with its noun: count(1, 'transaction') → "1 transaction", count(1200n, 'NFT') → "1,200 NFTs". */
export const count = (n: number | bigint, one: string, other?: string): string => `${num(n)} ${plural(n, one, other)}`;

/** A calendar day in the reader's time zone: "Jan 5, 2026". */
export const formatDate = (d: Date): string => (dates ??= new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' })).format(d);

/** Day and minute in the reader's time zone: "Jan 5, 2026, 2:30 PM". */
export const formatDateTime = (d: Date): string => (dateTimes ??= new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' })).format(d);

/**
 * Builds the number and plural formatters when the main thread is next idle: call it right after a
 * page's data requests start, so Intl's start-up runs while they are on the wire rather than in
 * the render that shows their answer.
 */
export function warmIntl(): void {
	const warm = () => {
		num(0);
		plural(0, '');
	};
	if (typeof requestIdleCallback === 'function') requestIdleCallback(warm, { timeout: 1000 });
	else setTimeout(warm, 0);
}
