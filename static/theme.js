// Runs before first paint: apply the saved theme (or the OS preference) so dark mode does not flash.
(function () {
	var t = null;
	try {
		t = localStorage.getItem('loom:theme');
	} catch (e) {
		/* storage disabled */
	}
	var dark = t === 'dark' || ((t === null || t === 'system') && window.matchMedia('(prefers-color-scheme: dark)').matches);
	if (dark) document.documentElement.classList.add('dark');
})();
