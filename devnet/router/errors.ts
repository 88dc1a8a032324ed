// The router's error bodies: gRPC-gateway style `{code, message, details: []}` (+ Initia's optional
// `info`), with the HTTP status / gRPC code pairs of router-api.md §10.
import { goJson } from '../http';

export interface ErrorInfoDetail {
	'@type': 'type.googleapis.com/google.rpc.ErrorInfo';
	reason: string;
	domain: string;
	metadata: Record<string, string>;
}

export class RouterError extends Error {
	constructor(
		readonly status: number,
		readonly code: number,
		message: string,
		readonly details: ErrorInfoDetail[] = [],
		readonly info?: string
	) {
		super(message);
	}

	get body() {
		return { code: this.code, message: this.message, details: this.details, ...(this.info ? { info: this.info } : {}) };
	}
}

/** 400 / code 3 (INVALID_ARGUMENT). */
export const invalid = (message: string, details: ErrorInfoDetail[] = []) => new RouterError(400, 3, message, details);
/** 404 / code 5 (NOT_FOUND). */
export const notFound = (message: string) => new RouterError(404, 5, message);

export const noRoutes = () => notFound('no routes found');

export const errorInfo = (reason: string): ErrorInfoDetail => ({
	'@type': 'type.googleapis.com/google.rpc.ErrorInfo',
	reason,
	domain: 'skip.build',
	metadata: {}
});

/** The bodies the devnet server sends for forced faults. */
export function errorBody(status: number): { body: string; contentType: string } {
	const e = status === 429 ? new RouterError(429, 8, 'rate limit exceeded') : new RouterError(status, 2, 'internal server error');
	return { body: goJson(e.body), contentType: 'application/json' };
}
