// Building blocks for the resource schemas: integer parsing that never goes through JS floats,
// the indexer page envelope, and "keep the untouched input" for raw views.
import * as v from 'valibot';

export const isRecord = (x: unknown): x is Record<string, unknown> =>
	typeof x === 'object' && x !== null && !Array.isArray(x);

/** The value if it is a string, else null (for hand-read, loosely typed bodies). */
export const str = (x: unknown): string | null => (typeof x === 'string' ? x : null);

const DECIMAL = /^-?\d+$/;
const HEX = /^0x[0-9a-f]*$/i;

/** bigint from a decimal string or a safe integer; null for anything else. */
export function toBigInt(x: unknown): bigint | null {
	if (typeof x === 'bigint') return x;
	if (typeof x === 'number') return Number.isSafeInteger(x) ? BigInt(x) : null;
	return typeof x === 'string' && DECIMAL.test(x) ? BigInt(x) : null;
}

const integerAction = <T>(parse: (x: T) => bigint | null, what: string) =>
	v.rawTransform<T, bigint>(({ dataset, addIssue, NEVER }) => {
		const n = parse(dataset.value);
		if (n !== null) return n;
		addIssue({ message: `Invalid ${what}: ${JSON.stringify(dataset.value)}` });
		return NEVER;
	});

/** Decimal integer, a string on the wire (a number is tolerated) → bigint. */
export const bigintSchema = v.pipe(v.union([v.string(), v.number()]), integerAction<string | number>(toBigInt, 'integer'));

/** Like `bigintSchema`, but missing or "" (a field the server left empty) reads as 0n. */
export const amountOrZero = v.pipe(
	v.nullish(v.union([v.string(), v.number()]), ''),
	integerAction<string | number>((x) => (x === '' ? 0n : toBigInt(x)), 'amount')
);

/** "0x…" hex (the empty "0x" included). */
export const hexString = v.pipe(v.string(), v.regex(HEX, 'Invalid hex: expected "0x" followed by hex digits'));

/** A hex string already checked by `hexString` → bigint; "0x" (no value) is 0n. */
export const hexValue = (hex: string): bigint => (hex.length === 2 ? 0n : BigInt(hex));

export const hexBigint = v.pipe(hexString, v.transform(hexValue));

/** Integer as a number, or as a numeric string (kvindexer sends some counts as strings). */
export const intSchema = v.pipe(
	v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(DECIMAL))]),
	v.transform(Number)
);

/**
 * Indexer `total`: only a positive count is a count. "0" means counting was off and "-1" that
 * it timed out, so both (and anything unreadable) become null and the UI shows "unknown".
 */
export function totalOrNull(x: unknown): bigint | null {
	const n = toBigInt(x);
	return n !== null && n > 0n ? n : null;
}

export interface Page<T> {
	items: T[];
	nextKey: string | null;
	previousKey: string | null;
	total: bigint | null;
	/** The indexer's COUNT timed out (`total` "-1"): there is a total, it is just not known. */
	countTimedOut?: true;
}

// kvindexer sends no previous_key; Go may encode an empty list as null.
const pagination = v.nullish(
	v.object({
		next_key: v.nullish(v.string()),
		previous_key: v.nullish(v.string()),
		total: v.nullish(v.union([v.string(), v.number()]))
	})
);

/** `{<listKey>: T[], pagination}` → Page<T>. */
export function pageOf<S extends v.GenericSchema>(listKey: string, item: S) {
	return v.pipe(
		v.object({ [listKey]: v.nullable(v.array(item)), pagination }),
		v.transform((wire): Page<v.InferOutput<S>> => {
			const p = wire.pagination as v.InferOutput<typeof pagination>;
			return {
				items: (wire[listKey] as v.InferOutput<S>[] | null) ?? [],
				nextKey: p?.next_key || null,
				previousKey: p?.previous_key || null,
				total: totalOrNull(p?.total),
				...(String(p?.total ?? '').trim() === '-1' ? { countTimedOut: true as const } : {})
			};
		})
	);
}

/** Validates with `schema` and also keeps the untouched input (raw views, byte-exact echoes). */
export function withRaw<S extends v.GenericSchema>(schema: S) {
	return v.pipe(
		v.unknown(),
		v.rawTransform<unknown, { parsed: v.InferOutput<S>; raw: unknown }>(({ dataset, addIssue, NEVER }) => {
			const result = v.safeParse(schema, dataset.value);
			if (result.success) return { parsed: result.output, raw: dataset.value };
			for (const issue of result.issues) addIssue({ message: issue.message, path: issue.path, input: issue.input });
			return NEVER;
		})
	);
}

/** Reshapes the input with `prep`, then validates with `schema` (issues keep their paths). */
export function preprocess<S extends v.GenericSchema>(prep: (input: unknown) => unknown, schema: S) {
	return v.pipe(
		v.unknown(),
		v.rawTransform<unknown, v.InferOutput<S>>(({ dataset, addIssue, NEVER }) => {
			const result = v.safeParse(schema, prep(dataset.value));
			if (result.success) return result.output;
			for (const issue of result.issues) addIssue({ message: issue.message, path: issue.path, input: issue.input });
			return NEVER;
		})
	);
}
