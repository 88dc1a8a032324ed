// Test helper: a fake indexer of one chain over real HTTP (devnet/test-utils serveOne), with a
// `get` that keeps what the contract tests look at: status, headers, the raw body and its JSON.
import { DEFAULT_KNOBS, type Knobs } from '../knobs';
import { serveOne } from '../test-utils';
import { createIndexerServices } from './index';

/** The origin baked into seeded uris during tests. */
export const TEST_BASE = 'http://127.0.0.1:4174';

export interface Reply {
	status: number;
	type: string | null;
	xCache: string | null;
	headers: Headers;
	text: string;
	json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- wire JSON under test
}

export async function startIndexer(chainId: string, knobs: Partial<Knobs> = {}) {
	const service = createIndexerServices(TEST_BASE, () => DEFAULT_KNOBS).get(chainId);
	if (!service) throw new Error(`no indexer for ${chainId}`);
	const server = await serveOne(service, { prefix: `/indexer/${chainId}`, chainId, knobs });
	return {
		url: server.url,
		close: server.close,
		async get(path: string, init?: RequestInit): Promise<Reply> {
			const res = await fetch(server.url + path, init);
			const text = await res.text();
			let json: unknown;
			if (text && res.headers.get('content-type') === 'application/json') json = JSON.parse(text);
			return { status: res.status, type: res.headers.get('content-type'), xCache: res.headers.get('x-cache'), headers: res.headers, text, json };
		}
	};
}

export type Indexer = Awaited<ReturnType<typeof startIndexer>>;

/** Base64 of a pagination key, as clients must send it. */
export const key = (s: string) => encodeURIComponent(Buffer.from(s).toString('base64'));

/** Every row of a list endpoint, following next_key; also returns how many requests it took. */
export async function pageAll(ix: Indexer, path: string, list: string, limit: number, extra = '') {
	const rows: unknown[] = [];
	let next: string | null = null;
	let requests = 0;
	do {
		const sep = path.includes('?') ? '&' : '?';
		const r = await ix.get(`${path}${sep}pagination.limit=${limit}${extra}${next ? `&pagination.key=${encodeURIComponent(next)}` : ''}`);
		if (r.status !== 200) throw new Error(`${r.status} ${r.text}`);
		requests++;
		rows.push(...r.json[list]);
		next = r.json.pagination.next_key;
		if (r.json[list].length === 0) break;
	} while (next);
	return { rows, requests };
}
