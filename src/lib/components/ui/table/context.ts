import { getContext, setContext } from 'svelte';

/** How a table shows on phones: rows as cards, or its columns scrolling inside the table. */
export type PhoneLayout = 'cards' | 'scroll';

const KEY = Symbol('table');
export const setPhoneLayout = (get: () => PhoneLayout) => setContext(KEY, get);
export const phoneLayout = (): PhoneLayout => (getContext<(() => PhoneLayout) | undefined>(KEY)?.() ?? 'cards');
