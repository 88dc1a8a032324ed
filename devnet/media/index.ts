// The devnet's media host and local IPFS gateway: chain and asset logos, the NFT art and
// metadata the seeded uris point at, and /ipfs/{cid}/{path} with a gateway's quirks (files that
// only resolve with ".json", a CID slow enough to trip timeouts, unknown CIDs answering 404).
import { sendBytes, sendText, textError, type Ctx, type Service } from '../http';
import { seedWorld } from '../indexer/seed/world';
import type { MediaEntry } from './catalog';
import { LOGOS } from './logos';

const ART_CACHE = 'public, max-age=86400';
/** Gateways serve content-addressed data as immutable. */
const IPFS_CACHE = 'public, max-age=29030400, immutable';

/** Serves /logos/{name}.svg, /media/... (NFT images and metadata) and /ipfs/{cid}/... (a local IPFS gateway). */
export function createMedia(base: string): Service {
	const { media } = seedWorld(base);
	return {
		name: 'media',
		errorBody: textError,
		async handle(ctx: Ctx) {
			if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return sendText(ctx.res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
			const path = decodePath(ctx.path);
			if (path === undefined) return sendText(ctx.res, 400, 'Bad Request: malformed percent-encoding');
			const logo = /^\/logos\/([a-z0-9-]+)\.svg$/.exec(path);
			if (logo) {
				const svg = LOGOS[logo[1]!];
				return svg ? sendBytes(ctx.res, 200, svg, 'image/svg+xml', { 'Cache-Control': ART_CACHE }) : sendText(ctx.res, 404, `404 page not found: ${path}`);
			}
			const entry = media.get(path.replace(/\/+$/, ''));
			const ipfs = path.startsWith('/ipfs/');
			if (!entry) return sendText(ctx.res, 404, ipfs ? ipfsNotFound(path) : `404 page not found: ${path}`);
			if (entry.delayMs && !(await delay(ctx, entry.delayMs))) return;
			serve(ctx, entry, path, ipfs);
		}
	};
}

function serve(ctx: Ctx, entry: MediaEntry, path: string, ipfs: boolean) {
	const headers: Record<string, string> = ipfs ? { 'Cache-Control': IPFS_CACHE, 'X-Ipfs-Path': path, Etag: `"${path.split('/')[2]}"` } : { 'Cache-Control': ART_CACHE };
	const body = entry.body;
	switch (body.type) {
		case 'svg':
			return sendBytes(ctx.res, 200, body.render(), 'image/svg+xml', headers);
		case 'png':
			return sendBytes(ctx.res, 200, body.render(), 'image/png', headers);
		case 'file':
			return sendBytes(ctx.res, 200, body.render(), body.contentType, headers);
		case 'status':
			return sendText(ctx.res, body.status, body.text);
		case 'json': {
			// Gateways type JSON by extension and sniff the rest as text, as kubo does.
			const type = !ipfs || path.endsWith('.json') ? 'application/json' : 'text/plain; charset=utf-8';
			return sendBytes(ctx.res, 200, JSON.stringify(body.render()), type, ipfs ? headers : { 'Cache-Control': 'public, max-age=300' });
		}
	}
}

/** Kubo's answer for a missing path under a CID. */
function ipfsNotFound(path: string): string {
	const [, , cid, ...rest] = path.split('/');
	return rest.length ? `ipfs resolve -r ${path}: no link named "${rest.at(-1)}" under ${cid}` : `ipfs resolve -r ${path}: not found`;
}

/** Waits, unless the client gives up first (then nothing is sent). */
function delay(ctx: Ctx, ms: number): Promise<boolean> {
	return new Promise((resolve) => {
		const timer = setTimeout(() => {
			ctx.res.off('close', onClose);
			resolve(true);
		}, ms);
		const onClose = () => {
			clearTimeout(timer);
			resolve(false);
		};
		ctx.res.once('close', onClose);
	});
}

/** The path with each segment percent-decoded (media paths are plain files, unlike the indexer's raw params). */
function decodePath(raw: string): string | undefined {
	try {
		return raw
			.split('/')
			.map((s) => decodeURIComponent(s))
			.join('/');
	} catch {
		return undefined;
	}
}
