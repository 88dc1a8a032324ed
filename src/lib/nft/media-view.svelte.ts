// What a token page shows as the token's media, and why when it cannot. `animation_url` decides
// first (video or audio play; an HTML page or 3D model is explained, not run: ./media-animation.ts);
// then `image`. A URL without a telling extension is probed for its content type, and media that fails to load
// is probed to say why (not found, timed out, not media…); an `image` that turns out to be a video
// or audio plays as one. Each candidate list holds one file through several IPFS gateways.
import { unsafeScheme, type MediaProblem } from './media';
import type { AnimationPlan } from './media-animation';
import type { ProbeResult } from './media-probe';
import { paced } from '$lib/pace';

export interface MediaSources {
	/** Image URLs to try in order (gateways), already safe for <img>. */
	images: string[];
	/** animation_url URLs to try in order, http(s) only. */
	animation: string[];
	/** The raw fields, for unsafe-scheme messages and "show URL". */
	image?: string;
	animationUrl?: string;
}

export type Main =
	| { kind: 'pending' }
	| { kind: 'none' }
	| { kind: 'image' | 'video'; urls: string[]; index: number; loaded: boolean }
	| { kind: 'problem'; problem: MediaProblem; url: string; what: string };

export interface Note {
	problem: MediaProblem;
	url: string;
	what: string;
}

export interface MediaViewOptions {
	/** How long media may take to load before it counts as timed out. */
	timeoutMs?: number;
	probe?: (url: string) => Promise<ProbeResult>;
}

const DEFAULT_TIMEOUT_MS = 12_000;
const lazyProbe = (url: string) => import('./media-probe').then((m) => m.probeMedia(url));
// What an animation_url adds: most tokens have none, so its code (and the URL kinds') comes when one does.
const animationCode = () => import('./media-animation');

let views = 0;

export class MediaView {
	/** Distinct per view: a new view (refreshed metadata) renders new elements even for the same URL. */
	readonly id = ++views;
	main = $state.raw<Main>({ kind: 'pending' });
	/** Audio that plays under the cover image. */
	audio = $state.raw<{ urls: string[]; index: number } | undefined>(undefined);
	/** Why the animation is not shown (the image still is). */
	note = $state.raw<Note | undefined>(undefined);

	readonly #sources: MediaSources;
	readonly #timeoutMs: number;
	readonly #probe: (url: string) => Promise<ProbeResult>;
	#timer: ReturnType<typeof setTimeout> | undefined;
	#disposed = false;
	#attempt = $state(0);

	constructor(sources: MediaSources, opts: MediaViewOptions = {}) {
		this.#sources = sources;
		this.#timeoutMs = opts.timeoutMs ?? paced(DEFAULT_TIMEOUT_MS);
		this.#probe = opts.probe ?? lazyProbe;
		void this.#decide();
	}

	/** Identifies the element to render: a new one per view, URL and attempt (Try again). */
	get key(): string {
		return `${this.id}:${this.#attempt}:${this.src ?? ''}`;
	}

	/** The URL the main element shows now. */
	get src(): string | undefined {
		const m = this.main;
		return m.kind === 'image' || m.kind === 'video' ? m.urls[m.index] : undefined;
	}

	get audioSrc(): string | undefined {
		return this.audio?.urls[this.audio.index];
	}

	/** The main element loaded (image decoded, video metadata read). */
	loaded() {
		const m = this.main;
		if (m.kind !== 'image' && m.kind !== 'video') return;
		clearTimeout(this.#timer);
		this.main = { ...m, loaded: true };
	}

	/** The main element failed: the next gateway, or find out why. */
	failed() {
		const m = this.main;
		if (m.kind !== 'image' && m.kind !== 'video') return;
		if (m.index + 1 < m.urls.length) return this.#show({ ...m, index: m.index + 1, loaded: false });
		clearTimeout(this.#timer);
		void this.#explain(m.kind, m.urls[0]!);
	}

	audioFailed() {
		const a = this.audio;
		if (!a) return;
		if (a.index + 1 < a.urls.length) {
			this.audio = { ...a, index: a.index + 1 };
			return;
		}
		this.audio = undefined;
		void this.#probe(a.urls[0]!).then((r) => {
			if (this.#disposed) return;
			this.note = { problem: r.ok ? { reason: 'undecodable', kind: 'audio' } : r.problem, url: a.urls[0]!, what: 'audio' };
		});
	}

	/** Start over (the user's "Try again"). */
	retry() {
		this.#attempt += 1;
		clearTimeout(this.#timer);
		this.audio = undefined;
		this.note = undefined;
		this.main = { kind: 'pending' };
		void this.#decide();
	}

	dispose() {
		this.#disposed = true;
		clearTimeout(this.#timer);
	}

	async #decide() {
		const s = this.#sources;
		let images = s.images;
		if (s.animationUrl || s.animation.length) {
			// When that fails (its code or a probe's did not arrive) the image shows alone.
			const plan = await animationCode()
				.then((m) => m.planAnimation(s, this.#probe))
				.catch((): AnimationPlan => ({}));
			if (this.#disposed) return;
			this.note = plan.note;
			if (plan.video) return this.#show({ kind: 'video', urls: plan.video, index: 0, loaded: false });
			if (plan.audio) this.audio = { urls: plan.audio, index: 0 };
			if (plan.images) images = [...plan.images, ...images];
		}
		if (images.length) return this.#show({ kind: 'image', urls: images, index: 0, loaded: false });
		const imageScheme = unsafeScheme(s.image);
		this.main = imageScheme ? { kind: 'problem', problem: { reason: 'unsafe', scheme: imageScheme }, url: s.image!, what: 'image' } : { kind: 'none' };
	}

	#show(main: Main & { kind: 'image' | 'video' }) {
		this.main = main;
		clearTimeout(this.#timer);
		this.#timer = setTimeout(() => {
			if (this.main === main && !main.loaded) this.main = { kind: 'problem', problem: { reason: 'timeout', seconds: Math.round(this.#timeoutMs / 1000) }, url: main.urls[main.index]!, what: main.kind };
		}, this.#timeoutMs);
	}

	/** Media that did not load: ask the server what it is; a video or audio under `image` plays as one. */
	async #explain(shown: 'image' | 'video', url: string) {
		const r = await this.#probe(url);
		if (this.#disposed) return;
		if (r.ok && shown === 'image' && r.kind === 'video') return this.#show({ kind: 'video', urls: [url], index: 0, loaded: false });
		if (r.ok && shown === 'image' && r.kind === 'audio') {
			this.audio = { urls: [url], index: 0 };
			this.main = { kind: 'none' };
			return;
		}
		const problem: MediaProblem = !r.ok
			? r.problem
			: r.kind === shown
				? { reason: 'undecodable', kind: shown }
				: r.kind === 'image' || r.kind === 'video' || r.kind === 'audio'
					? { reason: 'undecodable', kind: r.kind }
					: { reason: 'not-media', contentType: r.contentType };
		this.main = { kind: 'problem', problem, url, what: shown };
	}
}
