// j/k from anywhere on a page enter its main list (the layout's shortcut). Kept apart from the row
// action (row-nav.ts), which only pages with lists load, so every page can answer the key at once.

/**
 * The attribute rowList() (row-list.ts) puts on a list, written here rather than imported from there:
 * row-list taking it from this module made this module a file of its own on every page with a list
 * (only the lazy shortcuts use the rest). ui/parts.test.ts checks a rowList list is found.
 */
const LIST = 'data-row-list';

/** The first list in `main` with rows: the page's main list. */
function mainList(): HTMLElement | undefined {
	return [...document.querySelectorAll<HTMLElement>(`main [${LIST}]`)].find((l) => l.querySelector('[data-row]'));
}

/**
 * Focuses the first row of the main list that is on screen (the first row when none is), so j/k
 * work without tabbing into the list. False when the page has no list.
 */
export function enterMainList(): boolean {
	const list = mainList();
	if (!list) return false;
	const all = [...list.querySelectorAll<HTMLElement>('[data-row]')];
	const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
	const target = all.find((r) => r.getBoundingClientRect().top >= header && r.getBoundingClientRect().top < innerHeight) ?? all[0]!;
	all.forEach((r) => (r.tabIndex = r === target ? 0 : -1));
	target.focus();
	target.scrollIntoView({ block: 'nearest' });
	return true;
}
