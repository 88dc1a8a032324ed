import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { answeredAt, ApiError, clearCache, getJson, loadFailureCode, onRequest, postJson, recentRequests, request, requestsInFlight, setDefaultTimeout, underWay, whenQuiet, type RequestEvent } from './http';
import { blockedReason, type BrowserSide } from './blocked';
import { parseRetryAfter } from './http-failure';
import { fakeFetch, jsonResponse, never, textResponse } from './fixtures/fake-fetch';

const URL_A = 'https://idx.test/indexer/nft/v1/collections/0x1';
const any = v.unknown();
const indexer = { service: 'indexer' as const };

async function caught(promise: Promise<unknown>): Promise<ApiError> {
	try {
		await promise;
	} catch (e) {
		expect(e).toBeInstanceOf(ApiError);
		return e as ApiError;
	}
	throw new Error('expected a rejection');
}

beforeEach(() => clearCache());
afterEach(() => {
	vi.useRealTimers();
	vi.restoreAllMocks();
});

const useFakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

describe('responses', () => {
	it('validates and transforms a JSON body', async () => {
		const f = fakeFetch(() => jsonResponse({ n: '12' }));
		const schema = v.pipe(v.object({ n: v.string() }), v.transform((w) => BigInt(w.n)));
		await expect(getJson(URL_A, schema, { ...indexer, fetch: f })).resolves.toBe(12n);
		expect(f.calls[0]).toMatchObject({ url: URL_A, method: 'GET', body: undefined });
		// A simple CORS request: no content-type on GET.
		expect(f.calls[0]!.headers).toEqual({ accept: 'application/json' });
	});

	it('posts JSON', async () => {
		const f = fakeFetch(() => jsonResponse({ ok: true }));
		await postJson('https://r.test/x', { a: 1 }, any, { service: 'router', fetch: f });
		expect(f.calls[0]).toMatchObject({ method: 'POST', body: '{"a":1}' });
		expect(f.calls[0]!.headers['content-type']).toBe('application/json');
	});

	it('reads an error answer with code that loads on demand, or ahead of need (loadFailureCode)', async () => {
		const code = await loadFailureCode();
		expect(code.httpError({ service: 'router', endpoint: `GET ${URL_A}` }, new Response(null, { status: 429 }), '{"message":"slow down","code":8}')).toMatchObject({
			kind: 'http',
			status: 429,
			code: 8,
			message: 'Router answered 429: slow down'
		});
		expect(await loadFailureCode()).toBe(code);
	});

	it('turns a plain-text error body into an ApiError', async () => {
		const f = fakeFetch(() => textResponse('nft collection not found', 404));
		const e = await caught(getJson(URL_A, any, { ...indexer, fetch: f }));
		expect(e).toMatchObject({
			service: 'indexer',
			kind: 'http',
			status: 404,
			endpoint: `GET ${URL_A}`,
			bodyText: 'nft collection not found',
			message: 'Indexer answered 404: nft collection not found'
		});
		expect(e.code).toBeUndefined();
	});

	it('reads code, message, info and details from a JSON error body', async () => {
		const body = {
			code: 3,
			message: 'difference in usd value of route input and output is too large',
			details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'BAD_PRICE_ERROR' }],
			info: 'Try a smaller amount'
		};
		const f = fakeFetch(() => jsonResponse(body, 400));
		const e = await caught(postJson('https://r.test/v2/fungible/route', {}, any, { service: 'router', fetch: f }));
		expect(e).toMatchObject({ kind: 'http', status: 400, code: 3, info: 'Try a smaller amount', details: body.details });
		expect(e.message).toBe('Router answered 400: difference in usd value of route input and output is too large');
		expect(e.endpoint).toBe('POST https://r.test/v2/fungible/route');
	});

	it('reads a nested JSON-RPC error body', async () => {
		const f = fakeFetch(() => jsonResponse({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'method not found' } }, 400));
		const e = await caught(postJson('https://rpc.test', {}, any, { service: 'jsonrpc', fetch: f }));
		expect(e).toMatchObject({ code: -32601, message: 'JSON-RPC endpoint answered 400: method not found' });
	});

	it('falls back to the status text for HTML bodies and keeps at most 2 KB of body', async () => {
		const html = `<html><body>${'x'.repeat(5000)}</body></html>`;
		const f = fakeFetch(() => new Response(html, { status: 502, statusText: 'Bad Gateway' }));
		const e = await caught(getJson(URL_A, any, { ...indexer, fetch: f, maxAttempts: 1 }));
		expect(e.message).toBe('Indexer answered 502: Bad Gateway');
		expect(e.bodyText).toHaveLength(2048);
	});

	it('keeps the message to one short line', async () => {
		const f = fakeFetch(() => textResponse(`${'e'.repeat(1000)}\nsecond line`, 400));
		const e = await caught(getJson(URL_A, any, { ...indexer, fetch: f }));
		expect(e.message).toBe(`Indexer answered 400: ${'e'.repeat(300)}…`);
		expect(e.bodyText).toContain('second line');
	});

	it('reports a body that is not JSON as a schema error', async () => {
		const f = fakeFetch(() => new Response('<!doctype html>', { status: 200 }));
		const e = await caught(getJson(URL_A, any, { ...indexer, fetch: f }));
		expect(e).toMatchObject({ kind: 'schema', status: 200, bodyText: '<!doctype html>' });
		expect(e.message).toBe('Indexer sent an unexpected response (the body is not JSON)');
	});

	it('names the failing path of a schema mismatch', async () => {
		const f = fakeFetch(() => jsonResponse({ tokens: [{ height: 1 }, { height: 'x' }] }));
		const schema = v.object({ tokens: v.array(v.object({ height: v.number() })) });
		const e = await caught(getJson(URL_A, schema, { ...indexer, fetch: f }));
		expect(e.kind).toBe('schema');
		expect(e.message).toContain('tokens.1.height: Invalid type: Expected number but received "x"');
		expect(e.details).toEqual([{ path: 'tokens.1.height', message: expect.any(String) }]);
	});

	it('turns a throwing transform into a schema error', async () => {
		const f = fakeFetch(() => jsonResponse({ n: 'abc' }));
		const schema = v.pipe(v.object({ n: v.string() }), v.transform((w) => BigInt(w.n)));
		expect((await caught(getJson(URL_A, schema, { ...indexer, fetch: f }))).kind).toBe('schema');
	});

	it('asks third-party hosts anonymously, with the Accept header given, and HEAD when asked', async () => {
		const seen: RequestInit[] = [];
		const f = Object.assign(async (_url: RequestInfo | URL, init?: RequestInit) => {
			seen.push(init!);
			return new Response(null, { status: 200, headers: { 'content-type': 'image/png' } });
		}) as typeof fetch;
		const raw = await request({ service: 'metadata', url: 'https://media.test/a.png', method: 'HEAD', accept: 'image/*', anonymous: true, fetch: f });
		expect(raw.headers.get('content-type')).toBe('image/png');
		expect(seen[0]).toMatchObject({ method: 'HEAD', credentials: 'omit', referrerPolicy: 'no-referrer', headers: { accept: 'image/*' } });
		await request({ ...indexer, url: URL_A, fetch: f });
		expect(seen[1]!.credentials).toBeUndefined();
	});

	it('refuses an answer larger than maxBytes, by its length header or its body', async () => {
		const big = fakeFetch(() => new Response('x'.repeat(10), { headers: { 'content-length': '5000' } }));
		expect((await caught(request({ service: 'metadata', url: 'https://m.test/1', maxBytes: 2048, fetch: big }))).message).toBe(
			'Metadata server sent an unexpected response (the answer is larger than 2 KB)'
		);
		const chunked = fakeFetch(() => new Response('x'.repeat(3000)));
		expect((await caught(request({ service: 'metadata', url: 'https://m.test/2', maxBytes: 2048, fetch: chunked }))).kind).toBe('schema');
		const small = fakeFetch(() => new Response('{}'));
		await expect(request({ service: 'metadata', url: 'https://m.test/3', maxBytes: 2048, fetch: small })).resolves.toMatchObject({ text: '{}' });
	});

	it('drops credentials and fragments from the endpoint', async () => {
		const f = fakeFetch(() => textResponse('nope', 400));
		const e = await caught(getJson('https://user:pw@idx.test/a?b=1#frag', any, { ...indexer, fetch: f }));
		expect(e.endpoint).toBe('GET https://idx.test/a?b=1');
	});
});

describe('retries', () => {
	beforeEach(() => {
		useFakeTimers();
		vi.spyOn(Math, 'random').mockReturnValue(1); // jitter at its ceiling: 500 ms, then 1000 ms
	});

	it('retries GET on 5xx with exponential backoff and succeeds', async () => {
		const f = fakeFetch((_, n) => (n < 3 ? textResponse('Internal Server Error', 500) : jsonResponse({ ok: 1 })));
		const p = getJson(URL_A, any, { ...indexer, fetch: f });
		await vi.advanceTimersByTimeAsync(0);
		expect(f.calls).toHaveLength(1);
		await vi.advanceTimersByTimeAsync(499);
		expect(f.calls).toHaveLength(1);
		await vi.advanceTimersByTimeAsync(1);
		expect(f.calls).toHaveLength(2);
		await vi.advanceTimersByTimeAsync(1000);
		expect(f.calls).toHaveLength(3);
		await expect(p).resolves.toEqual({ ok: 1 });
	});

	it('gives up after maxAttempts with the last error', async () => {
		const f = fakeFetch(() => textResponse('Internal Server Error', 500));
		const p = caught(getJson(URL_A, any, { ...indexer, fetch: f, maxAttempts: 2 }));
		await vi.advanceTimersByTimeAsync(5000);
		expect((await p).status).toBe(500);
		expect(f.calls).toHaveLength(2);
	});

	it('honours Retry-After in seconds on 429', async () => {
		const f = fakeFetch((_, n) => (n === 1 ? textResponse('Too Many Requests', 429, { 'retry-after': '2' }) : jsonResponse(1)));
		const p = getJson(URL_A, any, { ...indexer, fetch: f });
		await vi.advanceTimersByTimeAsync(1999);
		expect(f.calls).toHaveLength(1);
		await vi.advanceTimersByTimeAsync(1);
		expect(f.calls).toHaveLength(2);
		await expect(p).resolves.toBe(1);
	});

	it('honours Retry-After as an HTTP date', async () => {
		vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
		const f = fakeFetch((_, n) =>
			n === 1 ? textResponse('busy', 503, { 'retry-after': 'Sun, 01 Jun 2025 12:00:03 GMT' }) : jsonResponse(1)
		);
		const p = getJson(URL_A, any, { ...indexer, fetch: f });
		await vi.advanceTimersByTimeAsync(2999);
		expect(f.calls).toHaveLength(1);
		await vi.advanceTimersByTimeAsync(1);
		await expect(p).resolves.toBe(1);
	});

	it('caps Retry-After and gives up instead of waiting past the deadline', async () => {
		const f = fakeFetch(() => textResponse('slow down', 429, { 'retry-after': '3600' }));
		const p = caught(getJson(URL_A, any, { ...indexer, fetch: f, timeoutMs: 5000 }));
		await vi.advanceTimersByTimeAsync(0);
		const e = await p;
		expect(e).toMatchObject({ kind: 'http', status: 429 });
		expect(f.calls).toHaveLength(1);
	});

	it('retries network errors', async () => {
		const f = fakeFetch((_, n) => (n === 1 ? Promise.reject(new TypeError('Failed to fetch')) : jsonResponse(2)));
		const p = getJson(URL_A, any, { ...indexer, fetch: f });
		await vi.advanceTimersByTimeAsync(500);
		await expect(p).resolves.toBe(2);
	});

	it('reports a network failure once attempts run out', async () => {
		const f = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
		const p = caught(getJson(URL_A, any, { ...indexer, fetch: f }));
		await vi.advanceTimersByTimeAsync(2000);
		const e = await p;
		expect(e).toMatchObject({ kind: 'network', status: 0, message: 'Indexer at idx.test could not be reached: Failed to fetch', host: 'idx.test' });
		expect(f.calls).toHaveLength(3);
	});

	it('never retries 4xx', async () => {
		const f = fakeFetch(() => textResponse('pagination.limit must be between 1 and 1000', 400));
		await caught(getJson(URL_A, any, { ...indexer, fetch: f }));
		expect(f.calls).toHaveLength(1);
	});

	it('never retries a non-idempotent POST', async () => {
		const f = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
		const p = caught(postJson('https://r.test/v2/fungible/msgs', {}, any, { service: 'router', fetch: f }));
		await vi.advanceTimersByTimeAsync(5000);
		expect((await p).kind).toBe('network');
		expect(f.calls).toHaveLength(1);
	});

	it('retries a POST marked idempotent', async () => {
		const f = fakeFetch((_, n) => (n === 1 ? jsonResponse({ code: 2, message: 'internal server error' }, 500) : jsonResponse(3)));
		const p = postJson('https://r.test/v2/fungible/route', {}, any, { service: 'router', fetch: f, idempotent: true });
		await vi.advanceTimersByTimeAsync(500);
		await expect(p).resolves.toBe(3);
		expect(f.calls[1]!.body).toBe('{}');
	});

	it('does not retry once aborted during the backoff wait', async () => {
		const f = fakeFetch(() => textResponse('Internal Server Error', 500));
		const ac = new AbortController();
		const p = caught(getJson(URL_A, any, { ...indexer, fetch: f, signal: ac.signal }));
		await vi.advanceTimersByTimeAsync(100);
		ac.abort();
		expect((await p).kind).toBe('aborted');
		await vi.advanceTimersByTimeAsync(5000);
		expect(f.calls).toHaveLength(1);
	});
});

describe('parseRetryAfter', () => {
	it('reads seconds, dates and caps at 10 s', () => {
		expect(parseRetryAfter(null)).toBeUndefined();
		expect(parseRetryAfter('1.5')).toBe(1500);
		expect(parseRetryAfter('0')).toBe(0);
		expect(parseRetryAfter('999')).toBe(10_000);
		expect(parseRetryAfter('soon')).toBeUndefined();
		expect(parseRetryAfter(new Date(Date.now() - 60_000).toUTCString())).toBe(0);
	});
});

describe('timeouts and aborts', () => {
	beforeEach(() => useFakeTimers());

	it('times out after 15 s by default', async () => {
		const f = fakeFetch(never);
		const p = caught(getJson(URL_A, any, { ...indexer, fetch: f }));
		await vi.advanceTimersByTimeAsync(14_999);
		expect(f.calls[0]!.signal.aborted).toBe(false);
		await vi.advanceTimersByTimeAsync(1);
		const e = await p;
		expect(e).toMatchObject({ kind: 'timeout', status: 0, message: 'Indexer did not answer within 15 s' });
		expect(f.calls[0]!.signal.aborted).toBe(true);
		expect(f.calls).toHaveLength(1);
	});

	it('uses the configured default deadline for requests that name none', async () => {
		setDefaultTimeout(3000);
		try {
			const p = caught(getJson(URL_A, any, { ...indexer, fetch: fakeFetch(never) }));
			await vi.advanceTimersByTimeAsync(3000);
			expect((await p).message).toBe('Indexer did not answer within 3 s');
		} finally {
			setDefaultTimeout(15_000);
		}
	});

	it('times out even when the fetch ignores its signal', async () => {
		const f = fakeFetch(() => new Promise<Response>(() => {}));
		const p = caught(getJson(URL_A, any, { ...indexer, fetch: f, timeoutMs: 2000 }));
		await vi.advanceTimersByTimeAsync(2000);
		expect((await p).message).toBe('Indexer did not answer within 2 s');
	});

	it('rejects at once when the signal is already aborted', async () => {
		const f = fakeFetch(() => jsonResponse(1));
		const e = await caught(getJson(URL_A, any, { ...indexer, fetch: f, signal: AbortSignal.abort() }));
		expect(e).toMatchObject({ kind: 'aborted', message: 'Request to the indexer was cancelled' });
		expect(f.calls).toHaveLength(0);
	});

	it('aborts the fetch when its only consumer aborts', async () => {
		const f = fakeFetch(never);
		const ac = new AbortController();
		const p = caught(getJson(URL_A, any, { ...indexer, fetch: f, signal: ac.signal }));
		await vi.advanceTimersByTimeAsync(10);
		ac.abort();
		expect((await p).kind).toBe('aborted');
		expect(f.calls[0]!.signal.aborted).toBe(true);
	});
});

describe('cache and shared in-flight requests', () => {
	it('makes one request for concurrent consumers', async () => {
		const f = fakeFetch(() => jsonResponse({ n: 1 }));
		const [a, b] = await Promise.all([
			getJson(URL_A, any, { ...indexer, fetch: f }),
			getJson(URL_A, any, { ...indexer, fetch: f })
		]);
		expect(a).toEqual(b);
		expect(f.calls).toHaveLength(1);
	});

	it('serves repeats from cache within the TTL and refetches after it', async () => {
		useFakeTimers();
		const f = fakeFetch((_, n) => jsonResponse(n));
		expect(await getJson(URL_A, any, { ...indexer, fetch: f })).toBe(1);
		await vi.advanceTimersByTimeAsync(4999);
		expect(await getJson(URL_A, any, { ...indexer, fetch: f })).toBe(1);
		await vi.advanceTimersByTimeAsync(1);
		expect(await getJson(URL_A, any, { ...indexer, fetch: f })).toBe(2);
		expect(await getJson(URL_A, any, { ...indexer, fetch: f, cacheTtlMs: 0 })).toBe(3);
	});

	it('gives every consumer its own parse of the shared body', async () => {
		const f = fakeFetch(() => jsonResponse({ n: '5' }));
		const asBig = v.pipe(v.object({ n: v.string() }), v.transform((w) => BigInt(w.n)));
		const [a, b] = await Promise.all([
			getJson(URL_A, asBig, { ...indexer, fetch: f }),
			getJson(URL_A, any, { ...indexer, fetch: f })
		]);
		expect(a).toBe(5n);
		expect(b).toEqual({ n: '5' });
	});

	it('never caches errors', async () => {
		const f = fakeFetch((_, n) => (n === 1 ? textResponse('nft collection not found', 404) : jsonResponse({ found: true })));
		await caught(getJson(URL_A, any, { ...indexer, fetch: f }));
		await expect(getJson(URL_A, any, { ...indexer, fetch: f })).resolves.toEqual({ found: true });
		expect(f.calls).toHaveLength(2);
	});

	it('does not cache POSTs by default and keys cached POSTs by body', async () => {
		const f = fakeFetch((_, n) => jsonResponse(n));
		const url = 'https://r.test/v2/info/balances';
		await postJson(url, { a: 1 }, any, { service: 'router', fetch: f });
		await postJson(url, { a: 1 }, any, { service: 'router', fetch: f });
		expect(f.calls).toHaveLength(2);
		expect(await postJson(url, { a: 1 }, any, { service: 'router', fetch: f, cacheTtlMs: 1000 })).toBe(3);
		expect(await postJson(url, { a: 1 }, any, { service: 'router', fetch: f, cacheTtlMs: 1000 })).toBe(3);
		expect(await postJson(url, { a: 2 }, any, { service: 'router', fetch: f, cacheTtlMs: 1000 })).toBe(4);
	});

	it('keeps the shared request alive while another consumer still waits', async () => {
		let release!: (r: Response) => void;
		const f = fakeFetch(() => new Promise<Response>((resolve) => (release = resolve)));
		const preload = new AbortController();
		const hover = caught(getJson(URL_A, any, { ...indexer, fetch: f, signal: preload.signal }));
		const navigation = getJson(URL_A, any, { ...indexer, fetch: f, signal: new AbortController().signal });
		preload.abort();
		expect((await hover).kind).toBe('aborted');
		expect(f.calls[0]!.signal.aborted).toBe(false);
		release(jsonResponse({ page: 1 }));
		await expect(navigation).resolves.toEqual({ page: 1 });
		expect(f.calls).toHaveLength(1);
	});

	it('aborts the shared request when every consumer has left, and starts fresh afterwards', async () => {
		const f = fakeFetch((req, n) => (n === 1 ? never(req) : jsonResponse({ fresh: true })));
		const a = new AbortController();
		const b = new AbortController();
		const pa = caught(getJson(URL_A, any, { ...indexer, fetch: f, signal: a.signal }));
		const pb = caught(getJson(URL_A, any, { ...indexer, fetch: f, signal: b.signal }));
		a.abort();
		expect(f.calls[0]!.signal.aborted).toBe(false);
		b.abort();
		expect(f.calls[0]!.signal.aborted).toBe(true);
		expect((await pa).kind).toBe('aborted');
		expect((await pb).kind).toBe('aborted');
		await expect(getJson(URL_A, any, { ...indexer, fetch: f })).resolves.toEqual({ fresh: true });
		expect(f.calls).toHaveLength(2);
	});

	it('answeredAt tells when the service sent an answer, also for a later copy served from the cache', async () => {
		useFakeTimers();
		const f = fakeFetch((_, n) => jsonResponse({ n }));
		const sent = Date.now();
		const first = await getJson(URL_A, any, { ...indexer, fetch: f, cacheTtlMs: 30_000 });
		expect(answeredAt(first)).toBe(sent);
		await vi.advanceTimersByTimeAsync(20_000);
		const cached = await getJson(URL_A, any, { ...indexer, fetch: f, cacheTtlMs: 30_000 });
		expect(cached).toEqual({ n: 1 });
		expect(answeredAt(cached)).toBe(sent);
		clearCache();
		const fresh = await getJson(URL_A, any, { ...indexer, fetch: f, cacheTtlMs: 30_000 });
		expect(fresh).toEqual({ n: 2 });
		expect(answeredAt(fresh)).toBe(sent + 20_000);
		expect(answeredAt(null)).toBeUndefined();
		expect(answeredAt({ n: 2 })).toBeUndefined();
	});

	it('clearCache forgets cached answers', async () => {
		const f = fakeFetch((_, n) => jsonResponse(n));
		await getJson(URL_A, any, { ...indexer, fetch: f });
		clearCache();
		expect(await getJson(URL_A, any, { ...indexer, fetch: f })).toBe(2);
	});
});

describe('onRequest', () => {
	it('reports every attempt until unsubscribed', async () => {
		useFakeTimers();
		vi.spyOn(Math, 'random').mockReturnValue(1);
		const events: RequestEvent[] = [];
		const off = onRequest((e) => events.push(e));
		onRequest(() => {
			throw new Error('a broken listener must not break requests');
		});
		const f = fakeFetch((_, n) => (n === 1 ? textResponse('Internal Server Error', 500) : jsonResponse(1)));
		const p = request({ ...indexer, url: URL_A, fetch: f });
		await vi.advanceTimersByTimeAsync(500);
		await p;
		expect(events.map((e) => [e.attempt, e.status, e.error?.kind])).toEqual([
			[1, 500, 'http'],
			[2, 200, undefined]
		]);
		expect(events[0]!.endpoint).toBe(`GET ${URL_A}`);
		off();
		await request({ ...indexer, url: `${URL_A}/other`, fetch: f });
		expect(events).toHaveLength(2);
	});
});

describe('answers that fail validation', () => {
	const okSchema = v.object({ ok: v.boolean() });
	/** A service whose first answer fails the schema and whose next ones are right. */
	const wrongThenRight = () => fakeFetch((_req, n) => jsonResponse(n === 1 ? { wrong: true } : { ok: true }));
	const ask = (url: string, fetch: typeof globalThis.fetch, more: { ahead?: true } = {}) => getJson(url, okSchema, { ...indexer, fetch, cacheTtlMs: 60_000, ...more });

	it('are not kept in the cache, so a retry asks the service again', async () => {
		const fetch = wrongThenRight();
		const url = 'https://cache-eviction.test/x';
		await expect(ask(url, fetch)).rejects.toBeInstanceOf(ApiError);
		await expect(ask(url, fetch)).resolves.toEqual({ ok: true });
		expect(fetch.calls).toHaveLength(2);
	});

	it('asked ahead of their page, stay shared: the page gets the same answer and describes it, then a retry asks again', async () => {
		const fetch = wrongThenRight();
		const url = 'https://cache-ahead.test/x';
		await expect(ask(url, fetch, { ahead: true })).rejects.toBeInstanceOf(ApiError);
		await expect(ask(url, fetch)).rejects.toMatchObject({ kind: 'schema', bodyText: '{"wrong":true}' });
		expect(fetch.calls).toHaveLength(1);
		await expect(ask(url, fetch)).resolves.toEqual({ ok: true });
		expect(fetch.calls).toHaveLength(2);
	});
});

describe('failures asked ahead of their page', () => {
	/** A service that refuses the first request (400, not retried) and answers the next ones. */
	const refusedThenRight = () => fakeFetch((_req, n) => (n === 1 ? new Response('pagination.limit must be between 1 and 1000', { status: 400 }) : jsonResponse({ ok: true })));
	const okSchema = v.object({ ok: v.boolean() });
	const ask = (url: string, fetch: typeof globalThis.fetch, more: { ahead?: true } = {}) => getJson(url, okSchema, { ...indexer, fetch, cacheTtlMs: 60_000, ...more });

	it('are kept for the page even when they land before it asks: it describes the same answer, then Retry asks again', async () => {
		const fetch = refusedThenRight();
		const url = 'https://failure-ahead.test/x';
		await expect(ask(url, fetch, { ahead: true })).rejects.toMatchObject({ status: 400 });
		await expect(ask(url, fetch)).rejects.toMatchObject({ status: 400, bodyText: 'pagination.limit must be between 1 and 1000' });
		expect(fetch.calls).toHaveLength(1);
		await expect(ask(url, fetch)).resolves.toEqual({ ok: true });
		expect(fetch.calls).toHaveLength(2);
	});

	it('are not kept when the page asked too: its Retry asks again', async () => {
		const fetch = refusedThenRight();
		const url = 'https://failure-joined.test/x';
		const early = ask(url, fetch, { ahead: true });
		const page = ask(url, fetch);
		await expect(early).rejects.toMatchObject({ status: 400 });
		await expect(page).rejects.toMatchObject({ status: 400 });
		expect(fetch.calls).toHaveLength(1);
		await expect(ask(url, fetch)).resolves.toEqual({ ok: true });
	});

	it('leave answers that came through alone: an early answer is shared with every later ask while fresh', async () => {
		const fetch = fakeFetch(() => jsonResponse({ ok: true }));
		const url = 'https://answer-ahead.test/x';
		await ask(url, fetch, { ahead: true });
		for (let i = 0; i < 3; i++) await expect(ask(url, fetch)).resolves.toEqual({ ok: true });
		expect(fetch.calls).toHaveLength(1);
	});

	it('are not kept when not asked ahead', async () => {
		const fetch = refusedThenRight();
		const url = 'https://failure-plain.test/x';
		await expect(ask(url, fetch)).rejects.toMatchObject({ status: 400 });
		await expect(ask(url, fetch)).resolves.toEqual({ ok: true });
		expect(fetch.calls).toHaveLength(2);
	});
});

describe('requests the browser blocks', () => {
	const side = (over: Partial<BrowserSide> = {}): BrowserSide => ({
		page: { origin: 'https://loom.example', protocol: 'https:' },
		online: true,
		probe: () => Promise.resolve(undefined),
		...over
	});

	it('says offline when the browser has no network', async () => {
		expect(await blockedReason('https://idx.test/x', side({ online: false }))).toBe('offline');
	});

	it('says mixed content for a plain-HTTP service from an HTTPS page, but not for loopback', async () => {
		expect(await blockedReason('http://idx.test/x', side())).toBe('mixed-content');
		expect(await blockedReason('http://127.0.0.1:4174/indexer', side({ probe: () => Promise.reject(new TypeError('down')) }))).toBeUndefined();
		expect(await blockedReason('http://localhost:4174/x', side())).toBe('cors');
	});

	it('says CORS when the host answers a no-cors probe, and nothing when it does not answer at all', async () => {
		const probed: string[] = [];
		expect(await blockedReason('https://idx.test/x?y=1', side({ probe: async (u) => probed.push(u) }))).toBe('cors');
		expect(probed).toEqual(['https://idx.test/x?y=1']);
		expect(await blockedReason('https://idx.test/x', side({ probe: () => Promise.reject(new TypeError('Failed to fetch')) }))).toBeUndefined();
	});

	it('never blames the browser for a same-origin request or outside a browser', async () => {
		expect(await blockedReason('https://loom.example/networks.json', side())).toBeUndefined();
		expect(await blockedReason('https://idx.test/x', undefined)).toBeUndefined();
	});

	it('in a browser, turns the failure into a blocked error that names the host, and does not retry it', async () => {
		vi.stubGlobal('location', { origin: 'http://127.0.0.1:5173', protocol: 'http:' });
		vi.stubGlobal('navigator', { onLine: true });
		try {
			const f = fakeFetch((req) => (req.method === 'HEAD' ? Promise.resolve(new Response(null)) : Promise.reject(new TypeError('Failed to fetch'))));
			const e = await caught(getJson('https://rollytics.example:8080/indexer/nft/v1/tokens', any, { ...indexer, fetch: f }));
			expect(e).toMatchObject({ kind: 'blocked', blockedBy: 'cors', host: 'rollytics.example:8080', status: 0 });
			expect(e.message).toBe('The browser blocked the answer of the indexer at rollytics.example:8080: it does not allow requests from this site (CORS is not enabled there)');
			expect(f.calls.map((c) => c.method)).toEqual(['GET', 'HEAD']);

			vi.stubGlobal('navigator', { onLine: false });
			const off = await caught(getJson('https://rollytics.example/x', any, { ...indexer, fetch: f }));
			expect(off.message).toBe('You are offline: the indexer at rollytics.example could not be reached');

			vi.stubGlobal('location', { origin: 'https://loom.example', protocol: 'https:' });
			vi.stubGlobal('navigator', { onLine: true });
			const mixed = await caught(getJson('http://rollytics.example/x', any, { service: 'router', fetch: f }));
			expect(mixed.message).toBe('The browser blocked the request to the router at rollytics.example: this page is served over HTTPS and the router over plain HTTP (mixed content)');
		} finally {
			vi.unstubAllGlobals();
		}
	});
});

describe('request log', () => {
	it('keeps the last 50 attempts with their outcome, oldest first', async () => {
		const f = fakeFetch((req) => (req.url.endsWith('/bad') ? textResponse('nope', 404) : jsonResponse(1)));
		for (let i = 0; i < 55; i++) await request({ ...indexer, url: `https://log.test/${i}`, fetch: f, cacheTtlMs: 0 });
		await caught(request({ ...indexer, url: 'https://log.test/bad', fetch: f }));
		const log = recentRequests();
		expect(log).toHaveLength(50);
		expect(log[0]!.endpoint).toBe('GET https://log.test/6');
		expect(log.at(-1)).toMatchObject({ endpoint: 'GET https://log.test/bad', status: 404, error: { kind: 'http' } });
		expect(typeof log.at(-1)!.at).toBe('number');
	});
});

describe('a fresh request (the user asked for the newest answer)', () => {
	it('skips the shared answer and the browser cache, and sends extra headers', async () => {
		let n = 0;
		const f = fakeFetch(() => jsonResponse({ n: ++n }));
		const url = 'https://m.test/evolving.json';
		await getJson(url, any, { service: 'metadata', fetch: f });
		await expect(getJson(url, any, { service: 'metadata', fetch: f })).resolves.toEqual({ n: 1 });
		await expect(getJson(url, any, { service: 'metadata', fetch: f, fresh: true })).resolves.toEqual({ n: 2 });
		expect(f.calls.map((c) => c.cache)).toEqual([undefined, 'reload']);
		await request({ service: 'media', url: 'https://m.test/v', headers: { range: 'bytes=0-0' }, accept: '*/*', fetch: f });
		expect(f.calls[2]!.headers).toEqual({ accept: '*/*', range: 'bytes=0-0' });
	});
});

describe('whenQuiet', () => {
	it('resolves once every request under way has an answer or an error, and at once when none is', async () => {
		await expect(whenQuiet()).resolves.toBeUndefined();
		let answer!: (r: Response) => void;
		const slow = fakeFetch(() => new Promise<Response>((r) => (answer = r)));
		const failing = fakeFetch(() => textResponse('nope', 404));
		const a = getJson(URL_A, any, { ...indexer, fetch: slow });
		const b = caught(getJson('https://idx.test/b', any, { ...indexer, fetch: failing }));
		expect(requestsInFlight()).toBe(2);
		let quiet = false;
		void whenQuiet().then(() => (quiet = true));
		await b;
		await Promise.resolve();
		expect(quiet).toBe(false);
		answer(jsonResponse({ n: 1 }));
		await a;
		await vi.waitFor(() => expect(quiet).toBe(true));
		expect(requestsInFlight()).toBe(0);
	});

	it('counts work marked underWay (code that leads to requests) until it settles, failed or not', async () => {
		let done!: () => void;
		let fail!: (e: Error) => void;
		const a = underWay(new Promise<void>((r) => (done = r)));
		const b = underWay(new Promise<void>((_, r) => (fail = r)));
		expect(requestsInFlight()).toBe(2);
		let quiet = false;
		void whenQuiet().then(() => (quiet = true));
		fail(new Error('offline'));
		await expect(b).rejects.toThrow('offline');
		expect(requestsInFlight()).toBe(1);
		expect(quiet).toBe(false);
		done();
		await a;
		await vi.waitFor(() => expect(quiet).toBe(true));
		expect(requestsInFlight()).toBe(0);
	});

	it('counts a request shared by several consumers once', async () => {
		const f = fakeFetch(() => jsonResponse({ n: 1 }));
		const both = Promise.all([getJson(URL_A, any, { ...indexer, fetch: f }), getJson(URL_A, any, { ...indexer, fetch: f })]);
		expect(requestsInFlight()).toBe(1);
		await both;
		expect(requestsInFlight()).toBe(0);
	});
});
