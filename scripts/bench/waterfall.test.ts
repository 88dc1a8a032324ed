import { describe, expect, it } from 'vitest';
import { buildRows, duplicates, formatWaterfall, groupWarnings, shortUrl, type NetEvent } from './waterfall';

const SITE = 'https://127.0.0.1:4000';
const sent = (requestId: string, url: string, timestamp: number, type: string, initiator: NetEvent & { kind: 'sent' } extends { initiator: infer I } ? I : never, preload = false): NetEvent => ({
	kind: 'sent',
	requestId,
	url,
	timestamp,
	type,
	initiator,
	preload
});

describe('waterfall rows from DevTools events', () => {
	const events: NetEvent[] = [
		sent('d', `${SITE}/evm-local-1/txs/AB`, 100.0, 'Document', { type: 'other' }),
		sent('n', `${SITE}/networks.json`, 100.3, 'Fetch', { type: 'parser', url: `${SITE}/evm-local-1/txs/AB` }, true),
		sent('a', `${SITE}/_app/immutable/chunks/app.js`, 100.31, 'Script', { type: 'script', stack: `${SITE}/_app/immutable/entry/start.js` }),
		{ kind: 'response', requestId: 'd', status: 200, mimeType: 'text/html', fromCache: false },
		{ kind: 'finished', requestId: 'd', timestamp: 100.2, bytes: 6000 },
		{ kind: 'response', requestId: 'a', status: 200, mimeType: 'text/javascript', fromCache: false },
		{ kind: 'finished', requestId: 'a', timestamp: 101.0, bytes: 50_000 },
		{ kind: 'failed', requestId: 'n', timestamp: 100.5, error: 'net::ERR_FAILED' },
		sent('i', 'http://127.0.0.1:5000/indexer/tx?x=1', 101.2, 'Fetch', { type: 'script', stack: `${SITE}/_app/immutable/chunks/app.js` })
	];

	it('times every request from the document request, in start order, with bytes, preload flag and initiator', () => {
		const rows = buildRows(events);
		expect(rows.map((r) => [r.startMs, r.endMs, r.bytes, r.type, r.preload])).toEqual([
			[0, 200, 6000, 'Document', false],
			[300, 500, 0, 'Fetch', true],
			[310, 1000, 50_000, 'Script', false],
			[1200, undefined, 0, 'Fetch', false]
		]);
		expect(rows[1]!.error).toBe('net::ERR_FAILED');
		// The script's own URL is the initiator, not the parser or the generic "script".
		expect(rows[2]!.initiator).toBe(`${SITE}/_app/immutable/entry/start.js`);
		expect(rows[1]!.initiator).toBe(`${SITE}/evm-local-1/txs/AB`);
	});

	it('gives a redirect hop its own row ending where the next one starts', () => {
		const rows = buildRows([
			sent('d', `${SITE}/a`, 10, 'Document', { type: 'other' }),
			sent('d', `${SITE}/b`, 10.1, 'Document', { type: 'other' }),
			{ kind: 'finished', requestId: 'd', timestamp: 10.3, bytes: 10 }
		]);
		expect(rows.map((r) => [r.url.slice(SITE.length), r.startMs, r.endMs])).toEqual([
			['/a', 0, 100],
			['/b', 100, 300]
		]);
	});

	it('prints one line per request on a shared scale, the LCP element, refetches and grouped warnings', () => {
		const rows = buildRows(events);
		rows.push({ ...rows[2]!, startMs: 1300, endMs: 1400 });
		const text = formatWaterfall(
			'tx',
			{
				rows,
				fcpMs: 900,
				contentMs: 1500,
				lcp: { timeMs: 1600, tag: 'p', selector: '.mt-2', what: '"failed to execute"', size: 2000 },
				warnings: ["Mixed Content: 'http://x/a.svg' insecure", "Mixed Content: 'http://x/b.svg' insecure"]
			},
			SITE,
			16
		);
		const lines = text.split('\n');
		expect(lines[0]).toBe('waterfall tx: 5 requests, 103.5K on the wire; FCP 900 ms, content 1500 ms, LCP 1600 ms: <p .mt-2> "failed to execute" (2000 px²)');
		expect(lines[2]).toBe('      0   200    5.9K |███             | doc /evm-local-1/txs/AB');
		expect(lines[3]).toContain('fetch (preload) FAILED net::ERR_FAILED /networks.json ← /evm-local-1/txs/AB');
		expect(lines[5]).toContain('|            ████| fetch :5000/indexer/tx?x=1 ← /_app/immutable/chunks/app.js');
		expect(lines).toContain('  ! requested more than once: /_app/immutable/chunks/app.js');
		expect(lines.at(-1)).toBe("  ! Mixed Content: '…' insecure (×2)");
	});
});

describe('waterfall helpers', () => {
	it('shortens URLs: own paths bare, local services by port, long ones cut in the middle', () => {
		expect(shortUrl(`${SITE}/x?y=1`, SITE)).toBe('/x?y=1');
		expect(shortUrl('http://127.0.0.1:5000/a', SITE)).toBe(':5000/a');
		expect(shortUrl('https://ipfs.io/ipfs/Qm', SITE)).toBe('ipfs.io/ipfs/Qm');
		const long = shortUrl(`${SITE}/${'a'.repeat(100)}END`, SITE, 40);
		expect(long).toHaveLength(40);
		expect(long.endsWith('aEND')).toBe(true);
	});

	it('counts a URL fetched twice over the network, not cache hits or redirects', () => {
		const row = { url: 'u', type: 'Fetch', startMs: 0, bytes: 1, initiator: '', preload: false, fromCache: false, status: 200 };
		expect(duplicates([row, { ...row }])).toEqual(['u']);
		expect(duplicates([row, { ...row, fromCache: true }])).toEqual([]);
		expect(duplicates([{ ...row, status: 302 }, row])).toEqual([]);
	});

	it('groups warnings that differ only in URLs', () => {
		expect(groupWarnings(['a https://x/1 b', 'a https://y/2 b', 'c'])).toEqual(['a … b (×2)', 'c']);
	});
});
