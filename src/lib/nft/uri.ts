// NFT `uri` / `image` values as found on chain, turned into URLs a browser may fetch.
// Variants (indexer reference §9): https, ipfs://CID[/path], gateway URLs baked into metadata
// (https://gw/ipfs/CID/path, https://CID.ipfs.gw/path), data: URIs, "" and junk. IPFS content is
// tried through several gateways; everything that is not http(s) or data: is refused.

export type UriPlan =
	| { kind: 'none' }
	| { kind: 'data'; mediaType: string; text: string }
	| { kind: 'http'; urls: string[]; ipfsPath?: string }
	| { kind: 'unsupported'; scheme: string };

const CID = /^(Qm[1-9A-HJ-NP-Za-km-z]{44}|b[a-z2-7]{20,}|[a-zA-Z0-9]{20,})$/;

/** `CID/path` of an IPFS reference in any of its common forms, or undefined. */
export function ipfsPath(uri: string): string | undefined {
	const u = uri.trim();
	const m = /^ipfs:\/\/(?:ipfs\/)?(.+)$/i.exec(u);
	if (m) return m[1]!.replace(/^\/+/, '');
	let url: URL;
	try {
		url = new URL(u);
	} catch {
		return undefined;
	}
	if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
	const path = /^\/ipfs\/(.+)$/.exec(url.pathname);
	if (path && CID.test(path[1]!.split('/')[0]!)) return decodeURIComponent(path[1]!) + url.search;
	const sub = /^([a-z0-9]+)\.ipfs\./i.exec(url.hostname);
	if (sub && CID.test(sub[1]!)) return `${sub[1]}${url.pathname === '/' ? '' : url.pathname}${url.search}`;
	return undefined;
}

function decodeDataUri(uri: string): { mediaType: string; text: string } | undefined {
	const m = /^data:([^,]*?)(;base64)?,(.*)$/is.exec(uri.trim());
	if (!m) return undefined;
	const mediaType = (m[1] || 'text/plain').split(';')[0]!.toLowerCase();
	try {
		if (m[2]) {
			const bin = atob(m[3]!.replace(/\s+/g, ''));
			const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
			return { mediaType, text: new TextDecoder().decode(bytes) };
		}
		return { mediaType, text: decodeURIComponent(m[3]!) };
	} catch {
		return undefined;
	}
}

/** How to load a metadata `uri`: locally (data:), over http(s) (with gateway alternatives), or not at all. */
export function planUri(uri: unknown, gateways: string[]): UriPlan {
	if (typeof uri !== 'string' || uri.trim() === '') return { kind: 'none' };
	const u = uri.trim();
	if (/^data:/i.test(u)) {
		const d = decodeDataUri(u);
		return d ? { kind: 'data', ...d } : { kind: 'unsupported', scheme: 'data' };
	}
	const ipfs = ipfsPath(u);
	if (ipfs) {
		const viaGateways = gateways.map((g) => g.replace(/\/?$/, '/') + ipfs);
		// A gateway URL baked into metadata is tried first, then ours.
		const original = /^https?:/i.test(u) ? [u] : [];
		return { kind: 'http', urls: [...new Set([...original, ...viaGateways])], ipfsPath: ipfs };
	}
	if (/^ar:\/\//i.test(u)) return { kind: 'http', urls: [`https://arweave.net/${u.slice(5)}`] };
	try {
		const url = new URL(u);
		if (url.protocol === 'https:' || url.protocol === 'http:') return { kind: 'http', urls: [url.href] };
		return { kind: 'unsupported', scheme: url.protocol.replace(':', '') };
	} catch {
		return { kind: 'unsupported', scheme: u.split(':')[0]?.slice(0, 20) ?? '' };
	}
}

/**
 * Image sources to try in order for an `image` value: http(s) (with IPFS gateway alternatives)
 * or a data:image/* URI. Never a script-capable scheme.
 */
export function imageCandidates(image: unknown, gateways: string[]): string[] {
	if (typeof image !== 'string' || image.trim() === '') return [];
	const u = image.trim();
	if (/^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i.test(u)) return [u];
	const plan = planUri(u, gateways);
	return plan.kind === 'http' ? plan.urls : [];
}
