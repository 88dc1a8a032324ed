import type { ParamMatcher } from '@sveltejs/kit';
import { ALIAS_ROOTS } from '$lib/nav/alias-roots';

/** First path segments of other explorers' link shapes (chain-less InitiaScan, Blockscout). */
export const match = ((param: string): param is string => (ALIAS_ROOTS as readonly string[]).includes(param)) satisfies ParamMatcher;
