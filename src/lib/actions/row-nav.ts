// Keyboard row navigation for lists and grids: j/k or ↓/↑ (and ←/→ in grids) move focus between
// [data-row] items, Enter opens the item's [data-row-link]. Rows keep a roving tabindex so Tab
// enters the list once. Lists take it through the `rowList` attachment (row-list.ts), which loads
// this module after the page's content; from anywhere else on the page, j/k enter the page's main
// list (`enterMainList` in main-list.ts, small enough for the layout to load with every page).

export interface RowNav {
	/** Handles a key pressed in the list (also one pressed before this module had loaded). */
	keydown(e: KeyboardEvent): void;
	destroy(): void;
}

export function rowNav(node: HTMLElement, grid: boolean): RowNav {
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

	function keydown(e: KeyboardEvent) {
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
	return { keydown, destroy: () => observer.disconnect() };
}
