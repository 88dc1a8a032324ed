import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from './fixtures/fake-fetch';

describe('an error answer whose reading code (./http-failure) cannot load', () => {
	afterEach(() => {
		vi.doUnmock('./http-failure');
		vi.resetModules();
	});

	it('is still an http ApiError that gives the status and its text, and a 4xx is still not retried', async () => {
		vi.resetModules();
		vi.doMock('./http-failure', () => {
			throw new TypeError('Failed to fetch dynamically imported module');
		});
		const http = await import('./http');
		const f = fakeFetch(() => new Response('{"code":5,"message":"nft collection not found"}', { status: 404, statusText: 'Not Found' }));
		const answer = http.request({ service: 'indexer', url: 'https://idx.test/nft/v1/collections/0x1', fetch: f, cacheTtlMs: 0 });
		// Unread, the body still rides along for the details; the one-line message is the status's.
		await expect(answer).rejects.toMatchObject({
			name: 'ApiError',
			kind: 'http',
			status: 404,
			message: 'Indexer answered 404: Not Found',
			bodyText: '{"code":5,"message":"nft collection not found"}'
		});
		expect(f.calls).toHaveLength(1);
	});
});
