// Runs in <head> of the built pages, after its own preload links: preloads the code of the route being opened, so it loads with the
// app's start code instead of one round trip later. Reads the table that src/hooks.server.ts put
// in the page (scripts/build/route-preload.ts makes it from the route tree and the bundle).
// The build adds no preload code of its own to import() (vite.config.ts: modulePreload false), so the
// app asks here for a later route's chunks too (loomPreloadRoute, from src/routes/+layout.svelte): all
// at once, not one import level per round trip.
(function () {
	var el = document.getElementById('loom-route-preload');
	if (!el) return;
	/** @type {{ base: string, files: string[], routes: [string, number[]][] }} */
	var t = JSON.parse(el.textContent || '{}');
	/** @type {Record<number, boolean>} */
	var asked = {};
	/** @param {string} pathname */
	function preload(pathname) {
		var p = pathname.slice(t.base.length) || '/';
		var route = t.routes.find(function (r) {
			return new RegExp(r[0]).test(p);
		});
		if (!route) return;
		route[1].forEach(function (n) {
			if (asked[n]) return;
			asked[n] = true;
			var l = document.createElement('link');
			l.rel = 'modulepreload';
			l.href = t.base + '/_app/immutable/' + t.files[n];
			document.head.appendChild(l);
		});
	}
	// On a deep link whose data starts early (src/boot/early-data.js), after the early code is in: until
	// then the route's chunks would share the phone's bandwidth with it and hold it back.
	/** @type {Promise<void> | undefined} */
	var early = /** @type {any} */ (window).loomEarly;
	if (early)
		early.then(function () {
			preload(location.pathname);
		});
	else preload(location.pathname);
	/** @type {any} */ (window).loomPreloadRoute = preload;
})();
