// Why the browser refused a request or hid its answer (CORS, mixed content, offline): the diagnosis
// http.ts runs on a failed request only, so its code (and its words) loads on the first failure.
import type { Blocked, BlockedBy, Fetch } from './http';

/** What the browser knows about a failed request (absent outside a browser). */
export interface BrowserSide {
	/** The page's origin and protocol. */
	page: { origin: string; protocol: string };
	online: boolean;
	/** An opaque (no-cors) request to the URL: resolves when the host answers at all. */
	probe(url: string): Promise<unknown>;
}

export function browserSide(doFetch: Fetch, signal: AbortSignal): BrowserSide | undefined {
	if (typeof location === 'undefined' || typeof navigator === 'undefined') return undefined;
	return {
		page: { origin: location.origin, protocol: location.protocol },
		online: navigator.onLine,
		probe: (url) => doFetch(url, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', signal })
	};
}

const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\])$/i;

/**
 * Why a request failed without an answer, when the browser is the cause: fetch() only says
 * "Failed to fetch". Offline and mixed content are known at once; a cross-origin request is
 * probed without CORS: if the host answers that, it is up and the browser hid its answer (CORS).
 */
export async function blockedReason(url: string, side: BrowserSide | undefined): Promise<BlockedBy | undefined> {
	if (!side) return undefined;
	if (!side.online) return 'offline';
	let target: URL;
	try {
		target = new URL(url, side.page.origin);
	} catch {
		return undefined;
	}
	// Browsers treat loopback as secure, so a local devnet over http works from an https page.
	if (side.page.protocol === 'https:' && target.protocol === 'http:' && !LOOPBACK.test(target.hostname)) return 'mixed-content';
	if (target.origin === side.page.origin) return undefined;
	try {
		await side.probe(target.href);
		return 'cors';
	} catch {
		return undefined;
	}
}

/**
 * Why the browser refused the request (`blockedReason`), with the words for CORS and mixed content
 * that name the service and its host (`where`: "indexer", " at host:port"); offline is told by http.ts.
 */
export async function blocked(url: string, side: BrowserSide | undefined, { name, at }: { name: string; at: string }): Promise<Blocked | undefined> {
	const blockedBy = await blockedReason(url, side);
	if (blockedBy === 'mixed-content')
		return { blockedBy, reason: `The browser blocked the request to the ${name}${at}: this page is served over HTTPS and the ${name} over plain HTTP (mixed content)` };
	if (blockedBy === 'cors') return { blockedBy, reason: `The browser blocked the answer of the ${name}${at}: it does not allow requests from this site (CORS is not enabled there)` };
	return blockedBy && { blockedBy };
}
