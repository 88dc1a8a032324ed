import { beforeEach, describe, expect, it } from 'vitest';
import { clearCache } from '$lib/api/http';
import { fakeFetch, never, textResponse } from '$lib/api/fixtures/fake-fetch';
import { probeMedia } from './media-probe';

beforeEach(() => clearCache());

describe('probeMedia', () => {
	it('asks with HEAD, anonymously, and reads the content type', async () => {
		const f = fakeFetch(() => new Response(null, { headers: { 'content-type': 'video/webm' } }));
		await expect(probeMedia('https://m.test/clip', { fetch: f })).resolves.toEqual({ ok: true, kind: 'video', contentType: 'video/webm' });
		expect(f.calls[0]).toMatchObject({ method: 'HEAD', credentials: 'omit', referrerPolicy: 'no-referrer', headers: { accept: '*/*' } });
	});

	it('falls back to a one-byte ranged GET where HEAD is refused', async () => {
		const f = fakeFetch((req) => (req.method === 'HEAD' ? textResponse('Method Not Allowed', 405) : new Response('x', { status: 206, headers: { 'content-type': 'audio/wav' } })));
		await expect(probeMedia('https://m.test/tone', { fetch: f })).resolves.toMatchObject({ ok: true, kind: 'audio' });
		expect(f.calls.map((c) => [c.method, c.headers.range])).toEqual([
			['HEAD', undefined],
			['GET', 'bytes=0-0']
		]);
	});

	it('explains failures: not found, other statuses, not media, time-outs, unreachable', async () => {
		const status = (n: number) => fakeFetch(() => textResponse('no', n));
		expect(await probeMedia('https://m.test/a', { fetch: status(404) })).toEqual({ ok: false, problem: { reason: 'not-found', status: 404 } });
		expect(await probeMedia('https://m.test/b', { fetch: status(500) })).toEqual({ ok: false, problem: { reason: 'http', status: 500 } });
		const html = fakeFetch(() => new Response(null, { headers: { 'content-type': 'text/html' } }));
		expect(await probeMedia('https://m.test/c', { fetch: html })).toEqual({ ok: true, kind: 'html', contentType: 'text/html' });
		expect(await probeMedia('https://m.test/d', { fetch: fakeFetch(never), timeoutMs: 20 })).toEqual({ ok: false, problem: { reason: 'timeout', seconds: 0 } });
		const down = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
		expect((await probeMedia('https://m.test/e', { fetch: down })).ok).toBe(false);
	});
});
