// Keyboard row navigation for lists and grids: j/k or ↓/↑ (and ←/→ in grids) move focus between
// [data-row] items, Enter opens the item's [data-row-link]. Rows keep a roving tabindex so Tab
// enters the list once. From anywhere else on the page, j/k enter the page's main list
// (`enterMainList` in main-list.ts, small enough for the layout to load with every page).
import type { Action } from 'svelte/action';
import { LIST } from './main-list';

export const rowNav: Action<HTMLElement, { grid?: boolean } | undefined> = (node, opts) => {
	let grid = opts?.grid ?? false;
	const rows = () => [...node.querySelectorAll<HTMLElement>('[data-row]')];

	function sync() {
		const all = rows();
		if (!all.length) return;
		const active = all.findIndex((r) => r.tabIndex === 0);
		all.forEach((r, i) => (r.tabIndex = i === (active < 0 ? 0 : active) ? 0 : -1));
	}

	function focusAt(i: number) {
		const all = rows();
		const target = all[Math.max(0, Math.min(all.length - 1, i))];
		if (!target) return;
		all.forEach((r) => (r.tabIndex = -1));
		target.tabIndex = 0;
		target.focus();
		target.scrollIntoView({ block: 'nearest' });
	}

	function onkeydown(e: KeyboardEvent) {
		if (e.metaKey || e.ctrlKey || e.altKey) return;
		const all = rows();
		// The focused row, or the row holding the focused link or button.
		const i = all.findIndex((r) => r.contains(document.activeElement));
		if (i < 0) return;
		const perRow = grid ? Math.max(1, Math.round(node.clientWidth / (all[0]!.offsetWidth || 1))) : 1;
		const moves: Record<string, number> = { j: 1, ArrowDown: perRow, k: -1, ArrowUp: -perRow };
		if (grid) Object.assign(moves, { ArrowRight: 1, ArrowLeft: -1 });
		if (e.key in moves) {
			e.preventDefault();
			focusAt(i + moves[e.key]!);
		} else if (e.key === 'Enter' && e.target === all[i]) {
			const link = all[i]!.querySelector<HTMLAnchorElement>('[data-row-link]');
			if (link) {
				e.preventDefault();
				link.click();
			}
		}
	}

	const observer = new MutationObserver(sync);
	observer.observe(node, { childList: true, subtree: true });
	sync();
	node.setAttribute(LIST, '');
	node.addEventListener('keydown', onkeydown);
	return {
		update(o) {
			grid = o?.grid ?? false;
		},
		destroy() {
			observer.disconnect();
			node.removeEventListener('keydown', onkeydown);
		}
	};
};
