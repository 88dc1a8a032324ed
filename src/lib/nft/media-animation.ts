// What a token's animation_url adds to its media: a video that plays in place of the image, audio that
// plays under it, an image shown first, or why it is not shown (an HTML page or 3D model is explained,
// not run). Few tokens have one: MediaView loads this when one does.
import { unsafeScheme, type MediaKind, type MediaProblem } from './media';
import { kindFromUrl } from './media-kind';
import type { ProbeResult } from './media-probe';
import type { MediaSources, Note } from './media-view.svelte';
import { safeImageSrc } from '$lib/safe';

export interface AnimationPlan {
	/** Plays in place of the image (gateway URLs, in order). */
	video?: string[];
	/** Plays under the image. */
	audio?: string[];
	/** Shown before the image's own candidates. */
	images?: string[];
	/** Why the animation is not shown (the image still is). */
	note?: Note;
}

async function kindOf(url: string, probe: (url: string) => Promise<ProbeResult>): Promise<{ kind: MediaKind; contentType?: string } | { problem: MediaProblem }> {
	const known = kindFromUrl(url);
	if (known) return { kind: known };
	const r = await probe(url);
	return r.ok ? { kind: r.kind, contentType: r.contentType } : { problem: r.problem };
}

export async function planAnimation(s: MediaSources, probe: (url: string) => Promise<ProbeResult>): Promise<AnimationPlan> {
	const scheme = unsafeScheme(s.animationUrl);
	const inline = s.animationUrl && /^\s*data:/i.test(s.animationUrl) ? s.animationUrl.trim() : undefined;
	if (scheme) return { note: { problem: { reason: 'unsafe', scheme }, url: s.animationUrl!, what: 'animation' } };
	if (inline) {
		// Inline animations: an image can show (as <img>); pages and other types are not run.
		const kind = kindFromUrl(inline);
		if (kind === 'image' && safeImageSrc(inline)) return { images: [inline] };
		if (kind === 'html' || kind === 'model') return { note: { problem: { reason: 'not-shown', kind }, url: inline, what: 'animation' } };
		return { note: { problem: { reason: 'not-media', contentType: /^data:([^;,]*)/i.exec(inline)?.[1] ?? '' }, url: inline, what: 'animation' } };
	}
	if (!s.animation.length) return {};
	const url = s.animation[0]!;
	const k = await kindOf(url, probe);
	if ('problem' in k) return { note: { problem: k.problem, url, what: 'animation' } };
	if (k.kind === 'video') return { video: s.animation };
	if (k.kind === 'audio') return { audio: s.animation };
	if (k.kind === 'image') return { images: s.animation };
	if (k.kind === 'html' || k.kind === 'model') return { note: { problem: { reason: 'not-shown', kind: k.kind }, url, what: 'animation' } };
	return { note: { problem: { reason: 'not-media', contentType: k.contentType ?? '' }, url, what: 'animation' } };
}
