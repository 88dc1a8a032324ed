// Numbers, counts with plurals and dates for display: all in one locale, so every page groups digits
// and picks "1 transaction" / "2 transactions" the same way. Amounts of tokens are exact bigint
// strings (format/amount.ts); times relative to now are in format/time.ts.
// A phone spends 30–70 ms on the first Intl object (ICU start-up), and a deep link's first render
// (block heights, gas, counts) used to pay it before its largest paint. The locale is fixed, and its
// grouping, decimals, plural rule and medium dates are simple: they need no Intl (tests compare them
// with Intl's); only what is outside those (huge numbers, dates outside years 1–9999, date and time)
// still uses it, built on first use. NFT attributes (fractions, dates) paid the start-up on the token
// page's phone render.
export const LOCALE = 'en';

let numbers: Intl.NumberFormat | undefined;
let dates: Intl.DateTimeFormat | undefined;
let dateTimes: Intl.DateTimeFormat | undefined;

/** An integer with a comma between each three digits, as Intl's 'en' format writes it. */
const grouped = (n: number | bigint): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * A number below 10^21 as Intl's 'en' format writes it by default: grouped, at most three decimals
 * rounded half away from zero from the shortest decimal that reads back as `n` (as ICU rounds), no
 * trailing zeros. Undefined for what only Intl writes (huge, NaN, infinite).
 */
function decimal(n: number): string | undefined {
	const a = Math.abs(n);
	if (!Number.isFinite(n) || a >= 1e21) return undefined;
	const sign = n < 0 || Object.is(n, -0) ? '-' : '';
	// Below this String() may write an exponent; it rounds to zero anyway.
	if (a < 0.0005) return `${sign}0`;
	let [whole = '0', frac = ''] = String(a).split('.');
	if (frac.length > 3) {
		const up = frac[3]! >= '5';
		frac = frac.slice(0, 3);
		if (up) {
			const digits = String(BigInt(whole + frac) + 1n).padStart(whole.length + 3, '0');
			whole = digits.slice(0, -3);
			frac = digits.slice(-3);
		}
	}
	frac = frac.replace(/0+$/, '');
	return `${sign}${grouped(BigInt(whole))}${frac ? `.${frac}` : ''}`;
}

/** 1234567 → "1,234,567" (bigints exactly), 0.12345 → "0.123". */
export const num = (n: number | bigint): string =>
	typeof n === 'bigint' || (Number.isSafeInteger(n) && !Object.is(n, -0)) ? grouped(n) : (decimal(n) ?? (numbers ??= new Intl.NumberFormat(LOCALE)).format(n));

/** The word for `n` of something: plural('NFT', 2) → "NFTs"; `other` for irregular plurals. */
export function plural(n: number | bigint, one: string, other = `${one}s`): string {
	// English: "one" is exactly 1 or -1 (as Intl.PluralRules('en') says, without its start-up).
	return Math.abs(Number(n)) === 1 ? one : other;
}

/** A count with its noun: count(1, 'transaction') → "1 transaction", count(1200n, 'NFT') → "1,200 NFTs". */
export const count = (n: number | bigint, one: string, other?: string): string => `${num(n)} ${plural(n, one, other)}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar day in the reader's time zone: "Jan 5, 2026" (Intl's 'en' medium date; other years through Intl). */
export function formatDate(d: Date): string {
	const y = d.getFullYear();
	if (y >= 1 && y <= 9999) return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${y}`;
	return (dates ??= new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' })).format(d);
}

/** Day and minute in the reader's time zone: "Jan 5, 2026, 2:30 PM". */
export const formatDateTime = (d: Date): string => (dateTimes ??= new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' })).format(d);
