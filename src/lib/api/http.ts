// The one HTTP boundary of the app (and of the devnet tests): every service call goes through
// `request`, so errors, timeouts, retries and the preload-sharing cache behave the same everywhere.
// Framework-free on purpose: no Svelte imports.
import * as v from 'valibot';
import { sleep } from '../sleep';
import { SAVED_AT } from '$lib/pwa/policy';

export type Service = 'indexer' | 'router' | 'rest' | 'jsonrpc' | 'metadata' | 'media' | 'config' | 'registry' | 'burner' | 'executor';
/** `blocked`: the browser refused the request or hid its answer (see `BlockedBy`); never retried. */
export type ErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'schema' | 'rpc' | 'blocked';
/** cors: the server answers but does not allow this site; mixed-content: an http:// service from an https:// page; offline: no network. */
export type BlockedBy = 'cors' | 'mixed-content' | 'offline';
export type Fetch = typeof fetch;
/** A request the browser refused, and (CORS, mixed content) what to tell the user. */
export type Blocked = { blockedBy: BlockedBy; reason?: string };

const SERVICE_NAMES: Record<Service, string> = {
	indexer: 'indexer',
	router: 'router',
	rest: 'chain REST API',
	jsonrpc: 'JSON-RPC endpoint',
	metadata: 'metadata server',
	media: 'media server',
	config: 'network configuration',
	registry: 'chain registry',
	burner: 'devnet burner wallet',
	executor: 'OPinit executor'
};

const BODY_TEXT_MAX = 2048;
const REASON_MAX = 300;
let defaultTimeoutMs = 15_000;
const DEFAULT_GET_TTL_MS = 5_000;
const DEFAULT_MAX_ATTEMPTS = 3;
const BACKOFF_BASE_MS = 500;
/** The longest wait between attempts (a Retry-After is capped to it too). */
export const RETRY_WAIT_CAP_MS = 10_000;
const CACHE_SWEEP_SIZE = 200;

export interface ApiErrorInit {
	service: Service;
	endpoint: string;
	/** 0 = no response. */
	status: number;
	kind: ErrorKind;
	bodyText?: string;
	code?: number;
	info?: string;
	details?: unknown;
	/** What went wrong, in the server's or our words; becomes part of `message`. */
	reason?: string;
	/** Why the browser refused the request (kind 'blocked'). */
	blockedBy?: BlockedBy;
}

export class ApiError extends Error {
	override name = 'ApiError';
	readonly service: Service;
	/** Method + URL, e.g. "GET https://host/indexer/nft/v1/collections/0x1". */
	readonly endpoint: string;
	readonly status: number;
	readonly kind: ErrorKind;
	/** The response body, at most 2 KB: for a "details" disclosure. */
	readonly bodyText: string;
	readonly code?: number;
	/** Router hint line (Initia `info`). */
	readonly info?: string;
	readonly details?: unknown;
	/** The host asked ("idx.example.org:8080"), named in every message about reaching it. */
	readonly host: string;
	readonly blockedBy?: BlockedBy;

	constructor(init: ApiErrorInit) {
		super(describe(init));
		this.service = init.service;
		this.endpoint = init.endpoint;
		this.host = hostOf(init.endpoint);
		if (init.blockedBy) this.blockedBy = init.blockedBy;
		this.status = init.status;
		this.kind = init.kind;
		this.bodyText = (init.bodyText ?? '').slice(0, BODY_TEXT_MAX);
		if (init.code !== undefined) this.code = init.code;
		if (init.info !== undefined) this.info = init.info;
		if (init.details !== undefined) this.details = init.details;
	}
}

/** "GET https://host:1/path" → "host:1". */
function hostOf(endpoint: string): string {
	return /^[A-Z]+ [a-z][a-z0-9+.-]*:\/\/([^/?#]+)/i.exec(endpoint)?.[1] ?? '';
}

/** The service's name and " at host:port" (empty without a host), as messages name them. */
function whereOf(service: Service, endpoint: string): { name: string; at: string } {
	const host = hostOf(endpoint);
	return { name: SERVICE_NAMES[service], at: host ? ` at ${host}` : '' };
}

function describe({ service, kind, status, code, reason: fullReason, endpoint, blockedBy }: ApiErrorInit): string {
	// Keep the one-line message short; bodyText and details carry the rest.
	const reason = fullReason && fullReason.length > REASON_MAX ? `${fullReason.slice(0, REASON_MAX)}…` : fullReason;
	const { name, at } = whereOf(service, endpoint);
	const Name = name[0]!.toUpperCase() + name.slice(1);
	switch (kind) {
		case 'http':
			return `${Name} answered ${status}: ${reason || 'no details'}`;
		case 'network':
			return `${Name}${at} could not be reached${reason ? `: ${reason}` : ''}`;
		case 'blocked':
			// CORS and mixed content are told by ./blocked, in its words (its code is loaded by then).
			return blockedBy === 'offline' ? `You are offline: the ${name}${at} could not be reached` : reason || `${Name}${at} could not be reached`;
		case 'timeout':
			return `${Name} did not answer within ${reason}`;
		case 'aborted':
			return `Request to the ${name} was cancelled`;
		case 'schema':
			return `${Name} sent an unexpected response (${reason})`;
		case 'rpc':
			return `${Name} returned error ${code ?? '?'}: ${reason || 'no details'}`;
	}
}

export interface CallOptions {
	signal?: AbortSignal;
	/** Cache successful answers this long; 0 = no cache and no sharing. Default 5 s for GET and HEAD, 0 for POST. */
	cacheTtlMs?: number;
	/** Deadline for the whole request, retries and waits included (default 15 s). A consumer that
	 * joins a shared in-flight request inherits the deadline and retry policy of the one that started it. */
	timeoutMs?: number;
	/** Asked ahead of the page that shows it (src/lib/nav/early-data.ts): a failure, or an answer that fails
	 * validation, stays shared, so the page's own load gets the same answer and describes it. */
	ahead?: boolean;
}

export interface RequestOptions extends CallOptions {
	service: Service;
	url: string;
	method?: Method;
	/** JSON-serialised as the request body. */
	body?: unknown;
	/** Accept header; default application/json. */
	accept?: string;
	/** Other request headers (e.g. a one-byte `range` for a media probe, which needs no CORS preflight). */
	headers?: Record<string, string>;
	/** Past every cache: no shared answer, and the browser's HTTP cache is bypassed (the browser then
	 * also sends `Cache-Control: no-cache`, which rollytics' response cache honours). A user's "refresh". */
	fresh?: boolean;
	/** Untrusted third-party hosts (NFT metadata and media): no cookies, no referrer. */
	anonymous?: boolean;
	/** Refuse answers larger than this (bytes), as a 'schema' error. */
	maxBytes?: number;
	/** SvelteKit's load `fetch`, or a fake in tests. */
	fetch?: Fetch;
	maxAttempts?: number;
	/** Safe to repeat; default true for GET and HEAD. Only idempotent requests are retried. */
	idempotent?: boolean;
}

export type JsonOptions = Omit<RequestOptions, 'url' | 'method' | 'body'>;

export interface RawResponse {
	status: number;
	headers: Headers;
	text: string;
	endpoint: string;
	/** When the answer arrived (ms since the epoch); a cached answer keeps its first arrival. */
	receivedAt?: number;
}

export interface RequestEvent {
	service: Service;
	endpoint: string;
	/** When the attempt started (ms since the epoch). */
	at: number;
	attempt: number;
	/** 0 when no response came back. */
	status: number;
	durationMs: number;
	error?: ApiError;
}

type Method = 'GET' | 'POST' | 'HEAD';
type Ctx = RequestOptions & { method: Method; bodyText: string | undefined; endpoint: string };
type Outcome = { response: RawResponse } | { error: ApiError; retryAfterMs?: number };

interface Flight {
	promise: Promise<RawResponse>;
	controller: AbortController;
	consumers: number;
	settled: boolean;
	expires: number;
	/** Asked ahead of its page (CallOptions.ahead) and not yet joined by the page's own request. */
	ahead: boolean;
	failed?: boolean;
}

const cache = new Map<string, Flight>();
const listeners = new Set<(event: RequestEvent) => void>();
const LOG_SIZE = 50;
const log: RequestEvent[] = [];

/** Requests under way, and who waits for there to be none (`whenQuiet`). */
let inFlight = 0;
let quietWaiters: (() => void)[] = [];

/** Resolves once no request is under way (at once when none is): the page has the answers it asked for. */
export function whenQuiet(): Promise<void> {
	return inFlight === 0 ? Promise.resolve() : new Promise((resolve) => quietWaiters.push(resolve));
}

/** Requests under way now. */
export function requestsInFlight(): number {
	return inFlight;
}

function landed() {
	if (--inFlight > 0) return;
	const waiters = quietWaiters;
	quietWaiters = [];
	for (const w of waiters) w();
}

/**
 * Counts `work` as a request under way until it settles: for the code a page imports only to make
 * its next requests (NFT metadata), so "quiet" does not fall in the gap before they start.
 */
export function underWay<T>(work: Promise<T>): Promise<T> {
	inFlight++;
	return work.finally(landed);
}

/** The deadline of requests that name none (networks.json `request_timeout_ms`); default 15 s. */
export function setDefaultTimeout(ms: number): void {
	defaultTimeoutMs = ms;
}

/** Drop every cached answer (in-flight requests keep running for their consumers). */
export function clearCache(): void {
	cache.clear();
}

/** Diagnostics: observe every network attempt. Returns the unsubscribe function. */
export function onRequest(listener: (event: RequestEvent) => void): () => void {
	listeners.add(listener);
	return () => listeners.delete(listener);
}

/** The request log: the last 50 attempts, oldest first (what was asked, what came back, how long it took). */
export function recentRequests(): readonly RequestEvent[] {
	return [...log];
}

/** "GET https://host/path?query": no credentials, no fragment. */
export function describeEndpoint(method: string, url: string): string {
	try {
		const u = new URL(url);
		return `${method} ${u.origin}${u.pathname}${u.search}`;
	} catch {
		return `${method} ${url}`;
	}
}

export function request(opts: RequestOptions): Promise<RawResponse> {
	const method = opts.method ?? 'GET';
	const bodyText = opts.body === undefined ? undefined : JSON.stringify(opts.body);
	const ctx: Ctx = { ...opts, method, bodyText, endpoint: describeEndpoint(method, opts.url) };
	if (opts.signal?.aborted) return Promise.reject(errorOf(ctx, 'aborted'));

	const ttl = opts.fresh ? 0 : (opts.cacheTtlMs ?? (method === 'POST' ? 0 : DEFAULT_GET_TTL_MS));
	const key = ttl > 0 ? cacheKey(method, opts.url, bodyText) : null;
	const flight = (key && liveFlight(key)) || startFlight(ctx, key, ttl);
	if (!opts.ahead) {
		flight.ahead = false;
		// A failure kept for this page (asked ahead) is taken once: Retry asks the service again.
		if (flight.failed && key && cache.get(key) === flight) cache.delete(key);
	}
	return subscribe(flight, ctx, key);
}

const cacheKey = (method: string, url: string, bodyText: string | undefined) => `${method} ${url}${bodyText === undefined ? '' : `\n${bodyText}`}`;

const arrivals = new WeakMap<object, number>();

/** When the service sent the answer a parsed value came from (a cached or preloaded one is older than its page). */
export function answeredAt(value: unknown): number | undefined {
	return value !== null && typeof value === 'object' ? arrivals.get(value) : undefined;
}

/** Parses a shared answer; one that fails validation leaves the cache (unless asked ahead), so Retry asks the service again. */
function parseShared<S extends v.GenericSchema>(schema: S, raw: RawResponse, service: Service, key: string, ahead = false): v.InferOutput<S> {
	try {
		const value = parseWith(schema, decodeJson(raw, service), { ...raw, service });
		if (raw.receivedAt !== undefined && value !== null && typeof value === 'object') arrivals.set(value, raw.receivedAt);
		return value;
	} catch (e) {
		if (!ahead) cache.delete(key);
		throw e;
	}
}

export async function getJson<S extends v.GenericSchema>(
	url: string,
	schema: S,
	opts: JsonOptions
): Promise<v.InferOutput<S>> {
	const raw = await request({ ...opts, url });
	return parseShared(schema, raw, opts.service, cacheKey('GET', url, undefined), opts.ahead);
}

export async function postJson<S extends v.GenericSchema>(
	url: string,
	body: unknown,
	schema: S,
	opts: JsonOptions
): Promise<v.InferOutput<S>> {
	const raw = await request({ ...opts, url, method: 'POST', body });
	return parseShared(schema, raw, opts.service, cacheKey('POST', url, JSON.stringify(body)));
}

/** Body text → JSON, or an ApiError of kind 'schema'. */
export function decodeJson(raw: RawResponse, service: Service): unknown {
	try {
		return JSON.parse(raw.text);
	} catch {
		throw new ApiError({
			service,
			endpoint: raw.endpoint,
			status: raw.status,
			kind: 'schema',
			bodyText: raw.text,
			reason: 'the body is not JSON'
		});
	}
}

/** Where a validation issue is, as "items.0.id" (JSON keys are strings and indexes); "" at the top. */
const issuePath = (issue: v.BaseIssue<unknown>): string => issue.path?.map((p) => String(p.key)).join('.') ?? '';

/** A validation issue in one line: "items.0.id: message" (the message alone at the top). */
export function issueText(issue: v.BaseIssue<unknown>): string {
	const path = issuePath(issue);
	return path ? `${path}: ${issue.message}` : issue.message;
}

/** Validate and transform; any mismatch (or a throwing transform) becomes an ApiError of kind 'schema'. */
export function parseWith<S extends v.GenericSchema>(
	schema: S,
	data: unknown,
	where: { service: Service; endpoint: string; status?: number; text?: string }
): v.InferOutput<S> {
	let reason: string;
	let details: unknown;
	try {
		const result = v.safeParse(schema, data);
		if (result.success) return result.output;
		const issues = result.issues.map((i) => ({ path: issuePath(i), message: i.message }));
		reason = issueText(result.issues[0]);
		details = issues;
	} catch (e) {
		reason = e instanceof Error ? e.message : String(e);
	}
	throw new ApiError({
		service: where.service,
		endpoint: where.endpoint,
		status: where.status ?? 200,
		kind: 'schema',
		bodyText: where.text ?? '',
		reason,
		details
	});
}

function liveFlight(key: string): Flight | undefined {
	const flight = cache.get(key);
	if (flight?.settled && flight.expires <= Date.now()) {
		cache.delete(key);
		return undefined;
	}
	return flight;
}

function startFlight(ctx: Ctx, key: string | null, ttl: number): Flight {
	const controller = new AbortController();
	const flight: Flight = {
		controller,
		consumers: 0,
		settled: false,
		expires: Infinity,
		ahead: !!ctx.ahead,
		promise: run(ctx, controller.signal)
	};
	if (key) {
		if (cache.size >= CACHE_SWEEP_SIZE) sweep();
		cache.set(key, flight);
	}
	inFlight++;
	flight.promise.then(
		() => {
			flight.settled = true;
			flight.expires = Date.now() + ttl;
			landed();
		},
		() => {
			// Errors are never cached, except one asked ahead of its page: the page's own request takes
			// it, so a failing service is asked once and the page describes what it answered.
			flight.settled = flight.failed = true;
			if (flight.ahead) flight.expires = Date.now() + ttl;
			else if (key && cache.get(key) === flight) cache.delete(key);
			landed();
		}
	);
	return flight;
}

function sweep() {
	const now = Date.now();
	for (const [key, flight] of cache) if (flight.settled && flight.expires <= now) cache.delete(key);
}

// Each consumer waits on the shared flight but can leave on its own signal; the fetch itself is
// aborted only when the last consumer has left, so a cancelled hover preload can't break the
// navigation that reuses it.
function subscribe(flight: Flight, ctx: Ctx, key: string | null): Promise<RawResponse> {
	flight.consumers++;
	return new Promise((resolve, reject) => {
		let done = false;
		const leave = () => {
			done = true;
			flight.consumers--;
			ctx.signal?.removeEventListener('abort', onAbort);
		};
		const onAbort = () => {
			if (done) return;
			leave();
			if (flight.consumers === 0 && !flight.settled) {
				flight.controller.abort();
				if (key && cache.get(key) === flight) cache.delete(key);
			}
			reject(errorOf(ctx, 'aborted'));
		};
		ctx.signal?.addEventListener('abort', onAbort, { once: true });
		flight.promise.then(
			(res) => {
				if (done) return;
				leave();
				resolve(res);
			},
			(err: unknown) => {
				if (done) return;
				leave();
				reject(err);
			}
		);
	});
}

async function run(ctx: Ctx, signal: AbortSignal): Promise<RawResponse> {
	const timeoutMs = ctx.timeoutMs ?? defaultTimeoutMs;
	const deadline = Date.now() + timeoutMs;
	const idempotent = ctx.idempotent ?? ctx.method !== 'POST';
	const maxAttempts = idempotent ? Math.max(1, ctx.maxAttempts ?? DEFAULT_MAX_ATTEMPTS) : 1;
	for (let attempt = 1; ; attempt++) {
		const started = Date.now();
		const outcome = await attemptOnce(ctx, signal, deadline, timeoutMs);
		emit({
			service: ctx.service,
			endpoint: ctx.endpoint,
			at: started,
			attempt,
			status: 'response' in outcome ? outcome.response.status : outcome.error.status,
			durationMs: Date.now() - started,
			...('error' in outcome ? { error: outcome.error } : {})
		});
		if ('response' in outcome) return outcome.response;
		const { error } = outcome;
		if (attempt >= maxAttempts || !retryable(error)) throw error;
		const wait = outcome.retryAfterMs ?? backoff(attempt);
		// Waiting past the deadline would only turn a useful error into a timeout.
		if (Date.now() + wait >= deadline) throw error;
		await sleep(wait, signal).catch(() => {
			throw errorOf(ctx, 'aborted');
		});
	}
}

async function attemptOnce(ctx: Ctx, outer: AbortSignal, deadline: number, timeoutMs: number): Promise<Outcome> {
	if (outer.aborted) return { error: errorOf(ctx, 'aborted') };
	const local = new AbortController();
	let timedOut = false;
	const timer = setTimeout(
		() => {
			timedOut = true;
			local.abort();
		},
		Math.max(0, deadline - Date.now())
	);
	const forward = () => local.abort();
	outer.addEventListener('abort', forward);
	// Called as a plain function: browsers reject `fetch` invoked as a method of another object.
	const doFetch = ctx.fetch ?? globalThis.fetch;
	const headers: Record<string, string> = { ...ctx.headers, accept: ctx.accept ?? 'application/json' };
	if (ctx.bodyText !== undefined) headers['content-type'] = 'application/json';
	try {
		const res = await raceAbort(
			doFetch(ctx.url, {
				method: ctx.method,
				headers,
				body: ctx.bodyText,
				signal: local.signal,
				...(ctx.anonymous ? { credentials: 'omit', referrerPolicy: 'no-referrer' } : {}),
				...(ctx.fresh ? { cache: 'reload' } : {})
			}),
			local.signal
		);
		if (ctx.maxBytes !== undefined && Number(res.headers.get('content-length') ?? 0) > ctx.maxBytes) return { error: tooLarge(ctx, res.status) };
		const text = await raceAbort(res.text(), local.signal);
		if (ctx.maxBytes !== undefined && text.length > ctx.maxBytes) return { error: tooLarge(ctx, res.status) };
		// Offline, the service worker answers with the copy it saved, marked with when (src/service-worker.ts).
		const receivedAt = Number(res.headers.get(SAVED_AT)) || Date.now();
		if (res.ok) return { response: { status: res.status, headers: res.headers, text, endpoint: ctx.endpoint, receivedAt } };
		return await failureOf(ctx, res, text);
	} catch (e) {
		if (timedOut) return { error: errorOf(ctx, 'timeout', `${timeoutMs / 1000} s`) };
		if (outer.aborted) return { error: errorOf(ctx, 'aborted') };
		const blocked = await whyBlocked(ctx, doFetch, local.signal);
		if (blocked) return { error: new ApiError({ service: ctx.service, endpoint: ctx.endpoint, status: 0, kind: 'blocked', ...blocked }) };
		return { error: errorOf(ctx, 'network', e instanceof Error ? e.message : String(e)) };
	} finally {
		clearTimeout(timer);
		outer.removeEventListener('abort', forward);
	}
}

// Also settles when an injected fetch ignores its signal, so a deadline always holds.
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
	return new Promise((resolve, reject) => {
		if (signal.aborted) return reject(signal.reason);
		const onAbort = () => reject(signal.reason);
		signal.addEventListener('abort', onAbort, { once: true });
		promise.then(
			(value) => {
				signal.removeEventListener('abort', onAbort);
				resolve(value);
			},
			(err: unknown) => {
				signal.removeEventListener('abort', onAbort);
				reject(err);
			}
		);
	});
}


/**
 * Why a request failed without an answer, when the browser is the cause (fetch() only says "Failed
 * to fetch"). Offline is known here at once; CORS and mixed content are told apart by ./blocked,
 * whose code loads on the first such failure (a failure's code, not every page's). When that code
 * cannot load (the network is gone), the failure stays a plain network error.
 */
function whyBlocked(ctx: Ctx, doFetch: Fetch, signal: AbortSignal): Promise<Blocked | undefined> | undefined {
	if (typeof location === 'undefined' || typeof navigator === 'undefined') return undefined;
	if (!navigator.onLine) return Promise.resolve({ blockedBy: 'offline' });
	return import('./blocked').then(
		(m) => m.blocked(ctx.url, m.browserSide(doFetch, signal), whereOf(ctx.service, ctx.endpoint)),
		() => undefined
	);
}

/**
 * The code that reads a service's error answer (./http-failure: its body's message, code and details,
 * Retry-After): failure-only, so it loads with the first such answer, or ahead of need once a page's
 * content is on screen (root layout), so a later failure is read at once, even offline.
 */
let failureCode: Promise<typeof import('./http-failure')> | undefined;
export function loadFailureCode(): Promise<typeof import('./http-failure')> {
	// One that could not load is asked again by the next failure.
	return (failureCode ??= import('./http-failure').catch((e: unknown) => {
		failureCode = undefined;
		throw e;
	}));
}

/** An error answer as an ApiError; when its reading code cannot load, the status and its text still say what happened. */
function failureOf(ctx: Ctx, res: Response, text: string): Promise<Outcome> {
	return loadFailureCode().then(
		(m) => ({ error: m.httpError(ctx, res, text), retryAfterMs: m.parseRetryAfter(res.headers.get('retry-after')) }),
		() => ({ error: new ApiError({ service: ctx.service, endpoint: ctx.endpoint, status: res.status, kind: 'http', bodyText: text, reason: res.statusText }) })
	);
}

function retryable(error: ApiError): boolean {
	if (error.kind === 'network') return true;
	return error.kind === 'http' && (error.status >= 500 || error.status === 429);
}

// Exponential with jitter in [50 %, 100 %], so clients that failed together don't retry together.
function backoff(attempt: number): number {
	const ceiling = Math.min(RETRY_WAIT_CAP_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1));
	return Math.round(ceiling * (0.5 + Math.random() / 2));
}

function emit(event: RequestEvent) {
	log.push(event);
	if (log.length > LOG_SIZE) log.shift();
	for (const listener of listeners) {
		try {
			listener(event);
		} catch {
			// Diagnostics must never break a request.
		}
	}
}

function tooLarge(ctx: Ctx, status: number): ApiError {
	return new ApiError({ service: ctx.service, endpoint: ctx.endpoint, status, kind: 'schema', reason: `the answer is larger than ${Math.round(ctx.maxBytes! / 1024)} KB` });
}

function errorOf(ctx: Ctx, kind: ErrorKind, reason?: string): ApiError {
	return new ApiError({ service: ctx.service, endpoint: ctx.endpoint, status: 0, kind, ...(reason ? { reason } : {}) });
}
