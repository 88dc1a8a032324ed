// Runs before first paint: apply the saved theme (or the OS preference) so dark mode does not flash.
// The preference is stored JSON-encoded by src/lib/state/prefs.svelte.ts.
(function () {
	var t = null;
	try {
		t = JSON.parse(localStorage.getItem('loom:theme') || 'null');
	} catch (e) {
		/* storage disabled or corrupt */
	}
	var dark = t === 'dark' || (t !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
	if (dark) document.documentElement.classList.add('dark');
})();
