// The j/k row navigation a list takes as an attachment: `<Card as="ul" {@attach rowList()}>`.
// At once it only marks the list (so j/k from anywhere find it, main-list.ts); the keyboard code
// (row-nav.ts) loads after the page's content, or as soon as the list gets focus or a key, so it
// never adds to what a page downloads before its content.
import type { Attachment } from 'svelte/attachments';
import { afterContent } from '$lib/after-content';
import type { RowNav } from './row-nav';

/** The attribute that marks a list for j/k (main-list.ts finds the page's main list by it). */
export const LIST = 'data-row-list';

export function rowList(
	opts: { grid?: boolean } = {},
	loadNav: () => Promise<typeof import('./row-nav')> = () => import('./row-nav'),
	after: (fn: () => void) => () => void = afterContent
): Attachment<HTMLElement> {
	return (node) => {
		node.setAttribute(LIST, '');
		let nav: RowNav | undefined;
		let loading: Promise<RowNav | undefined> | undefined;
		let gone = false;
		// Offline (or a deploy replaced the files) the code may not arrive: the list works without it,
		// and the next focus or key tries again.
		const load = () =>
			(loading ??= loadNav().then(
				(m) => (gone ? undefined : (nav = m.rowNav(node, opts.grid ?? false))),
				() => (loading = undefined)
			));
		// A key pressed before the code arrived is handled once it has (j/k have no default to stop).
		const onkeydown = (e: KeyboardEvent) => (nav ? nav.keydown(e) : void load().then((n) => n?.keydown(e)));
		// Cancelled with the list: a pending after-content call would keep the list (and its rows) alive.
		const cancelAfter = after(load);
		node.addEventListener('focusin', load);
		node.addEventListener('keydown', onkeydown);
		return () => {
			gone = true;
			cancelAfter();
			nav?.destroy();
			node.removeAttribute(LIST);
			node.removeEventListener('focusin', load);
			node.removeEventListener('keydown', onkeydown);
		};
	};
}
