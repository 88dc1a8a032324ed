// What a token card or row shows once its metadata arrives: a display name and image candidates.
// Metadata loads when a card nears the viewport, with its code (not part of a page's first bundle);
// the NFT pages ask for that code as they ask for their rows, and start their first screen's
// metadata as soon as the rows arrive. Failures only leave placeholders.
import { underWay } from '$lib/api/http';
import type { Token } from '$lib/api/indexer';
import { cleanText } from '$lib/safe';
import type { MetadataResult } from './metadata';
import type { diffMetadata, MetadataChange } from './metadata-diff';

/** The metadata comparison's code, given by the one page that refreshes (so it never rides with the loader's code). */
export type DiffCode = () => Promise<{ diffMetadata: typeof diffMetadata }>;

/** The outcome of the user's "Refresh metadata". */
export type Refreshed = { at: number; changes: MetadataChange[] } | { at: number; error: string };

type Code = [typeof import('./metadata'), typeof import('./uri')];
let code: Promise<Code> | undefined;
let loaded: Code | undefined;

/**
 * The metadata loader's code, fetched once (again after a failure). The NFT pages call it as they
 * ask for their rows, so it is in when they arrive: one JS round trip less before the first images.
 */
export function metadataCode(): Promise<Code> {
	if (code) return code;
	const p = Promise.all([import('./metadata'), import('./uri')]);
	code = p;
	p.then(
		(c) => (loaded = c),
		() => {
			if (code === p) code = undefined;
		}
	);
	return p;
}

/**
 * Runs `fn` with the loader's code: at once (its requests sent before the caller's render goes on)
 * when it is in, else when it arrives (meanwhile under way, for after-content code).
 */
function withCode(fn: (code: Code) => void): Promise<void> {
	if (loaded) {
		fn(loaded);
		return Promise.resolve();
	}
	return underWay(metadataCode()).then(fn);
}

/**
 * Starts the metadata of a list's first tokens (a list calls it as its rows arrive, before its
 * cards render and come into view). The cards' own loads join these requests (the loader caches
 * per URI); a failure here leaves it to them.
 */
export function startMetadata(tokens: Token[], gateways: string[]) {
	if (!tokens.some((t) => t.uri)) return;
	withCode(([{ cachedMetadata }]) => {
		for (const t of tokens) if (t.uri) void cachedMetadata(t.uri, { gateways });
	}).catch(() => {});
}

export class TokenMedia {
	result = $state.raw<MetadataResult | null>(null);
	images = $state.raw<string[]>([]);
	requested = $state(false);
	refreshing = $state(false);
	refreshed = $state.raw<Refreshed | undefined>(undefined);
	#uri: string;
	#gateways: string[];

	constructor(uri: string, gateways: string[]) {
		this.#uri = uri;
		this.#gateways = gateways;
	}

	load() {
		if (this.requested) return;
		this.requested = true;
		withCode(([{ cachedMetadata }, { imageCandidates }]) => {
			cachedMetadata(this.#uri, { gateways: this.#gateways }).then((r) => {
				this.images = r.ok ? imageCandidates(r.metadata.image, this.#gateways) : [];
				this.result = r;
			});
		}).catch((e: unknown) => {
			this.result = { ok: false, reason: 'unreachable', message: `Metadata could not be loaded: ${e instanceof Error ? e.message : String(e)}`, tried: [] };
		});
	}

	/** Reads the metadata again past every cache, then says what changed (the page keeps the old metadata when it fails). */
	async refresh(diffCode: DiffCode) {
		if (this.refreshing || !this.#uri) return;
		this.refreshing = true;
		try {
			const [[{ cachedMetadata }, { imageCandidates }], { diffMetadata }] = await Promise.all([metadataCode(), diffCode()]);
			const r = await cachedMetadata(this.#uri, { gateways: this.#gateways, fresh: true });
			if (!r.ok) {
				this.refreshed = { at: Date.now(), error: r.detail ? `${r.message} (${r.detail})` : r.message };
				return;
			}
			const before = this.result?.ok ? this.result.metadata : undefined;
			this.refreshed = { at: Date.now(), changes: diffMetadata(before, r.metadata) };
			this.images = imageCandidates(r.metadata.image, this.#gateways);
			this.result = r;
		} catch (e) {
			this.refreshed = { at: Date.now(), error: e instanceof Error ? e.message : String(e) };
		} finally {
			this.refreshing = false;
		}
	}

	get loading() {
		return this.requested && !this.result && this.#uri !== '';
	}

	get name(): string | undefined {
		const n = this.result?.ok ? this.result.metadata.name : undefined;
		return n ? cleanText(n, 120) : undefined;
	}
}
