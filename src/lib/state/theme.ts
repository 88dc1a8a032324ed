// The theme on the page: the "dark" class on <html>. Mirrors src/boot/theme.js, which applies it before
// the first paint; afterwards the theme control (a choice) and $lib/shell-later (a choice made in another
// tab, the OS changing) apply it. Not in the shell: neither is any page's content.
import type { Theme } from './prefs.svelte';

export function applyTheme(t: Theme, systemDark = matchMedia('(prefers-color-scheme: dark)').matches) {
	const dark = t === 'dark' || (t === 'system' && systemDark);
	document.documentElement.classList.toggle('dark', dark);
}
