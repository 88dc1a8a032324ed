// What a service's error answer says: its body read for a message, code and details, and its
// Retry-After. Failure-only code, so it loads with the first error answer, or ahead of need once a
// page's content is on screen (http.ts loadFailureCode, root layout); no page downloads it before its
// content.
import { ApiError, RETRY_WAIT_CAP_MS, type Service } from './http';
import { isRecord } from './schemas/common';

/** Retry-After as delta-seconds or an HTTP date, capped; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null): number | undefined {
	if (!value) return undefined;
	const trimmed = value.trim();
	const ms = /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - Date.now();
	if (Number.isNaN(ms)) return undefined;
	return Math.min(RETRY_WAIT_CAP_MS, Math.max(0, ms));
}

// Indexer errors are plain text; router, REST and kvindexer errors are JSON {code, message, details, info?};
// JSON-RPC servers may nest {error: {code, message, data}}.
export function httpError(ctx: { service: Service; endpoint: string }, res: Response, text: string): ApiError {
	const base = { service: ctx.service, endpoint: ctx.endpoint, status: res.status, kind: 'http' as const, bodyText: text };
	const trimmed = text.trim();
	if (trimmed.startsWith('{')) {
		try {
			const json: unknown = JSON.parse(trimmed);
			if (isRecord(json)) {
				const inner = isRecord(json.error) ? json.error : json;
				const message = typeof inner.message === 'string' ? inner.message : typeof json.error === 'string' ? json.error : '';
				return new ApiError({
					...base,
					reason: message || res.statusText,
					...(typeof inner.code === 'number' ? { code: inner.code } : {}),
					...(typeof json.info === 'string' && json.info ? { info: json.info } : {}),
					...(inner.details !== undefined ? { details: inner.details } : inner.data !== undefined ? { details: inner.data } : {})
				});
			}
		} catch {
			// Not JSON after all: fall through to text.
		}
	}
	// An HTML error page from a proxy says nothing useful in a one-line message.
	const line = trimmed.startsWith('<') ? '' : (trimmed.split('\n')[0] ?? '');
	return new ApiError({ ...base, reason: line || res.statusText });
}
