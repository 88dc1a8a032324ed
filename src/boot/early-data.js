// Runs at the top of <head> of the built pages, before anything else is requested: on a deep link
// whose first requests the early module starts (src/lib/nav/early-data.ts), that module and the
// framework-free chunks it imports load at once, ahead of the app's code, and it asks for the page's
// data while the app downloads. Table: scripts/build/route-preload.ts (routes with an early route id).
(function () {
	var el = document.getElementById('loom-route-preload');
	if (!el) return;
	/** @type {{ base: string, files: string[], routes: [string, number[], string?, number?][], early?: number[][] }} */
	var t = JSON.parse(el.textContent || '{}');
	if (!t.early) return;
	var p = location.pathname.slice(t.base.length) || '/';
	var route = t.routes.find(function (r) {
		return new RegExp(r[0]).test(p);
	});
	if (!route || !route[2]) return;
	var id = route[2];
	// The early module of this route (the NFT pages' or the EVM tx page's) and the chunks it imports.
	var early = t.early[route[3] || 0];
	if (!early) return;
	early.forEach(function (n) {
		var l = document.createElement('link');
		l.rel = 'modulepreload';
		l.href = t.base + '/_app/immutable/' + t.files[n];
		document.head.appendChild(l);
	});
	// A failure here only leaves the page's loads to ask on their own, as without this script.
	// src/boot/route-preload.js waits for this before it asks for the route's chunks: a phone's link
	// shares its bandwidth between all responses under way, and the early code must win that race.
	/** @type {any} */ (window).loomEarly = import(t.base + '/_app/immutable/' + t.files[/** @type {number} */ (early[0])])
		.then(function (m) {
			m.start(id, location.href, t.base);
		})
		.catch(function () {});
})();
