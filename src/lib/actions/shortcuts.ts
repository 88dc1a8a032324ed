// The site's keys (the root layout listens; this module loads after a page's content, or with the
// first key press, so no page downloads it before its content): / search, n/p pages, j/k the main
// list, ? the sheet of shortcuts, Escape leaves a field.
import { enterMainList } from './main-list';

function typing(t: EventTarget | null) {
	const el = t as HTMLElement | null;
	return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

export function onShortcutKey(e: KeyboardEvent, openSheet: () => void): void {
	if (e.defaultPrevented || e.metaKey || e.ctrlKey || e.altKey) return;
	if (e.key === 'Escape' && typing(e.target)) return (e.target as HTMLElement).blur();
	if (typing(e.target)) return;
	if (e.key === '/') {
		const inputs = [...document.querySelectorAll<HTMLInputElement>('[data-search-input]')];
		// On phones the header's search opens first (its button focuses it).
		if (!inputs.some((i) => i.offsetParent !== null)) document.querySelector<HTMLButtonElement>('button[aria-controls="header-search"]')?.click();
		const visible = inputs.reverse().find((i) => i.offsetParent !== null);
		if (visible) {
			e.preventDefault();
			visible.focus();
			visible.select();
		}
	} else if (e.key === 'n' || e.key === 'p') {
		// Pages: the (first) pager on the page owns n/p.
		const link = document.querySelector<HTMLAnchorElement>(`a[data-pager="${e.key === 'n' ? 'next' : 'prev'}"]`);
		if (link) {
			e.preventDefault();
			link.click();
		}
	} else if ((e.key === 'j' || e.key === 'k') && !(e.target as Element | null)?.closest?.('[data-row]')) {
		// Rows handle j/k themselves; from anywhere else j/k enter the page's main list.
		if (enterMainList()) e.preventDefault();
	} else if (e.key === '?') {
		e.preventDefault();
		openSheet();
	}
}
