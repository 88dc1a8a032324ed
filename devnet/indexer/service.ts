// One fake rollytics as a devnet Service: routing, method handling and the wire encodings
// (Go JSON with `X-Cache: miss` on success, plain-text errors, Fiber's default 404/405).
// Fiber's response cache (key: method, path and raw query; successes only) is modelled for the
// `staleReads` fault: with it on, a repeated request gets the first answer again, however old,
// with `X-Cache: hit` (unless it sends `Cache-Control: no-cache`). With it off every answer is fresh.
import { goJson, sendJson, sendText, textError, type Ctx, type Service } from '../http';
import { HttpError } from './errors';
import { indexerRoutes, matchRoute } from './routes';
import type { ChainStore } from './store';

/** `head`: the chain's latest height; `/status` trails it by the `indexerLag` knob. */
export function indexerService(store: ChainStore, head: () => number = () => store.height + 1): Service {
	const routes = indexerRoutes(store);
	const cache = new Map<string, string>();
	return {
		name: 'indexer',
		errorBody: textError,
		handle(ctx: Ctx) {
			const isGet = ctx.method === 'GET' || ctx.method === 'HEAD';
			const hit = matchRoute(routes, ctx.path, (r) => isGet || r.methods === 'all');
			if (!hit) {
				// Fiber: 405 when another method's route matches the path, else its default 404.
				if (!isGet && matchRoute(routes, ctx.path, () => true))
					return sendText(ctx.res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
				return sendText(ctx.res, 404, `Cannot ${ctx.method} ${htmlEscape(ctx.path)}`);
			}
			if (!ctx.knobs.staleReads) cache.clear();
			const cacheKey = `${ctx.method === 'HEAD' ? 'GET' : ctx.method} ${ctx.url.pathname}?${ctx.url.search.slice(1)}`;
			const cached = ctx.knobs.staleReads && ctx.req.headers['cache-control'] !== 'no-cache' ? cache.get(cacheKey) : undefined;
			if (cached !== undefined) return sendJson(ctx.res, 200, cached, { 'X-Cache': 'hit' });
			try {
				const body = hit.route.handle({
					params: hit.params,
					query: ctx.url.searchParams,
					countTimedOut: ctx.knobs.countTimeout,
					indexedHeight: () => head() - ctx.knobs.indexerLag
				});
				const text = goJson(body);
				if (ctx.knobs.staleReads) cache.set(cacheKey, text);
				// Fiber's cache middleware marks every fresh success; errors never carry X-Cache.
				sendJson(ctx.res, 200, text, { 'X-Cache': 'miss' });
			} catch (e) {
				if (e instanceof HttpError) return sendText(ctx.res, e.status, e.message);
				process.stderr.write(`indexer ${store.chainId}: ${e instanceof Error ? e.stack : String(e)}\n`);
				sendText(ctx.res, 500, 'Internal Server Error');
			}
		}
	};
}

/** Go html.EscapeString, which Fiber applies to the path in "Cannot GET …". */
const htmlEscape = (s: string) =>
	s.replace(/[&'<>"]/g, (c) => ({ '&': '&amp;', "'": '&#39;', '<': '&lt;', '>': '&gt;', '"': '&#34;' })[c]!);
