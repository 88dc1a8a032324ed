// Runs in <head> of the built pages, after its own preload links: preloads the code of the route being opened, so it loads with the
// app's start code instead of one round trip later. Reads the table that src/hooks.server.ts put
// in the page (scripts/build/route-preload.ts makes it from the route tree and the bundle).
(function () {
	var el = document.getElementById('loom-route-preload');
	if (!el) return;
	/** @type {{ base: string, files: string[], routes: [string, number[]][] }} */
	var t = JSON.parse(el.textContent || '{}');
	var p = location.pathname.slice(t.base.length) || '/';
	var route = t.routes.find(function (r) {
		return new RegExp(r[0]).test(p);
	});
	if (!route) return;
	route[1].forEach(function (n) {
		var l = document.createElement('link');
		l.rel = 'modulepreload';
		l.href = t.base + '/_app/immutable/' + t.files[n];
		document.head.appendChild(l);
	});
})();
