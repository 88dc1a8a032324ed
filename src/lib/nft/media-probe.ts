// Asks a media server what a URL is, without downloading it: a HEAD request, or a one-byte ranged
// GET where HEAD is refused, through the app's HTTP boundary (anonymous, time-boxed). Loaded only
// when a URL does not say what it is or media failed to load.
import { ApiError, request, type Fetch } from '$lib/api/http';
import { paced } from '$lib/pace';
import type { MediaKind, MediaProblem } from './media';
import { kindFromContentType } from './media-kind';

export type ProbeResult = { ok: true; kind: MediaKind; contentType: string } | { ok: false; problem: MediaProblem };

export interface ProbeOptions {
	signal?: AbortSignal;
	timeoutMs?: number;
	fetch?: Fetch;
}

const DEFAULT_TIMEOUT_MS = 8000;

export async function probeMedia(url: string, opts: ProbeOptions = {}): Promise<ProbeResult> {
	const timeoutMs = opts.timeoutMs ?? paced(DEFAULT_TIMEOUT_MS);
	const ask = (method: 'HEAD' | 'GET') =>
		request({
			service: 'media',
			url,
			method,
			accept: '*/*',
			// A simple range is a CORS-safelisted header (no preflight); a server that ignores it and
			// sends a large file is refused by its length header before the body downloads.
			...(method === 'GET' ? { headers: { range: 'bytes=0-0' }, maxBytes: 64 * 1024 } : {}),
			anonymous: true,
			maxAttempts: 1,
			cacheTtlMs: 60_000,
			timeoutMs,
			signal: opts.signal,
			fetch: opts.fetch
		});
	try {
		let res;
		try {
			res = await ask('HEAD');
		} catch (e) {
			// Some hosts (and S3-style signed URLs) refuse HEAD but serve GET.
			if (e instanceof ApiError && e.kind === 'http' && [403, 405, 501].includes(e.status)) res = await ask('GET');
			else throw e;
		}
		const contentType = res.headers.get('content-type') ?? '';
		return { ok: true, kind: kindFromContentType(contentType), contentType };
	} catch (e) {
		return { ok: false, problem: problemOf(e, timeoutMs) };
	}
}

export function problemOf(e: unknown, timeoutMs: number): MediaProblem {
	if (e instanceof ApiError) {
		if (e.kind === 'http') return e.status === 404 || e.status === 410 ? { reason: 'not-found', status: e.status } : { reason: 'http', status: e.status };
		if (e.kind === 'timeout') return { reason: 'timeout', seconds: Math.round(timeoutMs / 1000) };
		if (e.kind === 'blocked') return { reason: 'unreachable', detail: e.blockedBy === 'cors' ? 'CORS' : (e.blockedBy ?? '') };
	}
	return { reason: 'unreachable', detail: e instanceof ApiError ? '' : e instanceof Error ? e.message : String(e) };
}
