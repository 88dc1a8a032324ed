import { describe, expect, it } from 'vitest';
import { requestKind, shellFiles, type RequestInfo } from './policy';

const origin = 'https://loom.example';
const req = (url: string, over: Partial<RequestInfo> = {}): RequestInfo => ({ url: new URL(url, origin), method: 'GET', mode: 'cors', destination: '', ...over });

describe('requestKind', () => {
	for (const base of ['', '/sub']) {
		it(`sorts requests under base "${base}"`, () => {
			const kind = (url: string, over?: Partial<RequestInfo>) => requestKind(req(url, over), origin, base);
			expect(kind(`${base}/evm-1/accounts/0x1`, { mode: 'navigate', destination: 'document' })).toBe('page');
			expect(kind(`${base}/_app/immutable/chunks/Ab12.js`, { destination: 'script' })).toBe('asset');
			expect(kind(`${base}/_app/immutable/assets/0.css`, { destination: 'style' })).toBe('asset');
			expect(kind(`${base}/icons/icon-192.png`, { destination: 'image' })).toBe('asset');
			expect(kind(`${base}/manifest.webmanifest`, { destination: 'manifest' })).toBe('asset');
			expect(kind(`${base}/networks.json`)).toBe('data');
			expect(kind('https://indexer.example/indexer/nft/v1/tokens/by_account/init1x')).toBe('data');
			expect(kind('http://127.0.0.1:8080/indexer/nft/v1/collections/0x1')).toBe('data');
			// Never stored: quotes and broadcasts (POST), images and media, other files of the site.
			expect(kind('https://router.example/v2/fungible/route', { method: 'POST' })).toBe('pass');
			expect(kind('https://ipfs.example/ipfs/Qm/1.png', { destination: 'image' })).toBe('pass');
			expect(kind(`${base}/_app/version.json`)).toBe('pass');
			expect(kind('https://elsewhere.example/', { mode: 'navigate', destination: 'document' })).toBe('pass');
			expect(kind(`${base}/x`, { url: new URL('chrome-extension://abc/x') } as Partial<RequestInfo>)).toBe('pass');
		});
	}
	it('leaves paths outside the base path alone', () => {
		expect(requestKind(req('/_app/immutable/chunks/a.js', { destination: 'script' }), origin, '/sub')).toBe('pass');
		expect(requestKind(req('/other', { mode: 'navigate' }), origin, '/sub')).toBe('pass');
		expect(requestKind(req('/sub', { mode: 'navigate' }), origin, '/sub')).toBe('page');
	});
});

describe('shellFiles', () => {
	it('lists the hashed files the shell page loads', () => {
		const html = `<link href="/sub/_app/immutable/entry/start.A.js" rel="modulepreload"><link href="/sub/_app/immutable/assets/0.B.css" rel="stylesheet">
			<link rel="icon" href="/sub/favicon.svg"><script>Promise.all([import("/sub/_app/immutable/entry/start.A.js"), import("/sub/_app/immutable/entry/app.C.js")])</script>`;
		expect(shellFiles(html, '/sub')).toEqual(['/sub/_app/immutable/entry/start.A.js', '/sub/_app/immutable/assets/0.B.css', '/sub/_app/immutable/entry/app.C.js']);
	});
});
