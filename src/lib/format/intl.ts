// Numbers, counts with plurals and dates for display: all in one locale, so every page groups digits
// and picks "1 transaction" / "2 transactions" the same way. Amounts of tokens are exact bigint
// strings (format/amount.ts); times relative to now are in format/time.ts.
// A phone spends 30–70 ms on the first Intl object (ICU start-up), and a deep link's first render
// (block heights, gas, counts) used to pay it before its largest paint. The locale is fixed, and its
// integer grouping and plural rule are simple: integers and plurals need no Intl (tests compare them
// with Intl's); fractions and dates still use it, built on first use.
export const LOCALE = 'en';

let numbers: Intl.NumberFormat | undefined;
let dates: Intl.DateTimeFormat | undefined;
let dateTimes: Intl.DateTimeFormat | undefined;

/** An integer with a comma between each three digits, as Intl's 'en' format writes it. */
const grouped = (n: number | bigint): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/** 1234567 → "1,234,567" (bigints exactly). */
export const num = (n: number | bigint): string =>
	typeof n === 'bigint' || (Number.isSafeInteger(n) && !Object.is(n, -0)) ? grouped(n) : (numbers ??= new Intl.NumberFormat(LOCALE)).format(n);

/** The word for `n` of something: plural('NFT', 2) → "NFTs"; `other` for irregular plurals. */
export function plural(n: number | bigint, one: string, other = `${one}s`): string {
	// English: "one" is exactly 1 or -1 (as Intl.PluralRules('en') says, without its start-up).
	return Math.abs(Number(n)) === 1 ? one : other;
}

/** A count with its noun: count(1, 'transaction') → "1 transaction", count(1200n, 'NFT') → "1,200 NFTs". */
export const count = (n: number | bigint, one: string, other?: string): string => `${num(n)} ${plural(n, one, other)}`;

/** A calendar day in the reader's time zone: "Jan 5, 2026". */
export const formatDate = (d: Date): string => (dates ??= new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' })).format(d);

/** Day and minute in the reader's time zone: "Jan 5, 2026, 2:30 PM". */
export const formatDateTime = (d: Date): string => (dateTimes ??= new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' })).format(d);
