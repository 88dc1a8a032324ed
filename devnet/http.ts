// Small HTTP helpers shared by the devnet services: a request context, body reading, and the
// exact response encodings the real services use (Go JSON escaping, plain-text errors).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Knobs } from './knobs';

export interface Ctx {
	req: IncomingMessage;
	res: ServerResponse;
	method: string;
	/** Full request URL (origin = the devnet base). */
	url: URL;
	/**
	 * Path after the service's mount prefix, exactly as received: NOT percent-decoded
	 * (the real indexer does not decode path params). Always starts with "/".
	 */
	path: string;
	/** Chain id from the mount prefix (/indexer/{chain}, /rest/{chain}, /jsonrpc/{chain}). */
	chainId?: string;
	/** Knobs for this request (global knobs with per-request header overrides applied). */
	knobs: Knobs;
	/** Request body as text (cached; empty string when none). */
	body(): Promise<string>;
}

export async function readBody(req: IncomingMessage, limit = 2_000_000): Promise<string> {
	const chunks: Buffer[] = [];
	let size = 0;
	for await (const chunk of req) {
		size += (chunk as Buffer).length;
		if (size > limit) throw new Error('request body too large');
		chunks.push(chunk as Buffer);
	}
	return Buffer.concat(chunks).toString('utf8');
}

/** JSON as Go's encoding/json writes it: `<`, `>`, `&` escaped inside strings. */
export function goJson(value: unknown): string {
	return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => {
		switch (c) {
			case '<':
				return '\\u003c';
			case '>':
				return '\\u003e';
			case '&':
				return '\\u0026';
			case '\u2028':
				return '\\u2028';
			default:
				return '\\u2029';
		}
	});
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
	const text = typeof body === 'string' ? body : goJson(body);
	res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), ...headers });
	res.end(text);
}

export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
	res.writeHead(status, {
		'Content-Type': 'text/plain; charset=utf-8',
		'Content-Length': Buffer.byteLength(text),
		...headers
	});
	res.end(text);
}

export function sendBytes(res: ServerResponse, status: number, bytes: Uint8Array | string, contentType: string, headers: Record<string, string> = {}) {
	const buf = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Buffer.from(bytes);
	res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': buf.length, ...headers });
	res.end(buf);
}

/** A devnet service mounted under a prefix. */
export interface Service {
	/** Short name used in logs and the request counter ("indexer", "router", "rest", "jsonrpc", "media"). */
	name: string;
	/** The body this service answers with for a forced fault (500 or 429), in its own wire format. */
	errorBody(status: number): { body: string; contentType: string };
	handle(ctx: Ctx): Promise<void> | void;
}

export const textError = (status: number) => ({
	body: status === 429 ? 'Too Many Requests' : 'Internal Server Error',
	contentType: 'text/plain; charset=utf-8'
});

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
