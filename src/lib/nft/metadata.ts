// NFT metadata: load what a token's `uri` points at, validate it leniently, and never throw.
// IPFS content races the configured gateways (staggered, each time-boxed), remembers the gateway
// that answered, retries with a `.json` suffix like InitiaScan, and results are cached per URI.
// Requests go through the app's one HTTP boundary (anonymous, capped, never retried there: the
// gateway race is the retry).
import * as v from 'valibot';
import { request, type Fetch } from '$lib/api/http';
import type { Token } from '$lib/api/indexer';
import { planUri } from './uri';

/** A name or description: a string, or a number read as one. */
export const text = v.pipe(
	v.union([v.string(), v.number()]),
	v.transform((x) => String(x))
);

const metadataSchema = v.object({
	name: v.optional(v.nullable(text)),
	description: v.optional(v.nullable(text)),
	image: v.optional(v.nullable(v.string())),
	image_url: v.optional(v.nullable(v.string())),
	image_data: v.optional(v.unknown()),
	animation_url: v.optional(v.nullable(v.string())),
	external_url: v.optional(v.nullable(v.string()))
});

export interface NftMetadata {
	name?: string;
	description?: string;
	image?: string;
	/** Legacy raw SVG markup (only ever shown as an <img> data: URI). */
	imageData?: string;
	animationUrl?: string;
	externalUrl?: string;
	/** The metadata exactly as received, for the "raw" view and its attributes (./attributes.ts parseAttributes: the token page's, after its content). */
	raw: unknown;
}

export type MetadataResult =
	| { ok: true; metadata: NftMetadata; source: string }
	| { ok: false; reason: 'none' | 'unsupported' | 'unreachable' | 'invalid'; message: string; tried: string[]; detail?: string };

export interface MetadataOptions {
	gateways: string[];
	fetch?: Fetch;
	signal?: AbortSignal;
	/** Past every cache (the user's "Refresh metadata"). */
	fresh?: boolean;
	/** Per-URL time box. */
	timeoutMs?: number;
	/** Delay before racing the next gateway. */
	staggerMs?: number;
	/** Cap on the bytes read from a response. */
	maxBytes?: number;
}

export function parseMetadata(raw: unknown): NftMetadata | undefined {
	if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
	const r = v.safeParse(metadataSchema, raw);
	if (!r.success) return undefined;
	const m = r.output;
	return {
		name: m.name ?? undefined,
		description: m.description ?? undefined,
		image: m.image || m.image_url || undefined,
		...(typeof m.image_data === 'string' && m.image_data.length <= 200_000 && m.image_data.trim().startsWith('<') ? { imageData: m.image_data } : {}),
		animationUrl: m.animation_url ?? undefined,
		externalUrl: m.external_url ?? undefined,
		raw
	};
}

/** Gateways that answered recently go first next time. */
const goodGateway = new Map<string, number>();

async function fetchJsonCapped(url: string, signal: AbortSignal, opts: MetadataOptions & { timeoutMs: number; maxBytes: number }): Promise<unknown> {
	const res = await request({
		service: 'metadata',
		url,
		signal,
		fetch: opts.fetch,
		timeoutMs: opts.timeoutMs,
		maxAttempts: 1,
		cacheTtlMs: 0,
		anonymous: true,
		maxBytes: opts.maxBytes,
		fresh: opts.fresh
	});
	try {
		return JSON.parse(res.text);
	} catch {
		throw new Error('not JSON');
	}
}

/** Race URLs with a stagger; the first valid JSON wins and the others are aborted. */
async function race(urls: string[], opts: Required<Pick<MetadataOptions, 'timeoutMs' | 'staggerMs' | 'maxBytes'>> & MetadataOptions) {
	const controllers = urls.map(() => new AbortController());
	const onAbort = () => controllers.forEach((c) => c.abort());
	opts.signal?.addEventListener('abort', onAbort, { once: true });
	try {
		return await new Promise<{ url: string; json: unknown }>((resolve, reject) => {
			let pending = urls.length;
			const errors: string[] = [];
			urls.forEach((url, i) => {
				const start = () => {
					if (controllers[i]!.signal.aborted) return fail(`${url}: aborted`);
					fetchJsonCapped(url, controllers[i]!.signal, opts)
						.then((json) => {
							controllers.forEach((c, j) => j !== i && c.abort());
							resolve({ url, json });
						})
						.catch((e: unknown) => fail(`${url}: ${e instanceof Error ? e.message : String(e)}`));
				};
				const fail = (msg: string) => {
					errors.push(msg);
					if (--pending === 0) reject(new Error(errors.join('; ')));
				};
				if (i === 0) start();
				else setTimeout(start, opts.staggerMs * i);
			});
		});
	} finally {
		opts.signal?.removeEventListener('abort', onAbort);
	}
}

function orderByGoodGateway(urls: string[]): string[] {
	const score = (u: string) => {
		for (const [g, at] of goodGateway) if (u.startsWith(g)) return at;
		return 0;
	};
	return [...urls].sort((a, b) => score(b) - score(a));
}

export async function loadMetadata(uri: string, options: MetadataOptions): Promise<MetadataResult> {
	const opts = { timeoutMs: 6000, staggerMs: 1200, maxBytes: 1_000_000, ...options };
	const plan = planUri(uri, opts.gateways);
	if (plan.kind === 'none') return { ok: false, reason: 'none', message: 'This token has no metadata URI.', tried: [] };
	if (plan.kind === 'unsupported')
		return { ok: false, reason: 'unsupported', message: `Metadata URI scheme "${plan.scheme}" is not loaded for safety.`, tried: [] };
	if (plan.kind === 'data') {
		let json: unknown;
		try {
			json = JSON.parse(plan.text);
		} catch {
			return { ok: false, reason: 'invalid', message: 'The data: URI does not contain JSON.', tried: ['data:'] };
		}
		const metadata = parseMetadata(json);
		return metadata
			? { ok: true, metadata, source: 'data: URI' }
			: { ok: false, reason: 'invalid', message: 'The metadata does not have the expected shape.', tried: ['data:'] };
	}
	const attempts: string[][] = [orderByGoodGateway(plan.urls)];
	// InitiaScan's rule: IPFS metadata that fails is retried with a .json suffix.
	if (plan.ipfsPath && !/\.json$/i.test(plan.ipfsPath)) attempts.push(attempts[0]!.map((u) => `${u}.json`));
	const tried: string[] = [];
	let lastError = '';
	for (const urls of attempts) {
		tried.push(...urls);
		try {
			const { url, json } = await race(urls, opts);
			const gw = opts.gateways.find((g) => url.startsWith(g));
			if (gw) goodGateway.set(gw, Date.now());
			const metadata = parseMetadata(json);
			if (metadata) return { ok: true, metadata, source: url };
			lastError = 'not in the expected shape';
		} catch (e) {
			if (opts.signal?.aborted) break;
			lastError = e instanceof Error ? e.message : String(e);
		}
	}
	const invalid = lastError === 'not in the expected shape';
	return {
		ok: false,
		reason: invalid ? 'invalid' : 'unreachable',
		message: invalid ? 'The metadata does not have the expected shape.' : 'The metadata could not be loaded.',
		tried,
		...(invalid || !lastError ? {} : { detail: lastError })
	};
}

const cache = new Map<string, Promise<MetadataResult>>();
const CACHE_MAX = 400;

/**
 * Cached loadMetadata: one request per URI per session (failures are retried on the next call).
 * `fresh` asks past every cache and replaces the remembered answer.
 */
export function cachedMetadata(uri: string, options: Omit<MetadataOptions, 'signal'>): Promise<MetadataResult> {
	let p = options.fresh ? undefined : cache.get(uri);
	if (p) {
		cache.delete(uri);
		cache.set(uri, p);
		return p;
	}
	p = loadMetadata(uri, options);
	cache.delete(uri);
	cache.set(uri, p);
	p.then((r) => {
		if (!r.ok && r.reason === 'unreachable') cache.delete(uri);
	});
	if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
	return p;
}

/**
 * Starts the metadata of a list's first tokens (before its cards render and come into view), its
 * requests sent at once. The cards' own loads join these requests (the loader caches per URI).
 */
export function startMetadata(tokens: Token[], gateways: string[]) {
	for (const t of tokens) if (t.uri) void cachedMetadata(t.uri, { gateways });
}

/** Cards whose metadata starts before they render: a phone's first two screens of a grid (rows of two). */
export const FIRST_SCREENS = 8;

/**
 * Starts the first tokens' metadata the moment their page arrives: a callback on the answer runs
 * before the page renders the rows (on a phone, rendering a grid is a long task that held these
 * requests back by ~0.4 s when they waited for the cards).
 */
export function metadataOnArrival(rows: Promise<{ items: Token[] } | null | undefined>, gateways: string[], count = FIRST_SCREENS) {
	rows.then(
		(p) => p && startMetadata(p.items.slice(0, count), gateways),
		() => {}
	);
}

