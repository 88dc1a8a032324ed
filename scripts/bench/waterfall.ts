// The phone profile's waterfall (`npm run bench -- --waterfall`): every request of a cold load with
// its start, end, bytes on the wire, type and initiator (from the DevTools protocol), plus the
// largest-contentful-paint element, so a route's owner sees what its LCP waits for: which requests
// run one after another, what competes for the slow link, what starts late.
// Times are ms from the document request (the page's own clock, which LCP uses, starts a few ms
// earlier at navigation start).
import type { CDPSession } from '@playwright/test';

/** The parts of DevTools `Network.*` events the waterfall reads. */
export type NetEvent =
	| {
			kind: 'sent';
			requestId: string;
			url: string;
			/** Seconds, DevTools monotonic clock. */
			timestamp: number;
			type?: string;
			/** The document, a parser-found <link>/<script>, a script (with the first frame's URL), … */
			initiator: { type: string; url?: string; stack?: string };
			preload?: boolean;
	  }
	| { kind: 'response'; requestId: string; status: number; mimeType: string; fromCache: boolean }
	| { kind: 'finished'; requestId: string; timestamp: number; bytes: number }
	| { kind: 'failed'; requestId: string; timestamp: number; error: string };

export interface WaterfallRow {
	url: string;
	type: string;
	startMs: number;
	/** Undefined while the request was still under way when the page was read. */
	endMs?: number;
	/** Bytes on the wire (headers and body, compressed as sent). */
	bytes: number;
	status?: number;
	initiator: string;
	preload: boolean;
	fromCache: boolean;
	error?: string;
}

export interface LcpElement {
	timeMs: number;
	tag: string;
	/** `#id` or `.first.classes` */
	selector: string;
	/** Image URL, or the first words of its text. */
	what: string;
	size: number;
}

export interface Waterfall {
	rows: WaterfallRow[];
	lcp?: LcpElement;
	fcpMs?: number;
	contentMs?: number;
	/** Browser console warnings about the load (e.g. "preloaded but not used"). */
	warnings: string[];
}

/** Rows in start order from raw events; the first Document request is time 0. Redirects keep their own rows. */
export function buildRows(events: NetEvent[]): WaterfallRow[] {
	const rows = new Map<string, WaterfallRow>();
	const order: WaterfallRow[] = [];
	let t0: number | undefined;
	for (const e of events) {
		if (e.kind === 'sent') {
			t0 ??= e.type === 'Document' ? e.timestamp : undefined;
			const row: WaterfallRow = {
				url: e.url,
				type: e.type ?? 'Other',
				startMs: e.timestamp,
				bytes: 0,
				initiator: e.initiator.stack ?? e.initiator.url ?? e.initiator.type,
				preload: e.preload ?? false,
				fromCache: false
			};
			// A redirect reuses the request id: the earlier hop ends where the next starts.
			const prev = rows.get(e.requestId);
			if (prev && prev.endMs === undefined) prev.endMs = e.timestamp;
			rows.set(e.requestId, row);
			order.push(row);
		} else {
			const row = rows.get(e.requestId);
			if (!row) continue;
			if (e.kind === 'response') {
				row.status = e.status;
				row.fromCache = e.fromCache;
				if (row.type === 'Other' && e.mimeType) row.type = e.mimeType;
			} else {
				row.endMs = e.timestamp;
				if (e.kind === 'finished') row.bytes = e.bytes;
				else row.error = e.error;
			}
		}
	}
	const zero = t0 ?? order[0]?.startMs ?? 0;
	const ms = (s: number) => Math.round((s - zero) * 1000);
	return order
		.map((r) => ({ ...r, startMs: ms(r.startMs), endMs: r.endMs === undefined ? undefined : ms(r.endMs) }))
		.sort((a, b) => a.startMs - b.startMs);
}

/** Collects the events of one page from its DevTools session (call before navigating). */
export async function recordNetwork(cdp: CDPSession): Promise<NetEvent[]> {
	const events: NetEvent[] = [];
	await cdp.send('Network.enable');
	cdp.on('Network.requestWillBeSent', (e) => {
		const frames = [...(e.initiator.stack?.callFrames ?? []), ...(e.initiator.stack?.parent?.callFrames ?? [])];
		events.push({
			kind: 'sent',
			requestId: e.requestId,
			url: e.request.url,
			timestamp: e.timestamp,
			type: e.type,
			initiator: { type: e.initiator.type, url: e.initiator.url, stack: frames.map((f) => f.url).find((u) => /^https?:/.test(u)) },
			preload: e.request.isLinkPreload
		});
	});
	cdp.on('Network.responseReceived', (e) =>
		events.push({ kind: 'response', requestId: e.requestId, status: e.response.status, mimeType: e.response.mimeType, fromCache: !!(e.response.fromDiskCache || e.response.fromServiceWorker || e.response.fromPrefetchCache) })
	);
	cdp.on('Network.loadingFinished', (e) => events.push({ kind: 'finished', requestId: e.requestId, timestamp: e.timestamp, bytes: e.encodedDataLength }));
	cdp.on('Network.loadingFailed', (e) => events.push({ kind: 'failed', requestId: e.requestId, timestamp: e.timestamp, error: e.errorText }));
	return events;
}

/** In-page observer of the LCP candidates: describes the last (final) element. Plain JS text (see probe.ts). */
export const LCP_SCRIPT = `(() => {
	try {
		new PerformanceObserver((l) => {
			for (const e of l.getEntries()) {
				const el = e.element;
				const cls = el && typeof el.className === 'string' ? el.className.trim().split(/\\s+/).slice(0, 3).join('.') : '';
				const text = el ? (el.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 48) : '';
				window.__lcpElement = {
					timeMs: Math.round(e.renderTime || e.loadTime || e.startTime),
					tag: el ? el.tagName.toLowerCase() : '(removed)',
					selector: el && el.id ? '#' + el.id : cls ? '.' + cls : '',
					what: e.url || (text ? JSON.stringify(text) : ''),
					size: e.size
				};
			}
		}).observe({ type: 'largest-contentful-paint', buffered: true });
	} catch (e) {}
})();`;

/** A URL as short as it stays recognisable: the site's own paths bare, other hosts by port or name. */
export function shortUrl(url: string, siteOrigin: string, max = 64): string {
	let s = url;
	try {
		const u = new URL(url);
		const path = u.pathname + u.search;
		s = u.origin === siteOrigin ? path : `${u.hostname === '127.0.0.1' || u.hostname === 'localhost' ? `:${u.port}` : u.host}${path}`;
	} catch {
		/* data: and blob: URLs stay as they are */
	}
	return s.length > max ? `${s.slice(0, max - 21)}…${s.slice(-20)}` : s;
}

const TYPE: Record<string, string> = { Document: 'doc', Script: 'js', Stylesheet: 'css', Fetch: 'fetch', XHR: 'xhr', Image: 'img', Font: 'font', Manifest: 'manifest', Preflight: 'preflight', Ping: 'ping' };

/** The readable waterfall: one line per request with a bar on a shared time scale, then the LCP element. */
export function formatWaterfall(route: string, w: Waterfall, siteOrigin: string, barWidth = 32): string {
	const last = Math.max(1, w.lcp?.timeMs ?? 0, w.contentMs ?? 0, ...w.rows.map((r) => r.endMs ?? r.startMs));
	const col = (ms: number) => Math.min(barWidth - 1, Math.floor((ms / last) * barWidth));
	const bar = (r: WaterfallRow) => {
		const a = col(r.startMs);
		const b = Math.max(a, col(r.endMs ?? last));
		return ' '.repeat(a) + '█'.repeat(b - a + 1) + ' '.repeat(barWidth - b - 1);
	};
	const kbOf = (n: number) => (n >= 1024 ? `${(n / 1024).toFixed(1)}K` : `${n}B`);
	const lines = w.rows.map((r) => {
		const end = r.endMs === undefined ? '…' : String(r.endMs);
		const what = `${TYPE[r.type] ?? r.type.toLowerCase()}${r.preload ? ' (preload)' : ''}${r.fromCache ? ' (cache)' : ''}${r.error ? ` FAILED ${r.error}` : r.status && r.status >= 400 ? ` ${r.status}` : ''}`;
		const by = r.type === 'Document' ? '' : ` ← ${shortUrl(r.initiator, siteOrigin, 40)}`;
		return `  ${String(r.startMs).padStart(5)} ${end.padStart(5)} ${kbOf(r.bytes).padStart(7)} |${bar(r)}| ${what} ${shortUrl(r.url, siteOrigin)}${by}`;
	});
	const lcp = w.lcp
		? `LCP ${w.lcp.timeMs} ms: <${w.lcp.tag}${w.lcp.selector ? ` ${w.lcp.selector}` : ''}> ${shortUrl(w.lcp.what, siteOrigin, 80)} (${w.lcp.size} px²)`
		: 'LCP: no entry';
	const total = w.rows.reduce((a, r) => a + r.bytes, 0);
	const head = `waterfall ${route}: ${w.rows.length} requests, ${kbOf(total)} on the wire; FCP ${w.fcpMs ?? '?'} ms, content ${w.contentMs ?? '?'} ms, ${lcp}`;
	const cols = `  start   end    wire |${'time →'.padEnd(barWidth)}| type url ← initiator`;
	const warn = groupWarnings(w.warnings).map((x) => `  ! ${x}`);
	const dupes = duplicates(w.rows).map((u) => `  ! requested more than once: ${shortUrl(u, siteOrigin, 100)}`);
	return [head, cols, ...lines, ...dupes, ...warn].join('\n');
}

/** URLs the page fetched more than once over the network (a preload not matched by its fetch, a refetch). */
export function duplicates(rows: WaterfallRow[]): string[] {
	const seen = new Map<string, number>();
	for (const r of rows) if (!r.fromCache && r.type !== 'Preflight' && (r.status === undefined || r.status < 300 || r.status >= 400)) seen.set(r.url, (seen.get(r.url) ?? 0) + 1);
	return [...seen].filter(([, n]) => n > 1).map(([u]) => u);
}

/** Console warnings once each, URLs and quoted text folded, with a count (8 mixed-content images are one line). */
export function groupWarnings(warnings: string[], max = 160): string[] {
	const counts = new Map<string, number>();
	for (const w of warnings) {
		const key = w.replace(/'[^']*'/g, "'…'").replace(/\b[a-z]+:\/\/\S+/gi, '…');
		counts.set(key, (counts.get(key) ?? 0) + 1);
	}
	return [...counts].map(([w, n]) => `${w.length > max ? `${w.slice(0, max)}…` : w}${n > 1 ? ` (×${n})` : ''}`);
}
